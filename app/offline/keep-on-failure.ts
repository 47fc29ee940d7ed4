// A form's post from the page, kept on the phone when the shop cannot be reached: no answer (no
// signal, DNS, a cut connection) or none within a generous time. An answer of the shop's, good or
// bad, is passed on as it came; only a missing one is kept. The answers are 503s so that the page
// does not reload its data from a shop it cannot reach.
import { data } from 'react-router';
// Static, not lazy: offline, a chunk never fetched cannot be loaded to keep the request.
import { keepRequest, settleCorrected, type KeptKind } from './outbox-store';
import { outboxChanged } from './outbox-events';

/** How long a send may take before the request is kept (a slow rural link needs long). */
const ANSWER_WAIT_MS = 25_000;

export type KeptAnswer = {
  ok: false;
  kind: 'kept' | 'unkept';
  status: 503;
  title: string;
  description: string;
  fieldErrors: Record<string, string>;
};

const KEPT_TEXTS = {
  kept: {
    title: 'Sin señal: guardamos tu pedido en este teléfono',
    description:
      'No pudimos llegar a la tienda. Tu pedido quedó guardado acá y se va a enviar solo apenas haya señal, aunque cierres la página. No hace falta que lo vuelvas a enviar.',
  },
  keptEnquiry: {
    title: 'Sin señal: guardamos tu mensaje en este teléfono',
    description:
      'No pudimos llegar a la tienda. Tu mensaje quedó guardado acá y se va a enviar solo apenas haya señal, aunque cierres la página. No hace falta que lo vuelvas a enviar.',
  },
  unkept: {
    title: 'Sin señal, y no pudimos guardarlo en este teléfono',
    description:
      'No pudimos llegar a la tienda y este navegador no nos deja guardar el pedido (modo privado o memoria llena). Tus datos siguen en el formulario: envialo por WhatsApp o probá de nuevo cuando tengas señal.',
  },
} as const;

const TIMED_OUT = Symbol('timed-out');

function fieldsOf(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') out[name] = value;
  return out;
}

/** Runs the server's action; when the shop does not answer, keeps the post on the phone instead. */
export async function sendOrKeep<T>(kind: KeptKind, request: Request, serverAction: () => Promise<T>) {
  const fields = fieldsOf(await request.clone().formData());
  if (typeof navigator === 'undefined' || navigator.onLine !== false) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const answer = await Promise.race([
        serverAction(),
        new Promise<typeof TIMED_OUT>((resolve) => (timer = setTimeout(() => resolve(TIMED_OUT), ANSWER_WAIT_MS))),
      ]);
      // A 503 (the shop is starting and has no catalogue yet) is kept like a post that did not
      // arrive: nothing was stored, and the phone sends it again by itself.
      if (answer !== TIMED_OUT && !shopBusy(answer)) {
        await settleKept(fields, answer);
        return answer;
      }
    } catch {
      // Rejected: the shop was not reached, or its answer was cut. Kept below with the same key,
      // so a post that did arrive is not stored twice when the phone sends it again.
    } finally {
      clearTimeout(timer);
    }
  }
  return data(await keep(kind, fields), { status: 503 });
}

function shopBusy(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && (answer as { status?: unknown }).status === 503;
}

/**
 * The shop answered a post whose key the phone still keeps (a refused request being corrected, or
 * one sent again by hand): taken, the kept one goes; refused again, it stays with the new reason.
 */
async function settleKept(fields: Record<string, string>, answer: unknown): Promise<void> {
  const key = fields.idempotencyKey;
  if (!key || !answer || typeof answer !== 'object') return;
  const shop = answer as { ok?: unknown; status?: unknown; description?: unknown; fieldErrors?: unknown };
  // 502: stored, only its mail waits in the shop's outbox.
  const taken = shop.ok === true || shop.status === 502;
  const refused = shop.status === 400 || shop.status === 422;
  if (!taken && !refused) return;
  try {
    const reason = typeof shop.description === 'string' ? shop.description : '';
    const fieldErrors = shop.fieldErrors && typeof shop.fieldErrors === 'object' ? (shop.fieldErrors as Record<string, string>) : {};
    const changed = await settleCorrected(key, taken ? { ok: true } : { ok: false, body: fields, reason, fieldErrors });
    if (changed) outboxChanged();
  } catch {
    // No IndexedDB here: nothing was kept under this key.
  }
}

async function keep(kind: KeptKind, fields: Record<string, string>): Promise<KeptAnswer> {
  try {
    await keepRequest(kind, fields, Date.now());
    outboxChanged();
    const texts = kind === 'presupuesto' ? KEPT_TEXTS.kept : KEPT_TEXTS.keptEnquiry;
    return { ok: false, kind: 'kept', status: 503, ...texts, fieldErrors: {} };
  } catch {
    return { ok: false, kind: 'unkept', status: 503, ...KEPT_TEXTS.unkept, fieldErrors: {} };
  }
}
