// Reads a cell of 'Aplica para' into the machines it names. The sheet writes lists such as
// 'Case IH Patriot 250, Patriot 350' (the brand carries across the list) and engines with their
// machines in parentheses: 'Motor Iveco Cursor 9 (Case IH Patriot 250, New Holland 7630)'. What
// is not a machine ('Llanta 38 pulgadas', 'Sistemas hidráulicos de tractores') is left as text.
// Pure and bounded: a hostile cell costs at most READING_LIMITS of work.
import { cleanLine, cutAt } from '../clean-text';
import { brandAt, type Brand, type BrandMatcher } from './brand-matcher';
import { machineSlug, wordsOf } from './words';

export interface MachineFit {
  brand: string;
  brandSlug: string;
  /** Model as shown ('MF 34', 'Patriot 250'); null when the cell names the brand alone. */
  model: string | null;
  modelSlug: string | null;
  /** An engine ('Motor Iveco Cursor 9') rather than a machine. */
  engine: boolean;
}

export interface AppliesToReading {
  fits: MachineFit[];
  /** Pieces of the cell that named no machine, as written. */
  unread: string[];
  /** Characters or machines left out by the bounds (for the row report); 0 when none. */
  dropped: number;
}

export const READING_LIMITS = {
  /** Characters of a cell read; the rest is left out (and reported). */
  chars: 2_000,
  /** Pieces (between commas) looked at. */
  pieces: 200,
  /** Machines kept per cell. */
  fits: 100,
  /** A model longer than this is text, not a model. */
  modelChars: 40,
  modelTokens: 5,
} as const;

const ENGINE_PREFIX = /^\s*motor(?:es)?(?:\s+di[eé]sel)?\s+/i;
const SIMILAR = /\s+(?:y|u|o)\s+(?:similares|otros|afines)\b.*$|\s+etc\.?\s*$/i;
const PIECE_BREAK = /[,;\n]|\s+(?:y|e)\s+|\s+\/\s+/;

interface Part {
  text: string;
  engine: boolean;
}

/** The cell's main text and the texts in its parentheses; the main text of 'Motor …' is engines. */
function partsOf(text: string): Part[] {
  const inner: string[] = [];
  const main = text.replace(/\(([^()]*)\)/g, (_, group: string) => {
    inner.push(group);
    return ',';
  });
  const engine = ENGINE_PREFIX.test(main) && inner.length > 0;
  // Without machines in parentheses 'Motor John Deere 6068' still names an engine.
  const mainEngine = engine || ENGINE_PREFIX.test(main);
  return [{ text: main.replace(ENGINE_PREFIX, '').replace(/[()]/g, ','), engine: mainEngine }, ...inner.map((t) => ({ text: t, engine: false }))];
}

/** 'MF34' → '34' for a brand whose models may start with 'MF'. */
export function withoutPrefix(token: string, prefixes: readonly string[]): string {
  for (const prefix of prefixes) {
    const letters = prefix.replace(/[^a-z]/g, '');
    if (letters !== '' && token.toLowerCase().startsWith(letters) && /^[-\s]*\d/.test(token.slice(letters.length))) {
      return token.slice(letters.length).replace(/^[-\s]+/, '');
    }
  }
  return token;
}

/** A model's tokens, or null when they do not look like one (too long, or plain words). */
function modelTokens(tokens: string[], brand: Brand): string[] | null {
  const rest = tokens.filter((t) => wordsOf(t).length > 0);
  if (rest.length > 0 && brand.modelPrefixes.includes(wordsOf(rest[0]).join(' '))) rest.shift();
  else if (rest.length > 0) rest[0] = withoutPrefix(rest[0], brand.modelPrefixes);
  if (rest.length > READING_LIMITS.modelTokens || rest.join(' ').length > READING_LIMITS.modelChars) return null;
  if (rest.length === 0) return rest;
  const hasDigit = rest.some((t) => /\d/.test(t));
  // 'Hilux', 'MAP II': a name without digits is a model only when short and capitalised.
  if (!hasDigit && (rest.length > 2 || rest.some((t) => !/^\p{Lu}/u.test(t)))) return null;
  return rest;
}

function fitOf(brand: Brand, tokens: string[], engine: boolean): MachineFit | null {
  const model = modelTokens(tokens, brand);
  if (model === null) return null;
  if (model.length === 0) return { brand: brand.name, brandSlug: brand.slug, model: null, modelSlug: null, engine };
  const written = model.join(' ').replace(/[.:]+$/, '');
  const modelSlug = machineSlug(written);
  if (modelSlug === '') return null;
  const prefix = brand.modelPrefixes[0];
  const shown = prefix ? `${prefix.toUpperCase()} ${written}` : written;
  return { brand: brand.name, brandSlug: brand.slug, model: shown, modelSlug, engine };
}

/** Every machine named in a cell of 'Aplica para', in the order written, each once. */
export function readAppliesTo(raw: string, matcher: BrandMatcher): AppliesToReading {
  const clean = cleanLine(raw);
  const text = cutAt(clean, READING_LIMITS.chars);
  const reading: AppliesToReading = { fits: [], unread: [], dropped: clean.length - text.length };
  const seen = new Set<string>();
  let pieces = 0;
  for (const part of partsOf(text)) {
    let current: Brand | null = null;
    for (const piece of part.text.replace(SIMILAR, '').split(PIECE_BREAK)) {
      const trimmed = piece.replace(SIMILAR, '').trim();
      if (wordsOf(trimmed).length === 0) continue; // empty or only punctuation and emoji
      if (++pieces > READING_LIMITS.pieces) {
        reading.dropped++;
        continue;
      }
      const tokens = trimmed.split(/\s+/).filter((t) => wordsOf(t).length > 0);
      const at = brandAt(matcher, tokens);
      if (at) current = at.brand;
      const fit = current ? fitOf(current, at ? at.rest : tokens, part.engine) : null;
      if (fit === null) {
        reading.unread.push(trimmed);
        continue;
      }
      const key = `${fit.brandSlug}/${fit.modelSlug ?? ''}`;
      if (seen.has(key)) continue;
      if (reading.fits.length >= READING_LIMITS.fits) {
        reading.dropped++;
        continue;
      }
      seen.add(key);
      reading.fits.push(fit);
    }
  }
  return reading;
}
