import { describe, expect, it } from 'vitest';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { cspWithHashes, securityHeaders, staticHeaders } from './security-headers';

describe('the Content-Security-Policy', () => {
  it('names no Google host when the Ads tag is off', () => {
    const policy = cspWithHashes({ development: false, analytics: false }, ["'sha256-abc'"]);
    expect(policy).not.toMatch(/google|doubleclick/);
    expect(policy).toContain("script-src 'self' 'sha256-abc'");
  });
  it('allows the tag hosts when the Ads tag is on', () => {
    expect(cspWithHashes({ development: false, analytics: true }, [])).toContain('https://www.googletagmanager.com');
  });
});

describe('the headers of answers that are not pages', () => {
  it('are the headers pages get, with a policy that lets a file load or run nothing', async () => {
    const app = express();
    app.use(securityHeaders({ development: false }));
    app.get('/', (_req, res) => void res.send('<p>página</p>'));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const page = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    server.close();
    const fixed = staticHeaders({ development: false });
    const pageNames = [...page.headers.keys()].filter((name) => !['content-type', 'content-length', 'etag', 'date', 'connection', 'keep-alive'].includes(name));
    expect(Object.keys(fixed).sort()).toEqual(pageNames.sort());
    for (const name of pageNames) if (name !== 'content-security-policy') expect(fixed[name], name).toBe(page.headers.get(name));
    expect(fixed['x-content-type-options']).toBe('nosniff');
    expect(fixed['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(fixed['content-security-policy']).toMatch(/default-src 'none'/);
    expect(fixed['content-security-policy']).toMatch(/frame-ancestors 'self'/);
    expect(fixed['content-security-policy']).not.toMatch(/script-src/);
  });

  it('send no HSTS in development, as pages do', () => {
    expect(staticHeaders({ development: true })['strict-transport-security']).toBeUndefined();
  });
});
