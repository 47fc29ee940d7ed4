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
    });
    expect(config).toMatchObject({
      PORT: 8080,
      WEB_CONCURRENCY: 4,
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
  ])('a wrong %s stops the start with a message naming it', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });
});
