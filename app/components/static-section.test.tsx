import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StaticSection } from './static-section';

// The section is its own element: the server's HTML is what the plain element gives, so the page
// does not change (the browser side is in tests/e2e/static-sections.spec.ts).
describe('StaticSection on the server', () => {
  it('renders its element with its attributes and children, as the plain element would', () => {
    const content = (
      <>
        <h2 id="t">Sobre nosotros</h2>
        <a href="/politica-de-privacidad">Política de privacidad</a>
      </>
    );
    expect(
      renderToString(
        <StaticSection as="section" id="nosotros" aria-labelledby="t" className="py-12" data-testid="x">
          {content}
        </StaticSection>,
      ),
    ).toBe(
      renderToString(
        <section id="nosotros" aria-labelledby="t" className="py-12" data-testid="x">
          {content}
        </section>,
      ),
    );
  });

  it('is a div unless told otherwise, and a text child stays text', () => {
    expect(renderToString(<StaticSection className="a">Original, importado.</StaticSection>)).toBe('<div class="a">Original, importado.</div>');
    expect(renderToString(<StaticSection as="p">a &lt; b</StaticSection>)).toBe('<p>a &lt; b</p>');
  });
});
