import { describe, expect, it } from 'vitest';
import { burnPasswordCheck, DEFAULT_PARAMS, hashPassword, needsRehash, verifyPassword } from './password';
import { FAST_PARAMS } from '../../tests/support/staff';

describe('contraseñas con scrypt', () => {
  it('guarda parámetros, sal y clave, nunca la contraseña, y verifica solo la correcta', async () => {
    const hash = await hashPassword('correcta caballo batería', FAST_PARAMS);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(hash).not.toContain('correcta');
    expect(await verifyPassword('correcta caballo batería', hash)).toBe(true);
    expect(await verifyPassword('correcta caballo bateria', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('usa una sal nueva en cada hash', async () => {
    const [a, b] = await Promise.all([hashPassword('misma clave 12345', FAST_PARAMS), hashPassword('misma clave 12345', FAST_PARAMS)]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('misma clave 12345', a)).toBe(true);
    expect(await verifyPassword('misma clave 12345', b)).toBe(true);
  });

  it('los parámetros de producción son los de OWASP para scrypt (32 MiB) y funcionan', async () => {
    expect(DEFAULT_PARAMS).toEqual({ N: 2 ** 15, r: 8, p: 3 });
    const hash = await hashPassword('una contraseña de verdad');
    expect(hash.startsWith('scrypt$32768$8$3$')).toBe(true);
    expect(await verifyPassword('una contraseña de verdad', hash)).toBe(true);
    expect(needsRehash(hash)).toBe(false);
  });

  it('pide rehacer un hash más débil que el actual', async () => {
    expect(needsRehash(await hashPassword('clave de prueba 1', FAST_PARAMS))).toBe(true);
    expect(needsRehash('no es un hash')).toBe(true);
  });

  it('un hash mal formado o con parámetros absurdos nunca coincide (y no reserva memoria)', async () => {
    const good = await hashPassword('clave de prueba 2', FAST_PARAMS);
    const parts = good.split('$');
    for (const bad of [
      '',
      'bcrypt$10$abc',
      ['scrypt', 3000, 8, 1, parts[4], parts[5]].join('$'), // N not a power of two
      ['scrypt', 2 ** 22, 8, 1, parts[4], parts[5]].join('$'), // 4 GiB
      ['scrypt', 1024, 8, 1, '', parts[5]].join('$'),
      ['md5', ...parts.slice(1)].join('$'),
    ]) {
      expect(await verifyPassword('clave de prueba 2', bad)).toBe(false);
    }
  });

  it('la comprobación de relleno (cuenta inexistente) termina sin error', async () => {
    await expect(burnPasswordCheck('cualquier cosa')).resolves.toBeUndefined();
  });
});
