// How machine names are compared and put in addresses: case, accents, spaces and hyphens do not
// make two machines ('G-100' and 'G 100', 'MF 34' and 'mf34' are one each).

const ASCII = /^[\x20-\x7e]*$/;

/** Lower case, no accents, only letters and digits kept as words ('Ombú' → 'ombu'). */
function readPlain(text: string): string {
  const lower = text.toLowerCase();
  // Most of the sheet is plain ASCII: nothing to take apart there.
  const letters = ASCII.test(lower) ? lower : lower.normalize('NFD').replace(/\p{M}/gu, '');
  return letters.replace(/[^a-z0-9ñ]+/g, ' ').trim();
}

/**
 * The same few tokens come back thousands of times in a catalogue ('Case', 'IH', 'Patriot', '250'):
 * reading the 'Aplica para' of the 12,476-product sample spent most of its time here before this
 * cache. Bounded: emptied when full, so a hostile sheet costs memory for at most PLAIN_CACHE texts.
 */
const PLAIN_CACHE = 20_000;
const plainCache = new Map<string, string>();

function plainWords(text: string): string {
  let plain = plainCache.get(text);
  if (plain === undefined) {
    plain = readPlain(text);
    if (plainCache.size >= PLAIN_CACHE) plainCache.clear();
    if (text.length <= 200) plainCache.set(text, plain);
  }
  return plain;
}

/**
 * Address segment and identity of a brand or a model: words joined by '-', and a run of letters
 * always parted from a run of digits, so 'M4040', 'M 4040' and 'M-4040' are all 'm-4040' and
 * 'CR 8.90' is 'cr-8-90' (not 'cr-890', another machine).
 */
export function machineSlug(text: string): string {
  return plainWords(text)
    .replace(/ñ/g, 'n')
    .replace(/([a-z])(?=\d)|(\d)(?=[a-z])/g, '$1$2 ')
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '')
    .join('-');
}

/** The words of a text as the brand matcher reads them: plain words, letter/digit runs kept whole. */
export function wordsOf(text: string): string[] {
  const plain = plainWords(text);
  return plain === '' ? [] : plain.split(' ');
}
