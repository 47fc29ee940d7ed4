// Dates and amounts in the staff pages: es-AR, Argentine time (the same on server and browser,
// so hydration matches whatever the staff's device clock zone is).
import { dateTimeText, paddedDayText } from '#domain/dates';
import { formatARS } from '#domain/price';

export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dateTimeText(new Date(iso)) : '—';
}

export function formatDay(iso: string): string {
  return paddedDayText(new Date(iso));
}

/** Pesos without decimals; 0 reads 'Consultar' for a unit price the sheet does not fix. */
export function formatUnitPrice(n: number): string {
  return n > 0 ? formatARS(n) : 'Consultar';
}

export { formatARS };
