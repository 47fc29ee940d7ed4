// The catalogue report for the staff: where it comes from, when it last loaded, how many products,
// the rows the owner must fix in the sheet, and a refresh on demand.
import { z } from 'zod';
import type { Product, RowIssue } from '#domain/types';
import { LISTING_PROBLEM_TEXT, unlistedProducts, type ListingProblem } from '../seo/listing';
import type { CatalogState, RefreshResult } from '../catalog/store';
import { hiddenSources } from '../photos/visibility';
import type { CatalogControl, PhotoFailure, PhotoStatusSource } from './deps';

/** Report rows per page. */
const ISSUES_PER_PAGE = 100;

const ISSUE_FILTERS = ['todos', 'error', 'aviso'] as const;
export type IssueFilter = (typeof ISSUE_FILTERS)[number];

const issueQuerySchema = z.object({
  tipo: z.enum(ISSUE_FILTERS).catch('todos'),
  pagina: z.coerce.number().int().min(1).max(100_000).catch(1),
  /** Page of the products left out of the feeds. */
  fuera: z.coerce.number().int().min(1).max(100_000).catch(1),
  /** Page of the photos that do not load. */
  fotos: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type IssueQuery = z.infer<typeof issueQuerySchema>;

export function parseIssueQuery(url: URL): IssueQuery {
  return issueQuerySchema.parse({
    tipo: url.searchParams.get('tipo') ?? undefined,
    pagina: url.searchParams.get('pagina') ?? undefined,
    fuera: url.searchParams.get('fuera') ?? undefined,
    fotos: url.searchParams.get('fotos') ?? undefined,
  });
}
/** 'Actualizar ahora' waits this long, then tells the staff it goes on in the background. */
const REFRESH_WAIT_MS = 25_000;

const CATALOG_STATE_LABELS: Record<CatalogState, string> = {
  ok: 'Al día',
  stale: 'Desactualizado: se muestra el último catálogo bueno',
  'never-loaded': 'Sin catálogo: la tienda no muestra productos',
};

export interface CatalogView {
  source: string;
  state: CatalogState;
  stateLabel: string;
  loadedAt: string | null;
  lastAttemptAt: string | null;
  lastError: string | null;
  productCount: number;
  refreshing: boolean;
  /** One page of the report, filtered by type. */
  issues: RowIssue[];
  issueCount: number;
  errorCount: number;
  warningCount: number;
  filter: IssueFilter;
  page: number;
  pages: number;
  /** Products the Google and Meta feeds leave out. */
  unlisted: UnlistedView;
  /** The photos' preparation and the links that do not load; null without the photo engine. */
  photos: PhotoView | null;
}

interface PhotoView {
  /** 'Fotos: 11.950 listas, 26 con error, 500 pendientes'. */
  line: string;
  pending: number;
  failedCount: number;
  /** One page of 'Fotos que no cargan', newest failure first. */
  failures: Array<PhotoFailure & { product: { id: string; name: string; row?: number } | null; otherProducts: number }>;
  page: number;
  pages: number;
}

function photoView(source: PhotoStatusSource, requestedPage = 1): PhotoView {
  const progress = source.progress();
  const all = [...source.failures()].sort((a, b) => (a.since < b.since ? 1 : a.since > b.since ? -1 : 0));
  const pages = Math.max(1, Math.ceil(all.length / ISSUES_PER_PAGE));
  const page = Math.min(requestedPage, pages);
  return {
    line: progress.line,
    pending: progress.pending,
    failedCount: all.length,
    failures: all.slice((page - 1) * ISSUES_PER_PAGE, page * ISSUES_PER_PAGE).map((failure) => ({
      ...failure,
      product: failure.products[0] ?? null,
      otherProducts: Math.max(0, failure.products.length - 1),
    })),
    page,
    pages,
  };
}

export interface UnlistedView {
  count: number;
  /** Products left out per reason (a product may have several). */
  byProblem: Record<ListingProblem, number>;
  /** One page, with the reasons in Spanish. */
  items: { id: string; name: string; reasons: string[] }[];
  page: number;
  pages: number;
}

// One scan per catalogue version and list of photos that do not load: the report is read page by page.
const unlistedCache = new WeakMap<readonly Product[], { hidden: string; all: ReturnType<typeof unlistedProducts> }>();
const NO_HIDDEN_PHOTOS: ReadonlySet<string> = new Set();

/**
 * `hiddenPhotos`: the links whose photo does not load (hiddenSources), the same the feeds leave
 * out, so the count here is what Google and Meta miss.
 */
export function unlistedView(products: readonly Product[] | null, requestedPage = 1, hiddenPhotos: ReadonlySet<string> = NO_HIDDEN_PHOTOS): UnlistedView {
  let all: ReturnType<typeof unlistedProducts> = [];
  if (products) {
    const hidden = [...hiddenPhotos].sort().join('\n');
    const cached = unlistedCache.get(products);
    if (cached?.hidden === hidden) all = cached.all;
    else {
      all = unlistedProducts(products, (source) => !hiddenPhotos.has(source));
      unlistedCache.set(products, { hidden, all });
    }
  }
  const byProblem: Record<ListingProblem, number> = {
    'sin-precio': 0,
    'en-dolares': 0,
    'sin-imagen': 0,
    'foto-no-carga': 0,
    'sin-titulo': 0,
    'rechazado-por-google': 0,
  };
  for (const item of all) for (const problem of item.problems) byProblem[problem]++;
  const pages = Math.max(1, Math.ceil(all.length / ISSUES_PER_PAGE));
  const page = Math.min(requestedPage, pages);
  return {
    count: all.length,
    byProblem,
    items: all.slice((page - 1) * ISSUES_PER_PAGE, page * ISSUES_PER_PAGE).map((item) => ({
      id: item.id,
      name: item.name,
      reasons: item.problems.map((problem) => LISTING_PROBLEM_TEXT[problem]),
    })),
    page,
    pages,
  };
}

export function catalogView(
  control: CatalogControl,
  query: IssueQuery = { tipo: 'todos', pagina: 1, fuera: 1, fotos: 1 },
  photos?: PhotoStatusSource,
): CatalogView {
  const status = control.status();
  const errorCount = status.issues.filter((i) => i.severity === 'error').length;
  const filtered =
    query.tipo === 'todos' ? status.issues : status.issues.filter((i) => (query.tipo === 'error' ? i.severity === 'error' : i.severity === 'warning'));
  const pages = Math.max(1, Math.ceil(filtered.length / ISSUES_PER_PAGE));
  const page = Math.min(query.pagina, pages);
  return {
    source: status.source,
    state: status.state,
    stateLabel: CATALOG_STATE_LABELS[status.state],
    loadedAt: status.loadedAt,
    lastAttemptAt: status.lastAttemptAt,
    lastError: status.lastError,
    productCount: status.productCount,
    refreshing: status.refreshing,
    issues: filtered.slice((page - 1) * ISSUES_PER_PAGE, page * ISSUES_PER_PAGE),
    issueCount: status.issues.length,
    errorCount,
    warningCount: status.issues.length - errorCount,
    filter: query.tipo,
    page,
    pages,
    unlisted: unlistedView(control.current?.()?.products ?? null, query.fuera, photos ? hiddenSources(photos.failures()) : undefined),
    photos: photos ? photoView(photos, query.fotos) : null,
  };
}

export type RefreshOutcome = { ok: boolean; message: string; result: RefreshResult | null };

/** Refreshes now; answers within `waitMs` even when the source is slow (it keeps going). */
export async function refreshCatalog(control: CatalogControl, waitMs = REFRESH_WAIT_MS): Promise<RefreshOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  try {
    const result = await Promise.race([control.refreshNow(), timeout]);
    if (!result) return { ok: true, message: 'La actualización sigue en curso. Recargá la página en unos minutos.', result: null };
    if (!result.ok) return { ok: false, message: result.error ?? 'No se pudo actualizar el catálogo.', result };
    return {
      ok: true,
      message: `Catálogo actualizado: ${result.productCount} productos, ${result.issueCount} avisos en las filas.`,
      result,
    };
  } finally {
    clearTimeout(timer);
  }
}
