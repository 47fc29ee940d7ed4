// Bad input: odd page numbers, huge query strings, unknown parameters and methods each get
// a 2xx, 3xx or 4xx with a Spanish page from the built server (server.js included), never a 5xx.
import net from 'node:net';
import { expect, test } from '@playwright/test';

/** Sends raw bytes (what no HTTP client would send) and returns the whole answer as text. */
function raw(baseURL: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

test.describe('bad input', () => {
  test('odd page numbers, 10 KB query strings and unknown parameters answer below 500, in Spanish', async ({ request }) => {
    const long = 'a'.repeat(10_000);
    const paths = [
      '/repuestos?pagina=-1',
      '/repuestos?pagina=0',
      '/repuestos?pagina=99999999999999999999',
      '/repuestos?pagina=abc',
      '/repuestos?pagina=2&pagina=3',
      '/buscar?q=bomba&pagina=-4',
      '/?pagina=999999',
      `/repuestos?q=${long}`,
      `/repuestos?v=${long}`,
      '/repuestos?utm_source=x&gclid=y&foo=%ZZ',
      '/producto/no-existe?pagina=-1',
    ];
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path.slice(0, 60)).toBeLessThan(500);
      if (response.status() < 300 || response.status() >= 400) expect(await response.text(), path.slice(0, 60)).toContain('lang="es-AR"');
    }
  });

  test('TRACE, TRACK, CONNECT and malformed requests get a 4xx with a Spanish page', async ({ baseURL }) => {
    const cases: [string, string][] = [
      ['TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', '405'],
      ['TRACK / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', '400'],
      ['CONNECT x:443 HTTP/1.1\r\nHost: x:443\r\n\r\n', '405'],
      ['GARBAGE\r\n\r\n', '400'],
      [`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`, '431'],
    ];
    for (const [bytes, status] of cases) {
      const answer = await raw(baseURL!, bytes);
      expect(answer.slice(0, 12), bytes.slice(0, 20)).toBe(`HTTP/1.1 ${status}`);
      expect(answer, bytes.slice(0, 20)).toContain('lang="es-AR"');
    }
  });
});
