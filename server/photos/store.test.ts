import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { photoKey } from '#domain/photos';
import { META_FILE, PhotoStore } from './store';

const meta = (source: string) => ({ source, width: 100, height: 80, color: '#808080', createdAt: '2026-11-26T00:00:00.000Z' });
const variant = (name: string, bytes: number) => ({ name, data: Buffer.alloc(bytes, 1), width: 100, height: 80 });

function bytesOnDisk(root: string): number {
  let total = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name !== META_FILE) total += statSync(full).size;
    }
  };
  walk(root);
  return total;
}

describe('PhotoStore', () => {
  it('keeps its size bound, pushing out the least recently used photo whole', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fotos-store-'));
    const evicted: string[] = [];
    const store = new PhotoStore({ dataDir, maxBytes: 10_000, onEvict: (key) => evicted.push(key) });
    await store.open();
    const keys = ['a', 'b', 'c', 'd'].map((s) => photoKey(`https://i.ibb.co/${s}.jpg`));
    await store.write(keys[0], meta('a'), [variant('320.webp', 1500), variant('480.webp', 1500)]);
    await store.write(keys[1], meta('b'), [variant('320.webp', 3000)]);
    await store.write(keys[2], meta('c'), [variant('320.webp', 3000)]);
    expect(store.use(keys[0], '320.webp')).toBeDefined(); // a is now the most recent
    await store.write(keys[3], meta('d'), [variant('320.webp', 3000)]);
    expect(evicted).toEqual([keys[1]]);
    expect(store.photo(keys[1])).toBeUndefined();
    expect(existsSync(store.keyDir(keys[1]))).toBe(false);
    expect(store.totalBytes).toBeLessThanOrEqual(10_000);
    expect(bytesOnDisk(store.root)).toBe(store.totalBytes);
  });

  it('rebuilds its index on start from the folder, newest files most recent, and drops half-written files', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fotos-store-'));
    const first = new PhotoStore({ dataDir });
    await first.open();
    const [older, newer] = [photoKey('/images/old.webp'), photoKey('/images/new.webp')];
    await first.write(older, meta('/images/old.webp'), [variant('320.webp', 4000)]);
    await first.write(newer, meta('/images/new.webp'), [variant('320.webp', 4000)]);
    const past = new Date(Date.now() - 86_400_000);
    utimesSync(path.join(first.keyDir(older), '320.webp'), past, past);
    writeFileSync(path.join(first.keyDir(newer), '480.webp.tmp-1-1'), 'half');
    // A folder without meta.json is a first write that never finished.
    const orphan = photoKey('/images/orphan.webp');
    const orphanDir = first.keyDir(orphan);
    await new PhotoStore({ dataDir }).write(orphan, meta('x'), [variant('320.webp', 10)]);
    rmSync(path.join(orphanDir, META_FILE));

    const second = new PhotoStore({ dataDir, maxBytes: 5000 });
    await second.open();
    expect(existsSync(orphanDir)).toBe(false);
    expect(readdirSync(second.keyDir(newer))).not.toContain('480.webp.tmp-1-1');
    // Over the bound: the older one goes, the newer stays with its meta.
    expect(second.photo(older)).toBeUndefined();
    expect(second.photo(newer)?.meta.source).toBe('/images/new.webp');
    expect(second.use(newer, '320.webp')?.bytes).toBe(4000);
  });

  it('gives each version of a file its own strong ETag', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fotos-store-'));
    const store = new PhotoStore({ dataDir });
    await store.open();
    const key = photoKey('/images/e.webp');
    const first = (await store.write(key, meta('e'), [variant('320.webp', 100)])).files.get('320.webp')!.etag;
    const second = (await store.write(key, meta('e'), [variant('320.webp', 120)])).files.get('320.webp')!.etag;
    expect(first).toMatch(/^"[^"]+"$/);
    expect(second).not.toBe(first);
  });
});
