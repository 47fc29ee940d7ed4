// The owner's summary (/admin/resumen): which days it covers, how they fall into weeks, and the
// small statistics it shows. Pure: the server reads the database, this decides the shapes.

/** Days are the shop's calendar days (Paraná: UTC-3 all year, no daylight saving). */
const OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

export const RANGE_PRESETS = [7, 30, 90] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
const DEFAULT_RANGE_DAYS: RangePreset = 30;
/** Two years at most: a longer span is a typing mistake, and it keeps every query bounded. */
const MAX_RANGE_DAYS = 731;
/** Years a typed date may fall in. */
const MIN_YEAR = 2000;
const MAX_YEAR = 2100;

/** A span of whole days, both ends included ('aaaa-mm-dd'). */
export interface DaySpan {
  from: string;
  to: string;
}

export interface SummaryRange extends DaySpan {
  days: number;
  /** 7, 30 or 90 when chosen from the presets; null for two typed dates. */
  preset: RangePreset | null;
  /** The span of the same length just before, for the comparison. */
  previous: DaySpan;
}

export type RangeParse = { ok: true; range: SummaryRange } | { ok: false; message: string; range: SummaryRange };

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The shop's calendar day of an instant. */
export function shopDay(date: Date): string {
  return new Date(date.getTime() - OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a shop day starts. */
export function dayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + OFFSET_MS);
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS) + 1;
}

/** A real calendar day within MIN_YEAR..MAX_YEAR, or null. */
export function parseDay(value: string | null | undefined): string | null {
  const match = DAY_PATTERN.exec(String(value ?? '').trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  if (year < MIN_YEAR || year > MAX_YEAR) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

function spanOf(from: string, to: string, preset: RangePreset | null): SummaryRange {
  const days = daysBetween(from, to);
  return { from, to, days, preset, previous: { from: addDays(from, -days), to: addDays(from, -1) } };
}

/** The last `days` days up to today. */
export function presetRange(days: RangePreset, today: string): SummaryRange {
  return spanOf(addDays(today, -(days - 1)), today, days);
}

export interface RangeParams {
  rango?: string | null;
  desde?: string | null;
  hasta?: string | null;
}

/**
 * `?rango=7|30|90`, or `?desde=&hasta=` (both days included). Anything else falls back to the
 * last 30 days, with a Spanish explanation when something was typed and could not be used.
 */
export function parseSummaryRange(params: RangeParams, today: string): RangeParse {
  const fallback = presetRange(DEFAULT_RANGE_DAYS, today);
  const desde = params.desde?.trim() ?? '';
  const hasta = params.hasta?.trim() ?? '';
  if (desde || hasta) {
    const from = parseDay(desde);
    const to = parseDay(hasta);
    if (!from || !to) {
      return {
        ok: false,
        range: fallback,
        message: `Las fechas del período no son válidas: escribilas como aaaa-mm-dd, entre ${MIN_YEAR} y ${MAX_YEAR}. Se muestran los últimos ${DEFAULT_RANGE_DAYS} días.`,
      };
    }
    if (from > to) {
      return { ok: false, range: fallback, message: `La fecha «desde» es posterior a «hasta». Se muestran los últimos ${DEFAULT_RANGE_DAYS} días.` };
    }
    if (daysBetween(from, to) > MAX_RANGE_DAYS) {
      return {
        ok: false,
        range: fallback,
        message: `El período puede abarcar hasta ${MAX_RANGE_DAYS} días. Se muestran los últimos ${DEFAULT_RANGE_DAYS} días.`,
      };
    }
    return { ok: true, range: spanOf(from, to, null) };
  }
  const rango = params.rango?.trim() ?? '';
  if (!rango) return { ok: true, range: fallback };
  const preset = RANGE_PRESETS.find((n) => String(n) === rango);
  if (!preset) {
    return { ok: false, range: fallback, message: `El período elegido no existe: elegí 7, 30 o 90 días. Se muestran los últimos ${DEFAULT_RANGE_DAYS} días.` };
  }
  return { ok: true, range: presetRange(preset, today) };
}

/**
 * The range cut in 7-day slices counted back from its last day, oldest first: the latest week is
 * always whole; the first may be shorter.
 */
export function weekSlices(range: DaySpan): DaySpan[] {
  const slices: DaySpan[] = [];
  let to = range.to;
  while (to >= range.from) {
    const from = addDays(to, -6) < range.from ? range.from : addDays(to, -6);
    slices.unshift({ from, to });
    to = addDays(from, -1);
  }
  return slices;
}

/** Index in weekSlices(range) of a day inside the range (-1 outside). */
export function sliceIndex(range: DaySpan, day: string): number {
  if (day < range.from || day > range.to) return -1;
  const total = Math.ceil(daysBetween(range.from, range.to) / 7);
  return total - 1 - Math.floor((daysBetween(day, range.to) - 1) / 7);
}

/** The median of some numbers; null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Change from the previous period in percent, rounded; null when there was nothing before. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

/** 'dd/mm' of a day. */
export function shortDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}`;
}

/** '3 h', '2,5 días': a duration in hours for people. */
export function durationText(hours: number | null): string {
  if (hours === null) return 'sin datos';
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} min`;
  if (hours < 48) return `${hours.toLocaleString('es-AR', { maximumFractionDigits: 1 })} h`;
  return `${(hours / 24).toLocaleString('es-AR', { maximumFractionDigits: 1 })} días`;
}

/** The kinds of counts kept per product and day. */
export type EventKind = 'vista' | 'chat' | 'agregar';

/** The summary's charts that have a CSV. */
export const SUMMARY_CHARTS = ['semanas', 'embudo', 'productos', 'sin-pedidos', 'busquedas', 'sin-resultado'] as const;
export type SummaryChart = (typeof SUMMARY_CHARTS)[number];

/** What the funnel reads from each period's totals. */
export interface FunnelTotals {
  views: number;
  added: number;
  received: number;
  answered: number;
  accepted: number;
}

/** The funnel's steps in order, with their numbers for the range and the one before. */
export function funnelSteps(data: { current: FunnelTotals; previous: FunnelTotals }): Array<{ label: string; current: number; previous: number }> {
  const { current: c, previous: p } = data;
  return [
    { label: 'Vistas de productos', current: c.views, previous: p.views },
    { label: 'Agregados al presupuesto', current: c.added, previous: p.added },
    { label: 'Pedidos de presupuesto', current: c.received, previous: p.received },
    { label: 'Respondidos', current: c.answered, previous: p.answered },
    { label: 'Aceptados', current: c.accepted, previous: p.accepted },
  ];
}

/** One shop day's quotes (spam left out), as kept per day. */
export interface DayRow {
  day: string;
  received: number;
  answered: number;
  accepted: number;
  /** Seconds from each answered quote to its first answer. */
  delays: number[];
}

/** Requests counted by the week (or period) they arrived, with the median hours to answer. */
interface RequestTotals {
  received: number;
  answered: number;
  accepted: number;
  /** Median hours to the first answer, one decimal; null when none was answered. */
  medianHours: number | null;
}

export interface RequestSummary {
  weeks: Array<DaySpan & RequestTotals>;
  current: RequestTotals;
  previous: RequestTotals;
}

const toHours = (seconds: number | null): number | null => (seconds === null ? null : Math.round((seconds / 3600) * 10) / 10);

/** Day rows of the range and the span before it, gathered into weekSlices(range) and two totals. */
export function summariseDays(range: SummaryRange, days: readonly DayRow[]): RequestSummary {
  const slices = weekSlices(range);
  const weekDelays: number[][] = slices.map(() => []);
  const weeks = slices.map((s) => ({ ...s, received: 0, answered: 0, accepted: 0, medianHours: null as number | null }));
  const totals = {
    current: { received: 0, answered: 0, accepted: 0, delays: [] as number[] },
    previous: { received: 0, answered: 0, accepted: 0, delays: [] as number[] },
  };
  for (const row of days) {
    const target =
      row.day >= range.from && row.day <= range.to ? totals.current : row.day >= range.previous.from && row.day <= range.previous.to ? totals.previous : null;
    if (!target) continue;
    target.received += row.received;
    target.answered += row.answered;
    target.accepted += row.accepted;
    for (const d of row.delays) target.delays.push(d);
    const index = sliceIndex(range, row.day);
    if (index < 0) continue;
    weeks[index].received += row.received;
    weeks[index].answered += row.answered;
    weeks[index].accepted += row.accepted;
    for (const d of row.delays) weekDelays[index].push(d);
  }
  weeks.forEach((week, i) => (week.medianHours = toHours(median(weekDelays[i]))));
  const finish = (t: typeof totals.current): RequestTotals => ({
    received: t.received,
    answered: t.answered,
    accepted: t.accepted,
    medianHours: toHours(median(t.delays)),
  });
  return { weeks, current: finish(totals.current), previous: finish(totals.previous) };
}

/** A day's month as one number ('2026-11-26' → 2026 × 12 + 11), for grouping days by month. */
export function monthKey(day: string): number {
  return Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));
}

/** A day's products as kept: parallel arrays ([ids, requests, units]; [ids, views]). */
export function jsonArrays(value: unknown): unknown[][] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.map((part) => (Array.isArray(part) ? part : [])) : [];
}
