// Dates and amounts in the staff pages: es-AR, Argentine time (the same on server and browser,
// so hydration matches whatever the staff's device clock zone is).
import { formatARS } from '../../../domain/price';

const TIME_ZONE = 'America/Argentina/Buenos_Aires';

const DATE_TIME = new Intl.DateTimeFormat('es-AR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const DAY = new Intl.DateTimeFormat('es-AR', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });

export function formatDateTime(iso: string | null | undefined): string {
  return iso ? DATE_TIME.format(new Date(iso)) : '—';
}

export function formatDay(iso: string): string {
  return DAY.format(new Date(iso));
}

/** Pesos without decimals; 0 reads 'Consultar' for a unit price the sheet does not fix. */
export function formatUnitPrice(n: number): string {
  return n > 0 ? formatARS(n) : 'Consultar';
}

export { formatARS };
