// Suggestions while typing: debounced, the previous request aborted, answers kept for a while so
// going back a letter costs nothing. Nothing is fetched until the visitor types.
import { useEffect, useState } from 'react';
import { SUGGESTIONS_PATH } from '../components/search/search-paths';
import { MIN_SUGGESTION_LENGTH, type SuggestionsResponse } from '../components/search/suggestions';

const SUGGESTION_DELAY_MS = 150;
const CACHE_SIZE = 50;
const cache = new Map<string, SuggestionsResponse>();

function suggestionsUrl(term: string, scope?: string | null): string {
  const params = new URLSearchParams({ q: term.trim() });
  if (scope) params.set('grupo', scope);
  return `${SUGGESTIONS_PATH}?${params.toString()}`;
}

function remember(key: string, value: SuggestionsResponse) {
  cache.delete(key);
  cache.set(key, value);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
}

/** Forget cached answers (tests). */
export function clearSuggestionCache() {
  cache.clear();
}

function isResponse(value: unknown): value is SuggestionsResponse {
  const v = value as SuggestionsResponse | null;
  return !!v && Array.isArray(v.productos) && Array.isArray(v.categorias);
}

/**
 * The suggestions for `term` (`data` null while there is nothing to show: too short, or nothing
 * answered yet), and whether the last request for it could not reach the shop (`offline`).
 * `term` is what the visitor typed, not a prefilled value.
 */
export function useSuggestions(term: string, { enabled = true, scope = null as string | null | undefined, delay = SUGGESTION_DELAY_MS } = {}) {
  const [answer, setAnswer] = useState<{ key: string; data: SuggestionsResponse } | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const trimmed = term.trim();
  const active = enabled && trimmed.length >= MIN_SUGGESTION_LENGTH;
  const key = suggestionsUrl(trimmed, scope);

  useEffect(() => {
    if (!active) return;
    const cached = cache.get(key);
    if (cached) {
      setAnswer({ key, data: cached });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(key, { signal: controller.signal, headers: { Accept: 'application/json' } })
        .then((response) => (response.ok ? response.json() : null))
        .then((data: unknown) => {
          if (controller.signal.aborted || !isResponse(data)) return;
          remember(key, data);
          setAnswer({ key, data });
          setFailedKey(null);
        })
        .catch(() => {
          // Offline or cut: suggestions are a convenience, the form still works; the box says so.
          if (!controller.signal.aborted) setFailedKey(key);
        });
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [active, key, delay]);

  // While the next answer is on its way the last one stays (no flicker between keystrokes).
  return { data: active ? (answer?.data ?? null) : null, offline: active && failedKey === key };
}
