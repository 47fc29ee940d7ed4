// @vitest-environment jsdom
// The search box's combobox (WAI-ARIA 1.2, list autocomplete): suggestions fetched after a pause
// in the typing, the previous request aborted, the keyboard moving through the options while the
// focus stays in the input, Enter opening the active option, Escape and a click outside closing.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox, type SearchBoxProps } from './search-box';
import type { SuggestionsResponse } from './suggestions';
import { clearSuggestionCache } from '../../hooks/use-suggestions';

const ANSWER: SuggestionsResponse = {
  productos: [
    { id: '1', nombre: 'Rodamiento SKF 6205', precio: '$ 12.000', imagen: '/muestras/r1.webp', url: '/producto/rodamientos/rodamiento-skf-6205-1' },
    { id: '2', nombre: 'Rodamiento FAG 6207', precio: 'Consultar', imagen: null, url: '/producto/rodamientos/rodamiento-fag-6207-2' },
  ],
  categorias: [{ nombre: 'Rodamientos', url: '/repuestos?categoria=Rodamientos' }],
};

let calls: { url: string; signal: AbortSignal }[] = [];

function mount(props: Partial<SearchBoxProps> = {}) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <>
          <p>Fuera del buscador</p>
          <SearchBox idPrefix="prueba" {...props} />
        </>
      ),
    },
    { path: '/producto/*', Component: () => <h1>Página del producto</h1> },
    { path: '/repuestos', Component: () => <h1>Página de Repuestos</h1> },
    { path: '/buscar', Component: () => <h1>Página de resultados</h1> },
    { path: '/maquinas/*', Component: () => <h1>Página de la máquina</h1> },
  ]);
  render(<Stub initialEntries={['/']} />);
  return screen.getByRole('combobox', { name: 'Buscar productos' }) as HTMLInputElement;
}

async function typeAndWait(input: HTMLInputElement, text: string) {
  input.focus();
  fireEvent.change(input, { target: { value: text } });
  await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
}

const options = () => screen.getAllByRole('option');

beforeEach(() => {
  clearSuggestionCache();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, signal: init.signal as AbortSignal });
      return new Response(JSON.stringify(ANSWER), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('SearchBox', () => {
  it('is a GET form to the results page, with the spec placeholder, maxLength 100 and a closed combobox', () => {
    const input = mount({ hiddenParams: { grupo: 'Repuestos', nada: null } });
    const form = input.closest('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/buscar');
    expect(form.getAttribute('role')).toBe('search');
    expect(input.name).toBe('q');
    expect(input.type).toBe('search');
    expect(input.maxLength).toBe(100);
    expect(input.getAttribute('enterkeyhint')).toBe('search');
    expect(input.placeholder).toBe('Buscar por nombre, descripción, marca o modelo...');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-controls')).toBe('prueba-sugerencias');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(form.querySelector('input[type="hidden"][name="grupo"]')?.getAttribute('value')).toBe('Repuestos');
    expect(form.querySelector('input[name="nada"]')).toBeNull();
  });

  it('asks once the typing pauses, aborting the request for older text', async () => {
    vi.useFakeTimers();
    const input = mount({ scope: 'Repuestos' });
    input.focus();
    fireEvent.change(input, { target: { value: 'r' } });
    fireEvent.change(input, { target: { value: 'ro' } });
    await act(async () => vi.advanceTimersByTimeAsync(100));
    fireEvent.change(input, { target: { value: 'rod' } });
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(calls).toHaveLength(0); // still typing
    await act(async () => vi.advanceTimersByTimeAsync(60));
    expect(calls.map((c) => c.url)).toEqual(['/api/sugerencias?q=rod&grupo=Repuestos']);
    fireEvent.change(input, { target: { value: 'roda' } });
    expect(calls[0].signal.aborted).toBe(true);
    await act(async () => vi.advanceTimersByTimeAsync(200));
    expect(calls.map((c) => c.url)).toEqual(['/api/sugerencias?q=rod&grupo=Repuestos', '/api/sugerencias?q=roda&grupo=Repuestos']);
  });

  it('does not ask for a prefilled value or a single letter', async () => {
    vi.useFakeTimers();
    const input = mount({ defaultValue: 'rodamiento' });
    expect(input.value).toBe('rodamiento');
    fireEvent.change(input, { target: { value: 'r' } });
    await act(async () => vi.advanceTimersByTimeAsync(500));
    expect(calls).toHaveLength(0);
  });

  it('shows products (image, name, price) and categories, and announces how many', async () => {
    const input = await (async () => {
      const i = mount();
      await typeAndWait(i, 'roda');
      return i;
    })();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox', { name: 'Sugerencias' }).id).toBe('prueba-sugerencias');
    expect(screen.getByRole('group', { name: 'Productos' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Categorías' })).toBeTruthy();
    expect(options().map((o) => o.textContent)).toEqual(['Rodamiento SKF 6205$ 12.000', 'Rodamiento FAG 6207Consultar', 'Ver Rodamientos']);
    expect(options()[0].querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('status').textContent).toBe('3 sugerencias');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('offers the page of the machine the words name, last, and opens it', async () => {
    const withMachine: SuggestionsResponse = { ...ANSWER, maquina: { nombre: 'Repuestos para John Deere 3530', url: '/maquinas/john-deere/3530' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(withMachine), { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    const input = mount();
    await typeAndWait(input, 'filtro jd 3530');
    expect(screen.getByRole('group', { name: 'Máquina' })).toBeTruthy();
    expect(
      options()
        .map((o) => o.textContent)
        .at(-1),
    ).toBe('Repuestos para John Deere 3530');
    expect(screen.getByRole('status').textContent).toBe('4 sugerencias');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByRole('heading', { name: 'Página de la máquina' })).toBeTruthy();
  });

  it('ArrowDown and ArrowUp move through the options (wrapping), the focus staying in the input', async () => {
    const input = mount();
    await typeAndWait(input, 'roda');
    const ids = options().map((o) => o.id);
    const active = () => input.getAttribute('aria-activedescendant');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(active()).toBe(ids[0]);
    expect(options()[0].getAttribute('aria-selected')).toBe('true');
    expect(options()[1].getAttribute('aria-selected')).toBe('false');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(active()).toBe(ids[2]);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(active()).toBe(ids[0]);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(active()).toBe(ids[2]);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(active()).toBe(ids[1]);
    expect(document.activeElement).toBe(input);
  });

  it('Enter on an option opens its page', async () => {
    const input = mount();
    await typeAndWait(input, 'roda');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByRole('heading', { name: 'Página del producto' })).toBeTruthy();
  });

  it('a click on a category opens its catalogue page', async () => {
    const input = mount();
    await typeAndWait(input, 'roda');
    fireEvent.click(screen.getByRole('option', { name: 'Ver Rodamientos' }));
    expect(await screen.findByRole('heading', { name: 'Página de Repuestos' })).toBeTruthy();
  });

  it('Escape closes the list (keeping the text); ArrowDown opens it again on the first option', async () => {
    const onEscape = vi.fn();
    const input = mount({ onEscape });
    await typeAndWait(input, 'roda');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(input.value).toBe('roda');
    expect(onEscape).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0].id);
    // A second Escape with the list closed is the page's (the header closes its search row).
    fireEvent.keyDown(input, { key: 'Escape' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
  });

  it('a click outside closes the list', async () => {
    const input = mount();
    await typeAndWait(input, 'roda');
    fireEvent.pointerDown(screen.getByText('Fuera del buscador'));
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter with no option chosen sends the form to the results page', async () => {
    const input = mount();
    await typeAndWait(input, 'roda');
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByRole('heading', { name: 'Página de resultados' })).toBeTruthy();
  });

  it('without suggestions it is a plain search box', () => {
    const Stub = createRoutesStub([{ path: '/', Component: () => <SearchBox idPrefix="simple" suggestions={false} /> }]);
    render(<Stub initialEntries={['/']} />);
    const input = screen.getByRole('searchbox', { name: 'Buscar productos' });
    expect(input.hasAttribute('aria-expanded')).toBe(false);
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
  });

  it('a header box selects its text on focus, and its × empties it and keeps the focus', () => {
    const input = mount({ size: 'compact', replaceOnFocus: true, defaultValue: 'bomba hidraulica' });
    act(() => input.focus());
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 'bomba hidraulica'.length]);
    const clear = screen.getByRole('button', { name: 'Borrar la búsqueda' });
    act(() => input.blur());
    fireEvent.click(clear);
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('button', { name: 'Borrar la búsqueda' })).toBeNull();
  });

  it('other boxes leave the caret where it is and have no ×', () => {
    const input = mount({ size: 'compact', defaultValue: 'bomba' });
    act(() => input.focus());
    expect(input.selectionStart).toBe(input.selectionEnd);
    expect(screen.queryByRole('button', { name: 'Borrar la búsqueda' })).toBeNull();
  });
});
