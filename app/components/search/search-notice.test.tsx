// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchInterpretation } from '#domain/search-plan';
import { SearchNotice, searchNoticeText } from './search-notice';

const base: SearchInterpretation = {
  query: 'bomaba hidraulica',
  normalized: 'bomaba hidraulica',
  step: 'typo',
  approximate: true,
  shownAs: 'bomba hidráulica',
  condition: null,
};

function mount(interpretation: SearchInterpretation, exactHref = '/buscar?q=bomaba+hidraulica&exacto=1') {
  const Stub = createRoutesStub([{ path: '/', Component: () => <SearchNotice interpretation={interpretation} exactHref={exactHref} /> }]);
  return render(<Stub initialEntries={['/']} />);
}

afterEach(cleanup);

describe('SearchNotice', () => {
  it('says when the words are only mentioned, never calling those results exact', () => {
    expect(searchNoticeText({ ...base, query: 'reten de moto', step: 'mention', shownAs: 'reten de moto' })?.approximate).toBe(
      'No encontramos productos que se llamen "reten de moto". Mostramos los que lo mencionan.',
    );
  });

  it('says plainly that the results are approximate, and for which words', () => {
    mount(base);
    expect(screen.getByTestId('aviso-busqueda').textContent).toContain('No encontramos "bomaba hidraulica". Mostramos resultados para "bomba hidráulica".');
    const link = screen.getByRole('link', { name: 'Buscar exactamente "bomaba hidraulica"' });
    expect(link.getAttribute('href')).toBe('/buscar?q=bomaba+hidraulica&exacto=1');
  });

  it('adds the condition read from the words', () => {
    const text = searchNoticeText({ ...base, query: 'bomaba usada', shownAs: 'bomba', condition: 'Usado' });
    expect(text).toEqual({ approximate: 'No encontramos "bomaba usada". Mostramos resultados para "bomba".', condition: 'Mostramos solo productos usados.' });
    mount({ ...base, query: 'bomaba nueva', shownAs: 'bomba', condition: 'Nuevo' });
    expect(screen.getByTestId('aviso-busqueda').textContent).toContain(
      'No encontramos "bomaba nueva". Mostramos resultados para "bomba". Mostramos solo productos nuevos.',
    );
  });

  it('with an exact answer and a condition word, only the filter is mentioned', () => {
    mount({ ...base, query: 'bomba usada', step: 'exact', approximate: false, shownAs: null, condition: 'Usado' });
    const notice = screen.getByTestId('aviso-busqueda');
    expect(notice.textContent).not.toContain('No encontramos');
    expect(notice.textContent).toContain('Mostramos solo productos usados.');
    expect(screen.getByRole('link', { name: 'Buscar exactamente "bomba usada"' })).toBeTruthy();
  });

  it('an approximate answer without readable words still never looks exact', () => {
    expect(searchNoticeText({ ...base, shownAs: null })?.approximate).toBe('No encontramos "bomaba hidraulica". Mostramos resultados parecidos.');
  });

  it('shows nothing for the exact answer', () => {
    const { container } = mount({ ...base, step: 'exact', approximate: false, shownAs: null });
    expect(container.querySelector('[data-testid="aviso-busqueda"]')).toBeNull();
    expect(searchNoticeText({ ...base, query: '', approximate: false, step: null, shownAs: null })).toBeNull();
  });
});
