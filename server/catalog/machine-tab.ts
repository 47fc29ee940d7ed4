// The owner's 'maquinas' table (brands and their aliases, domain/machines/owner-table.ts) is read
// from the same place as the products, like the synonyms: a sibling maquinas.csv, a 'maquinas'
// worksheet or a 'maquinas' tab. A missing or unreadable one leaves the built-in brands alone.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { decodeText, detectDelimiter } from './csv';
import { readGoogleValues, type GoogleSheetsRead } from './google';
import { headerKey } from './headers';

const MACHINES_NAME = 'maquinas';
/** Rows read of a CSV table; the domain's own bound is lower, this only stops a runaway file. */
const MAX_ROWS = 10_002;

/** 'Máquinas', 'MAQUINAS ', 'maquinas' all name the machine table. */
export function isMachinesName(name: string): boolean {
  return headerKey(name) === MACHINES_NAME;
}

/** The cells of a maquinas.csv beside a CSV catalogue, null when there is none or it cannot be read. */
export async function readSiblingMachineCells(filePath: string): Promise<unknown[][] | null> {
  try {
    const dir = path.dirname(filePath);
    const name = (await readdir(dir)).find((f) => path.extname(f).toLowerCase() === '.csv' && isMachinesName(path.basename(f, path.extname(f))));
    if (name === undefined || name === path.basename(filePath)) return null;
    const bytes = await readFile(path.join(dir, name));
    if (bytes.includes(0)) return null;
    const text = decodeText(bytes);
    const records = parse(text, { bom: true, delimiter: detectDelimiter(text), relax_column_count: true, relax_quotes: true, to: MAX_ROWS });
    return records as unknown[][];
  } catch {
    return null;
  }
}

/** The 'maquinas' tab of a Google spreadsheet, null when there is none or it cannot be read. */
export async function readGoogleMachineCells(read: Omit<GoogleSheetsRead, 'sheetName'>, readTitles: () => Promise<string[]>): Promise<unknown[][] | null> {
  try {
    const title = (await readTitles()).find(isMachinesName);
    return title === undefined ? null : await readGoogleValues({ ...read, sheetName: title });
  } catch {
    return null;
  }
}
