// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaticSection } from './static-section';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Page({ text }: { text: string }) {
  const [more, setMore] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setMore(true)}>
        más
      </button>
      <StaticSection as="section" id="fija">
        <p>{text}</p>
      </StaticSection>
      {/* Mounted after hydration, as a client-side navigation mounts a page. */}
      {more ? (
        <StaticSection as="section" id="nueva">
          <p>{text}</p>
        </StaticSection>
      ) : null}
    </main>
  );
}

function withoutDocument<T>(render: () => T): T {
  const saved = globalThis.document;
  vi.stubGlobal('document', undefined);
  try {
    return render();
  } finally {
    vi.stubGlobal('document', saved);
  }
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('StaticSection in the browser (react-dom client, jsdom)', () => {
  it("keeps the server's nodes through hydration without an error, and renders when mounted later", async () => {
    const container = document.createElement('div');
    // As on the server, where there is no document (jsdom has one).
    const html = withoutDocument(() => renderToString(<Page text="Sobre nosotros" />));
    expect(html).toContain('<section id="fija"><p>Sobre nosotros</p></section>');
    container.innerHTML = html;
    document.body.append(container);
    const serverParagraph = container.querySelector('#fija p')!;
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));

    await act(async () => {
      hydrateRoot(container, <Page text="Sobre nosotros" />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('#fija p')).toBe(serverParagraph);
    expect(serverParagraph.textContent).toBe('Sobre nosotros');
    // React did not attach to what is inside: no fiber on the paragraph.
    expect(Object.keys(serverParagraph).some((key) => key.startsWith('__reactFiber$'))).toBe(false);

    await act(async () => container.querySelector('button')!.click());
    expect(container.querySelector('#nueva')!.innerHTML).toBe('<p>Sobre nosotros</p>');
    // The kept section is still the server's after the re-render.
    expect(container.querySelector('#fija p')).toBe(serverParagraph);
  });
});
