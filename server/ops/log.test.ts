import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, maskAddress, routeConsoleThroughLogger, scrub } from './log';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger({ destination: stream, level: 'debug' }) };
}

describe('scrub', () => {
  it('quita correos, teléfonos y tokens; deja las direcciones (las de la tienda)', () => {
    const text = scrub(
      'de juan.perez+x@campo.com.ar tel +54 9 343 555-1234 (0343) 4551234 Bearer abc.def token ' + 'q9XkT0pLmN2bV4cR7sW1yZ3aE5dF8gH6 desde 203.0.113.77',
    );
    expect(text).not.toMatch(/juan|campo\.com/);
    expect(text).not.toMatch(/555|4551234/);
    expect(text).not.toMatch(/abc\.def|q9XkT0/);
    expect(text).toContain('203.0.113.77');
  });

  it('deja intactos los mensajes comunes', () => {
    expect(scrub('actualizado: 12000 filas, 340 ms, leído 2026-11-26T19:44:47.379Z')).toBe('actualizado: 12000 filas, 340 ms, leído 2026-11-26T19:44:47.379Z');
  });
});

describe('maskAddress', () => {
  it('IPv4 a /24, IPv6 a /48, IPv4 mapeada a /24', () => {
    expect(maskAddress('203.0.113.77')).toBe('203.0.113.0/24');
    expect(maskAddress('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(maskAddress('2001:db8:1234:5678::9')).toBe('2001:db8:1234::/48');
    expect(maskAddress('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(maskAddress('no es una dirección')).toBeUndefined();
  });
});

describe('logger', () => {
  it('una línea JSON con hora y nivel; las claves conocidas se ocultan', () => {
    const { lines, logger } = capture();
    logger.info({ email: 'a@b.com', user: { password: 'x', token: 'y' }, route: 'quote' }, 'hola');
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({ level: 'info', msg: 'hola', route: 'quote', email: '[oculto]', user: { password: '[oculto]', token: '[oculto]' } });
    expect(typeof line.time).toBe('string');
    expect(JSON.stringify(line)).not.toContain('a@b.com');
  });

  it('console.* pasa por el logger, limpio, y un Error guarda su stack', () => {
    const { lines, logger } = capture();
    const restore = routeConsoleThroughLogger(logger);
    try {
      console.warn('[correo] envío fallido a cliente@example.com');
      console.error('falló:', new Error('se rompió algo'));
    } finally {
      restore();
    }
    expect(lines[0]).toMatchObject({ level: 'warn', msg: '[correo] envío fallido a [correo]' });
    expect(lines[1]).toMatchObject({ level: 'error', msg: 'falló: se rompió algo' });
    expect((lines[1].err as { stack: string }).stack).toContain('log.test.ts');
  });

  it('sin el transporte legible (instalado sin dependencias de desarrollo) escribe JSON en vez de fallar', () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const logger = createLogger({ pretty: true, prettyTarget: 'pino-pretty-no-instalado', destination: stream });
    logger.info('hola');
    expect(lines[0]).toMatchObject({ level: 'warn', msg: 'pino-pretty-no-instalado no está instalado: los registros salen en JSON' });
    expect(lines[1]).toMatchObject({ level: 'info', msg: 'hola' });
  });
});
