// What a local catalogue file (and the owner tables read beside it) looks like on disk, so an
// interval refresh can tell an unchanged file from a changed one without parsing it again.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { isMachinesName } from './machine-tab';
import { parseSource } from './sources';
import { isSynonymsName } from './synonyms';

/**
 * Size, modification time and SHA-256 of the catalogue file, of the synonym and machine tables
 * beside it and of a local CATALOG_SYNONYMS_SOURCE; null when something is read from the network
 * (a URL or Google: only a read can tell) or cannot be looked at (then the refresh reads as usual).
 * The hash is there because size and mtime alone miss a same-size edit whose mtime was kept (cp -p,
 * rsync -t, unzip) or fell in the same tick of a coarse clock (FAT, some network mounts); hashing a
 * few MB costs milliseconds, against seconds of a worker thread for the parse.
 */
export async function localSourceFingerprint(source: string, synonymsSource?: string): Promise<string | null> {
  try {
    const main = parseSource(source);
    if (main.kind !== 'file') return null;
    const files = [main.path, ...(await ownerTablesBeside(main.path))];
    const override = synonymsSource?.trim();
    if (override) {
      const parsed = parseSource(override);
      if (parsed.kind !== 'file') return null;
      files.push(parsed.path);
    }
    const parts = await Promise.all(files.map(async (file) => `${path.resolve(file)}|${await fileState(file)}`));
    // The sheet names a path carries ('catalogo.xlsx#Hoja 2') change what is read, not the bytes.
    return JSON.stringify({ source, synonymsSource: override ?? null, parts });
  } catch {
    return null;
  }
}

/** The sibling files the reader may take the synonym or machine table from, by name. */
async function ownerTablesBeside(filePath: string): Promise<string[]> {
  const dir = path.dirname(filePath);
  const own = path.basename(filePath);
  const names = (await readdir(dir)).filter((f) => {
    if (f === own) return false;
    const base = path.basename(f, path.extname(f));
    return isSynonymsName(base) || isMachinesName(base);
  });
  return names.sort().map((name) => path.join(dir, name));
}

async function fileState(file: string): Promise<string> {
  const info = await stat(file);
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return `${info.size}|${info.mtimeMs}|${hash.digest('hex')}`;
}
