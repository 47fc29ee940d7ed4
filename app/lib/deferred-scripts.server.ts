// Decision 0011: the page's scripts start loading once its largest paint is on screen, not before.
//
// React Router writes a <link rel="modulepreload"> for every module of the page (110–120 KB
// brotli) and an inline module script whose static imports start the app. On a slow phone those
// downloads share the connection with the stylesheet and the hero or first product image, and
// Lighthouse's simulated LCP counts every script that finished before the paint: /, /repuestos
// and the product page had LCP ≈ FCP ≈ 2 s against 0.65 s for a bare page. Every public page works
// without JavaScript (links, GET search forms, POST forms), so waiting for the first paint and
// the high-priority images costs nothing but a later hydration.
//
// The rewrite, done once on the rendered HTML (before the CSP hashes are taken):
//  - the modulepreload links are dropped from the HTML;
//  - the bootstrap's static imports become dynamic ones, run after the first paint and after the
//    page's eager fetchpriority="high" images have loaded (3 s at most); the same modulepreload
//    links are added then, so the modules still load in parallel (React finds them when it hydrates).
// A bootstrap in any other shape (another React Router version) is left as it is.

const MODULEPRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
const BOOTSTRAP = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
/** `import * as route0 from "/assets/root-….js";` or `import "/assets/manifest-….js";` */
const STATIC_IMPORT = /^[ \t]*import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?("[^"\\]+")\s*;?[ \t]*$/gm;
const ASSET_URL = /^"\/[\w./@-]+\.js"$/;

/**
 * Resolves after the first paint and the page's high-priority images (3 s at most); at once in a
 * hidden tab, and at the visitor's first touch, key or focus (they want the page to work now, and
 * until it hydrates a control only has its no-JavaScript behaviour).
 */
const WAIT_FOR_PAINT = `await new Promise((go) => {
  setTimeout(go, 3000);
  if (document.hidden) return go();
  for (const type of ['pointerdown', 'keydown', 'focusin']) addEventListener(type, () => go(), { once: true, capture: true, passive: true });
  const images = [...document.querySelectorAll('img[fetchpriority="high"]:not([loading="lazy"])')].filter((img) => !img.complete);
  let left = images.length;
  const painted = () => requestAnimationFrame(() => setTimeout(go, 0));
  const one = () => --left === 0 && painted();
  for (const img of images) {
    img.addEventListener('load', one, { once: true });
    img.addEventListener('error', one, { once: true });
  }
  if (left === 0) painted();
});`;

export function deferModuleScripts(html: string): string {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) return html;
  const rewritten = rewrite(html.slice(0, bootstrap.index), bootstrap[0]);
  return rewritten ? rewritten.before + rewritten.bootstrap + html.slice(bootstrap.index + bootstrap[0].length) : html;
}

/**
 * The rewrite, given what comes before the bootstrap (the modulepreload links are there) and the
 * bootstrap script element. Null when the bootstrap is not in a shape this knows.
 */
function rewrite(before: string, bootstrapElement: string): { before: string; bootstrap: string } | null {
  const bootstrap = BOOTSTRAP.exec(bootstrapElement);
  if (!bootstrap) return null;
  const [, open, body, close] = bootstrap;
  const imports: { name: string | undefined; url: string }[] = [];
  const rest = body.replace(STATIC_IMPORT, (_line, name: string | undefined, url: string) => {
    imports.push({ name, url });
    return '';
  });
  // Nothing to defer, or something this rewrite does not know: leave the page as React Router wrote it.
  if (imports.length === 0 || imports.some((entry) => !ASSET_URL.test(entry.url)) || /\bimport\s+[^("]/.test(rest)) return null;

  const preloads: string[] = [];
  const withoutPreloads = before.replace(MODULEPRELOAD, (link) => {
    const href = HREF.exec(link)?.[1];
    if (href) preloads.push(href);
    return '';
  });
  if (preloads.some((href) => !ASSET_URL.test(JSON.stringify(href)))) return null;

  const names = imports.map((entry, i) => entry.name ?? `_side${i}`);
  const script = [
    WAIT_FOR_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));`,
    `const [${names.join(', ')}] = await Promise.all([${imports.map((entry) => `import(${entry.url})`).join(', ')}]);`,
    rest.replace(/^[\s;]+/, ''),
  ].join('\n');
  return { before: withoutPreloads, bootstrap: `${open}${script}${close}` };
}

/** Where the bootstrap (the page's module script, near its end) starts and ends in the bytes, or null. */
function findBootstrap(html: Buffer, after: number): { start: number; end: number } | null {
  let at = html.lastIndexOf('<script');
  // After it come only the loader data's scripts (React Router's stream transfer): a few at most.
  for (let tries = 0; at > after && tries < 8; tries++) {
    const tagEnd = html.indexOf('>', at);
    if (tagEnd !== -1 && html.toString('latin1', at, tagEnd).includes('type="module"')) {
      const close = html.indexOf('</script>', tagEnd);
      return close === -1 ? null : { start: at, end: close + '</script>'.length };
    }
    at = html.lastIndexOf('<script', at - 1);
  }
  return null;
}

/**
 * The same rewrite on the rendered bytes, reading as text only the parts it changes: the head
 * (React puts the modulepreload links there) and the bootstrap script near the end. Everything it
 * looks for and writes is ASCII, so those parts are read through their latin1 view (one character
 * per byte, bytes kept as they are). A page in another shape (a preload link in the body) is
 * rewritten whole, the same way.
 */
export function deferModuleScriptsInDocument(html: Buffer): Buffer {
  const headEnd = html.indexOf('</head>');
  const bootstrap = headEnd === -1 ? null : findBootstrap(html, headEnd);
  if (bootstrap && html.indexOf('rel="modulepreload"', headEnd) === -1) {
    const rewritten = rewrite(html.toString('latin1', 0, headEnd), html.toString('latin1', bootstrap.start, bootstrap.end));
    if (rewritten) {
      return Buffer.concat([
        Buffer.from(rewritten.before, 'latin1'),
        html.subarray(headEnd, bootstrap.start),
        Buffer.from(rewritten.bootstrap, 'latin1'),
        html.subarray(bootstrap.end),
      ]);
    }
  }
  const text = html.toString('latin1');
  const rewritten = deferModuleScripts(text);
  return rewritten === text ? html : Buffer.from(rewritten, 'latin1');
}
