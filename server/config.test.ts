import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('configuration', () => {
  it('has working defaults: the sample catalogue, ./.data, port 3000, the shop e-mail as inbox and sender', () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.WEB_CONCURRENCY).toBe(1);
    expect(config.CATALOG_REFRESH_SECONDS).toBe(300);
    expect(config.catalogSource).toBe(path.resolve('data/catalogo.csv'));
    expect(config.dataDir).toBe(path.resolve('.data'));
    expect(config.mailTo).toBe(config.SHOP_EMAIL);
    expect(config.mailFrom).toBe(config.SHOP_EMAIL);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('reads the DESIGN.md variable names', () => {
    const config = parseConfig({
      PORT: '8080',
      CATALOG_SOURCE: 'google-sheets:abc#Hoja 1',
      CATALOG_REFRESH_SECONDS: '60',
      DATA_DIR: '/tmp/tienda',
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/tienda',
      SMTP_URL: 'smtp://u:p@127.0.0.1:2525',
      MAIL_TO: 'ventas@example.com',
      MAIL_FROM: 'Tienda <no-reply@example.com>',
      SHOP_EMAIL: 'hola@example.com',
      WHATSAPP_NUMBER: '5493434000000',
      WEB_CONCURRENCY: '4',
      SHUTDOWN_GRACE_MS: '3000',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      WEB_CONCURRENCY: 4,
      SHUTDOWN_GRACE_MS: 3000,
      catalogSource: 'google-sheets:abc#Hoja 1',
      CATALOG_REFRESH_SECONDS: 60,
      dataDir: '/tmp/tienda',
      mailTo: 'ventas@example.com',
      mailFrom: 'Tienda <no-reply@example.com>',
      WHATSAPP_NUMBER: '5493434000000',
    });
  });

  it('treats an empty variable as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'ochenta'],
    ['PORT', '70000'],
    ['CATALOG_REFRESH_SECONDS', '1'],
    ['DATABASE_URL', 'mysql://x'],
    ['SMTP_URL', 'http://mail'],
    ['SHOP_EMAIL', 'no-es-correo'],
    ['WHATSAPP_NUMBER', '+54 9 343 400-0000'],
    ['WEB_CONCURRENCY', 'cuatro'],
    ['WEB_CONCURRENCY', '0'],
    ['WEB_CONCURRENCY', '2.5'],
    ['WEB_CONCURRENCY', '1000'],
    ['SHUTDOWN_GRACE_MS', 'veinte'],
    ['SHUTDOWN_GRACE_MS', '-1'],
    ['SHUTDOWN_GRACE_MS', '1.5'],
  ])('a wrong %s stops the start with a message naming it', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });
});

describe('TRUST_PROXY', () => {
  // What Express then believes as the client address, with a forged X-Forwarded-For from loopback.
  async function clientAddressSeen(env: Record<string, string>): Promise<string> {
    const { default: express } = await import('express');
    const app = express();
    app.set('trust proxy', parseConfig(env).TRUST_PROXY ?? false);
    app.get('/', (req, res) => {
      res.send(req.ip);
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as { port: number };
      const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'X-Forwarded-For': '203.0.113.7' } });
      return (await response.text()).replace(/^::ffff:/, '');
    } finally {
      server.close();
    }
  }

  it('believes no forwarded header by default, so a forged one cannot change the client address', async () => {
    expect(parseConfig({}).TRUST_PROXY).toBeUndefined();
    expect(await clientAddressSeen({})).toBe('127.0.0.1');
  });

  it('believes the proxies it names: a hop count, or their addresses and CIDRs', async () => {
    expect(parseConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).TRUST_PROXY).toEqual(['10.0.0.0/8', 'loopback']);
    expect(await clientAddressSeen({ TRUST_PROXY: '1' })).toBe('203.0.113.7');
    expect(await clientAddressSeen({ TRUST_PROXY: 'loopback' })).toBe('203.0.113.7');
    // A request from an address that is not a named proxy keeps its own address.
    expect(await clientAddressSeen({ TRUST_PROXY: '10.0.0.0/8' })).toBe('127.0.0.1');
  });

  it('refuses "true" and malformed values with a message naming the variable', () => {
    for (const value of ['true', '10.0.0.0/40', 'proxy.example.com', '1.2.3', '-1']) {
      expect(() => parseConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: debe ser un número de saltos/);
    }
  });
});

describe('photo settings', () => {
  it('reads PRICES_INCLUDE_IVA as yes, no or unset (then prices say nothing about IVA)', () => {
    expect(parseConfig({}).PRICES_INCLUDE_IVA).toBeUndefined();
    expect(parseConfig({ PRICES_INCLUDE_IVA: '' }).PRICES_INCLUDE_IVA).toBeUndefined();
    expect(parseConfig({ PRICES_INCLUDE_IVA: 'true' }).PRICES_INCLUDE_IVA).toBe(true);
    expect(parseConfig({ PRICES_INCLUDE_IVA: 'false' }).PRICES_INCLUDE_IVA).toBe(false);
    expect(() => parseConfig({ PRICES_INCLUDE_IVA: 'si' })).toThrow(/PRICES_INCLUDE_IVA/);
  });

  it('reads IMAGE_ALLOW_PRIVATE_HOSTS as lower-case host names, none by default', () => {
    expect(parseConfig({}).IMAGE_ALLOW_PRIVATE_HOSTS).toEqual([]);
    expect(parseConfig({ IMAGE_ALLOW_PRIVATE_HOSTS: 'localhost, 127.0.0.1,Fotos.Intranet' }).IMAGE_ALLOW_PRIVATE_HOSTS).toEqual([
      'localhost',
      '127.0.0.1',
      'fotos.intranet',
    ]);
    expect(() => parseConfig({ IMAGE_ALLOW_PRIVATE_HOSTS: 'http://fotos/' })).toThrow(/IMAGE_ALLOW_PRIVATE_HOSTS/);
  });

  it('bounds the prepared photos on disk (PHOTO_CACHE_MB)', () => {
    expect(parseConfig({}).PHOTO_CACHE_MB).toBe(6144);
    expect(parseConfig({ PHOTO_CACHE_MB: '500' }).PHOTO_CACHE_MB).toBe(500);
    expect(() => parseConfig({ PHOTO_CACHE_MB: '10' })).toThrow(/PHOTO_CACHE_MB/);
  });
});
