import { describe, expect, it } from 'vitest';
import { REQUEST_STATES } from '../db/schema';
import { NOTES_MAX } from '#domain/staff';
import { containsPattern, foldText, phoneDigits, searchWords } from './search';
import { requestUpdateSchema, parseListQuery } from './schemas';

describe('búsqueda y filtros', () => {
  it('sin acentos ni mayúsculas, a lo sumo seis palabras; comodines de LIKE literales', () => {
    expect(foldText('NEUMÁTICO Añejo')).toBe('neumatico anejo');
    expect(searchWords('  Juan   PÉREZ  ')).toEqual(['juan', 'perez']);
    expect(searchWords('a b c d e f g h')).toHaveLength(6);
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
    expect(phoneDigits('343-555')).toBe('343555');
    expect(phoneDigits('ab')).toBeNull();
    expect(phoneDigits('12')).toBeNull();
  });

  it('los filtros de la URL caen en valores por defecto si son raros', () => {
    expect(parseListQuery(new URL('http://x/a?estado=cerrado&q=%20ana%20&pagina=3'))).toEqual({ estado: 'cerrado', q: 'ana', pagina: 3 });
    expect(parseListQuery(new URL('http://x/a?estado=borrado&pagina=-1'))).toEqual({ estado: undefined, q: '', pagina: 1 });
    expect(parseListQuery(new URL(`http://x/a?q=${'x'.repeat(200)}`)).q).toBe('');
  });

  it('los cambios de estado y notas se validan exactamente', () => {
    expect(requestUpdateSchema.safeParse({ intent: 'estado', estado: 'contactado' }).success).toBe(true);
    expect(requestUpdateSchema.safeParse({ intent: 'estado', estado: 'borrado' }).success).toBe(false);
    expect(requestUpdateSchema.safeParse({ intent: 'notas', notas: 'x'.repeat(NOTES_MAX + 1) }).success).toBe(false);
    expect(requestUpdateSchema.safeParse({ intent: 'otra' }).success).toBe(false);
  });

  it('cada estado del esquema se puede filtrar y elegir; ningún otro', () => {
    for (const estado of REQUEST_STATES) {
      expect(parseListQuery(new URL(`http://x/a?estado=${estado}`)).estado).toBe(estado);
      expect(requestUpdateSchema.safeParse({ intent: 'estado', estado }).success).toBe(true);
    }
    for (const estado of ['Nuevo', 'respondido ', 'spam', '']) {
      expect(parseListQuery(new URL(`http://x/a?estado=${encodeURIComponent(estado)}`)).estado).toBeUndefined();
      expect(requestUpdateSchema.safeParse({ intent: 'estado', estado }).success).toBe(false);
    }
  });
});
