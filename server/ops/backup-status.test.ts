import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupStatus, latestBackupResponse } from './backup-status';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tienda-estado-copias-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('backupStatus', () => {
  it('sin copias: aviso y nada para descargar', () => {
    expect(backupStatus({ dataDir })).toEqual({ latestAt: null, latestBytes: null, stale: true, checkFailed: null, firstAt: null });
    expect(latestBackupResponse({ dataDir })).toBeNull();
  });

  it('la más nueva, con su tamaño; aviso cuando tiene más de dos días', async () => {
    const dir = path.join(dataDir, 'backups');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'tienda-2026-11-20T03-00-00Z.jsonl.gz'), 'vieja');
    fs.writeFileSync(path.join(dir, 'tienda-2026-11-24T03-00-00Z.jsonl.gz'), 'la más nueva');
    const newest = Date.parse('2026-11-24T03:00:00Z');
    expect(backupStatus({ dataDir }, newest + 47 * 3_600_000)).toEqual({
      latestAt: '2026-11-24T03:00:00.000Z',
      latestBytes: 13,
      stale: false,
      checkFailed: null,
      firstAt: null,
    });
    expect(backupStatus({ dataDir }, newest + 49 * 3_600_000).stale).toBe(true);
    const file = latestBackupResponse({ dataDir })!;
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="tienda-2026-11-24T03-00-00Z.jsonl.gz"');
    expect(await file.text()).toBe('la más nueva');
  });
});

describe('la versión que anotan las copias', () => {
  it('una versión publicada con git archive trae su commit; una copia de trabajo no', async () => {
    const { execFileSync } = await import('node:child_process');
    const { releaseCommit } = await import('./backup-format');
    expect(releaseCommit(process.cwd())).toBeNull();
    const release = fs.mkdtempSync(path.join(os.tmpdir(), 'tienda-version-'));
    try {
      const tar = execFileSync('git', ['archive', 'HEAD', 'server/ops/release-commit.txt', '.gitattributes']);
      execFileSync('tar', ['-x', '-C', release], { input: tar });
      const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
      expect(releaseCommit(release)).toMatch(new RegExp(`^${head} \\d{4}-\\d{2}-\\d{2}$`));
    } finally {
      fs.rmSync(release, { recursive: true, force: true });
    }
  });
});
