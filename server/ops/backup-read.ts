// Reading a backup file back: every line checked as it streams by (our format, known tables, a
// schema this code knows), then the trailer's hash, signature and row counts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { APP_NAME, BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BATCH_ROWS, BackupError, readJournal, type BackupHeader, type BackupTrailer } from './backup-format';
import { checkSignature } from './backup-signing';

class CallbackFailure extends Error {
  constructor(override readonly cause: unknown) {
    super('onTable failed');
  }
}

export interface VerifiedBackup {
  header: BackupHeader;
  trailer: BackupTrailer;
}

export interface ReadBackupOptions {
  /** Migration tags this code knows (default: drizzle/'s journal). */
  knownTags?: string[];
  /** Called with the header once it is read (may throw a BackupError to stop). */
  onHeader?: (header: BackupHeader) => void;
  /**
   * The signature check: the key to check it with (null: none available), or 'skip' for a file
   * the person restoring trusts (one made before signatures, or whose key is lost). Unset: the
   * signature is not looked at (the checksum still is).
   */
  signature?: { key: Buffer | null } | 'skip';
}

/** No real row comes near it; PostgreSQL's own limit for one value is 1 GB, a JS string's ~512 MB. */
const MAX_LINE_BYTES = 64 * 1024 * 1024;

/** The lines of a stream, refusing one longer than `max` bytes before it is ever joined. */
async function* linesOf(input: AsyncIterable<Buffer>, max: number): AsyncGenerator<string> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const tooLong = () =>
    new BackupError(`La copia tiene una línea de más de ${Math.round(max / 1024 / 1024)} MB: no es una copia de la tienda o está dañada. No se restaura.`);
  for await (const chunk of input) {
    let start = 0;
    for (;;) {
      const end = chunk.indexOf(10, start);
      const piece = chunk.subarray(start, end === -1 ? chunk.length : end);
      if (pendingBytes + piece.length > max) throw tooLong();
      if (end === -1) {
        pending.push(piece);
        pendingBytes += piece.length;
        break;
      }
      yield (pending.length ? Buffer.concat([...pending, piece]) : piece).toString('utf8');
      pending = [];
      pendingBytes = 0;
      start = end + 1;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending).toString('utf8');
}

/**
 * Reads a backup file through and checks it: our format and app, complete (trailer present),
 * unedited (hash), counts matching, a schema this code knows. Throws a BackupError in Spanish.
 * With `onTable`, hands each table's rows (JSON text) over in batches as it goes.
 */
export async function readBackup(
  file: string,
  onTable?: (table: string, rows: string[]) => Promise<void>,
  options: ReadBackupOptions = {},
): Promise<VerifiedBackup> {
  const knownTags = options.knownTags ?? readJournal().entries.map((e) => e.tag);
  if (!fs.existsSync(file)) throw new BackupError(`No existe el archivo ${file}.`);
  const hash = crypto.createHash('sha256');
  const source = fs.createReadStream(file);
  const gunzip = zlib.createGunzip();
  // A cut or damaged file errors in gunzip, which ends the lines with that error (said below).
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  const lines = linesOf(gunzip, MAX_LINE_BYTES);
  let header: BackupHeader | null = null;
  let trailer: BackupTrailer | null = null;
  let table: string | null = null;
  let batch: string[] = [];
  const counts: Record<string, number> = {};
  const flush = async () => {
    if (table && batch.length && onTable) {
      try {
        await onTable(table, batch);
      } catch (error) {
        throw new CallbackFailure(error);
      }
    }
    batch = [];
  };
  try {
    for await (const line of lines) {
      if (trailer) throw new BackupError('La copia tiene datos después de su cierre: fue modificada.');
      if (!header) {
        let parsed: Partial<BackupHeader>;
        try {
          parsed = JSON.parse(line) as Partial<BackupHeader>;
        } catch {
          throw new BackupError('El archivo no es una copia de seguridad de la tienda.');
        }
        if (parsed.format !== BACKUP_FORMAT || parsed.app !== APP_NAME)
          throw new BackupError('El archivo no es una copia de seguridad de esta tienda (otra aplicación).');
        if ((parsed.formatVersion ?? 0) > BACKUP_FORMAT_VERSION)
          throw new BackupError('La copia fue hecha por una versión más nueva de la tienda: actualizá la tienda antes de restaurarla.');
        if (parsed.schemaVersion && !knownTags.includes(parsed.schemaVersion)) {
          throw new BackupError(
            `La copia tiene un esquema de base de datos más nuevo (${parsed.schemaVersion}) que esta versión de la tienda: actualizá la tienda antes de restaurarla.`,
          );
        }
        header = parsed as BackupHeader;
        options.onHeader?.(header);
        hash.update(`${line}\n`);
        continue;
      }
      if (line.startsWith('{"end":true')) {
        await flush();
        trailer = JSON.parse(line) as BackupTrailer;
        continue;
      }
      hash.update(`${line}\n`);
      if (line.startsWith('{"table":')) {
        await flush();
        table = (JSON.parse(line) as { table: string }).table;
        if (!header.tables.includes(table)) throw new BackupError(`La copia nombra una tabla desconocida (${table}): fue modificada.`);
        counts[table] = 0;
        continue;
      }
      if (!table) throw new BackupError('La copia está dañada (filas fuera de una tabla).');
      counts[table]++;
      batch.push(line);
      if (batch.length >= BATCH_ROWS) await flush();
    }
  } catch (error) {
    source.destroy();
    gunzip.destroy();
    // The caller's own failure (a refused insert) is its to report, not the file's.
    if (error instanceof CallbackFailure) throw error.cause;
    if (error instanceof BackupError) throw error;
    // gunzip's 'unexpected end of file' and friends: a cut or damaged file.
    throw new BackupError(`La copia está incompleta o dañada (${error instanceof Error ? error.message : String(error)}).`);
  }
  if (!header) throw new BackupError('El archivo está vacío: no es una copia de seguridad de la tienda.');
  if (!trailer) throw new BackupError('La copia está incompleta (se cortó antes de terminar): no se restaura.');
  const digest = hash.digest('hex');
  if (digest !== trailer.sha256) throw new BackupError('La suma de verificación no coincide: la copia fue modificada o está dañada.');
  checkSignature(trailer, digest, options.signature);
  for (const name of header.tables) {
    if ((counts[name] ?? 0) !== (trailer.rows[name] ?? 0)) throw new BackupError(`La copia no coincide con su resumen (tabla ${name}): fue modificada.`);
  }
  return { header, trailer };
}
