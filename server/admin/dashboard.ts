// The owner's summary (/admin/resumen): requests per week, the path from a look to an acceptance,
// the products asked for and the searches that failed, for a range and the range before it.
// Every number is aggregated by the database; only a few hundred rows come back whatever the size
// of the shop. Requests kept apart as possible spam are never counted.
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/client';
import type { CatalogSnapshot } from '../catalog/store';
import { idKey } from '#domain/slug';
import { loadSearchSummary, type SearchSummary, type SearchTrendRow } from '../search-log/summary';
import { funnelSteps, percentChange, shopDay, summariseDays, type DaySpan, type SummaryRange } from '#domain/summary';
import { countStaleDays, productRequests, requestDays, requestedNames, type ProductRequests } from '../requests/day-counts';
import { productViews } from '../stats/view-days';
import { csvDocument, type CsvCell } from './csv';

interface WeekRow extends DaySpan {
  received: number;
  answered: number;
  accepted: number;
  /** Median hours from the request to the first answer sent; null when none was answered. */
  medianHours: number | null;
}

interface PeriodTotals {
  received: number;
  answered: number;
  accepted: number;
  medianHours: number | null;
  views: number;
  added: number;
  chats: number;
}

export interface ProductRow {
  id: string;
  name: string;
  /** The product's page; null when it is no longer in the catalogue. */
  href: string | null;
  category: string | null;
  requests: number;
  units: number;
  views: number;
}

export interface DashboardData {
  range: SummaryRange;
  weeks: WeekRow[];
  current: PeriodTotals;
  previous: PeriodTotals;
  /** Percent change from the range before, per total (null: nothing before). */
  change: Record<keyof PeriodTotals, number | null>;
  byRequests: ProductRow[];
  byUnits: ProductRow[];
  categories: Array<{ category: string; requests: number; units: number }>;
  viewedNotAsked: ProductRow[];
  searches: SearchSummary;
}

export interface CatalogLookup {
  byId(id: string): { name: string; slug: string; category: string } | undefined;
}

/** The catalogue's products by the ids quotes and counts store; null without a catalogue. */
export function catalogLookup(snapshot: Pick<CatalogSnapshot, 'index'> | null): CatalogLookup | null {
  return snapshot ? { byId: (id: string) => snapshot.index.byId(idKey(id)) } : null;
}

const TOP_PRODUCTS = 20;
// One collator for every sort: localeCompare builds one per call, and ties among 12,000 products are many.
const SPANISH = new Intl.Collator('es');

const num = (value: unknown): number => Number(value ?? 0) || 0;

/**
 * The TOP_PRODUCTS first rows by `byNumbers`, ties by name. The names are compared only among the
 * rows tied with the last place: among 12,000 products most ties are far below it.
 */
type ByNumbers = (a: ProductRequests, b: ProductRequests) => number;

/** The rows that can be among the TOP_PRODUCTS first by `byNumbers`: the first ones and those tied with the last. */
function topCandidates(rows: readonly ProductRequests[], byNumbers: ByNumbers): ProductRequests[] {
  const sorted = [...rows].sort(byNumbers);
  let end = Math.min(TOP_PRODUCTS, sorted.length);
  while (end > 0 && end < sorted.length && byNumbers(sorted[end], sorted[end - 1]) === 0) end++;
  return sorted.slice(0, end);
}

/** The TOP_PRODUCTS first rows by `byNumbers`, ties by name (names are compared only among the few candidates). */
function topRows(candidates: readonly ProductRequests[], byNumbers: ByNumbers, toRow: (r: ProductRequests) => ProductRow): ProductRow[] {
  return candidates
    .map(toRow)
    .sort((a, b) => byNumbers(a, b) || SPANISH.compare(a.name, b.name))
    .slice(0, TOP_PRODUCTS);
}

/** Reads everything the summary shows for a range (and the same span before it). */
export async function loadDashboard(
  db: Executor,
  range: SummaryRange,
  catalog: CatalogLookup | null,
  options: { today?: string } = {},
): Promise<DashboardData> {
  const today = options.today ?? shopDay(new Date());
  const whole = { from: range.previous.from, to: range.to };
  // Past days whose quotes changed are counted again first, then everything is read at once.
  await countStaleDays(db, whole, today);

  const [days, products, counts, viewed, searches] = await Promise.all([
    requestDays(db, whole, today),
    productRequests(db, range, today),
    db.execute(sql`
      select (dia >= ${range.from}::date) as cur, tipo, sum(veces)::int as n
      from daily_count_totals
      where dia >= ${range.previous.from}::date and dia <= ${range.to}::date
      group by 1, 2`),
    productViews(db, range, today),
    loadSearchSummary(db, range),
  ]);

  const requests = summariseDays(range, days);
  const weeks: WeekRow[] = requests.weeks;
  const current: PeriodTotals = { ...requests.current, views: 0, added: 0, chats: 0 };
  const previous: PeriodTotals = { ...requests.previous, views: 0, added: 0, chats: 0 };
  for (const row of rowsOf<Record<string, unknown>>(counts)) {
    const target = row.cur === true || row.cur === 't' ? current : previous;
    if (row.tipo === 'vista') target.views = num(row.n);
    else if (row.tipo === 'agregar') target.added = num(row.n);
    else if (row.tipo === 'chat') target.chats = num(row.n);
  }
  const change = Object.fromEntries(
    (Object.keys(current) as Array<keyof PeriodTotals>).map((key) => [
      key,
      key === 'medianHours'
        ? percentChange(current.medianHours ?? 0, previous.medianHours ?? 0)
        : percentChange(current[key] as number, previous[key] as number),
    ]),
  ) as Record<keyof PeriodTotals, number | null>;

  const viewsById = viewed;
  const describe = (id: string, fallbackName: string): Pick<ProductRow, 'name' | 'href' | 'category'> => {
    const product = catalog?.byId(id);
    return product
      ? { name: product.name, href: `/producto/${product.slug}`, category: product.category }
      : { name: fallbackName || id, href: null, category: null };
  };
  // Names, links and views only for the rows shown; the categories need every product's.
  const requestOrder: ByNumbers = (a, b) => b.requests - a.requests || b.units - a.units;
  const unitOrder: ByNumbers = (a, b) => b.units - a.units || b.requests - a.requests;
  const requestCandidates = topCandidates(products, requestOrder);
  const unitCandidates = topCandidates(products, unitOrder);
  // Names the quotes carried, only for the candidates gone from the catalogue (today's come with them).
  const unnamed = [...new Set([...requestCandidates, ...unitCandidates].filter((r) => !r.name && !catalog?.byId(r.id)).map((r) => r.id))];
  const names = await requestedNames(db, unnamed);
  const row = (r: ProductRequests): ProductRow => ({ ...r, ...describe(r.id, r.name || names.get(r.id) || ''), views: viewsById.get(r.id) ?? 0 });
  const byRequests = topRows(requestCandidates, requestOrder, row);
  const byUnits = topRows(unitCandidates, unitOrder, row);

  const categoryTotals = new Map<string, { requests: number; units: number }>();
  for (const row of products) {
    const key = catalog?.byId(row.id)?.category ?? 'Fuera del catálogo';
    const entry = categoryTotals.get(key) ?? { requests: 0, units: 0 };
    entry.requests += row.requests;
    entry.units += row.units;
    categoryTotals.set(key, entry);
  }
  const categories = [...categoryTotals.entries()]
    .map(([category, v]) => ({ category, ...v }))
    .sort((a, b) => b.requests - a.requests || SPANISH.compare(a.category, b.category))
    .slice(0, TOP_PRODUCTS);

  const askedIds = new Set(products.map((row) => row.id));
  const viewedNotAsked: ProductRow[] = [];
  const mostViewed = [...viewsById].filter(([id, views]) => views > 0 && !askedIds.has(id)).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  for (const [id, views] of mostViewed) {
    const product = catalog?.byId(id);
    if (!product) continue; // gone from the catalogue: nothing to act on
    viewedNotAsked.push({ id, name: product.name, href: `/producto/${product.slug}`, category: product.category, requests: 0, units: 0, views });
    if (viewedNotAsked.length === TOP_PRODUCTS) break;
  }

  return {
    range,
    weeks,
    current,
    previous,
    change,
    byRequests,
    byUnits,
    categories,
    viewedNotAsked,
    searches,
  };
}

/** True when the range has nothing to draw: no request and no count. */
export function isEmptyPeriod(data: DashboardData): boolean {
  const c = data.current;
  return c.received === 0 && c.views === 0 && c.added === 0 && c.chats === 0 && data.searches.total.current === 0;
}

const hoursCell = (h: number | null): CsvCell => h;

/** One chart's numbers as a CSV document (the same rows its table shows). */
export function dashboardCsv(data: DashboardData, chart: string): string | null {
  switch (chart) {
    case 'semanas':
      return csvDocument(
        ['Desde', 'Hasta', 'Recibidos', 'Respondidos', 'Aceptados', 'Mediana hasta la primera respuesta (horas)'],
        data.weeks.map((w) => [w.from, w.to, w.received, w.answered, w.accepted, hoursCell(w.medianHours)]),
      );
    case 'embudo':
      return csvDocument(
        ['Paso', 'Este período', 'Período anterior'],
        [...funnelSteps(data).map((s) => [s.label, s.current, s.previous]), ['Chats abiertos', data.current.chats, data.previous.chats]],
      );
    case 'productos':
      return csvDocument(
        ['Producto', 'Id', 'Categoría', 'Pedidos', 'Unidades', 'Vistas'],
        data.byRequests.map((r) => [r.name, r.id, r.category, r.requests, r.units, r.views]),
      );
    case 'sin-pedidos':
      return csvDocument(
        ['Producto', 'Id', 'Categoría', 'Vistas'],
        data.viewedNotAsked.map((r) => [r.name, r.id, r.category, r.views]),
      );
    case 'busquedas':
      return searchesCsv(data.searches.frequent);
    case 'sin-resultado':
      return searchesCsv(data.searches.failing);
    default:
      return null;
  }
}

function searchesCsv(rows: readonly SearchTrendRow[]): string {
  return csvDocument(
    ['Texto buscado', 'Veces', 'Período anterior', 'Cambio (%)', 'Sin resultado', 'Sin resultado en el período anterior'],
    rows.map((s) => [s.text, s.count, s.previous, s.change, s.noResult, s.previousNoResult]),
  );
}
