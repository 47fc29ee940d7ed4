// Two processes' catalogues on one PostgreSQL with a source that has quotas: only the lease's
// holder reads the sheet; the other takes its copy through the database, changes included.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { catalogCsv, makeTempDir } from '../../tests/support/catalog';
import { openTestDatabase, type TestDatabase } from '../../tests/setup/databases';
import { databaseSharedReads, readVersion, sourceHasQuota } from './shared-reads';
import { createCatalogStore, type CatalogStore } from './store';

let database: TestDatabase;
const temp = makeTempDir();
const stores: CatalogStore[] = [];

beforeAll(async () => {
  database = await openTestDatabase('postgres');
}, 60_000);
afterAll(async () => {
  await Promise.all(stores.map((store) => store.stop()));
  await database?.cleanup();
  temp.cleanup();
});

async function waitFor(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('reads the sheet in one process; the other takes the same copy, changes included', async () => {
  const source = path.join(temp.dir, 'catalogo.csv');
  writeFileSync(source, catalogCsv(30));
  const reads = { a: 0, b: 0 };
  const machine = (name: 'a' | 'b') => {
    const shared = databaseSharedReads(async () => database.db);
    const store = createCatalogStore({
      source,
      dataDir: path.join(temp.dir, name),
      refreshSeconds: 3600,
      worker: false,
      shared,
      logger: { info: (line) => (reads[name] += line.startsWith('actualizado desde') ? 1 : 0), error: () => undefined },
    });
    stores.push(store);
    return { store, shared };
  };
  const a = machine('a');
  a.store.start();
  await a.store.ready();
  await waitFor(() => a.shared.reading(), 'the first process to take the lease');
  await a.store.refreshNow();

  const b = machine('b');
  b.store.start();
  await b.store.ready();
  expect(b.shared.reading()).toBe(false);
  expect(b.store.current()?.products.length).toBe(30);
  expect(b.store.status().state).toBe('ok');

  writeFileSync(source, catalogCsv(45));
  await a.store.refreshNow();
  await b.store.refreshNow();
  expect(b.store.current()?.products.length).toBe(45);
  expect(reads.b).toBe(0);
  expect(reads.a).toBeGreaterThanOrEqual(2);
}, 60_000);

it('tells a source with quotas, and keeps a version when only the reading time changed', () => {
  expect(sourceHasQuota('google-sheets:1AbC')).toBe(true);
  expect(sourceHasQuota('https://docs.google.com/spreadsheets/d/x/export?format=csv')).toBe(true);
  expect(sourceHasQuota('/srv/catalogo.csv')).toBe(false);
  expect(readVersion('{"loadedAt":"2026-11-28T10:00:00Z","rows":[1]}')).toBe(readVersion('{"loadedAt":"2026-11-28T10:05:00Z","rows":[1]}'));
  expect(readVersion('{"loadedAt":"x","rows":[1]}')).not.toBe(readVersion('{"loadedAt":"x","rows":[2]}'));
});
