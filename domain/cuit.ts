// The CUIT (or CUIL) a customer types on the quote form, read as people write it ('20-12345678-6',
// '20 12345678 6', '20123456786') and checked with AFIP's modulo-11 rule, so a mistyped digit is
// caught on the form instead of on the invoice. Pure: the server's schema and tests use it.

export type CuitReading = { ok: true; digits: string; display: string } | { ok: false; message: string };

/** AFIP's weights for the first ten digits; the eleventh is the check digit. */
const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

export const CUIT_MESSAGES = {
  notDigits: 'El CUIT lleva solo números; podés separarlos con guiones o espacios, por ejemplo 20-12345678-6.',
  length: (count: number) => `El CUIT tiene 11 números y escribiste ${count}. Revisalo en tu constancia de inscripción.`,
  checkDigit: 'El último número del CUIT (el dígito verificador) no coincide con los demás. Revisá que esté bien escrito.',
} as const;

/** The check digit the first ten digits call for; null when none fits (AFIP issues no such CUIT). */
export function cuitCheckDigit(firstTen: string): number | null {
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(firstTen[i]), 0);
  const digit = 11 - (sum % 11);
  if (digit === 11) return 0;
  return digit === 10 ? null : digit;
}

/** '20123456786' -> '20-12345678-6', the way AFIP prints it. */
export function formatCuit(digits: string): string {
  return `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}`;
}

/** Reads a typed CUIT: dashes, dots and spaces between digits are fine; anything else is said. */
export function readCuit(typed: string): CuitReading {
  const compact = typed.replace(/[\s.\-‐-―]/g, '');
  if (!/^\d+$/.test(compact)) return { ok: false, message: CUIT_MESSAGES.notDigits };
  if (compact.length !== 11) return { ok: false, message: CUIT_MESSAGES.length(compact.length) };
  if (cuitCheckDigit(compact.slice(0, 10)) !== Number(compact[10])) return { ok: false, message: CUIT_MESSAGES.checkDigit };
  return { ok: true, digits: compact, display: formatCuit(compact) };
}
