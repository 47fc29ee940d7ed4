import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious } from './carousel';

describe('Carousel', () => {
  it('throws when a part is used outside its container (docs/product.md §8)', () => {
    for (const part of [
      <CarouselNext key="n" />,
      <CarouselPrevious key="p" />,
      <CarouselContent key="c">x</CarouselContent>,
      <CarouselItem key="i">x</CarouselItem>,
    ]) {
      expect(() => renderToString(part)).toThrow('useCarousel debe usarse dentro de <Carousel>');
    }
  });

  it('renders its slides on the server as a plain scrollable row, arrows disabled until Embla attaches', () => {
    const html = renderToString(
      <Carousel label="Neumáticos" loop>
        <CarouselPrevious />
        <CarouselContent>
          <CarouselItem label="1 de 2">uno</CarouselItem>
          <CarouselItem label="2 de 2">dos</CarouselItem>
        </CarouselContent>
        <CarouselNext />
      </Carousel>,
    );
    expect(html).toContain('aria-roledescription="carrusel"');
    expect(html).toContain('aria-label="Neumáticos"');
    expect(html).toContain('data-loop="true"');
    expect(html).toContain('overflow-x-auto');
    expect(html.match(/aria-roledescription="diapositiva"/g)).toHaveLength(2);
    expect(html.match(/disabled=""/g)).toHaveLength(2);
  });
});
