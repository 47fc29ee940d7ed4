// Staff pins: a word or phrase that puts chosen products first in the search. A pin is matched
// with the search's own normalisation (case, accents, symbols, condition words) and forgives the
// plural: 'Rulemanes 6205' and 'rulemán 6205' are the same pin. Word order does not matter.
import { z } from 'zod';
import { cleanLine } from './clean-text';
import { parseQuery, pluralVariants } from './search-plan';

/** A pin is a short phrase: a long one would never be typed again as it is. */
const MAX_PIN_WORDS = 6;
export const MAX_PIN_TEXT = 100;
/** Products pinned to one phrase, and pins in the shop: both small, so a search pays nothing for them. */
export const MAX_PINS_PER_KEY = 5;
export const MAX_PINS = 2_000;
/** Keys tried for one query at most (each word's singular and plural forms combined). */
const MAX_KEY_CANDIDATES = 64;

/** One form for a word and its plural or singular: the shortest of them (then the first in order). */
function canonical(word: string): string {
  let best = word;
  for (const form of pluralVariants(word)) if (form.length < best.length || (form.length === best.length && form < best)) best = form;
  return best;
}

/** The normalised words of a text, without repeats (what the search reads of it). */
export function pinWords(text: string): string[] {
  return [...new Set(parseQuery(text).words)];
}

/** The key a pin is kept under; '' when the text has no word. */
export function pinKey(text: string): string {
  return keyOf(pinWords(text).map(canonical));
}

const keyOf = (words: readonly string[]) => [...new Set(words)].sort().join(' ');

/**
 * Every key a query's words can match: each word stands for the forms of its singular and plural,
 * so a pin kept as 'cruz' is found by 'cruces' and one kept as 'reten' by 'retenes'.
 */
export function pinKeysFor(words: readonly string[]): string[] {
  const unique = [...new Set(words)];
  if (unique.length === 0 || unique.length > MAX_PIN_WORDS) return [];
  let combos: string[][] = [[]];
  for (const word of unique) {
    const forms = [...new Set([word, ...pluralVariants(word)].map(canonical))];
    if (combos.length * forms.length > MAX_KEY_CANDIDATES) return [keyOf(unique.map(canonical))];
    combos = combos.flatMap((combo) => forms.map((form) => [...combo, form]));
  }
  return [...new Set(combos.map(keyOf))];
}

const PIN_MESSAGES = {
  text: 'Escribí la palabra o frase que buscan los clientes.',
  textLong: `La frase puede tener hasta ${MAX_PIN_TEXT} caracteres.`,
  words: `Usá entre 1 y ${MAX_PIN_WORDS} palabras (sin contar "nuevo" ni "usado").`,
  product: 'Escribí el ID del producto, tal como está en la planilla.',
  pinId: 'No encontramos ese producto fijado.',
} as const;

/** 'Fijar un producto': the phrase and the product's ID. */
export const pinFormSchema = z.object({
  texto: z
    .string({ error: PIN_MESSAGES.text })
    .transform(cleanLine)
    .pipe(z.string().trim().min(1, PIN_MESSAGES.text).max(MAX_PIN_TEXT, PIN_MESSAGES.textLong))
    .refine((text) => {
      const count = pinWords(text).length;
      return count >= 1 && count <= MAX_PIN_WORDS;
    }, PIN_MESSAGES.words),
  producto: z.string({ error: PIN_MESSAGES.product }).transform(cleanLine).pipe(z.string().trim().min(1, PIN_MESSAGES.product).max(100, PIN_MESSAGES.product)),
});

/** 'Quitar': which pin. */
export const unpinFormSchema = z.object({
  pin: z.coerce.number({ error: PIN_MESSAGES.pinId }).int(PIN_MESSAGES.pinId).positive(PIN_MESSAGES.pinId).max(2_147_483_647, PIN_MESSAGES.pinId),
});
