// Backups are signed: the trailer's HMAC of the file's hash under a key that is never in the file,
// so an edited file is refused even when its hash was recomputed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BACKUP_FORMAT, BackupError, type BackupTrailer } from './backup-format';

const SIGNING_KEY_FILE = 'backup-signing.key';

/** The trailer's hmac for a body whose SHA-256 is `sha256`. */
export function sign(key: Buffer, sha256: string): string {
  return crypto.createHmac('sha256', key).update(`${BACKUP_FORMAT}:${sha256}`).digest('hex');
}

export function envSigningKey(): Buffer | null {
  const value = process.env.BACKUP_SIGNING_KEY?.trim();
  return value ? Buffer.from(value, 'utf8') : null;
}

/**
 * The key backups are signed with: BACKUP_SIGNING_KEY, else DATA_DIR/backup-signing.key (32 random
 * bytes, 0600), created when `create` and missing. Null when there is none and none may be made.
 */
export function signingKey(config: { dataDir: string; BACKUP_SIGNING_KEY?: string }, create: boolean): Buffer | null {
  if (config.BACKUP_SIGNING_KEY) return Buffer.from(config.BACKUP_SIGNING_KEY, 'utf8');
  const fromEnv = envSigningKey();
  if (fromEnv) return fromEnv;
  const file = path.join(config.dataDir, SIGNING_KEY_FILE);
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || !create) return null;
  }
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, `${crypto.randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error; // another process made it first
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'utf8');
}

/** The trailer's signature against the file's hash, as `signature` asks (see ReadBackupOptions). */
export function checkSignature(trailer: BackupTrailer, digest: string, signature: { key: Buffer | null } | 'skip' | undefined): void {
  if (signature === undefined || signature === 'skip') return;
  if (!trailer.hmac) {
    throw new BackupError(
      'La copia no tiene firma: no se puede saber si alguien la modificó. No se restaura; si confiás en el archivo ' +
        '(por ejemplo, una copia hecha antes de que la tienda firmara sus copias), usá --skip-signature.',
    );
  }
  if (!signature.key) {
    throw new BackupError(
      'No hay clave para comprobar la firma de la copia: definí BACKUP_SIGNING_KEY con la clave de la instalación que la hizo ' +
        `(o copiá su DATA_DIR/${SIGNING_KEY_FILE}), o usá --skip-signature si confiás en el archivo.`,
    );
  }
  const expected = Buffer.from(sign(signature.key, digest), 'hex');
  const given = Buffer.from(trailer.hmac, 'hex');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    throw new BackupError(
      `La firma de la copia no coincide con la clave de esta tienda (BACKUP_SIGNING_KEY o DATA_DIR/${SIGNING_KEY_FILE}): ` +
        'fue modificada o la hizo otra instalación. No se restaura; si la hizo otra instalación, usá su clave en BACKUP_SIGNING_KEY.',
    );
  }
}
