// Argentine phone numbers as people really type them: '0343 15 412-3456', '+54 9 343 4123456',
// '(011) 4123-4567', '343 4123456'. Every national number has 10 digits: an area code of 2, 3 or 4
// digits and a local number of 8, 7 or 6. Domestically a mobile is dialled 0 + area + 15 + local;
// from abroad (and on WhatsApp) +54 9 + area + local. Pure: no I/O.

/** The only two-digit area code (Buenos Aires and its suburbs). */
const TWO_DIGIT_AREAS = new Set(['11']);

/**
 * The three-digit area codes (ENACOM's numbering plan); any other code starting with 2 or 3 has
 * four digits. Needed to find a '15' written without spaces ('0343154123456').
 */
const THREE_DIGIT_AREAS = new Set([
  '220', '221', '223', '230', '236', '237', '249', '260', '261', '263', '264', '266', '280', '291', '294', '297', '298', '299',
  '336', '341', '342', '343', '345', '348', '351', '353', '358', '362', '364', '370', '376', '379', '380', '381', '383', '385',
  '387', '388',
]); // prettier-ignore

export const PHONE_MESSAGES = {
  characters: 'El teléfono solo puede tener números, espacios, +, guiones y paréntesis.',
  noAreaCode: 'Agregá el código de área, por ejemplo 343 4123456.',
  length: 'Revisá el teléfono: con el código de área son 10 dígitos (por ejemplo 343 4123456, sin el 0 y sin el 15).',
  foreign: 'Revisá el teléfono: un número del exterior lleva + y el código del país, con 8 a 15 dígitos.',
} as const;

interface NormalizedPhone {
  /** What the person typed, trimmed. */
  typed: string;
  /**
   * International digits without '+': 54 9 + area + local for Argentina ('5493434123456'). The 9
   * is kept even when nothing said mobile: the form asks for the number without 15, so most are.
   */
  international: string;
  /** The number for wa.me links: for Argentina always with the 9 (WhatsApp numbers are mobiles). */
  whatsapp: string;
  /** Argentina only: the area code and the local number. */
  areaCode: string | null;
  local: string | null;
  /** True when a 15 or a 9 said it is a mobile; null when nothing said (a landline or a mobile). */
  mobile: true | null;
  /** For people: '+54 9 343 412-3456'. */
  display: string;
  /** True when the number read differs from the digits typed (a 0, 15 or 54 was taken out or put in). */
  rewritten: boolean;
}

export type PhoneResult = { ok: true; phone: NormalizedPhone } | { ok: false; message: string };

function areaLength(national: string): number | null {
  if (TWO_DIGIT_AREAS.has(national.slice(0, 2))) return 2;
  if (THREE_DIGIT_AREAS.has(national.slice(0, 3))) return 3;
  if (/^[23]/.test(national)) return 4;
  return null;
}

function groupLocal(local: string): string {
  const head = local.length - 4;
  return `${local.slice(0, head)}-${local.slice(head)}`;
}

/** Reads an Argentine (or, with '+', a foreign) phone number; never throws. */
export function normalizePhone(raw: string): PhoneResult {
  const typed = raw.trim();
  if (!/^[0-9 +().\-/]*$/.test(typed)) return { ok: false, message: PHONE_MESSAGES.characters };
  let digits = typed.replace(/\D/g, '');
  let international = typed.startsWith('+');
  if (digits.startsWith('00')) {
    digits = digits.slice(2);
    international = true;
  }
  // No Argentine area code starts with 5, so a leading 54 of 11 or more digits is the country code.
  const argentina = digits.startsWith('54') && (international || digits.length >= 11);
  if (international && !argentina) {
    if (digits.length < 8 || digits.length > 15) return { ok: false, message: PHONE_MESSAGES.foreign };
    return {
      ok: true,
      phone: { typed, international: digits, whatsapp: digits, areaCode: null, local: null, mobile: null, display: `+${digits}`, rewritten: false },
    };
  }
  let national = argentina ? digits.slice(2) : digits;
  let mobile: true | null = null;
  if (argentina && national.startsWith('9')) {
    national = national.slice(1);
    mobile = true;
  }
  national = national.replace(/^0/, '');
  // '9 343 4123456' without the 54: the 9 of an international mobile.
  if (!argentina && national.length === 11 && national.startsWith('9')) {
    national = national.slice(1);
    mobile = true;
  }
  const area = areaLength(national);
  if (area === null) return { ok: false, message: national.length < 10 ? PHONE_MESSAGES.noAreaCode : PHONE_MESSAGES.length };
  let local = national.slice(area);
  if (local.length === 12 - area && local.startsWith('15')) {
    local = local.slice(2);
    mobile = true;
  }
  if (local.length !== 10 - area) return { ok: false, message: national.length < 10 ? PHONE_MESSAGES.noAreaCode : PHONE_MESSAGES.length };
  // Local numbers never start with 0 or 1 (that would be a trunk prefix or a 15 in the wrong place).
  if (/^[01]/.test(local)) return { ok: false, message: PHONE_MESSAGES.length };
  const areaCode = national.slice(0, area);
  const whatsapp = `549${areaCode}${local}`;
  return {
    ok: true,
    phone: {
      typed,
      international: whatsapp,
      whatsapp,
      areaCode,
      local,
      mobile,
      display: `+54 9 ${areaCode} ${groupLocal(local)}`,
      rewritten: digits !== `${areaCode}${local}`,
    },
  };
}

/** The number for a wa.me link, or null when the text is not a usable phone number. */
export function whatsappNumberOf(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const result = normalizePhone(raw);
  return result.ok ? result.phone.whatsapp : null;
}
