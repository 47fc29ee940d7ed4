import { useCallback, useEffect, type RefObject } from 'react';

/**
 * Keeps what a visitor types in a form (local storage, as typed) so a reload, a crash or a lost
 * signal never loses it; `skip` names the fields never kept (the honeypot, the key, the cart).
 * Restores into empty fields only once the page runs, and calls `onRestore` for the fields React
 * controls. Clear it when the shop has confirmed the request.
 */
export function useFormDraft(
  storageKey: string,
  form: RefObject<HTMLFormElement | null>,
  skip: readonly string[],
  onRestore?: (values: Record<string, string>) => void,
) {
  useEffect(() => {
    const values = readDraft(storageKey);
    const element = form.current;
    if (!values || !element) return;
    fillForm(element, values, skip, false);
    onRestore?.(values);
    // Once, when the page starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const save = useCallback(() => {
    const element = form.current;
    if (!element) return;
    const values: Record<string, string> = {};
    for (const [name, value] of new FormData(element)) if (typeof value === 'string' && !skip.includes(name)) values[name] = value;
    try {
      localStorage.setItem(storageKey, JSON.stringify(values));
    } catch {
      // Storage full or blocked: the form still works, only the draft is not kept.
    }
  }, [storageKey, form, skip]);

  const clear = useCallback(() => {
    try {
      localStorage.removeItem(storageKey);
    } catch {
      // Nothing kept.
    }
  }, [storageKey]);

  return { save, clear };
}

function readDraft(storageKey: string): Record<string, string> | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? 'null');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return null;
  }
}

/** Puts `values` into the form's fields of those names, except `skip`; only into empty ones unless `overwrite`. */
export function fillForm(form: HTMLFormElement, values: Record<string, string>, skip: readonly string[], overwrite: boolean): void {
  for (const [name, value] of Object.entries(values)) {
    if (skip.includes(name)) continue;
    const field = form.elements.namedItem(name);
    // A group of radio buttons: setting the list's value checks the one with that value.
    const fillable =
      field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement || field instanceof RadioNodeList;
    if (fillable && (overwrite || !field.value)) field.value = value;
  }
}
