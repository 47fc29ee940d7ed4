// The container image and a lean server install (`npm prune --omit=dev`) keep only `dependencies`:
// a package the running shop imports but package.json lists under `devDependencies` is missing
// there, and the shop fails at its first import of it (sharp was such a package). This reads the
// code that runs in production, the server, the routes, domain/ and server.js, and checks that
// every package it imports at run time is a production dependency.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Files that run in production: not tests, not test support, not benchmarks or scripts. */
function productionFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...productionFiles(rel));
    else if (/\.(ts|tsx|js)$/.test(entry.name) && !/\.(test|spec|bench)\.(ts|tsx)$/.test(entry.name)) out.push(rel);
  }
  return out;
}

/** The package names a source imports for its running code (type-only imports left out). */
export function runtimeImports(source: string): string[] {
  const names = new Set<string>();
  const pattern = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of source.matchAll(pattern)) {
    const spec = match[1] ?? match[2]!;
    // '#domain/…' and kin are the package's own subpath imports (decision 0058), not a dependency.
    if (spec.startsWith('#') || spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('node:') || spec.startsWith('virtual:')) continue;
    names.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
  }
  return [...names];
}

/**
 * Imports that never run in a production start: the route configuration is read by the build
 * (`react-router build`), and the shop's start (server/start/shop.js) loads vite only in development.
 */
const BUILD_OR_DEVELOPMENT_ONLY = new Set(['app/routes.ts: @react-router/dev', 'app/routes/admin/routes.ts: @react-router/dev', 'server/start/shop.js: vite']);

describe('production dependencies', () => {
  it('reads value imports and leaves type-only, relative and built-in ones out', () => {
    const source = [
      "import sharp, { type Sharp } from 'sharp';",
      "import type { Page } from '@playwright/test';",
      "import { z } from 'zod/mini';",
      "export { helper } from '@scope/pkg/sub';",
      "import fs from 'node:fs';",
      "import { x } from '../domain/x';",
      "import { y } from '#domain/y';",
      "const s3 = await import('@aws-sdk/client-s3');",
    ].join('\n');
    expect(runtimeImports(source).sort()).toEqual(['@aws-sdk/client-s3', '@scope/pkg', 'sharp', 'zod']);
  });

  it('lists every package the running shop imports under dependencies, not devDependencies', () => {
    const files = ['server.js', ...productionFiles('server'), ...productionFiles('app'), ...productionFiles('domain')].filter(
      (file) => !file.startsWith(path.join('server', 'test')),
    );
    const missing: string[] = [];
    for (const file of files) {
      for (const name of runtimeImports(fs.readFileSync(path.join(root, file), 'utf8'))) {
        if (BUILD_OR_DEVELOPMENT_ONLY.has(`${file}: ${name}`)) continue;
        if (!pkg.dependencies[name]) missing.push(`${file}: ${name}${pkg.devDependencies[name] ? ' (in devDependencies)' : ''}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
