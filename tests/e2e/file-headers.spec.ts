// Answers that are not pages (static files, precompressed scripts, photos, /healthz, Node's own
// 400, a missing asset) carry the security headers pages carry, with a policy that lets a file
// load or run nothing. The sample shop of playwright.config.ts, built for production.
import { expect, test } from '@playwright/test';
import net from 'node:net';

/** The headers every answer must carry, with what their value must say. */
const REQUIRED: Record<string, RegExp> = {
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /strict-origin-when-cross-origin/,
  'x-frame-options': /^SAMEORIGIN$/,
  'strict-transport-security': /max-age=\d+/,
  'cross-origin-opener-policy': /same-origin/,
  'content-security-policy': /frame-ancestors 'self'|default-src 'none'/,
};

function check(label: string, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(REQUIRED)) expect(headers[name], `${label}: ${name}`).toMatch(value);
  expect(headers['content-security-policy'], label).not.toMatch(/unsafe-eval/);
}

test('static files, scripts, photos, health and missing assets carry the pages’ security headers', async ({ request, baseURL }) => {
  const home = await request.get('/');
  check('página', home.headers());
  const html = await home.text();
  const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const style = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  const photo = /(\/fotos\/[^"\s,]+)/.exec(html)?.[1];
  expect(script, 'un script en la página').toBeTruthy();
  const targets: [string, Record<string, string>][] = [
    ['/logo.svg', {}],
    ['/favicon.svg', {}],
    ['/og-default.jpg', {}],
    [/"(\/assets\/icons-[^"#]+\.svg)/.exec(html)?.[1] ?? '/logo.svg', { 'accept-encoding': 'br' }],
    [script!, { 'accept-encoding': 'br' }],
    [script!, { 'accept-encoding': 'identity' }],
    ['/assets/no-existe.js', {}],
    ['/healthz', {}],
  ];
  if (style) targets.push([style, { 'accept-encoding': 'gzip' }]);
  if (photo) targets.push([photo, { accept: 'image/avif,image/webp,*/*' }]);
  for (const [target, headers] of targets) {
    const answer = await request.get(target, { headers });
    expect(answer.status(), target).toBeLessThan(500);
    check(target, answer.headers());
  }
  // A request line Node cannot parse: answered before any handler runs.
  const { port, hostname } = new URL(baseURL!);
  const raw = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write('GET /\u0001 HTTP/1.1\r\nHost: x\r\n\r\n'));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
  expect(raw).toMatch(/^HTTP\/1\.1 400/);
  const rawHeaders = Object.fromEntries(
    raw
      .split('\r\n\r\n')[0]!
      .split('\r\n')
      .slice(1)
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  check('400 de Node', rawHeaders);
});
