// Dates as the shop writes them: es-AR, in Paraná's time zone, whatever the clock zone of the
// server or the visitor's device (so server-rendered and hydrated text match). One place for
// every page, mail, CSV and PDF.

const SHOP_TIME_ZONE = 'America/Argentina/Buenos_Aires';

const DATE_TIME = new Intl.DateTimeFormat('es-AR', {
  timeZone: SHOP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const DAY_PADDED = new Intl.DateTimeFormat('es-AR', { timeZone: SHOP_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
const DAY = new Intl.DateTimeFormat('es-AR', { timeZone: SHOP_TIME_ZONE, day: 'numeric', month: 'numeric', year: 'numeric' });
const LONG_DAY = new Intl.DateTimeFormat('es-AR', { timeZone: SHOP_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });
const LONG_DATE_TIME = new Intl.DateTimeFormat('es-AR', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '24/11/2026, 04:03' (lists, history, mails). */
export function dateTimeText(date: Date): string {
  return DATE_TIME.format(date);
}

/** '24/11/2026' (tables). */
export function paddedDayText(date: Date): string {
  return DAY_PADDED.format(date);
}

/** '24/11/2026' without padding, '4/1/2027' (messages, the PDF). */
export function shortDayText(date: Date): string {
  return DAY.format(date);
}

/** '24 de noviembre de 2026'. */
export function longDayText(date: Date): string {
  return LONG_DAY.format(date);
}

/** '24 de noviembre de 2026 a las 04:03'. */
export function longDateTimeText(date: Date): string {
  return LONG_DATE_TIME.format(date);
}

/** Day, month, year, hour and minute in Paraná, two digits each (CSV cells, file names). */
export function dateTimeParts(date: Date): Record<'day' | 'month' | 'year' | 'hour' | 'minute', string> {
  const parts = Object.fromEntries(DATE_TIME.formatToParts(date).map((part) => [part.type, part.value]));
  return { day: parts.day, month: parts.month, year: parts.year, hour: parts.hour, minute: parts.minute };
}
