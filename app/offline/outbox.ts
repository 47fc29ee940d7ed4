// Sends what the phone kept (outbox-store.ts) once the shop can be reached: from a page (at load,
// on 'online', on a timer) or from the service worker's 'sync' event. No DOM: both scopes run it.
// Each request carries its idempotency key, so a send whose answer was lost and is tried again is
// stored once; a claim in IndexedDB (and a Web Lock where there is one) keeps two tabs from
// sending the same request at the same moment.
import { OUTBOX_CHANNEL, type OutboxMessage } from './names';
import { claimRequest, forgetRequest, keptRequests, releaseRequest, type KeptRequest } from './outbox-store';

export const OUTBOX_SYNC_TAG = 'tienda-pedidos';
/** Where a kept request goes: the same services as the forms, answering JSON. */
export const OUTBOX_ENDPOINT = '/api/pedido-guardado';
/** After this the phone stops trying and offers WhatsApp instead. */
export const KEPT_MAX_AGE_MS = 30 * 24 * 60 * 60_000;

const SEND_TIMEOUT_MS = 30_000;
/** A claim outlives a send's time-out: a tab closed mid-send frees it for the next one. */
const CLAIM_MS = SEND_TIMEOUT_MS + 15_000;
const NO_SIGNAL = 'Sin señal todavía.';

export interface FlushResult {
  sent: KeptRequest[];
  refused: KeptRequest[];
  /** Still waiting (no signal, the shop busy, or held by another tab). */
  waiting: number;
}

type ShopAnswer = { status: number; description?: string; retryAfter?: number; fieldErrors?: Record<string, string> } | null;

async function send(kept: KeptRequest, fetchFn: typeof fetch): Promise<ShopAnswer> {
  try {
    const response = await fetchFn(OUTBOX_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ tipo: kept.kind, datos: { ...kept.body, madeAt: new Date(kept.madeAt).toISOString() } }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      credentials: 'omit',
    });
    const body = (await response.json().catch(() => ({}))) as { description?: unknown; fieldErrors?: unknown };
    const retryAfter = Number(response.headers.get('Retry-After'));
    return {
      status: response.status,
      description: typeof body.description === 'string' ? body.description : undefined,
      retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      fieldErrors: textsOf(body.fieldErrors),
    };
  } catch {
    // Rejected or timed out: the shop was not reached (or its answer was lost); tried again later.
    return null;
  }
}

/** The shop's field messages, strings only (kept to show beside the fields when corrected). */
function textsOf(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** Tries one claimed request; true when the shop has it. */
async function deliver(kept: KeptRequest, fetchFn: typeof fetch, now: number, out: FlushResult): Promise<void> {
  const answer = await send(kept, fetchFn);
  // 502: saved, only its mail waits in the shop's outbox; it is the shop's now.
  if (answer && (answer.status === 200 || answer.status === 502)) {
    await forgetRequest(kept.key);
    out.sent.push(kept);
    return;
  }
  out.waiting++;
  if (!answer) return releaseRequest(kept.key, { lastError: NO_SIGNAL });
  const reason = answer.description ?? `La tienda respondió ${answer.status}.`;
  if (answer.status === 429) return releaseRequest(kept.key, { lastError: reason, notBefore: now + (answer.retryAfter ?? 60) * 1000 });
  if (answer.status >= 400 && answer.status < 500) {
    out.waiting--;
    const fieldErrors = answer.fieldErrors ?? {};
    out.refused.push({ ...kept, refused: true, lastError: reason, fieldErrors });
    return releaseRequest(kept.key, { lastError: reason, refused: true, fieldErrors });
  }
  return releaseRequest(kept.key, { lastError: reason });
}

async function flushAll(fetchFn: typeof fetch, now: () => number): Promise<FlushResult> {
  const out: FlushResult = { sent: [], refused: [], waiting: 0 };
  for (const kept of await keptRequests()) {
    if (kept.refused || now() - kept.madeAt > KEPT_MAX_AGE_MS) continue;
    const claimed = await claimRequest(kept.key, now(), now() + CLAIM_MS);
    if (!claimed) {
      out.waiting++;
      continue;
    }
    await deliver(claimed, fetchFn, now(), out);
  }
  if (out.sent.length + out.refused.length > 0) announce({ type: 'changed', sent: out.sent.map(({ key, kind }) => ({ key, kind })) });
  return out;
}

function announce(message: OutboxMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

/**
 * Sends every kept request that may go now. One flush at a time per browser where Web Locks exist
 * (a second caller returns at once, counting what waits); the IndexedDB claim covers the rest.
 */
export async function flushOutbox(options: { fetch?: typeof fetch; now?: () => number } = {}): Promise<FlushResult> {
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (!locks) return flushAll(fetchFn, now);
  const result = await locks.request(OUTBOX_CHANNEL, { ifAvailable: true }, (lock) => (lock ? flushAll(fetchFn, now) : null));
  return result ?? { sent: [], refused: [], waiting: (await keptRequests()).length };
}
