// Unit tests of the small security pieces: cookie, origin check, return paths, tokens.
import { describe, expect, it } from 'vitest';
import { isAdminPath, safeReturnTo } from '#domain/staff';
import { clearSessionCookie, readSessionToken, serializeSessionCookie } from './cookie';
import { isCrossSiteRequest } from './origin';
import { hashToken, looksLikeToken, newToken, safeEqual } from './tokens';

const post = (headers: Record<string, string>, url = 'https://tienda.example/admin/presupuestos/x') => new Request(url, { method: 'POST', headers });

describe('cookie de sesión', () => {
  it('en producción: __Host-, Secure, HttpOnly, SameSite=Lax, Path=/ y sin Domain', () => {
    const cookie = serializeSessionCookie('TOKEN', 3600, { secure: true });
    expect(cookie.startsWith('__Host-tienda_staff=TOKEN;')).toBe(true);
    for (const attr of ['Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=3600', 'Secure']) expect(cookie).toContain(attr);
    expect(cookie.toLowerCase()).not.toContain('domain=');
  });

  it('en desarrollo (http) no es Secure ni lleva el prefijo', () => {
    const cookie = serializeSessionCookie('TOKEN', 60, { secure: false });
    expect(cookie.startsWith('tienda_staff=TOKEN;')).toBe(true);
    expect(cookie).not.toContain('Secure');
    expect(cookie).toContain('HttpOnly');
  });

  it('borrarla la vence ya', () => {
    const cookie = clearSessionCookie({ secure: true });
    expect(cookie).toMatch(/^__Host-tienda_staff=;/);
    expect(cookie).toContain('Max-Age=0');
  });

  it('lee solo su cookie, con el nombre según el modo', () => {
    const header = 'a=1; tienda_staff=abc; __Host-tienda_staff=xyz; b=2';
    expect(readSessionToken(header, { secure: false })).toBe('abc');
    expect(readSessionToken(header, { secure: true })).toBe('xyz');
    expect(readSessionToken('x_tienda_staff=nope', { secure: false })).toBeNull();
    expect(readSessionToken(null, { secure: false })).toBeNull();
    expect(readSessionToken('tienda_staff=', { secure: false })).toBeNull();
  });
});

describe('origen de las solicitudes que cambian datos', () => {
  it('acepta el mismo origen (por Sec-Fetch-Site o por Origin) y lo que no trae ninguno (queda el token)', () => {
    expect(isCrossSiteRequest(post({ 'sec-fetch-site': 'same-origin', origin: 'https://tienda.example' }))).toBe(false);
    expect(isCrossSiteRequest(post({ origin: 'https://tienda.example' }))).toBe(false);
    expect(isCrossSiteRequest(post({}))).toBe(false);
  });

  it('rechaza otro sitio, un subdominio hermano, un origen nulo o inválido', () => {
    expect(isCrossSiteRequest(post({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSiteRequest(post({ 'sec-fetch-site': 'same-site' }))).toBe(true);
    expect(isCrossSiteRequest(post({ origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSiteRequest(post({ origin: 'https://tienda.example.evil.example' }))).toBe(true);
    expect(isCrossSiteRequest(post({ origin: 'null' }))).toBe(true);
    expect(isCrossSiteRequest(post({ origin: 'no es url' }))).toBe(true);
  });

  it('detrás de un proxy acepta el host de PUBLIC_URL aunque la URL interna sea otra', () => {
    const internal = post({ origin: 'https://www.tienda.com.ar' }, 'http://127.0.0.1:3000/admin/x');
    expect(isCrossSiteRequest(internal)).toBe(true);
    expect(isCrossSiteRequest(internal, 'https://www.tienda.com.ar')).toBe(false);
  });
});

describe('a dónde volver después de ingresar', () => {
  it('solo rutas del panel; cualquier otra cosa va a Presupuestos', () => {
    expect(safeReturnTo('/admin/consultas?estado=nuevo&q=ana')).toBe('/admin/consultas?estado=nuevo&q=ana');
    expect(safeReturnTo('/admin')).toBe('/admin');
    for (const bad of [
      null,
      '',
      'https://evil.example/admin',
      '//evil.example/admin',
      '/admin//evil',
      '/\\evil',
      '/presupuesto',
      '/administrador',
      '/admin/ingresar',
      '/admin/api/salir',
      'javascript:alert(1)',
      // Copied into a Location header: a long one would make an answer no client can read.
      `/admin/consultas?q=${'%25'.repeat(1000)}`,
    ]) {
      expect(safeReturnTo(bad)).toBe('/admin/resumen');
    }
  });

  it('reconoce el área del personal', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/correos')).toBe(true);
    expect(isAdminPath('/administracion')).toBe(false);
    expect(isAdminPath('/')).toBe(false);
  });
});

describe('tokens', () => {
  it('son aleatorios, de 256 bits, y se guardan como SHA-256', () => {
    const a = newToken();
    expect(looksLikeToken(a)).toBe(true);
    expect(a).not.toBe(newToken());
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a)).not.toContain(a);
    expect(looksLikeToken('corto')).toBe(false);
    expect(looksLikeToken(`${a.slice(0, 42)}!`)).toBe(false);
  });

  it('se comparan sin depender del largo ni del contenido', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
    expect(safeEqual('', 'a')).toBe(false);
  });
});
