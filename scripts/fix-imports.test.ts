import { describe, expect, it } from 'vitest';
import { normalize, rewrite } from './fix-imports';

describe('fix-imports', () => {
  it('turns the app alias into the shortest relative path', () => {
    expect(normalize('app/routes/quote.tsx', '~/lib/meta')).toBe('../lib/meta');
    expect(normalize('app/components/home/hero.tsx', '@/components/icons')).toBe('../icons');
    expect(normalize('app/root.tsx', '~/lib/shop')).toBe('./lib/shop');
  });

  it('shortens relative paths that leave a folder and come back', () => {
    expect(normalize('app/routes/search.tsx', '../../app/lib/meta')).toBe('../lib/meta');
    expect(normalize('server/requests/quote.ts', './../db/schema')).toBe('../db/schema');
  });

  it('reaches another top folder by its subpath import, and its own folder by a relative path', () => {
    expect(normalize('server/requests/quote.ts', '../../domain/cart')).toBe('#domain/cart');
    expect(normalize('app/components/home/hero.tsx', '../../../domain/price')).toBe('#domain/price');
    expect(normalize('tests/e2e/x.spec.ts', '../../server/db/client')).toBe('#server/db/client');
    expect(normalize('app/routes/quote.tsx', '#app/lib/meta')).toBe('../lib/meta');
    expect(normalize('domain/cart.ts', '#domain/price')).toBe('./price');
    expect(normalize('app/routes/quote.tsx', '#domain/cart')).toBe('#domain/cart');
  });

  it('leaves packages, node built-ins and paths outside the repository alone', () => {
    expect(normalize('app/root.tsx', 'react-router')).toBeNull();
    expect(normalize('server/app.ts', 'node:fs')).toBeNull();
    expect(normalize('tests/x.ts', '../../elsewhere/x')).toBeNull();
  });

  it('follows a module that moved when the old path is gone', () => {
    expect(normalize('app/routes/search.tsx', '~/lib/use-hydrated')).toBe('../hooks/use-hydrated');
  });

  it('rewrites every kind of module reference and is idempotent', () => {
    const text = [
      "import { a } from '~/lib/meta';",
      "import type * as B from '~/components/home/search-results';",
      "export { c } from '../../app/lib/shop';",
      "const d = () => import('~/components/home/search-results');",
      "vi.mock('~/lib/meta', () => ({}));",
      "type E = typeof import('~/lib/meta');",
      "const f = 'not a path ~/lib/meta';",
    ].join('\n');
    const once = rewrite('app/routes/home.tsx', text);
    expect(once.split('\n')).toEqual([
      "import { a } from '../lib/meta';",
      "import type * as B from '../components/home/search-results';",
      "export { c } from '../lib/shop';",
      "const d = () => import('../components/home/search-results');",
      "vi.mock('../lib/meta', () => ({}));",
      "type E = typeof import('../lib/meta');",
      "const f = 'not a path ~/lib/meta';",
    ]);
    expect(rewrite('app/routes/home.tsx', once)).toBe(once);
  });
});
