import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { limitConnections } from './connection-limits';

const servers: http.Server[] = [];
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function start(options: Parameters<typeof limitConnections>[1]): Promise<number> {
  // Node looks for late requests every 200 ms here (30 s by default).
  const server = http.createServer({ connectionsCheckingInterval: 200 }, (req, res) => {
    req.resume();
    req.on('end', () => res.end('ok'));
  });
  limitConnections(server, options);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function connect(port: number, localAddress = '127.0.0.1'): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () => resolve(socket));
    socket.on('error', reject);
    sockets.push(socket);
  });
}

function answer(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('close', () => resolve(text));
    socket.on('end', () => resolve(text));
  });
}

describe('connection limits', () => {
  it('answers 429 with Retry-After to one connection too many from an address, and serves another address', async () => {
    const port = await start({ maxPerAddress: 20 });
    // Twenty unfinished request bodies held open from one address.
    for (let i = 0; i < 20; i++) (await connect(port)).write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nab');
    const refused = await connect(port);
    const text = await answer(refused);
    expect(text).toMatch(/^HTTP\/1.1 429 /);
    expect(text).toMatch(/\r\nRetry-After: \d+\r\n/);
    expect(text).toContain('Demasiadas conexiones');
    // Someone else is served meanwhile.
    const other = await connect(port, '127.0.0.2');
    other.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(await answer(other)).toMatch(/^HTTP\/1.1 200 /);
  });

  it('cuts a request body that never finishes after the request time-out', { timeout: 20_000 }, async () => {
    const port = await start({ requestTimeoutMs: 1_000 });
    const slow = await connect(port);
    const started = Date.now();
    slow.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n');
    const trickle = setInterval(() => slow.writable && slow.write('a'), 100);
    const text = await answer(slow);
    clearInterval(trickle);
    expect(text).toMatch(/^HTTP\/1.1 408 /);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('leaves the count to the front behind a trusted proxy', async () => {
    const port = await start({ maxPerAddress: 2, behindProxy: true });
    for (let i = 0; i < 4; i++) await connect(port);
    const fifth = await connect(port);
    fifth.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(await answer(fifth)).toMatch(/^HTTP\/1.1 200 /);
  });
});
