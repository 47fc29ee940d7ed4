// The fuzzing of tests/support/fuzz.ts on both databases: the built shop on the embedded database
// (PGlite, a fresh data folder) and on a private PostgreSQL on loopback (DATABASE_URL), each
// fuzzed signed out and signed in as staff. The browser suite's fuzz.spec.ts runs a small share on
// the embedded database only: starting PostgreSQL and a second shop would double its time. Not a
// test: it prints the requests sent and the failures (≥ 500, or not 400 for a malformed Host) per
// family and database, for bench/README.md, and exits 1 when any failed.
//
//   npm run build && npx tsx bench/fuzz-engines.ts [--runs 700] [--seed 34] [--engine pglite|postgres]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startPostgresServer, type PostgresServer } from '../tests/integration/postgres-server';
import { createStaff, STAFF, startShop, type Shop } from '../tests/e2e/deploy-helpers';
import { fuzzShop, staffSession, type FuzzReport } from '../tests/support/fuzz';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '700' },
    seed: { type: 'string', default: '34' },
    engine: { type: 'string' },
  },
});
const runs = Number(values.runs);
const seed = Number(values.seed);
const engines = values.engine ? [values.engine] : ['pglite', 'postgres'];
const root = path.resolve(`.tmp/bench-fuzz-${process.pid}`);

type Family = keyof FuzzReport['sent'];
const rows: string[] = [];
let failed = 0;

async function fuzzEngine(engine: string): Promise<void> {
  let database: PostgresServer | undefined;
  let shop: Shop | undefined;
  try {
    const env: Record<string, string> = { SMTP_URL: 'smtp://127.0.0.1:9' };
    if (engine === 'postgres') {
      database = await startPostgresServer();
      env.DATABASE_URL = database.url;
    }
    const dataDir = path.join(root, engine);
    fs.mkdirSync(dataDir, { recursive: true });
    await createStaff({ ...env, DATA_DIR: dataDir });
    shop = await startShop({ dataDir, env });
    await shop.ready(240_000);
    // Signed in first: the visitor's fuzzing spends this address's sign-in limit.
    const staff = await staffSession(shop.url, STAFF.email, STAFF.password);
    const started = Date.now();
    const visitor = await fuzzShop({ baseURL: shop.url, runs, seed });
    const signedIn = await fuzzShop({ baseURL: shop.url, runs, seed: seed + 100, staff });
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    for (const family of Object.keys(visitor.sent) as Family[]) {
      const sent = visitor.sent[family] + signedIn.sent[family];
      const failures = [...visitor.failures, ...signedIn.failures].filter((f) => f.kind === family);
      failed += failures.length;
      rows.push(`| ${engine} | ${family} | ${sent} | ${failures.length} |`);
      for (const f of failures.slice(0, 20))
        console.log(`${engine} ${f.status} ${f.kind} ${f.method} ${f.path.slice(0, 120)} :: ${f.body.slice(0, 160).replace(/\s+/g, ' ')}`);
    }
    const stacks = (shop.output().match(/\n\s+at .+\(.+:\d+:\d+\)/g) ?? []).length;
    rows.push(`| ${engine} | (stack lines in the shop's log: ${stacks}; ${seconds} s) | | |`);
  } finally {
    await shop?.stop();
    await database?.destroy();
  }
}

try {
  for (const engine of engines) await fuzzEngine(engine);
} finally {
  fs.rmSync(root, { recursive: true, force: true });
}
console.log(`\nruns ${runs} per family and session (signed out, signed in), seed ${seed}\n`);
console.log('| database | family | sent | failed |\n|---|---|---:|---:|');
for (const row of rows) console.log(row);
process.exit(failed ? 1 : 0);
