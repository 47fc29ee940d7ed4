import { describe, expect, it } from 'vitest';
import { deferModuleScripts, deferModuleScriptsInDocument } from './deferred-scripts.server';

// The shape React Router 7.18 writes (lazy route discovery: the manifest inline, no manifest import).
const page = (bootstrap: string) =>
  '<html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/entry.client-A.js"/>' +
  '<link rel="modulepreload" href="/assets/shell-B.js" nonce="N"/></head><body><main>Hola</main>' +
  '<script nonce="N">window.__reactRouterContext = {};</script>' +
  `<script nonce="N" type="module" async="">${bootstrap}</script></body></html>`;

const BOOTSTRAP = `;
import * as route0 from "/assets/root-C.js";
import * as route1 from "/assets/home-D.js";
  window.__reactRouterManifest = {"imports": ["/assets/shell-B.js"]};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-A.js");`;

describe('deferModuleScripts', () => {
  it('drops the modulepreload links and turns the static imports into dynamic ones after the paint wait', () => {
    const html = deferModuleScripts(page(BOOTSTRAP));
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<script nonce="N">window.__reactRouterContext = {};</script>');
    const script = /<script nonce="N" type="module" async="">([\s\S]*)<\/script>/.exec(html)![1]!;
    expect(script).not.toMatch(/^\s*import\s+\*/m);
    // The visitor's first touch, key or focus ends the wait at once.
    expect(script).toMatch(/for \(const type of \['pointerdown', 'keydown', 'focusin'\]\) addEventListener\(type, \(\) => go\(\)/);
    const wait = script.indexOf('await new Promise');
    const preload = script.indexOf(`["/assets/entry.client-A.js","/assets/shell-B.js"]`);
    const load = script.indexOf('const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/home-D.js")]);');
    const modules = script.indexOf('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    const entry = script.indexOf('import("/assets/entry.client-A.js");');
    expect(wait).toBe(0);
    expect([preload, load, modules, entry].every((at, i, all) => at > (i === 0 ? wait : all[i - 1]!))).toBe(true);
  });

  it('keeps a side-effect import (the manifest, without lazy route discovery)', () => {
    const html = deferModuleScripts(
      page(`import "/assets/manifest-E.js";\nimport * as route0 from "/assets/root-C.js";\nimport("/assets/entry.client-A.js");`),
    );
    expect(html).toContain('const [_side0, route0] = await Promise.all([import("/assets/manifest-E.js"), import("/assets/root-C.js")]);');
  });

  it('leaves a page it does not understand as it is', () => {
    for (const bootstrap of [
      'import("/assets/entry.client-A.js");',
      `import { x } from "/assets/root-C.js";\n${BOOTSTRAP}`,
      `import * as route0 from "https://elsewhere.example/root.js";\nimport("/assets/entry.client-A.js");`,
    ]) {
      expect(deferModuleScripts(page(bootstrap))).toBe(page(bootstrap));
    }
    expect(deferModuleScripts('<html><body>sin scripts</body></html>')).toBe('<html><body>sin scripts</body></html>');
  });

  it('rewrites the rendered bytes the same way and keeps every other byte (UTF-8 text included)', () => {
    const html = page(BOOTSTRAP)
      .replace('<main>Hola</main>', '<main>Neumáticos · ñandú 🚜</main>')
      // React Router's loader data comes after the bootstrap.
      .replace('</body>', '<script nonce="N">window.__reactRouterContext.streamController.enqueue("ñ");</script></body>');
    const rewritten = deferModuleScriptsInDocument(Buffer.from(html, 'utf8'));
    expect(rewritten.toString('utf8')).toBe(deferModuleScripts(html));
    expect(rewritten.toString('utf8')).toContain('<main>Neumáticos · ñandú 🚜</main>');
    // A shape the shortcut (the head and the bootstrap only) does not take: a preload link in the body.
    for (const other of [html.replace('<main>', '<link rel="modulepreload" href="/assets/late-F.js"/><main>')]) {
      expect(deferModuleScriptsInDocument(Buffer.from(other, 'utf8')).toString('utf8')).toBe(deferModuleScripts(other));
      expect(deferModuleScripts(other)).not.toBe(other);
    }
    const untouched = Buffer.from('<html><body>sin scripts: ñ</body></html>', 'utf8');
    expect(deferModuleScriptsInDocument(untouched)).toBe(untouched);
  });
});
