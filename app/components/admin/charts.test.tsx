import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GroupedBars, linearScale, niceTicks } from './charts';

describe('escalas de los gráficos', () => {
  it('marcas redondas desde 0 que cubren el máximo', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(17)).toEqual([0, 5, 10, 15, 20]);
    const ticks = niceTicks(1234);
    expect(ticks[0]).toBe(0);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(1234);
    expect(ticks.length).toBeLessThanOrEqual(6);
  });

  it('escala lineal, invertida para el eje vertical', () => {
    const y = linearScale(10, 240, 20);
    expect(y(0)).toBe(240);
    expect(y(10)).toBe(20);
    expect(y(5)).toBe(130);
    expect(linearScale(0, 0, 100)(0)).toBe(0);
  });

  it('las barras llevan sus valores, con role="img" y el resumen como nombre', () => {
    const html = renderToStaticMarkup(
      <GroupedBars
        testid="g"
        label="Resumen de prueba"
        labels={['01/05', '08/05']}
        series={[
          { name: 'Recibidos', color: '#000', values: [3, 7] },
          { name: 'Aceptados', color: '#111', values: [1, 0] },
        ]}
      />,
    );
    expect(html.match(/role="img"/g)).toHaveLength(2); // wide and phone drawings
    expect(html).toContain('aria-label="Resumen de prueba"');
    expect(html.match(/data-serie="Recibidos" data-valor="7"/g)).toHaveLength(2);
    expect(html).not.toContain('<script');
  });
});
