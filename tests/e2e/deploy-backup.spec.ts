// The operator's check, on the built shop with the embedded database: quotes sent, `npm run
// backup` while the shop runs (the shop makes it when asked), shop stopped, `npm run restore`
// into an empty DATA_DIR, shop started again: the staff account signs in and every quote is there.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { embeddedDataDir, postQuote, shopEnv, signIn, someProductId, startShop } from './deploy-helpers';

const root = path.resolve(`.tmp/e2e-deploy-backup-${process.pid}`);

function run(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), script, ...args], {
      env: { ...shopEnv(3000, env.DATA_DIR), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

// Starts and stops the built shop several times, after the run's embedded database is made
// (deploy-helpers.ts): longer than the suite's 45 s on a busy machine.
test.describe.configure({ timeout: 300_000 });
test.beforeAll(() => fs.rmSync(root, { recursive: true, force: true }));
test.afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

test('backup while running, restore into an empty folder, everything back', async () => {
  // A folder with the staff account, made as an operator makes it (npm run staff:create).
  const first = await embeddedDataDir(path.join(root, 'primera'));
  const shop = await startShop({ dataDir: first });
  try {
    await shop.ready();
    const productId = await someProductId(shop.url);
    for (let n = 1; n <= 5; n++) expect((await postQuote(shop.url, productId, n)).status).toBe(200);

    const backup = await run('scripts/backup.ts', [], { DATA_DIR: first });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('se le pidió la copia');
    const file = /Copia de seguridad: (\S+)/.exec(backup.output)?.[1];
    expect(file).toBeTruthy();
    expect(backup.output).toMatch(/presupuestos: 5\b/);
    expect(backup.output).toMatch(/staff_users: 1\b/);

    // The staff area shows the backup; an administrador downloads exactly that file.
    const admin = await signIn(shop.url);
    const page = await (await fetch(`${shop.url}/admin/presupuestos`, { headers: { cookie: admin.cookie } })).text();
    expect(page).toContain('Última copia de seguridad: ');
    expect(page).toContain('Descargar la última copia');
    const download = await fetch(`${shop.url}/admin/copias/ultima`, { headers: { cookie: admin.cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(path.basename(file!));
    expect(Buffer.from(await download.arrayBuffer()).equals(fs.readFileSync(file!))).toBe(true);
    const anonymous = await fetch(`${shop.url}/admin/copias/ultima`, { redirect: 'manual' });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toContain('/admin/ingresar');

    // The running shop's own folder is refused, and nothing changes.
    const refused = await run('scripts/restore.ts', [file!, '--force'], { DATA_DIR: first });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/está en uso por la tienda/);
    expect((await postQuote(shop.url, productId, 6)).status).toBe(200);

    // A BACKUP_DIR the shop cannot write stops its start, naming the variable.
    const blocked = await startShop({ dataDir: path.join(root, 'bloqueada'), env: { BACKUP_DIR: '/dev/null/copias' } });
    const code = await new Promise<number | null>((r) => blocked.child.once('exit', r));
    expect(code).not.toBe(0);
    expect(blocked.output()).toMatch(/BACKUP_DIR: no se puede escribir en \/dev\/null\/copias/);

    await shop.stop();
    const second = path.join(root, 'segunda');
    // The backup is signed with the first folder's key: a new folder without it is refused ...
    const unsigned = await run('scripts/restore.ts', [file!], { DATA_DIR: second });
    expect(unsigned.code).toBe(1);
    expect(unsigned.output).toContain('No hay clave para comprobar la firma de la copia');
    // ... and restores with the key copied over, as the deploy guide says.
    expect(fs.statSync(path.join(first, 'backup-signing.key')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(file!).mode & 0o777).toBe(0o600);
    fs.mkdirSync(second, { recursive: true });
    fs.copyFileSync(path.join(first, 'backup-signing.key'), path.join(second, 'backup-signing.key'));
    const restored = await run('scripts/restore.ts', [file!], { DATA_DIR: second });
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toMatch(/Restaurado: \d+ filas/);
    expect(restored.output).toMatch(/presupuestos: 5\b/);

    const again = await startShop({ dataDir: second });
    try {
      await again.ready();
      expect((await fetch(`${again.url}/healthz`)).status).toBe(200);
      const session = await signIn(again.url);
      expect(session.status).toBe(200);
      const list = await (await fetch(`${again.url}/admin/presupuestos`, { headers: { cookie: session.cookie } })).text();
      for (let n = 1; n <= 5; n++) expect(list).toContain(`cliente${n}.prueba@campo-ejemplo.com.ar`);
      // No backup in the new folder yet: the staff area says when the first one comes.
      expect(list).toContain('Todavía no hay copias de seguridad: la tienda hace la primera a las');
      // The quote sent after the backup is not in it.
      expect(list).not.toContain('cliente6.prueba@campo-ejemplo.com.ar');
    } finally {
      await again.stop();
    }
  } finally {
    await shop.stop();
  }
});
