// The check of a fresh backup: a good one passes, a row that would not restore is named, and the
// staff area and /readyz's notes say when the newest backup failed it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { createDatabase } from '../db/client';
import { consultas, staffUsers } from '../db/schema';
import { checkBackup, checkRow, readBackupState, updateBackupState } from './backup-check';
import { startBackupService } from './backup-service';
import { backupNotes, backupStatus } from './backup-status';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tienda-comprobacion-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const staffRow = {
  id: '0b6c8f7e-5a0d-4b0f-9a57-6f2f0d6f2c11',
  email: 'a@tienda.test',
  password_hash: 'x',
  name: 'A',
  role: 'administrador',
  last_sign_in_at: '2026-11-02T03:00:00+00:00',
  disabled_at: null,
  created_at: '2026-11-01T03:00:00.123+00:00',
};

describe('checkRow', () => {
  it('acepta una fila con las columnas y tipos del esquema', () => {
    expect(() => checkRow('staff_users', JSON.stringify(staffRow))).not.toThrow();
  });

  it('nombra la columna que falta, la que sobra, el tipo equivocado y el nulo prohibido', () => {
    const { email: _email, ...missing } = staffRow;
    expect(() => checkRow('staff_users', JSON.stringify(missing))).toThrow(/le falta la columna email/);
    expect(() => checkRow('staff_users', JSON.stringify({ ...staffRow, extra: 1 }))).toThrow(/no tiene \(extra\)/);
    expect(() => checkRow('staff_users', JSON.stringify({ ...staffRow, created_at: 'ayer' }))).toThrow(/created_at un valor/);
    expect(() => checkRow('staff_users', JSON.stringify({ ...staffRow, name: null }))).toThrow(/name vacía/);
    expect(() => checkRow('no_existe', '{}')).toThrow(/no conoce/);
  });
});

describe('la comprobación de cada copia', () => {
  it('la tienda comprueba la copia que escribe y lo anota; el personal y /readyz avisan si falla', async () => {
    const dataDir = path.join(root, 'datos');
    const db = await createDatabase({ dataDir });
    await db.insert(consultas).values({ idempotencyKey: 'e-1', name: 'María', email: 'm@example.com', message: 'Hola, ¿tienen stock?' });
    const config = { dataDir, BACKUP_KEEP: 14, WEB_CONCURRENCY: 1 } as Config;
    const service = startBackupService({ config, db: async () => db, firstCheckMs: 3_600_000 });
    const dir = path.join(dataDir, 'backups');
    try {
      // Before the first backup: when it will be made, no warning.
      const before = backupStatus(config);
      expect(before.latestAt).toBeNull();
      expect(before.stale).toBe(false);
      expect(Date.parse(before.firstAt!)).toBeGreaterThan(Date.now() + 3_000_000);

      const result = await service.runNow();
      await checkBackup(result.file);
      expect(readBackupState(dir).check).toMatchObject({ file: path.basename(result.file), ok: true });
      expect(backupStatus(config).checkFailed).toBeNull();
      expect(backupNotes(config)).toEqual([]);

      // A backup whose rows no longer fit (a row of staff_users without its columns) is reported.
      await db.insert(staffUsers).values({ email: 'b@tienda.test', passwordHash: 'x', name: 'B', role: 'vendedor' });
      await db.execute(`alter table staff_users add column sobra integer default 1` as never);
      const broken = await service.runNow();
      const state = readBackupState(dir).check!;
      expect(state).toMatchObject({ file: path.basename(broken.file), ok: false });
      expect(state.error).toMatch(/staff_users .*sobra/);
      expect(backupStatus(config).checkFailed).toMatch(/sobra/);
      expect(backupNotes(config)).toEqual(['la última copia de seguridad no pasó la comprobación (ver el área del personal)']);
    } finally {
      service.stop();
      await db.$close();
    }
  }, 60_000);

  it('sin copias y sin fecha para la primera: aviso', () => {
    const dataDir = path.join(root, 'vacia');
    fs.mkdirSync(path.join(dataDir, 'backups'), { recursive: true });
    expect(backupStatus({ dataDir })).toMatchObject({ latestAt: null, stale: true, firstAt: null });
    updateBackupState(path.join(dataDir, 'backups'), { nextAt: new Date(Date.now() - 3_600_000).toISOString() });
    expect(backupStatus({ dataDir }).firstAt).toBeNull();
  });
});
