// Finds personal data in the shop's log files: the names, e-mail addresses and phone numbers the
// tests typed (collected from their sources), and anything shaped like an e-mail address, an
// Argentine phone number or a quote's secret link. The browser tests' global teardown runs it over
// every shop's log (tests/setup/log-teardown.ts); by hand:
//
//   npx tsx scripts/log-scan.ts .tmp/e2e-3100/logs/<run>
//
// exits 1 and prints each line found (the values masked) when there is any.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Finding {
  file: string;
  line: number;
  /** What was found: 'correo', 'teléfono', 'enlace de presupuesto' or 'dato de prueba'. */
  kind: string;
  /** The line, cut to 300 characters. */
  text: string;
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;
/** A quote's secret link: its token is long and random (a page path alone, /presupuesto, is fine). */
const QUOTE_TOKEN = /\/presupuesto\/[A-Za-z0-9_-]{12,}/;
/**
 * An Argentine number as people write it: +54 9 343 455-0101, 0343 15 412345, 343 555-0000,
 * 5493434000001. A run of 10 to 13 digits with spaces, dashes or parentheses between them, not
 * part of a word, a decimal, an address or a date (a UUID's or a timestamp's digits are).
 */
const PHONE_RUN = /(?<![\w.:/-])\+?\(?\d(?:[\s()-]{0,2}\d){7,14}(?![\w.:/-])/g;

function looksLikePhone(run: string): boolean {
  const digits = run.replace(/\D/g, '');
  if (digits.length < 10 || digits.length > 13) return false;
  // A national number has 10 digits (area code without 0 + subscriber), 11 or 12 with the 0 and
  // the 15, 12 or 13 with 54 (and 9) in front.
  if (digits.length >= 12) return digits.startsWith('54') || digits.startsWith('0');
  return true;
}

/** Person-like names: two or more capitalised words of letters ('María González', 'Cliente Prueba'). */
const PERSON_NAME = /^\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)+$/u;

/**
 * The personal values a test source types into the shop: e-mail addresses, phone numbers, and
 * names given as `name:`/`nombre:` or typed into a field labelled 'Nombre'.
 */
export function collectNeedles(sources: string[]): string[] {
  const found = new Set<string>();
  for (const source of sources) {
    for (const match of source.matchAll(new RegExp(EMAIL.source, 'gu'))) {
      // A template's fixed part ('cliente${n}.prueba@…' gives '.prueba@…'): too little to look for.
      if (!/^[.@]/.test(match[0])) found.add(match[0]);
    }
    for (const match of source.matchAll(/['"`]([+\d][\d\s()-]{7,20}\d)['"`]/g)) if (looksLikePhone(match[1]!)) found.add(match[1]!);
    for (const match of source.matchAll(/\b(?:name|nombre)\s*:\s*['"`]([^'"`$\n]+)/g)) {
      const name = match[1]!.trim();
      if (PERSON_NAME.test(name)) found.add(name);
    }
    for (const match of source.matchAll(/Nombre['"`/i)]*\)\s*\.fill\(\s*['"`]([^'"`$\n]+)/g)) {
      const name = match[1]!.trim();
      if (PERSON_NAME.test(name)) found.add(name);
    }
  }
  return [...found];
}

/** What a line gives away, or null. `needles`: literal values (collectNeedles). */
export function findPersonalData(line: string, needles: readonly string[]): string | null {
  if (EMAIL.test(line)) return 'correo';
  if (QUOTE_TOKEN.test(line)) return 'enlace de presupuesto';
  for (const run of line.match(PHONE_RUN) ?? []) if (looksLikePhone(run)) return 'teléfono';
  const lower = line.toLowerCase();
  for (const needle of needles) {
    if (lower.includes(needle.toLowerCase())) return 'dato de prueba';
    const digits = needle.replace(/\D/g, '');
    if (digits.length >= 10 && line.replace(/[\s()-]/g, '').includes(digits)) return 'teléfono';
  }
  return null;
}

/** Every finding in the files of `dir` (and its folders). */
export function scanLogDir(dir: string, needles: readonly string[]): Finding[] {
  const findings: Finding[] = [];
  if (!fs.existsSync(dir)) return findings;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines.forEach((text, i) => {
      const kind = findPersonalData(text, needles);
      if (kind) findings.push({ file, line: i + 1, kind, text: text.slice(0, 300) });
    });
  }
  return findings;
}

/** The test sources whose values are looked for: the browser tests, their helpers and fixtures. */
export function testSources(root = process.cwd()): string[] {
  const texts: string[] = [];
  for (const dir of ['tests/e2e', 'tests/support', 'tests/setup', 'tests/fixtures']) {
    const full = path.join(root, dir);
    if (!fs.existsSync(full)) continue;
    for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
      if (entry.isFile() && /\.(ts|tsx|json|csv)$/.test(entry.name)) texts.push(fs.readFileSync(path.join(full, entry.name), 'utf8'));
    }
  }
  return texts;
}

/** The report of findings, each value masked so the report itself leaks nothing. */
export function describeFindings(findings: Finding[]): string {
  return findings
    .slice(0, 50)
    .map((f) => `${f.file}:${f.line} (${f.kind}): ${f.text.replace(/[\p{L}\p{N}]/gu, (c, i: number) => (i % 3 === 0 ? c : '·'))}`)
    .join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Uso: npx tsx scripts/log-scan.ts <carpeta de logs>');
    process.exit(2);
  }
  const findings = scanLogDir(dir, collectNeedles(testSources()));
  if (findings.length) {
    console.error(`${findings.length} líneas de log con datos personales:\n${describeFindings(findings)}`);
    process.exit(1);
  }
  console.log(`Sin datos personales en los logs de ${dir}.`);
}
