// How machine names are compared and put in addresses: case, accents, spaces and hyphens do not
// make two machines ('G-100' and 'G 100', 'MF 34' and 'mf34' are one each).

/** Lower case, no accents, only letters and digits kept as words ('Ombú' → 'ombu'). */
function plainWords(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim();
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
