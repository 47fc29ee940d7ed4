import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheUrl, PAGE_PARAMS } from './page-params';

const root = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

describe('cacheUrl', () => {
  it('drops the parameters no page reads, keeping the others in their order', () => {
    const url = new URL('http://tienda/repuestos?utm_source=x&categoria=B&v=123&categoria=A&gclid=z&pagina=2');
    expect(cacheUrl(url).href).toBe('http://tienda/repuestos?categoria=B&categoria=A&pagina=2');
    expect(cacheUrl(new URL('http://tienda/repuestos?v=1')).href).toBe('http://tienda/repuestos');
  });

  it('returns the same URL when there is nothing to drop', () => {
    const url = new URL('http://tienda/buscar?q=bomba&orden=price_asc');
    expect(cacheUrl(url)).toBe(url);
  });
});

describe('PAGE_PARAMS', () => {
  it('holds every query parameter the public routes and the shared rules read', () => {
    // Names are read as string literals or as *_PARAM constants: collect both.
    // Not the request's URL: the staff area (never cached), YouTube links (domain/media.ts reads
    // their 'v') and the service worker's rules, which read React Router's route-table requests.
    const elsewhere = [path.join('app', 'routes', 'admin'), path.join('domain', 'media.ts'), path.join('app', 'offline', 'sw')];
    const files = [...sourceFiles('app'), ...sourceFiles('domain')].filter((f) => !elsewhere.some((e) => f.startsWith(e)));
    const constants = new Map<string, string>();
    for (const file of files) {
      for (const m of fs.readFileSync(path.join(root, file), 'utf8').matchAll(/export const ([A-Z_]+_PARAM) = '([^']+)'/g)) constants.set(m[1]!, m[2]!);
    }
    const read = new Set<string>();
    for (const file of files) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      if (!/searchParams|URLSearchParams|params\./.test(text)) continue;
      for (const m of text.matchAll(/(?:searchParams|params|Params\([^)]*\))\.(?:get|getAll|has)\(\s*(?:'([^']+)'|([A-Z_]+_PARAM))\s*\)/g)) {
        read.add(m[1] ?? constants.get(m[2]!) ?? `unknown constant ${m[2]}`);
      }
      for (const m of text.matchAll(/parseList\(\s*params,\s*'([^']+)'/g)) read.add(m[1]!);
    }
    // The scan finds what the pages are known to read (so it is looking at the right files).
    expect(read).toContain('pagina');
    expect(read).toContain('exacto');
    expect(read).toContain('categoria');
    expect([...read].filter((name) => !PAGE_PARAMS.has(name))).toEqual([]);
  });
});
