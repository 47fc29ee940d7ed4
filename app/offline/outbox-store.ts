// The phone's queue of requests the shop could not be reached for (IndexedDB through idb). Only
// what a window and a service worker both have is used here: no DOM, no local storage.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export type KeptKind = 'presupuesto' | 'consulta';

export interface KeptRequest {
  /** The idempotency key the form sent: the shop stores a request once per key. */
  key: string;
  kind: KeptKind;
  /** The form's fields as posted (the cart as JSON text in 'items'). */
  body: Record<string, string>;
  /** When the visitor sent it (ms). */
  madeAt: number;
  attempts: number;
  /** Why the last try did not go, in Spanish, for the visitor; null before a try. */
  lastError: string | null;
  /** The shop answered it cannot take it as it is (400, 422): it waits for the visitor. */
  refused: boolean;
  /** The shop's Spanish message for each refused field, shown beside it when the visitor corrects it. */
  fieldErrors?: Record<string, string>;
  /** A tab or worker sending it holds it until then (ms), so two never send it at once. */
  claimedUntil: number;
  /** Not tried again before (ms): the shop asked to wait (429). */
  notBefore: number;
}

interface OutboxSchema extends DBSchema {
  requests: { key: string; value: KeptRequest };
}

const DB_NAME = 'tienda-pedidos';

let opening: Promise<IDBPDatabase<OutboxSchema>> | null = null;

function database(): Promise<IDBPDatabase<OutboxSchema>> {
  opening ??= openDB<OutboxSchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('requests', { keyPath: 'key' });
    },
  }).catch((error: unknown) => {
    // Blocked or private mode: the next call tries again rather than keeping a broken promise.
    opening = null;
    throw error;
  });
  return opening;
}

/** Keeps a request (the same key again replaces it: a second tap does not queue it twice). */
export async function keepRequest(kind: KeptKind, body: Record<string, string>, madeAt: number): Promise<KeptRequest> {
  const kept: KeptRequest = { key: body.idempotencyKey, kind, body, madeAt, attempts: 0, lastError: null, refused: false, claimedUntil: 0, notBefore: 0 };
  const db = await database();
  await db.put('requests', kept);
  return kept;
}

export async function keptRequests(): Promise<KeptRequest[]> {
  const all = await (await database()).getAll('requests');
  return all.sort((a, b) => a.madeAt - b.madeAt);
}

export async function forgetRequest(key: string): Promise<void> {
  await (await database()).delete('requests', key);
}

/**
 * Takes a request for sending until `until`, in one IndexedDB transaction: of two tabs (or a tab
 * and the worker) trying at once, one gets it. Null when it is gone, held, refused or must wait.
 */
export async function claimRequest(key: string, now: number, until: number): Promise<KeptRequest | null> {
  const tx = (await database()).transaction('requests', 'readwrite');
  const kept = await tx.store.get(key);
  if (!kept || kept.refused || kept.claimedUntil > now || kept.notBefore > now) {
    await tx.done;
    return null;
  }
  const claimed = { ...kept, claimedUntil: until, attempts: kept.attempts + 1 };
  await tx.store.put(claimed);
  await tx.done;
  return claimed;
}

/** Releases a claimed request with what the try found. */
export async function releaseRequest(
  key: string,
  change: Pick<KeptRequest, 'lastError'> & Partial<Pick<KeptRequest, 'refused' | 'notBefore' | 'fieldErrors'>>,
): Promise<void> {
  const tx = (await database()).transaction('requests', 'readwrite');
  const kept = await tx.store.get(key);
  if (kept) await tx.store.put({ ...kept, ...change, claimedUntil: 0 });
  await tx.done;
}

export async function keptRequest(key: string): Promise<KeptRequest | undefined> {
  return (await database()).get('requests', key);
}

/**
 * A corrected request sent from its form got the shop's answer: taken (the kept one goes), or
 * refused again (it stays refused, now with what was sent and the new reason). False when no kept
 * request has this key (a plain send), so nothing changed.
 */
export async function settleCorrected(
  key: string,
  answer: { ok: true } | { ok: false; body: Record<string, string>; reason: string; fieldErrors: Record<string, string> },
): Promise<boolean> {
  const tx = (await database()).transaction('requests', 'readwrite');
  const kept = await tx.store.get(key);
  if (kept && answer.ok) await tx.store.delete(key);
  else if (kept && !answer.ok)
    await tx.store.put({ ...kept, body: answer.body, refused: true, lastError: answer.reason, fieldErrors: answer.fieldErrors, claimedUntil: 0 });
  await tx.done;
  return Boolean(kept);
}

/** Moves a kept request to a new key (the shop refused the old one as a key), so its correction can go. */
export async function rekeyRequest(key: string, newKey: string): Promise<KeptRequest | undefined> {
  const tx = (await database()).transaction('requests', 'readwrite');
  const kept = await tx.store.get(key);
  if (!kept) {
    await tx.done;
    return undefined;
  }
  const moved: KeptRequest = { ...kept, key: newKey, body: { ...kept.body, idempotencyKey: newKey } };
  await tx.store.delete(key);
  await tx.store.put(moved);
  await tx.done;
  return moved;
}
