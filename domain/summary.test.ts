import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayStart,
  durationText,
  median,
  parseDay,
  parseSummaryRange,
  percentChange,
  presetRange,
  shopDay,
  sliceIndex,
  summariseDays,
  weekSlices,
} from './summary';

describe('días de la tienda', () => {
  it('el día empieza a las 00:00 de Paraná (03:00 UTC)', () => {
    expect(dayStart('2026-05-10').toISOString()).toBe('2026-05-10T03:00:00.000Z');
    expect(shopDay(new Date('2026-05-10T02:59:59.999Z'))).toBe('2026-05-09');
    expect(shopDay(new Date('2026-05-10T03:00:00.000Z'))).toBe('2026-05-10');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('solo fechas reales entre 2000 y 2100', () => {
    expect(parseDay('2026-02-28')).toBe('2026-02-28');
    for (const bad of ['2026-02-30', '0000-01-01', '9999-12-31', '1999-12-31', 'ayer', '2026-1-1', '', null, '2026-13-01']) expect(parseDay(bad)).toBeNull();
  });
});

describe('período del resumen', () => {
  const today = '2026-05-10';

  it('sin parámetros: los últimos 30 días, comparados con los 30 anteriores', () => {
    const r = parseSummaryRange({}, today);
    expect(r).toMatchObject({ ok: true, range: { from: '2026-04-11', to: today, days: 30, preset: 30, previous: { from: '2026-03-12', to: '2026-04-10' } } });
  });

  it('rango=7 y rango=90', () => {
    expect(parseSummaryRange({ rango: '7' }, today).range).toMatchObject({ from: '2026-05-04', to: today, days: 7 });
    expect(parseSummaryRange({ rango: '90' }, today).range.days).toBe(90);
  });

  it('dos fechas: ambas incluidas', () => {
    const r = parseSummaryRange({ desde: '2026-01-01', hasta: '2026-01-31' }, today);
    expect(r).toMatchObject({
      ok: true,
      range: { from: '2026-01-01', to: '2026-01-31', days: 31, preset: null, previous: { from: '2025-12-01', to: '2025-12-31' } },
    });
  });

  it('rangos falsos: mensaje en castellano y los últimos 30 días', () => {
    for (const params of [
      { desde: '2026-02-01', hasta: '2026-01-01' },
      { desde: '0000-01-01', hasta: '2026-01-01' },
      { desde: '2026-01-01', hasta: '9999-12-31' },
      { desde: 'ayer', hasta: 'hoy' },
      { desde: '2026-01-01' },
      { desde: '2020-01-01', hasta: '2026-01-01' },
      { rango: '365' },
      { rango: '<script>' },
    ]) {
      const r = parseSummaryRange(params, today);
      expect(r.ok, JSON.stringify(params)).toBe(false);
      if (!r.ok) expect(r.message).toMatch(/Se muestran los últimos 30 días/);
      expect(r.range).toMatchObject({ from: '2026-04-11', to: today });
    }
  });
});

describe('semanas', () => {
  it('cortadas desde el último día: la última entera, la primera puede ser más corta', () => {
    const range = { from: '2026-04-11', to: '2026-05-10' };
    const slices = weekSlices(range);
    expect(slices).toHaveLength(5);
    expect(slices[4]).toEqual({ from: '2026-05-04', to: '2026-05-10' });
    expect(slices[0]).toEqual({ from: '2026-04-11', to: '2026-04-12' });
    expect(sliceIndex(range, '2026-05-04')).toBe(4);
    expect(sliceIndex(range, '2026-05-03')).toBe(3);
    expect(sliceIndex(range, '2026-04-12')).toBe(0);
    expect(sliceIndex(range, '2026-04-10')).toBe(-1);
    // Every day of the range falls in the slice that holds it.
    for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
      const s = slices[sliceIndex(range, day)];
      expect(day >= s.from && day <= s.to).toBe(true);
    }
  });

  it('siete días: una sola semana', () => {
    expect(weekSlices({ from: '2026-05-04', to: '2026-05-10' })).toEqual([{ from: '2026-05-04', to: '2026-05-10' }]);
  });
});

describe('estadística', () => {
  it('mediana', () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('cambio porcentual', () => {
    expect(percentChange(15, 10)).toBe(50);
    expect(percentChange(5, 10)).toBe(-50);
    expect(percentChange(3, 0)).toBeNull();
  });

  it('duraciones para leer', () => {
    expect(durationText(null)).toBe('sin datos');
    expect(durationText(0.5)).toBe('30 min');
    expect(durationText(3)).toBe('3 h');
    expect(durationText(60)).toBe('2,5 días');
  });
});

describe('summariseDays', () => {
  const range = presetRange(7, '2026-05-10');
  const day = (d: string, received: number, delays: number[], accepted = 0) => ({ day: d, received, answered: delays.length, accepted, delays });

  it('suma los días por semana y por período, y toma la mediana de todas las demoras juntas', () => {
    const s = summariseDays(range, [
      day('2026-05-10', 2, [3_600, 7_200], 1),
      day('2026-05-04', 1, [36_000]),
      day('2026-05-03', 1, [1_800]), // the span before
      day('2026-04-20', 5, [60]), // outside both
    ]);
    expect(s.weeks).toEqual([{ from: '2026-05-04', to: '2026-05-10', received: 3, answered: 3, accepted: 1, medianHours: 2 }]);
    expect(s.current).toEqual({ received: 3, answered: 3, accepted: 1, medianHours: 2 });
    expect(s.previous).toEqual({ received: 1, answered: 1, accepted: 0, medianHours: 0.5 });
  });

  it('sin días: ceros y sin mediana', () => {
    const s = summariseDays(presetRange(30, '2026-05-10'), []);
    expect(s.weeks).toHaveLength(5);
    expect(s.weeks.every((w) => w.received === 0 && w.medianHours === null)).toBe(true);
    expect(s.current.medianHours).toBeNull();
  });
});
