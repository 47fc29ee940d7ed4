// Optional sheet columns about tax and financing, read beside the price (product.ts):
// 'IVA' (the row's rate), 'Precio financiado' and 'CFTEA' (a cheque price that differs from cash).
// docs/decisions/0039-price-without-national-taxes.md says how they are shown.
import { formatUSD, type Currency } from './dollars';
import { readIvaText } from './iva';
import { readCftea } from './payment';
import { formatARS, readPriceText } from './price';

export const IVA_COLUMN = 'IVA';
export const FINANCED_COLUMN = 'Precio financiado';
export const CFTEA_COLUMN = 'CFTEA';

export interface TaxFields {
  /** The row's IVA rate in percent; absent: its category group's default, else 21. */
  ivaRate?: number;
  /** The price paying in cheques, in the cash price's currency; '' when written but not usable. */
  financedPrice?: string;
  /** Total financial cost of the financed price, effective annual, in percent. */
  cftea?: number;
}

type Warn = (column: string, problem: string) => void;
const quote = (text: string) => `'${text}'`;

function readIva(text: string, warn: Warn): Pick<TaxFields, 'ivaRate'> {
  if (text === '') return {};
  const reading = readIvaText(text);
  if (reading.ok) return { ivaRate: reading.rate };
  warn(IVA_COLUMN, `El IVA ${quote(text)} ${reading.problem}: se usa el IVA de la categoría.`);
  return {};
}

/** The financed price as the shop shows it, or null when it cannot be read in the cash price's currency. */
function financedText(value: unknown, text: string, currency: Currency): string | null {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) {
    return currency === 'USD' ? formatUSD(value, !Number.isInteger(value)) : formatARS(value);
  }
  const reading = readPriceText(text, currency);
  if (!reading.ok || reading.currency !== currency || reading.amount <= 0) return null;
  return reading.currency === 'USD' ? formatUSD(reading.amount, reading.cents) : formatARS(reading.amount);
}

function readFinanced(value: unknown, cfteaText: string, currency: Currency | null, warn: Warn): Pick<TaxFields, 'financedPrice' | 'cftea'> {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (text === '') {
    if (cfteaText !== '') warn(CFTEA_COLUMN, `Hay un CFTEA (${quote(cfteaText)}) sin 'Precio financiado': no se muestra.`);
    return {};
  }
  const shown = currency === null ? null : financedText(value, text, currency);
  if (shown === null) {
    warn(FINANCED_COLUMN, `El precio financiado ${quote(text)} no se pudo leer en la moneda del precio de contado: no se muestra el plan de cheques.`);
    return { financedPrice: '' };
  }
  const cftea = readCftea(cfteaText);
  if (cftea === null) {
    const what = cfteaText === '' ? 'Falta el CFTEA' : `El CFTEA ${quote(cfteaText)} no es un porcentaje (por ejemplo 45,5 %)`;
    warn(CFTEA_COLUMN, `${what}: sin él la ley no permite mostrar el precio financiado, así que no se muestra el plan de cheques.`);
    return { financedPrice: '' };
  }
  return { financedPrice: shown, cftea };
}

/** The row's IVA and financing columns; `currency` is the cash price's (null when it has none). */
export function readTaxFields(cells: { iva: string; financed: unknown; cftea: string }, currency: Currency | null, warn: Warn): TaxFields {
  return { ...readIva(cells.iva, warn), ...readFinanced(cells.financed, cells.cftea, currency, warn) };
}
