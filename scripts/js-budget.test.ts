import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { BUDGET_BYTES, measurePage, modulesOf, pagesOverBudget, readManifest, type Manifest, type PageWeight } from './js-budget';

const weight = (page: string, total: number): PageWeight => ({ page, total, modules: [] });

describe('pagesOverBudget', () => {
  it('holds a page with a recorded ceiling to that ceiling, and never lets it above the budget otherwise', () => {
    const ceilings = { '/': BUDGET_BYTES + 500 };
    const pages = [weight('/', BUDGET_BYTES + 400), weight('/repuestos', BUDGET_BYTES + 1)];
    expect(pagesOverBudget(pages, BUDGET_BYTES, ceilings).map((w) => w.page)).toEqual(['/repuestos']);
    expect(pagesOverBudget([weight('/', BUDGET_BYTES + 501)], BUDGET_BYTES, ceilings).map((w) => w.page)).toEqual(['/']);
    expect(pagesOverBudget([weight('/', BUDGET_BYTES)], BUDGET_BYTES, { '/': 1 })).toEqual([]);
  });

  it('names only the pages over the budget; a page exactly at it is within', () => {
    const over = pagesOverBudget([weight('/', BUDGET_BYTES + 1), weight('/repuestos', BUDGET_BYTES), weight('/contacto', 90_000)]);
    expect(over.map((w) => w.page)).toEqual(['/']);
  });

  it('takes another budget', () => {
    expect(pagesOverBudget([weight('/', 2_000), weight('/maquinas', 1_000)], 1_500).map((w) => w.page)).toEqual(['/']);
  });
});

// A build folder like React Router's: hashed modules and the route manifest as a script.
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Random bytes do not compress: a module of n bytes weighs about n after brotli. */
function fakeBuild(sizes: Record<string, number>, manifest: Manifest): string {
  const dir = mkdtempSync(join(tmpdir(), 'js-budget-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  for (const [name, size] of Object.entries(sizes)) writeFileSync(join(dir, 'assets', name), randomBytes(size));
  writeFileSync(join(dir, 'assets', 'manifest-1a2b.js'), `window.__reactRouterManifest=${JSON.stringify(manifest)};`);
  return dir;
}

const manifest: Manifest = {
  entry: { module: '/assets/entry.js', imports: ['/assets/react.js'] },
  routes: {
    root: { module: '/assets/root.js', imports: ['/assets/react.js', '/assets/shell.js'] },
    'routes/shop-layout': { module: '/assets/layout.js', parentId: 'root', imports: ['/assets/shell.js'] },
    'routes/home': { module: '/assets/home.js', parentId: 'routes/shop-layout', imports: ['/assets/page.js'] },
  },
};

describe('measurePage', () => {
  it('adds the entry, the route, its parents and their static imports, each file once', () => {
    expect(modulesOf(manifest, 'routes/home').sort()).toEqual(
      ['/assets/entry.js', '/assets/home.js', '/assets/layout.js', '/assets/page.js', '/assets/react.js', '/assets/root.js', '/assets/shell.js'].sort(),
    );
    const dir = fakeBuild(
      { 'entry.js': 40_000, 'react.js': 30_000, 'root.js': 1_000, 'shell.js': 20_000, 'layout.js': 500, 'home.js': 9_000, 'page.js': 8_000 },
      manifest,
    );
    const home = measurePage(dir, readManifest(dir), '/', 'routes/home');
    // Random bytes grow a little under brotli; each file counted once (react.js and shell.js are imported twice).
    expect(home.total).toBeGreaterThanOrEqual(108_500);
    expect(home.total).toBeLessThan(108_500 * 1.01);
    expect(home.modules[0]?.path).toBe('/assets/entry.js');
  });

  it('refuses a route the manifest does not list', () => {
    expect(() => modulesOf(manifest, 'routes/nowhere')).toThrow(/not in the manifest/);
  });
});

describe('js-budget --check', () => {
  const shopManifest = (homeImports: string[]): Manifest => {
    const route = (module: string, imports: string[] = []) => ({ module, parentId: 'routes/shop-layout', imports });
    return {
      entry: { module: '/assets/entry.js' },
      routes: {
        root: { module: '/assets/root.js' },
        'routes/shop-layout': { module: '/assets/layout.js', parentId: 'root' },
        'routes/home': route('/assets/home.js', homeImports),
        'catalog-repuestos': route('/assets/catalog.js'),
        'routes/product': route('/assets/product.js'),
        'routes/search': route('/assets/search.js'),
        'routes/quote': route('/assets/quote.js'),
        'routes/contact': route('/assets/contact.js'),
        'routes/machines': route('/assets/machines.js'),
      },
    };
  };
  const files = { 'entry.js': 100_000, 'root.js': 500, 'layout.js': 500, 'home.js': 2_000, 'catalog.js': 2_000, 'product.js': 2_000, 'search.js': 2_000 };
  const sizes = { ...files, 'quote.js': 2_000, 'contact.js': 2_000, 'machines.js': 2_000, 'heavy.js': 40_000 };
  const run = (dir: string, ...flags: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'js-budget.ts'), dir, ...flags], { encoding: 'utf8' });

  it('exits 1 naming the page over the budget, and 0 when every page is within', () => {
    const over = run(fakeBuild(sizes, shopManifest(['/assets/heavy.js'])), '--check');
    expect(over.status).toBe(1);
    expect(over.stderr).toMatch(/over 120\.0 KB .*ceiling.* on \/ \(1\d\d\.\d KB\)/);
    expect(over.stderr).not.toMatch(/\/repuestos/);
    const within = run(fakeBuild(sizes, shopManifest([])), '--check');
    expect(within.status).toBe(0);
    expect(within.stdout).toMatch(/^\/ +10\d\.\d KB/m);
  });

  it('only reports without --check', () => {
    expect(run(fakeBuild(sizes, shopManifest(['/assets/heavy.js']))).status).toBe(0);
  });
});
