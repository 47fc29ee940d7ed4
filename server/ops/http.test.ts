// The operator addresses and the request log on a real node:http server on loopback.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_AS_FILES_WARNING, type Readiness } from './health';
import express from 'express';
import { createOpsHttp, errorHandlerFor, requestIdFor, routeGroup, tokenMatches } from './http';
import { createLogger } from './log';
import { createMetrics } from './metrics';

const TOKEN = 'token-de-metricas-de-prueba-123456';

describe('routeGroup', () => {
  it('agrupa sin copiar el texto del visitante', () => {
    expect(routeGroup('/')).toBe('home');
    expect(routeGroup('/_root.data')).toBe('home');
    expect(routeGroup('/repuestos?q=ruleman')).toBe('catalog');
    expect(routeGroup('/producto/123-bomba')).toBe('product');
    expect(routeGroup('/presupuesto')).toBe('quote');
    expect(routeGroup('/presupuesto/abcdef123')).toBe('quote-answer');
    expect(routeGroup('/admin/presupuestos')).toBe('admin');
    expect(routeGroup('/api/productos?x=1')).toBe('api');
    expect(routeGroup('/assets/app-123.js')).toBe('assets');
    expect(routeGroup('/logo.svg')).toBe('static');
    expect(routeGroup('/readyz')).toBe('health');
    expect(routeGroup('/sitemap.xml')).toBe('seo');
    expect(routeGroup('/cualquier-cosa')).toBe('other');
  });
});

describe('requestIdFor y tokenMatches', () => {
  it('acepta un id corto y simple; cualquier otro se reemplaza', () => {
    expect(requestIdFor('abc-123-XYZ_9')).toBe('abc-123-XYZ_9');
    for (const bad of ['<script>', 'x', 'a'.repeat(65), 'hola mundo 12345', undefined]) {
      const id = requestIdFor(bad);
      expect(id).not.toBe(bad);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('el token exacto, con Bearer; nada sin token configurado', () => {
    expect(tokenMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(tokenMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(tokenMatches(TOKEN, TOKEN)).toBe(false);
    expect(tokenMatches(`Bearer ${TOKEN}`, undefined)).toBe(false);
    expect(tokenMatches(undefined, TOKEN)).toBe(false);
  });
});

describe('direcciones de operación en un servidor real', () => {
  const lines: Record<string, unknown>[] = [];
  let ready: Readiness = { ready: true };
  let warnings: string[] = [];
  let server: http.Server;
  let base = '';
  let metricsToken: string | undefined = TOKEN;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _e, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const metrics = createMetrics(new Registry());
    metrics.setSources({
      pageCache: () => ({ entries: 1, bytes: 10, hits: 7, misses: 3, evictions: 0 }),
      catalog: () => ({
        source: 'x',
        state: 'ok',
        loadedAt: new Date(Date.now() - 60_000).toISOString(),
        confirmedAt: new Date(Date.now() - 60_000).toISOString(),
        lastAttemptAt: null,
        lastError: null,
        lastErrorCode: null,
        productCount: 12,
        issues: [],
        refreshing: false,
      }),
      outbox: async () => ({ pending: 2, oldest: new Date(Date.now() - 120_000) }),
    });
    const ops = createOpsHttp({
      logger: createLogger({ destination: stream }),
      metrics,
      readiness: { check: async () => ready, warnings: () => warnings, drain: () => {} },
      get metricsToken() {
        return metricsToken;
      },
    });
    server = http.createServer((req, res) => {
      ops.observe(req, res);
      if (ops.serve(req, res)) return;
      if (req.url === '/falla') {
        res.statusCode = 500;
        res.end('mal');
        return;
      }
      res.end('página');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('/healthz 200 sin caché; /readyz 200 o 503 con el motivo', async () => {
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await fetch(`${base}/readyz`).then((r) => r.status)).toBe(200);
    ready = { ready: false, reason: 'base de datos sin respuesta' };
    const notReady = await fetch(`${base}/readyz`);
    expect(notReady.status).toBe(503);
    expect(notReady.headers.get('cache-control')).toBe('no-store');
    expect(await notReady.text()).toBe('no listo: base de datos sin respuesta\n');
    ready = { ready: true };
  });

  it('/readyz says when mails are only saved as files, and stays 200: the shop still serves visitors', async () => {
    expect(await fetch(`${base}/readyz`).then((r) => r.text())).toBe('listo\n');
    warnings = [MAIL_AS_FILES_WARNING];
    const answer = await fetch(`${base}/readyz`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('listo\naviso: correos guardados como archivos .eml (no hay SMTP_URL): no le llegan a nadie\n');
    ready = { ready: false, reason: 'catálogo no cargado' };
    expect(await fetch(`${base}/readyz`).then((r) => r.text())).toBe(
      'no listo: catálogo no cargado\naviso: correos guardados como archivos .eml (no hay SMTP_URL): no le llegan a nadie\n',
    );
    ready = { ready: true };
    warnings = [];
  });

  it('/metrics: 404 sin token, con uno equivocado o sin METRICS_TOKEN; texto de Prometheus con el bueno', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer otro-token-cualquiera-1234' } })).status).toBe(404);
    await fetch(`${base}/repuestos?q=ruleman`);
    const ok = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.status).toBe(200);
    const text = await ok.text();
    expect(text).toMatch(/tienda_http_requests_total\{route="catalog",status="200"\} [1-9]/);
    expect(text).toContain('tienda_page_cache_hits_total 7');
    expect(text).toContain('tienda_page_cache_misses_total 3');
    expect(text).toContain('tienda_catalog_products 12');
    expect(text).toContain('tienda_outbox_pending 2');
    expect(text).toMatch(/tienda_outbox_oldest_pending_seconds 1[12]\d/);
    expect(text).toMatch(/tienda_catalog_age_seconds [56]\d/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
    metricsToken = undefined;
    expect((await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    metricsToken = TOKEN;
  });

  it('cada respuesta lleva X-Request-Id y deja una línea con id, método, ruta, estado y duración', async () => {
    lines.length = 0;
    const res = await fetch(`${base}/producto/1-bomba?tel=3434551234`, { headers: { 'x-request-id': 'front-abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('front-abc-123');
    const forged = await fetch(`${base}/`, { headers: { 'x-request-id': 'x\u00e9\u00e9 no vale' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await fetch(`${base}/falla`);
    await new Promise((r) => setTimeout(r, 50));
    expect(lines[0]).toMatchObject({
      level: 'info',
      msg: 'request',
      reqId: 'front-abc-123',
      method: 'GET',
      route: 'product',
      status: 200,
      client: '127.0.0.0/24',
    });
    expect(typeof lines[0].ms).toBe('number');
    expect(lines[2]).toMatchObject({ level: 'error', route: 'other', status: 500 });
    expect(JSON.stringify(lines)).not.toContain('3434551234');
  });
});

describe('errorHandlerFor', () => {
  it('un error de Express: 500 con página en español y una línea con el stack y el id de la solicitud', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _e, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const logger = createLogger({ destination: stream });
    const ops = createOpsHttp({
      logger,
      metrics: createMetrics(new Registry()),
      readiness: { check: async () => ({ ready: true }), warnings: () => [], drain: () => {} },
      metricsToken: undefined,
    });
    const app = express();
    app.get('/producto/roto', () => {
      throw new Error('falló el render para juan@example.com');
    });
    app.use(errorHandlerFor(logger));
    const server = http.createServer((req, res) => {
      ops.observe(req, res);
      app(req, res);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/producto/roto`);
      expect(res.status).toBe(500);
      expect(await res.text()).toContain('Algo salió mal de nuestro lado');
      await new Promise((r) => setTimeout(r, 50));
      const failure = lines.find((l) => l.msg === 'unhandled error') as { err: { stack: string; message: string }; reqId: string; route: string };
      expect(failure.err.stack).toContain('http.test.ts');
      expect(failure.err.message).toBe('falló el render para [correo]');
      expect(failure.reqId).toBe(res.headers.get('x-request-id'));
      expect(failure.route).toBe('product');
      expect(lines.find((l) => l.msg === 'request failed')).toMatchObject({ status: 500, route: 'product' });
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
