import net from 'node:net';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanRequest, cleanTarget } from './clean-request';

describe('cleanTarget', () => {
  it('keeps a clean target byte for byte', () => {
    expect(cleanTarget('/repuestos?q=bomba+de%20agua&pagina=2')).toBe('/repuestos?q=bomba+de%20agua&pagina=2');
    expect(cleanTarget('/')).toBe('/');
  });
  it('drops NUL, controls and bidi controls from query names and values', () => {
    expect(cleanTarget('/admin/consultas?q=%00')).toBe('/admin/consultas?q=');
    expect(new URL(cleanTarget('/buscar?q=bom%00ba%E2%80%AE&x%01=1')!, 'http://h').searchParams.get('q')).toBe('bomba');
    expect(cleanTarget('/buscar?q=a%0Ab')).toBe('/buscar?q=a+b');
  });
  it('drops encoded controls from the path', () => {
    expect(cleanTarget('/presupuesto/abc%00def')).toBe('/presupuesto/abcdef');
  });
  it('refuses a target that is not a path', () => {
    expect(cleanTarget('*')).toBeNull();
    expect(cleanTarget('http://otro.example/')).toBeNull();
    expect(cleanTarget('')).toBeNull();
  });
});

describe('cleanRequest in front of a route', () => {
  let port = 0;
  let server: ReturnType<ReturnType<typeof express>['listen']>;
  beforeAll(async () => {
    const app = express();
    app.use(cleanRequest);
    // Stands for React Router: builds the URL from the request, as the page handler does.
    app.use((req, res) => {
      const url = new URL(`http://${req.headers.host}${req.originalUrl}`);
      res.json({ q: url.searchParams.get('q'), ua: req.headers['user-agent'] ?? null });
    });
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function raw(bytes: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(Buffer.from(bytes, 'latin1')));
      let answer = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  it('answers OPTIONS * with a Spanish 400', async () => {
    const answer = await raw('OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(answer.startsWith('HTTP/1.1 400')).toBe(true);
    expect(answer).toContain('lang="es-AR"');
  });

  it('answers other methods with a Spanish 405 and OPTIONS with the allowed methods', async () => {
    const put = await raw('PUT / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    expect(put.startsWith('HTTP/1.1 405')).toBe(true);
    expect(put).toContain('Allow: GET, HEAD, POST');
    expect(put).toContain('todo no permitido');
    const options = await raw('OPTIONS /presupuesto HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(options.startsWith('HTTP/1.1 204')).toBe(true);
    expect(options).toContain('Allow: GET, HEAD, POST');
  });

  it('answers a malformed Host with a Spanish 400, not a 500', async () => {
    for (const host of ['a b', '[::1', 'x:99999', 'a/b', 'user@x']) {
      const answer = await raw(`GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(answer.startsWith('HTTP/1.1 400'), host).toBe(true);
      expect(answer).toContain('El nombre del sitio pedido (Host)');
    }
    for (const host of ['127.0.0.1:8080', '[::1]:3000', 'tienda.example']) {
      expect((await raw(`GET /?q=x HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)).startsWith('HTTP/1.1 200'), host).toBe(true);
    }
  });

  it('hands the route a query without NUL and headers without C1 controls', async () => {
    const answer = await raw('GET /?q=a%00b HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: x\x85y\r\nConnection: close\r\n\r\n');
    expect(answer.startsWith('HTTP/1.1 200')).toBe(true);
    expect(answer).toContain('{"q":"ab","ua":"xy"}');
  });
});
