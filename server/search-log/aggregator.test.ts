import { describe, expect, it } from 'vitest';
import type { SearchInterpretation } from '#domain/search-plan';
import { MAX_PENDING_TEXTS, SearchLogBuffer, isLogged, searchLogKey } from './aggregator';
import { outcome, typo } from '../../tests/support/search';

describe('qué búsquedas se registran', () => {
  it('las vacías y las aproximadas con texto; nunca las exactas ni las que no tienen texto', () => {
    const buffer = new SearchLogBuffer();
    expect(buffer.record(outcome('bateria 12v'))).toBe(true);
    expect(buffer.record(typo('bomaba hidraulica', 'bomba hidráulica'))).toBe(true);
    expect(buffer.record(outcome('rodamiento 6205', { step: 'exact' }))).toBe(false);
    expect(buffer.record(outcome('', { query: '🙂🙂' }))).toBe(false);
    expect(buffer.record(outcome('   '))).toBe(false);
    expect(buffer.size).toBe(2);
    expect(isLogged({ step: 'exact', approximate: false })).toBe(false);
    expect(isLogged({ step: 'any', approximate: true })).toBe(true);
    expect(isLogged({ step: null, approximate: false })).toBe(true);
  });

  it('no guarda datos personales: una dirección de correo escrita en el buscador no se registra', () => {
    const buffer = new SearchLogBuffer();
    expect(buffer.record(outcome('juanperezgmailcom', { query: 'juan.perez@gmail.com' }))).toBe(false);
    expect(buffer.size).toBe(0);
  });

  it('la clave es el texto normalizado, sin caracteres de control y cortado a 100', () => {
    expect(searchLogKey(outcome('  filtro\u0000  aceite\n'))).toBe('filtro aceite');
    expect(searchLogKey(outcome('a'.repeat(150)))).toBe('a'.repeat(100));
    expect(searchLogKey(outcome('\u0007'))).toBeNull();
  });
});

describe('el conteo en memoria', () => {
  it('suma las veces por texto y guarda el último resultado', () => {
    const buffer = new SearchLogBuffer();
    buffer.record(outcome('ruleman 6205'), 1_000);
    buffer.record(typo('filtor aceite', 'filtro aceite'), 1_500);
    buffer.record(outcome('ruleman 6205'), 2_000);
    buffer.record(outcome('ruleman 6205', { step: 'synonyms', approximate: true, shownAs: 'rodamiento 6205' }), 3_000);
    const batch = buffer.take();
    expect(batch).toEqual([
      { text: 'filtor aceite', count: 1, step: 'typo', shownAs: 'filtro aceite', firstSeen: 1_500, lastSeen: 1_500 },
      { text: 'ruleman 6205', count: 3, step: 'synonyms', shownAs: 'rodamiento 6205', firstSeen: 1_000, lastSeen: 3_000 },
    ]);
    expect(batch.reduce((n, e) => n + e.count, 0)).toBe(4);
    // take() empties the buffer.
    expect(buffer.size).toBe(0);
    expect(buffer.take()).toEqual([]);
  });

  it('sin resultado no guarda "qué se mostró" aunque venga un texto', () => {
    const buffer = new SearchLogBuffer();
    buffer.record(outcome('gato hidraulico', { shownAs: 'algo' }));
    expect(buffer.take()[0]).toMatchObject({ step: null, shownAs: null });
  });

  it('está acotado: lleno, descarta textos nuevos y los cuenta, pero sigue sumando los que ya tiene', () => {
    const buffer = new SearchLogBuffer(3);
    for (const text of ['a1', 'a2', 'a3', 'a4', 'a5']) buffer.record(outcome(text));
    buffer.record(outcome('a4'));
    expect(buffer.record(outcome('a1'))).toBe(true);
    expect(buffer.size).toBe(3);
    expect(buffer.dropped).toBe(3);
    expect(buffer.takeDropped()).toBe(3);
    expect(buffer.takeDropped()).toBe(0);
    expect(buffer.take().map((e) => [e.text, e.count])).toEqual([
      ['a1', 2],
      ['a2', 1],
      ['a3', 1],
    ]);
  });

  it('un bot con 100.000 textos distintos no pasa de 1.000 en memoria', () => {
    const buffer = new SearchLogBuffer();
    for (let i = 0; i < 100_000; i++) buffer.record(outcome(`zz${i.toString(36)}`));
    expect(buffer.size).toBe(MAX_PENDING_TEXTS);
    expect(buffer.dropped).toBe(100_000 - MAX_PENDING_TEXTS);
  });

  it('un lote devuelto (la base falló) se suma a lo que llegó mientras tanto, dentro del mismo límite', () => {
    const buffer = new SearchLogBuffer(3);
    buffer.record(outcome('x1'), 1_000);
    buffer.record(outcome('x1'), 1_100);
    buffer.record(outcome('x2'), 1_200);
    const failed = buffer.take();
    buffer.record(typo('x1', 'x uno'), 2_000);
    buffer.record(outcome('x3'), 2_100);
    buffer.record(outcome('x4'), 2_200);
    buffer.restore(failed);
    const merged = buffer.take();
    expect(merged.map((e) => [e.text, e.count])).toEqual([
      ['x1', 3],
      ['x3', 1],
      ['x4', 1],
    ]);
    // x1 keeps its first time from the failed batch and its newest outcome from the later search.
    expect(merged[0]).toMatchObject({ firstSeen: 1_000, lastSeen: 2_000, step: 'typo', shownAs: 'x uno' });
    // x2 no longer fitted: dropped and counted.
    expect(buffer.dropped).toBe(1);
  });

  it('nunca falla con una interpretación rara', () => {
    const buffer = new SearchLogBuffer();
    expect(buffer.record(null as unknown as SearchInterpretation)).toBe(false);
    expect(buffer.record({ step: null } as unknown as SearchInterpretation)).toBe(false);
    expect(buffer.record(outcome('ok', { shownAs: 12 as unknown as string, step: 'any', approximate: true }))).toBe(true);
  });
});
