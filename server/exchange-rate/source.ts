// Reads the dollar's rate from the address the owner configures (EXCHANGE_RATE_URL): a JSON answer
// with the value at EXCHANGE_RATE_PATH (and, optionally, its day at EXCHANGE_RATE_DATE_PATH). The
// address is the operator's own configuration, never a visitor's or the sheet's, so it may point
// anywhere the operator chose (loopback included: the tests' stand-in). Whatever comes back is
// checked before it can reprice the shop: docs/decisions/0037-exchange-rate.md.
import { checkRateValue, jumpProblem, readRateDate, valueAtPath, type ExchangeRate } from '#domain/exchange-rate';

export interface RateSourceOptions {
  url: string;
  /** Dotted path of the value in the JSON answer ('results.0.detalle.0.tipoCotizacion'). */
  valuePath: string;
  /** Dotted path of the rate's day; absent: the day it was read. */
  datePath?: string;
  label: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export type SourceReading = { ok: true; rate: ExchangeRate } | { ok: false; value: number | null; problem: string };

/** A rate answer is a few KB; anything far larger is not one. */
const MAX_BYTES = 256 * 1024;
const DEFAULT_TIMEOUT_MS = 10_000;

/** One reading of the source, checked against `previous` (the rate in use); never throws. */
export async function readRateSource(options: RateSourceOptions, previous: number | null, today: string): Promise<SourceReading> {
  let json: unknown;
  try {
    json = await fetchJson(options);
  } catch (error) {
    return { ok: false, value: null, problem: error instanceof Error ? error.message : String(error) };
  }
  const checked = checkRateValue(valueAtPath(json, options.valuePath));
  if (!checked.ok) return { ok: false, value: null, problem: `La fuente no dio un valor válido en «${options.valuePath}»: ${checked.problem}` };
  const jump = jumpProblem(previous, checked.value);
  if (jump) return { ok: false, value: checked.value, problem: `${jump} No se usó: revisala y, si es correcta, cargala a mano.` };
  const date = options.datePath ? readRateDate(valueAtPath(json, options.datePath)) : today;
  if (date === null) return { ok: false, value: checked.value, problem: `La fuente no dio una fecha válida en «${options.datePath}».` };
  return { ok: true, rate: { value: checked.value, label: options.label, date } };
}

async function fetchJson(options: RateSourceOptions): Promise<unknown> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(options.url, { signal, redirect: 'error', headers: { Accept: 'application/json' } });
  } catch (error) {
    if (signal.aborted) throw new Error(`La fuente no respondió en ${Math.round(timeoutMs / 1000)} s.`);
    throw new Error(`No se pudo conectar con la fuente (${error instanceof Error ? error.message : String(error)}).`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`La fuente respondió con el código ${response.status}.`);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!/\bjson\b/i.test(type)) {
    await response.body?.cancel();
    throw new Error(`La fuente no respondió JSON (respondió «${type.split(';')[0] || 'sin tipo'}»).`);
  }
  const text = await readLimited(response, signal, timeoutMs);
  try {
    return JSON.parse(text);
  } catch {
    throw new Error('La respuesta de la fuente no es JSON válido.');
  }
}

/** The body, at most MAX_BYTES, within the same time-out (a source that sends slowly also hangs). */
async function readLimited(response: Response, signal: AbortSignal, timeoutMs: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BYTES) throw new Error(`La respuesta de la fuente supera ${MAX_BYTES / 1024} KB.`);
      chunks.push(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    if (signal.aborted) throw new Error(`La fuente no respondió en ${Math.round(timeoutMs / 1000)} s.`);
    throw error;
  }
  return Buffer.concat(chunks).toString('utf8');
}
