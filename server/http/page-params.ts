// The query parameters the cached pages read. The page cache keys a page by these only,
// so `?utm_source=…`, `?gclid=…`, `?fbclid=…` or any made-up `?v=123` is the same cached page as
// the bare URL instead of a fresh render each (docs/decisions/0010-page-cache-key.md).
// page-params.test.ts fails when a public route reads a name missing here.
import { EXACT_PARAM } from '#domain/search-plan';

export const PAGE_PARAMS: ReadonlySet<string> = new Set([
  'q',
  'pagina',
  'vista',
  'categoria',
  'marca',
  'estado',
  'orden',
  EXACT_PARAM,
  'grupo',
  'buscar',
  'por_pagina',
  // The offline page: which address the visitor wanted when the phone had no copy of it.
  'desde',
  // The catalogue's machine filter (~/lib/my-machines): each machine is its own list.
  'maquina',
  // React Router's own: which routes' data a `.data` request wants, and index-route actions.
  '_routes',
  'index',
]);

/**
 * The URL as the cache sees it: only the parameters in PAGE_PARAMS, in the order they were sent
 * (repeated ones and their order kept: `categoria` may repeat). The same URL object when nothing
 * is dropped.
 */
export function cacheUrl(url: URL, known: ReadonlySet<string> = PAGE_PARAMS): URL {
  if (!url.search) return url;
  let dropped = false;
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) {
    if (known.has(name)) kept.append(name, value);
    else dropped = true;
  }
  if (!dropped) return url;
  const clean = new URL(url.href);
  clean.search = kept.toString();
  return clean;
}
