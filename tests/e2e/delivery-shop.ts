// A shop of its own for the delivery checks (tests/e2e/offline-delivery.spec.ts and
// bench/offline-delivery.ts): the six-row fixture catalogue, a fresh embedded database, a staff
// account, and X-Forwarded-For believed from loopback so that each trial can be its own visitor
// (the forms' limit is 8 posts in 10 minutes per address; the suite's shared shops have spent it).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { keepShopLog } from '../setup/shop-log';
import { fixtureShopEnv } from '../support/fixture-shop';
import { STAFF } from './staff';

export async function startDeliveryShop(port: number, dataDir: string): Promise<{ base: string; stop: () => void }> {
  const base = `http://127.0.0.1:${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...fixtureShopEnv(port, dataDir), TRUST_PROXY: 'loopback' };
  delete env.DATABASE_URL; // the embedded database
  const staff = ['--email', STAFF.email, '--password', STAFF.password, '--name', 'Equipo E2E'];
  execFileSync('npx', ['tsx', 'scripts/staff-create.ts', ...staff], { env, stdio: 'pipe' });
  const shop = spawn('node', ['server.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  keepShopLog(shop, `entrega-${port}`);
  // Read even when no log is kept (outside the browser suite): a full pipe would stall the shop.
  shop.stdout.resume();
  shop.stderr.resume();
  const stop = () => void shop.kill('SIGTERM');
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/productos`)).ok) return { base, stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error('la tienda de prueba no arrancó');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
