// Reopening a request the shop refused in its own form, prefilled, with the shop's reason. The
// choice survives a reload of the form's page (session storage); the request itself stays in the
// phone's queue until the shop takes the corrected one, which replaces it under the same key
// (decision 0048).
import { useCallback, useEffect, useState } from 'react';
import { newIdempotencyKey } from '../lib/idempotency';
import type { KeptKind, KeptRequest } from './outbox-store';

const STORAGE_KEY = 'corrigiendo';
const EVENT = 'tienda-corregir';

/** Where each kind of request is written. */
export const FORM_PATHS: Record<KeptKind, string> = { presupuesto: '/presupuesto', consulta: '/contacto' };

/** Never copied back into a form: the honeypot, the key and the cart (the form's own inputs hold them). */
export const NOT_REFILLED = ['website', 'idempotencyKey', 'items', 'madeAt'];

export function startCorrection(kind: KeptKind, key: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ kind, key }));
  } catch {
    // Blocked storage: the event below still opens it in this page.
  }
  window.dispatchEvent(new CustomEvent(EVENT, { detail: { kind, key } }));
}

function endCorrection(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}

function chosen(kind: KeptKind, detail?: { kind: KeptKind; key: string }): string | null {
  if (detail) return detail.kind === kind ? detail.key : null;
  try {
    const parsed = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as { kind?: unknown; key?: unknown } | null;
    return parsed?.kind === kind && typeof parsed.key === 'string' ? parsed.key : null;
  } catch {
    return null;
  }
}

/**
 * The kept request to correct. The same idempotency key is kept: the shop stored nothing under a
 * refused key, and should an earlier try have been stored after all, the same key keeps the
 * correction from storing it twice. Only a key the shop refused as a key gets a new one.
 */
async function load(key: string): Promise<KeptRequest | null> {
  // The forms' rules load only here: the contact page keeps them out of its first load.
  const [{ keptRequest, rekeyRequest }, { IDEMPOTENCY_KEY_PATTERN }] = await Promise.all([import('./outbox-store'), import('#domain/forms')]);
  const kept = await keptRequest(key);
  if (!kept) return null;
  if (IDEMPOTENCY_KEY_PATTERN.test(kept.key) && !kept.fieldErrors?.idempotencyKey) return kept;
  const fresh = newIdempotencyKey();
  const moved = await rekeyRequest(kept.key, fresh);
  if (moved) startCorrection(moved.kind, fresh);
  return moved ?? null;
}

/**
 * The form's side: `apply` fills the form from the kept request when the visitor chose 'Corregir'
 * (now, or before this page opened). `done` ends it (the shop took it, or the visitor cancelled).
 */
export function useCorrection(kind: KeptKind, apply: (kept: KeptRequest) => void) {
  const [correcting, setCorrecting] = useState<KeptRequest | null>(null);
  useEffect(() => {
    let live = true;
    const open = (detail?: { kind: KeptKind; key: string }) => {
      const key = chosen(kind, detail);
      if (!key) return;
      load(key)
        .then((kept) => {
          if (!live) return;
          if (!kept) return endCorrection();
          setCorrecting(kept);
          apply(kept);
        })
        .catch(() => {});
    };
    open();
    const onEvent = (event: Event) => open((event as CustomEvent<{ kind: KeptKind; key: string }>).detail);
    window.addEventListener(EVENT, onEvent);
    return () => {
      live = false;
      window.removeEventListener(EVENT, onEvent);
    };
    // Once per page: `apply` reads the form through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind]);
  const done = useCallback(() => {
    endCorrection();
    setCorrecting(null);
  }, []);
  return { correcting, done };
}
