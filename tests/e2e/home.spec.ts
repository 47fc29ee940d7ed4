import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { BROKEN_URL, FIXTURE_URL } from '../../playwright.config';
import { apiProducts, conditionBadges, displayedPriceValue } from './helpers';

const SEARCH_PLACEHOLDER = 'Buscar por nombre, descripción, marca o modelo...';

/** The hero marks itself once React has hydrated the page (its timers run from then on). */
async function hydrated(page: Page) {
  await expect(page.getByTestId('hero')).toHaveAttribute('data-hydrated', 'true');
}

async function activeSlide(page: Page): Promise<number> {
  const states = await page.getByTestId('hero-slide').evaluateAll((els) => els.map((el) => el.getAttribute('data-active')));
  expect(states.filter((s) => s === 'true')).toHaveLength(1);
  return states.indexOf('true');
}

function toasts(page: Page) {
  return page.getByRole('region', { name: 'Notificaciones (F8)' }).locator('li');
}

/** Distance from the viewport top to a section, once a smooth scroll has settled. */
function sectionTop(page: Page, id: string) {
  // NaN while the section is not there yet (a full page load under way): the poll keeps waiting.
  return page.evaluate((sectionId) => Math.round(document.getElementById(sectionId)?.getBoundingClientRect().top ?? Number.NaN), id);
}

/** The home panel's form (the header has a search form of its own). */
function searchPanel(page: Page) {
  return page.getByRole('search', { name: 'Productos' });
}

function searchBox(page: Page) {
  return searchPanel(page).getByRole('searchbox', { name: 'Buscar' });
}

/** A chip's checkbox, also when it waits in the closed 'Ver más' list (out of the accessibility tree). */
function chip(page: Page, group: 'categoria' | 'marca' | 'estado', name: string) {
  return page.getByTestId(`chips-${group}`).locator(`input[type="checkbox"][value="${name}"]`);
}

/** Clicks a chip the way a visitor does: on its label, opening 'Ver más' when it is among the rest. */
async function clickChip(page: Page, group: 'categoria' | 'marca' | 'estado', name: string) {
  const label = page.getByTestId(`chips-${group}`).getByText(name, { exact: true });
  if (!(await label.isVisible()))
    await page
      .getByTestId(`chips-${group}`)
      .getByText(/^Ver más \(\d+\)$/)
      .click();
  await label.click();
}

test.describe('home: hero slideshow', () => {
  test('the first image is server-rendered, sized, prioritised and not lazy; the others wait', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const heroImages = html.match(/<img[^>]*\/hero\/hero-[^>]*>/g) ?? [];
    expect(heroImages).toHaveLength(1);
    const img = heroImages[0];
    expect(img).toContain('src="/hero/hero-1.webp"');
    expect(img).toMatch(/srcSet="\/hero\/hero-1\.webp 1600w"/i);
    expect(img).toContain('sizes="100vw"');
    expect(img).toContain('width="1600"');
    expect(img).toContain('height="700"');
    expect(img).toMatch(/fetchpriority="high"/i);
    expect(img).not.toContain('loading="lazy"');
    // Carousels: the first 4 slides of each are in the HTML; the rest join when in reach.
    expect(html.match(/data-testid="tarjeta-producto"/g)).toHaveLength(7 * 4);
    // Phones get the 800x600 crop through <picture>.
    expect(html).toMatch(/<source media="\(max-width: 767px\)" srcSet="\/hero\/hero-1-sm\.webp 800w"/i);
  });

  test('it advances every 7 seconds, and the dots jump to an image', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-20T12:00:00-03:00') });
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByTestId('hero-slide')).toHaveCount(6);
    await page.clock.pauseAt(new Date('2026-11-20T13:00:00-03:00'));
    const start = await activeSlide(page);

    await page.clock.runFor(6_900);
    expect(await activeSlide(page)).toBe(start);
    await page.clock.runFor(200);
    await expect.poll(() => activeSlide(page)).toBe((start + 1) % 6);

    const dots = page.getByTestId('hero-dot');
    await expect(dots).toHaveCount(6);
    await dots.nth(3).click();
    await expect.poll(() => activeSlide(page)).toBe(3);
    await expect(dots.nth(3)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('hero-slide').nth(3).locator('img')).toHaveAttribute('src', '/hero/hero-4.webp');

    // A jump restarts the 7 s, and the last image wraps to the first.
    await dots.nth(5).click();
    await page.clock.runFor(6_900);
    expect(await activeSlide(page)).toBe(5);
    await page.clock.runFor(200);
    await expect.poll(() => activeSlide(page)).toBe(0);

    // The pause button stops it.
    await page.getByRole('button', { name: 'Pausar presentación' }).click();
    await page.clock.runFor(15_000);
    expect(await activeSlide(page)).toBe(0);
  });

  test('the page does not shift while it loads', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/', { waitUntil: 'load' });
    await hydrated(page);
    await page.waitForTimeout(1_500);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThan(0.01);
  });
});

test.describe('home: product carousels', () => {
  test('carousels follow the section 9 rules', async ({ page }) => {
    await page.goto('/');
    const carousels = page.getByTestId('carrusel-productos');
    const titles = await carousels.locator('h2').allTextContents();
    // The sample has plenty of machinery, so it is split into new and used.
    expect(titles).toEqual(['Repuestos Nuevos', 'Repuestos Usados', 'Maquinaria Nueva', 'Maquinaria Usada', 'Neumáticos', 'Herramientas', 'Consumibles']);
    const count = await carousels.count();
    for (let i = 0; i < count; i++) {
      const carousel = carousels.nth(i);
      const before = await carousel.evaluate((el) => el.getBoundingClientRect().height);
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel.getByRole('region')).toHaveAttribute('data-embla', 'listo');
      // Slides joining never change the carousel's height.
      expect(await carousel.evaluate((el) => el.getBoundingClientRect().height)).toBe(before);
      const cards = carousel.getByTestId('tarjeta-producto');
      const n = await cards.count();
      expect(n).toBeGreaterThan(0);
      expect(n).toBeLessThanOrEqual(10);
      await expect(carousel.getByRole('region')).toHaveAttribute('data-loop', n > 4 ? 'true' : 'false');
      // Cards of a carousel share one height: the row never grows as slides come and go.
      const heights = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height)));
      expect(new Set(heights).size).toBe(1);
    }
    const badges = async (key: string) => conditionBadges(page.locator(`[data-carousel="${key}"]`)).allTextContents();
    expect(new Set(await badges('maquinaria-nueva'))).toEqual(new Set(['Nuevo']));
    expect(new Set(await badges('maquinaria-usada'))).toEqual(new Set(['Usado']));
    expect(new Set(await badges('repuestos-usados'))).toEqual(new Set(['Usado']));
    const tyreCategories = await page.locator('[data-carousel="neumaticos"]').getByTestId('tarjeta-producto').locator('p.uppercase').allTextContents();
    expect(new Set(tyreCategories.map((c) => c.trim().toLowerCase()))).toEqual(new Set(['neumáticos']));
  });

  test('the tyre carousel shows the newest tyres (last sheet rows first)', async ({ page, request }) => {
    const { productos } = await apiProducts(request, 'categoria=Neum%C3%A1ticos');
    await page.goto('/');
    const carousel = page.locator('[data-carousel="neumaticos"]');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByTestId('tarjeta-producto')).toHaveCount(10);
    const names = await carousel.getByTestId('tarjeta-producto').locator('h3').allTextContents();
    expect(names).toEqual(productos.slice(0, 10).map((p) => p.name));
  });

  test('Embla attaches after hydration: arrows move the slides and autoplay advances them', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const carousel = page.locator('[data-carousel="repuestos-nuevos"]');
    const region = carousel.getByRole('region');
    await expect(region).toHaveAttribute('data-embla', 'listo');
    const track = region.locator('.flex.touch-pan-y');
    const transform = () => track.evaluate((el) => getComputedStyle(el).transform);
    const before = await transform();
    await carousel.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(transform).not.toBe(before);

    // Autoplay (3 s) moves a carousel nobody is touching.
    await page.mouse.move(0, 0);
    const tyres = page.locator('[data-carousel="neumaticos"]').getByRole('region');
    await tyres.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect(tyres).toHaveAttribute('data-embla', 'listo');
    const tyreTrack = tyres.locator('.flex.touch-pan-y');
    const first = await tyreTrack.evaluate((el) => getComputedStyle(el).transform);
    await expect.poll(() => tyreTrack.evaluate((el) => getComputedStyle(el).transform), { timeout: 6_000 }).not.toBe(first);
  });
});

test.describe('home: search', () => {
  test('results are hidden until a search; Enter shows them, a toast, the URL state and scrolls to them', async ({ page, request }) => {
    const { total } = await apiProducts(request, 'q=filtro');
    expect(total).toBeGreaterThan(1);
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('#productos')).toHaveCount(0);
    const box = searchBox(page);
    await expect(box).toHaveAttribute('placeholder', SEARCH_PLACEHOLDER);
    await box.fill('filtro');
    await box.press('Enter');

    await expect(page).toHaveURL(/\/\?q=filtro&buscar=1$/);
    await expect(page.locator('#productos')).toBeVisible();
    await expect(page.getByTestId('cantidad-resultados')).toHaveText(`${total.toLocaleString('es-AR')} productos`);
    await expect(page.getByTestId('resultados').getByTestId('tarjeta-producto')).toHaveCount(Math.min(total, 24));
    const toast = toasts(page).first();
    await expect(toast).toContainText('Búsqueda realizada');
    await expect(toast).toContainText(`Se encontraron ${total.toLocaleString('es-AR')} productos.`);
    await expect.poll(() => sectionTop(page, 'productos')).toBe(80);
  });

  test('the Buscar button runs an empty search that lists every product, paged with Ver más', async ({ page, request }) => {
    const { total } = await apiProducts(request);
    await page.goto('/');
    await hydrated(page);
    await searchPanel(page).getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(/\/\?buscar=1$/);
    await expect(page.getByTestId('cantidad-resultados')).toHaveText(`${total.toLocaleString('es-AR')} productos`);
    const cards = page.getByTestId('resultados').getByTestId('tarjeta-producto');
    await expect(cards).toHaveCount(24);
    // Default sort: highest price first.
    const prices = (await page.getByTestId('resultados').getByTestId('precio').allTextContents()).map(displayedPriceValue);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    // Buscar scrolls smoothly to the results: let that finish before measuring where the page is.
    await expect.poll(() => sectionTop(page, 'productos')).toBe(80);
    await page.getByRole('link', { name: 'Ver más' }).scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    await page.getByRole('link', { name: 'Ver más' }).click();
    await expect(cards).toHaveCount(48);
    await expect(page).toHaveURL(/pagina=2/);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(50);
  });

  test("after 5 pages 'Ver más' leads to page 6 of the results: its own 24 cards and numbered links", async ({ page }) => {
    await page.goto('/?buscar=1&pagina=5#productos');
    await hydrated(page);
    const cards = page.getByTestId('resultados').getByTestId('tarjeta-producto');
    await expect(cards).toHaveCount(120);
    const first120 = await cards.locator('h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const more = page.getByRole('link', { name: 'Ver más' });
    await expect(more).toHaveAttribute('href', '/?buscar=1&pagina=6#productos');
    await more.click();
    await expect(page).toHaveURL(/\/\?buscar=1&pagina=6#productos$/);
    await expect(cards).toHaveCount(24);
    const own = await cards.locator('h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(own.filter((href) => first120.includes(href))).toEqual([]);
    // A page of its own starts at the results, not at the bottom of the old list.
    await expect.poll(() => sectionTop(page, 'productos')).toBe(80);

    const nav = page.getByTestId('resultados').getByRole('navigation', { name: 'Paginación' });
    await expect(nav.getByRole('link', { name: 'Página 6' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Anterior' })).toHaveAttribute('href', '/?buscar=1&pagina=5#productos');
    await nav.getByRole('link', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL(/\/\?buscar=1&pagina=7#productos$/);
    await expect(cards).toHaveCount(24);
    await expect(nav.getByRole('link', { name: 'Página 7' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Ver más' })).toHaveCount(0);
  });

  test('a page past the end of a small result goes to its last page, at the results', async ({ page, request }) => {
    const { total } = await apiProducts(request, 'q=filtro');
    const last = Math.ceil(total / 24);
    expect(last).toBeGreaterThan(1);
    const response = await page.goto('/?q=filtro&buscar=1&pagina=200');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/\\?q=filtro&buscar=1&pagina=${last}#productos$`));
    await expect(page.getByTestId('cantidad-resultados')).toHaveText(`${total.toLocaleString('es-AR')} productos`);
    const expected = last <= 5 ? total : total - (last - 1) * 24;
    await expect(page.getByTestId('resultados').getByTestId('tarjeta-producto')).toHaveCount(expected);
    await expect(page.getByRole('link', { name: 'Ver más' })).toHaveCount(0);
  });

  for (const [label, query] of [
    ['negative', 'pagina=-3'],
    ['not a number', 'pagina=abc'],
    ['repeated (the first counts)', 'pagina=1&pagina=9'],
  ] as const) {
    test(`a results page number that is ${label} shows the first 24 results with a 200`, async ({ page }) => {
      const response = await page.goto(`/?buscar=1&${query}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId('resultados').getByTestId('tarjeta-producto')).toHaveCount(24);
      await expect(page.getByRole('link', { name: 'Ver más' })).toHaveAttribute('href', '/?buscar=1&pagina=2');
      await expect(page.getByRole('navigation', { name: 'Paginación' })).toHaveCount(0);
    });
  }

  test('chips follow the chip rules', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const all = chip(page, 'categoria', 'Todas');
    const motores = chip(page, 'categoria', 'Motores');
    const correas = chip(page, 'categoria', 'Correas');
    await expect(all).toBeChecked();
    await expect(motores).not.toBeChecked();

    // An item while 'all' is selected replaces 'all'.
    await clickChip(page, 'categoria', 'Motores');
    await expect(motores).toBeChecked();
    await expect(all).not.toBeChecked();
    // Items toggle and add up.
    await clickChip(page, 'categoria', 'Correas');
    await expect(motores).toBeChecked();
    await expect(correas).toBeChecked();
    await clickChip(page, 'categoria', 'Correas');
    await expect(correas).not.toBeChecked();
    await expect(motores).toBeChecked();
    // An empty selection reverts to 'all'.
    await clickChip(page, 'categoria', 'Motores');
    await expect(all).toBeChecked();
    // Choosing 'all' selects only it.
    await clickChip(page, 'categoria', 'Motores');
    await clickChip(page, 'categoria', 'Correas');
    await clickChip(page, 'categoria', 'Todas');
    await expect(all).toBeChecked();
    await expect(motores).not.toBeChecked();
    await expect(correas).not.toBeChecked();
    // Before a search nothing navigates.
    await expect(page).toHaveURL(/\/$/);

    // The three chip groups have more than one item each in the sample, so all are shown.
    for (const group of ['categoria', 'marca', 'estado'] as const) {
      expect(await page.getByTestId(`chips-${group}`).getByRole('checkbox').count()).toBeGreaterThan(1);
    }
    await expect(page.getByTestId('chips-estado').getByRole('checkbox')).toHaveCount(3);
  });

  test('after a search, chips and the sort re-run it', async ({ page }) => {
    await page.goto('/?q=filtro&buscar=1');
    await hydrated(page);
    await clickChip(page, 'estado', 'Usado');
    await expect(page).toHaveURL(/estado=Usado/);
    const badges = conditionBadges(page.getByTestId('resultados'));
    await expect(badges.first()).toBeVisible();
    await expect.poll(async () => [...new Set(await badges.allTextContents())]).toEqual(['Usado']);

    await page.getByLabel('Ordenar por').selectOption({ label: 'Menor a mayor precio' });
    await expect(page).toHaveURL(/orden=price_asc/);
    await expect
      .poll(async () => {
        const prices = (await page.getByTestId('resultados').getByTestId('precio').allTextContents()).map(displayedPriceValue);
        return prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1] <= p);
      })
      .toBe(true);
    await expect(page.getByLabel('Ordenar por')).toHaveValue('price_asc');
    // With a term, best match first is offered too.
    const options = await page.getByLabel('Ordenar por').locator('option').allTextContents();
    expect(options).toEqual(['Más relevantes', 'Mayor a menor precio', 'Menor a mayor precio']);
  });

  test('the clear button empties the term and re-runs the search', async ({ page, request }) => {
    const { total } = await apiProducts(request);
    await page.goto('/?q=filtro&buscar=1');
    await hydrated(page);
    await expect(searchBox(page)).toHaveValue('filtro');
    await page.getByRole('button', { name: 'Borrar texto de búsqueda' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(searchBox(page)).toBeFocused();
    await expect(page).toHaveURL(/\/\?buscar=1$/);
    await expect(page.getByTestId('cantidad-resultados')).toHaveText(`${total.toLocaleString('es-AR')} productos`);
    await expect(page.getByRole('button', { name: 'Borrar texto de búsqueda' })).toHaveCount(0);
  });

  test('Limpiar búsqueda resets the filters and hides the results', async ({ page }) => {
    await page.goto('/?q=filtro&estado=Nuevo&orden=price_asc&buscar=1');
    await hydrated(page);
    await expect(chip(page, 'estado', 'Nuevo')).toBeChecked();
    await page.getByRole('link', { name: 'Limpiar búsqueda' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#productos')).toHaveCount(0);
    await expect(searchBox(page)).toHaveValue('');
    await expect(chip(page, 'estado', 'Todos')).toBeChecked();
    await expect(chip(page, 'estado', 'Nuevo')).not.toBeChecked();
    await expect(page.getByLabel('Ordenar por')).toHaveValue('price_desc');
    await expect(page.getByRole('link', { name: 'Limpiar búsqueda' })).toHaveCount(0);
  });

  test('a search without matches says so', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await searchBox(page).fill('xqzwv inexistente');
    await searchPanel(page).getByRole('button', { name: 'Buscar', exact: true }).click();
    const empty = page.getByTestId('sin-resultados');
    await expect(empty).toContainText('No se encontraron productos');
    await expect(empty).toContainText('Intenta con otros términos de búsqueda o revisa las categorías.');
    await expect(toasts(page).first()).toContainText('No se encontraron productos.');
  });

  test('without JavaScript the panel is a GET form answered by the server', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('#productos')).toHaveCount(0);
    await searchBox(page).fill('filtro');
    // A plain checkbox: 'Todos' stays ticked next to 'Usado', and the chosen item wins.
    await page.getByTestId('chips-estado').getByText('Usado', { exact: true }).click();
    await searchPanel(page).getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=filtro/);
    await expect(page).toHaveURL(/estado=Usado/);
    await expect(page).toHaveURL(/#productos$/);
    const badges = conditionBadges(page.getByTestId('resultados'));
    await expect(badges.first()).toBeVisible();
    expect(new Set(await badges.allTextContents())).toEqual(new Set(['Usado']));
    await expect(page.getByTestId('chips-estado').getByRole('checkbox', { name: 'Usado', exact: true })).toBeChecked();
    await expect(page.getByTestId('chips-estado').getByRole('checkbox', { name: 'Todos', exact: true })).not.toBeChecked();
    await context.close();
  });
});

test.describe('home: sections', () => {
  test('about, location, team and no social widget without an id', async ({ page }) => {
    await page.goto('/');
    const about = page.locator('#nosotros');
    await expect(about).toContainText('Más de 12 años');
    await expect(about).toContainText('Más de 10.000 productos');
    await expect(about).toContainText('Envíos a todo el país');

    const location = page.locator('#ubicacion');
    await expect(location).toContainText('Av. Almafuerte 4346, Paraná, Entre Ríos');
    const map = location.locator('iframe');
    await expect(map).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.*&layer=mapnik&marker=-31\.\d+,-60\.\d+$/);
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(location.getByRole('link', { name: 'Cómo llegar' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-31\.\d+,-60\.\d+$/,
    );

    const team = page.getByTestId('tarjeta-equipo');
    await expect(team).toHaveCount(3);
    const roles = await team.locator('p.text-brand-700').allTextContents();
    expect(roles.sort()).toEqual(['Administrador', 'Vendedor', 'Vendedor']);
    const delays = await team.evaluateAll((els) => els.map((el) => (el as HTMLElement).style.animationDelay));
    expect(delays).toEqual(['0s', '0.1s', '0.2s']);
    const links = await page.getByTestId('whatsapp-equipo').evaluateAll((els) => els.map((el) => el.getAttribute('href')!));
    expect(links).toHaveLength(3);
    for (const href of links) {
      const url = new URL(href);
      expect(url.origin).toBe('https://wa.me');
      expect(url.pathname).toMatch(/^\/549343\d{7}$/);
      expect(url.searchParams.get('text')).toBe('Hola! Me gustaría hacer una consulta.');
    }
    expect(new Set(links).size).toBe(3);

    await expect(page.getByTestId('feed-social')).toHaveCount(0);
    await expect(page.locator('script[src*="elfsight"]')).toHaveCount(0);
  });

  test('reviews: newest first, at most 9, with the link to Google', async ({ page }) => {
    const sample = JSON.parse(readFileSync('data/resenas.json', 'utf8')) as { result: { url: string; reviews: { author_name: string; time: number }[] } };
    const expected = [...sample.result.reviews]
      .sort((a, b) => b.time - a.time)
      .slice(0, 9)
      .map((r) => r.author_name);
    await page.goto('/');
    const section = page.locator('#resenas');
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(section.getByTestId('resena')).toHaveCount(expected.length);
    expect(await section.getByTestId('resena').locator('h3').allTextContents()).toEqual(expected);
    await expect(section.getByRole('img', { name: /de 5 estrellas$/ }).first()).toBeVisible();
    await expect(section.getByRole('link', { name: 'Ver todas las reseñas en Google' })).toHaveAttribute('href', sample.result.url);
    await expect(section.getByRole('region', { name: 'Reseñas de clientes' })).toHaveAttribute('data-loop', 'true');
  });

  test('the page has its title, description, canonical and Open Graph tags', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Repuestos, neumáticos y maquinaria agrícola en Paraná \| /);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Más de 10\.000 productos/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Repuestos, neumáticos y maquinaria agrícola en Paraná');
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld['@type']).toBe('AutoPartsStore');
    expect(ld.address.addressLocality).toBe('Paraná');
  });
});

test.describe('home: a small catalogue (fixture shop)', () => {
  test.use({ baseURL: FIXTURE_URL });

  test('under 5 machinery products share one Maquinaria carousel, which does not loop; empty kinds are left out', async ({ page }) => {
    await page.goto('/');
    const carousels = page.getByTestId('carrusel-productos');
    await expect(carousels.locator('h2')).toHaveText(['Repuestos Nuevos', 'Repuestos Usados', 'Maquinaria', 'Herramientas']);
    const machinery = page.locator('[data-carousel="maquinaria"]');
    await expect(machinery.getByTestId('tarjeta-producto')).toHaveCount(3);
    await expect(machinery.getByRole('region')).toHaveAttribute('data-loop', 'false');
    const badges = await conditionBadges(machinery).allTextContents();
    expect(new Set(badges)).toEqual(new Set(['Nuevo', 'Usado']));
    await expect(machinery.getByRole('link', { name: 'Ver todos: Maquinaria' })).toHaveAttribute('href', '/maquinaria');
  });

  test('chip groups list the catalogue values after the all label', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('chips-categoria').getByRole('checkbox')).toHaveCount(5);
    const names = await page.getByTestId('chips-categoria').locator('label').allTextContents();
    expect(names).toEqual(['Todas', 'Cosechadoras', 'Herramientas', 'Repuestos', 'Tractores']);
    await expect(page.getByTestId('chips-estado').locator('label')).toHaveText(['Todos', 'Nuevo', 'Usado']);
  });
});

test.describe('home: no catalogue (unreachable sheet)', () => {
  test.use({ baseURL: BROKEN_URL });

  test('the page still renders, says why, and hides chip groups with one item or fewer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('alert')).toContainText('Error al cargar productos');
    await expect(page.getByTestId('carrusel-productos')).toHaveCount(0);
    await expect(page.getByRole('search', { name: 'Productos' })).toBeVisible();
    for (const group of ['categoria', 'marca', 'estado']) await expect(page.getByTestId(`chips-${group}`)).toHaveCount(0);
    await expect(page.locator('#nosotros')).toBeVisible();
    await expect(page.getByTestId('tarjeta-equipo')).toHaveCount(3);
  });
});
