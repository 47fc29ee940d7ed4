// Network reads with a deadline and Spanish errors that name the cause but never the query string
// (published-sheet and export URLs may carry keys or tokens there).
import { CatalogSourceError } from './errors';

export const DEFAULT_TIMEOUT_MS = 20_000;

/** 'host/path' of a URL, for logs and staff messages. */
export function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname}`;
  } catch {
    return '(URL inválida)';
  }
}

export interface FetchedBody {
  status: number;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * GET/POST with one deadline for connect + headers + body. Throws CatalogSourceError for network
 * failures and timeouts; HTTP statuses are returned so callers can explain 403/404 in context.
 */
export async function fetchBytes(fetchImpl: typeof fetch, url: string, init: RequestInit, timeoutMs: number, what: string): Promise<FetchedBody> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetchImpl(url, { ...init, signal, redirect: 'follow' });
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', bytes };
  } catch (error) {
    if (signal.aborted || (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))) {
      throw new CatalogSourceError(
        `Tiempo de espera agotado (${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`}) al leer ${what} (${safeUrl(url)}).`,
        'timeout',
        [],
        { cause: error },
      );
    }
    const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
    const detail = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
    throw new CatalogSourceError(`No se pudo conectar para leer ${what} (${safeUrl(url)}): ${detail}.`, 'network', [], { cause: error });
  }
}

/** Short, single-line excerpt of a response body for error messages. */
export function bodyExcerpt(bytes: Uint8Array, max = 200): string {
  const text = new TextDecoder()
    .decode(bytes.subarray(0, max * 4))
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
