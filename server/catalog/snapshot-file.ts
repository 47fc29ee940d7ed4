// The last good catalogue on disk (DATA_DIR/catalog/last-good.json), so a restart while the
// spreadsheet is unreachable still opens the shop with products. Raw rows are stored, not products:
// on restore they pass through the current productsFromRows, so a deploy that changes a domain
// rule never serves products shaped by the old one. The synonym groups are stored as read (raw
// terms), for the same reason.
import { readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RowIssue, SheetRow } from '#domain/types';

const FORMAT = 'catalogo-last-good/1';

export interface SavedCatalog {
  /** Display form of the source it came from (no secrets). */
  source: string;
  loadedAt: string;
  rows: SheetRow[];
  /** Source-level issues (row 1) of that read, synonym-table warnings included. */
  sourceIssues: RowIssue[];
  /**
   * The synonym groups in use after that read. Added later in the same format version: a file
   * without it (written before synonyms existed) restores with none.
   */
  synonyms: string[][];
}

/** Groups of strings only; anything else in a hand-edited or damaged file is dropped. */
function savedSynonyms(value: unknown): string[][] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((group): group is unknown[] => Array.isArray(group))
    .map((group) => group.filter((term): term is string => typeof term === 'string'))
    .filter((group) => group.length >= 2);
}

export function lastGoodPath(dataDir: string): string {
  return path.join(dataDir, 'catalog', 'last-good.json');
}

/** Null when there is no file; throws when it exists but is unreadable or not ours. */
export function readSavedCatalog(file: string): SavedCatalog | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const data = JSON.parse(text) as Partial<SavedCatalog> & { format?: unknown };
  if (data.format !== FORMAT || !Array.isArray(data.rows) || typeof data.loadedAt !== 'string') {
    throw new Error(`formato desconocido (se esperaba ${FORMAT})`);
  }
  return {
    source: typeof data.source === 'string' ? data.source : '(desconocido)',
    loadedAt: data.loadedAt,
    rows: data.rows,
    sourceIssues: Array.isArray(data.sourceIssues) ? data.sourceIssues : [],
    synonyms: savedSynonyms(data.synonyms),
  };
}

/** Write to a temp file and rename over the old one, so a crash never leaves half a file. */
export async function writeSavedCatalog(file: string, saved: SavedCatalog): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    await writeFile(temp, JSON.stringify({ format: FORMAT, ...saved }));
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
