// What the staff area says about backups: the newest file in BACKUP_DIR, its time and size, and
// whether it is too old. Read from the folder on each staff page (a directory listing).
import fs from 'node:fs';
import type { Config } from '../config';
import { backupDirFor, listBackups } from './backup-folder';
import { readBackupState } from './backup-check';

/** Older than this, the staff area warns. */
const BACKUP_STALE_MS = 2 * 24 * 60 * 60_000;

export interface BackupStatusView {
  /** ISO time of the newest backup, null when there is none. */
  latestAt: string | null;
  latestBytes: number | null;
  /** True when there is no backup or the newest is older than two days. */
  stale: boolean;
  /** Why the newest backup did not check out when the shop read it back; null when it did (or was not checked). */
  checkFailed: string | null;
  /** With no backup yet: when the shop makes the first one (ISO), if it is still to come. */
  firstAt: string | null;
}

export function backupStatus(config: Pick<Config, 'BACKUP_DIR' | 'dataDir'>, now = Date.now()): BackupStatusView {
  const dir = backupDirFor(config);
  const latest = listBackups(dir)[0];
  const state = readBackupState(dir);
  if (!latest) {
    const firstAt = state.nextAt && Date.parse(state.nextAt) > now - 10 * 60_000 ? state.nextAt : null;
    return { latestAt: null, latestBytes: null, stale: firstAt === null, checkFailed: null, firstAt };
  }
  const check = state.check?.file === latest.name && !state.check.ok ? (state.check.error ?? 'motivo desconocido') : null;
  return {
    latestAt: latest.createdAt.toISOString(),
    latestBytes: latest.bytes,
    stale: now - latest.createdAt.getTime() > BACKUP_STALE_MS,
    checkFailed: check,
    firstAt: null,
  };
}

/** For /readyz's notes: what about the backups needs the owner's attention. */
export function backupNotes(config: Pick<Config, 'BACKUP_DIR' | 'dataDir'>): string[] {
  return backupStatus(config).checkFailed ? ['la última copia de seguridad no pasó la comprobación (ver el área del personal)'] : [];
}

/** The newest backup as a download (a Response streaming the file), or null when there is none. */
export function latestBackupResponse(config: Pick<Config, 'BACKUP_DIR' | 'dataDir'>): Response | null {
  const latest = listBackups(backupDirFor(config))[0];
  if (!latest) return null;
  const stream = fs.createReadStream(latest.file);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      stream.on('data', (chunk) => controller.enqueue(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : new Uint8Array(chunk)));
      stream.on('end', () => controller.close());
      stream.on('error', (error) => controller.error(error));
    },
    cancel() {
      stream.destroy();
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'application/gzip',
      'Content-Length': String(latest.bytes),
      'Content-Disposition': `attachment; filename="${latest.name}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
