import { expect, test, type Locator, type Page } from '@playwright/test';
import { BROKEN_URL, FIXTURE_URL } from '../../playwright.config';
import { conditionBadges, displayedPriceValue } from './helpers';

/** The products' addresses on the cards in view (each product has one). */
function cardLinks(cards: Locator): Promise<string[]> {
  return cards.locator('h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

/** The numbered navigation after the 'Ver más' pages. */
function pagination(page: Page) {
  return page.getByRole('navigation', { name: 'Paginación' });
}

/** 'Nuevos (1.234)' -> 1234. */
async function columnTotal(page: Page, heading: 'Nuevos' | 'Usados'): Promise<number> {
  const text = await page.getByRole('heading', { level: 2, name: new RegExp(`^${heading}`) }).textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

test.describe('catalogue pages', () => {
  test('Repuestos shows title, back button, the switch with Ver Todo selected and two columns', async ({ page }) => {
    await page.goto('/repuestos');
    await expect(page.getByRole('heading', { level: 1, name: 'Repuestos' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver' })).toBeVisible();
    const views = page.getByRole('navigation', { name: 'Estado del producto' });
    await expect(views.getByRole('link')).toHaveText(['Nuevos', 'Ver Todo', 'Usados']);
    await expect(views.getByRole('link', { name: 'Ver Todo' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: /^Nuevos/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Usados/ })).toBeVisible();
    await expect(page.getByTestId('columna-Nuevos').getByTestId('tarjeta-producto').first()).toBeVisible();
    await expect(page.getByTestId('columna-Usados').getByTestId('tarjeta-producto').first()).toBeVisible();
  });

  test('the Usados view shows only used products, in one grid', async ({ page }) => {
    await page.goto('/repuestos');
    await page.getByRole('navigation', { name: 'Estado del producto' }).getByRole('link', { name: 'Usados' }).click();
    await expect(page).toHaveURL(/vista=usados/);
    await expect(page.getByTestId('columna-Nuevos')).toHaveCount(0);
    const badges = conditionBadges(page.getByTestId('columna-Usados'));
    await expect(badges.first()).toBeVisible();
    const texts = await badges.allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    expect(new Set(texts)).toEqual(new Set(['Usado']));
  });

  test('category chips follow the chip rules and filter the cards', async ({ page }) => {
    await page.goto('/repuestos');
    const chips = page.getByRole('navigation', { name: 'Categorías' });
    const all = chips.getByRole('button', { name: 'Todas', exact: true });
    await expect(all).toHaveAttribute('aria-pressed', 'true');

    await chips.getByRole('button', { name: 'Motores', exact: true }).click();
    await expect(page).toHaveURL(/categoria=Motores/);
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    await expect(chips.getByRole('button', { name: 'Motores', exact: true })).toHaveAttribute('aria-pressed', 'true');
    // The chip shows pressed at once; the cards change when the page has loaded.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const categories = await page.getByTestId('tarjeta-producto').locator('p.card-category').allTextContents();
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories.map((c) => c.trim().toLowerCase()))).toEqual(new Set(['motores']));

    // A second chip adds to the selection; the cards animate in again.
    await chips.getByRole('button', { name: 'Correas', exact: true }).click();
    await expect(page).toHaveURL(/categoria=Motores&categoria=Correas/);
    await expect(page.getByTestId('tarjeta-producto').first()).toHaveCSS('animation-name', 'card-in');

    // Removing both reverts to 'Todas'.
    await chips.getByRole('button', { name: 'Motores', exact: true }).click();
    await expect(page).toHaveURL(/\/repuestos\?categoria=Correas$/);
    await chips.getByRole('button', { name: 'Correas', exact: true }).click();
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/repuestos$/);
  });

  test('a quick second tap on a chip adds to the first while its page is still loading', async ({ page }) => {
    await page.goto('/repuestos');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // Hold the first chip's data for a moment, as a slow phone connection would.
    let held = false;
    await page.route('**/repuestos.data*', async (route) => {
      if (!held) {
        held = true;
        await new Promise((resolve) => setTimeout(resolve, 1_500));
      }
      await route.continue();
    });
    const chips = page.getByRole('navigation', { name: 'Categorías' });
    await chips.getByRole('button', { name: 'Motores', exact: true }).click();
    await expect(chips.getByRole('button', { name: 'Motores', exact: true })).toHaveAttribute('aria-pressed', 'true'); // at once
    await chips.getByRole('button', { name: 'Correas', exact: true }).click();
    await expect(page).toHaveURL(/categoria=Motores&categoria=Correas/);
    await expect(chips.getByRole('button', { name: 'Motores', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(chips.getByRole('button', { name: 'Correas', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test('Neumáticos hides the category chips but keeps the switch', async ({ page }) => {
    await page.goto('/neumaticos');
    await expect(page.getByRole('heading', { level: 1, name: 'Neumáticos' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Estado del producto' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Categorías' })).toHaveCount(0);
  });

  for (const path of ['/herramientas', '/consumibles']) {
    test(`${path} has no filters and is sorted by price, highest first`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Estado del producto' })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Categorías' })).toHaveCount(0);
      const prices = (await page.getByTestId('precio').allTextContents()).map(displayedPriceValue);
      expect(prices.length).toBeGreaterThan(10);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
    });
  }

  test('Ver más brings the next cards without losing the scroll position', async ({ page }) => {
    await page.goto('/herramientas');
    const cards = page.getByTestId('tarjeta-producto');
    await expect(cards).toHaveCount(24);
    const more = page.getByRole('link', { name: 'Ver más' });
    await more.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(500);
    await more.click();
    await expect(cards).toHaveCount(48);
    await expect(page).toHaveURL(/pagina=2/);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });

  test('a spinner shows while a client-side navigation loads the products', async ({ page }) => {
    await page.goto('/maquinaria');
    // Before hydration the link is a plain one and the browser loads the whole page (no spinner).
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.route('**/maquinaria.data**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Estado del producto' }).getByRole('link', { name: 'Nuevos' }).click();
    await expect(page.getByTestId('spinner')).toBeVisible();
    await expect(page.getByTestId('spinner')).toHaveCount(0, { timeout: 10_000 });
    await expect(page).toHaveURL(/vista=nuevos/);
  });

  test('a card whose image fails shows "Imagen no disponible"', async ({ page }) => {
    // Every photo comes from the shop's own addresses: make them fail in the browser.
    await page.route('**/fotos/**', (route) => route.abort());
    await page.goto('/neumaticos');
    await expect(page.getByTestId('tarjeta-producto').first().getByRole('img', { name: 'Imagen no disponible', includeHidden: true })).toBeVisible();
  });

  test("each list's first twelve cards animate in, 0.1 s apart; the cards below them appear as they are", async ({ page }) => {
    await page.goto('/repuestos');
    for (const column of ['columna-Nuevos', 'columna-Usados']) {
      const cards = page.getByTestId(column).getByTestId('tarjeta-producto');
      expect(await cards.count()).toBeGreaterThan(12);
      await expect(cards.first()).toHaveCSS('animation-name', 'card-in');
      await expect(cards.nth(11)).toHaveCSS('animation-name', 'card-in');
      await expect(cards.nth(11)).toHaveCSS('animation-delay', '1.1s');
      await expect(cards.nth(12)).toHaveCSS('animation-name', 'none');
    }
  });

  test('cards truncate descriptions to 70 characters', async ({ page }) => {
    await page.goto('/maquinaria');
    const descriptions = await page.getByTestId('tarjeta-producto').locator('p.card-description').allTextContents();
    expect(descriptions.length).toBeGreaterThan(0);
    for (const text of descriptions) expect(text.replace(/\.\.\.$/, '').length).toBeLessThanOrEqual(70);
    expect(descriptions.some((text) => text.endsWith('...'))).toBe(true);
  });

  test('pages work without JavaScript: the switch is a link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/maquinaria');
    await page.getByRole('navigation', { name: 'Estado del producto' }).getByRole('link', { name: 'Nuevos' }).click();
    await expect(page).toHaveURL(/vista=nuevos/);
    await expect(page.getByTestId('columna-Usados')).toHaveCount(0);
    await expect(page.getByTestId('columna-Nuevos').getByTestId('tarjeta-producto').first()).toBeVisible();
    await context.close();
  });
});

test.describe('catalogue pages: bounded paging', () => {
  test("'Ver más' grows the list up to 120 cards, then leads to page 6: its own 24 cards and numbered links", async ({ page }) => {
    await page.goto('/herramientas?pagina=4');
    const cards = page.getByTestId('tarjeta-producto');
    await expect(cards).toHaveCount(96);
    await expect(pagination(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Ver más' }).click();
    await expect(page).toHaveURL(/\/herramientas\?pagina=5$/);
    await expect(cards).toHaveCount(120);
    const first120 = await cardLinks(cards);

    const more = page.getByRole('link', { name: 'Ver más' });
    await expect(more).toHaveAttribute('href', '/herramientas?pagina=6');
    await more.click();
    await expect(page).toHaveURL(/\/herramientas\?pagina=6$/);
    await expect(cards).toHaveCount(24);
    // Products 121 to 144: none of the first 120, and the page starts at its top.
    const own = await cardLinks(cards);
    expect(own.filter((href) => first120.includes(href))).toEqual([]);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(100);
    await expect(page.getByRole('link', { name: 'Ver más' })).toHaveCount(0);

    const nav = pagination(page);
    await expect(nav.getByRole('link', { name: 'Página 6' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'Anterior' })).toHaveAttribute('href', '/herramientas?pagina=5');
    await expect(nav.getByRole('link', { name: 'Siguiente' })).toHaveAttribute('href', '/herramientas?pagina=7');
    await expect(nav.getByRole('link', { name: 'Página 1', exact: true })).toHaveAttribute('href', '/herramientas');

    await nav.getByRole('link', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL(/\/herramientas\?pagina=7$/);
    await expect(cards).toHaveCount(24);
    await expect(pagination(page).getByRole('link', { name: 'Página 7' })).toHaveAttribute('aria-current', 'page');
    expect((await cardLinks(cards)).filter((href) => own.includes(href))).toEqual([]);
  });

  test('numbered pages are plain links with a canonical without filters, also without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/repuestos?vista=usados&pagina=7');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('tarjeta-producto')).toHaveCount(24);
    // A filtered view is the catalogue page narrowed: its canonical is the page itself.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/repuestos$/);
    await pagination(page).getByRole('link', { name: 'Página 8' }).click();
    await expect(page).toHaveURL(/\/repuestos\?vista=usados&pagina=8$/);
    await expect(page.getByTestId('tarjeta-producto')).toHaveCount(24);
    await expect(pagination(page).getByRole('link', { name: 'Página 8' })).toHaveAttribute('aria-current', 'page');
    // Without filters a numbered page is a page of its own.
    await page.goto('/repuestos?pagina=7');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/repuestos\?pagina=7$/);
    // Pages 1 to 5 repeat the first cards: their canonical is the catalogue's own address.
    await page.goto('/repuestos?vista=usados&pagina=3');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/repuestos$/);
    await context.close();
  });

  test('Ver Todo pages both columns together, up to the longer one', async ({ page }) => {
    await page.goto('/repuestos?pagina=6');
    await expect(page.getByTestId('columna-Nuevos').getByTestId('tarjeta-producto')).toHaveCount(24);
    await expect(page.getByTestId('columna-Usados').getByTestId('tarjeta-producto')).toHaveCount(24);
    await expect(pagination(page)).toBeVisible();

    const lastNew = Math.ceil((await columnTotal(page, 'Nuevos')) / 24);
    const lastUsed = Math.ceil((await columnTotal(page, 'Usados')) / 24);
    const [shorter, longer] = lastNew < lastUsed ? (['Nuevos', 'Usados'] as const) : (['Usados', 'Nuevos'] as const);
    const shortLast = Math.min(lastNew, lastUsed);
    const longLast = Math.max(lastNew, lastUsed);
    expect(longLast).toBeGreaterThan(shortLast + 1);

    // Past the shorter column's end: it says where it ends, the longer one goes on.
    await page.goto(`/repuestos?pagina=${shortLast + 1}`);
    await expect(page.getByTestId(`columna-${longer}`).getByTestId('tarjeta-producto')).toHaveCount(24);
    await expect(page.getByTestId(`columna-${shorter}`).getByTestId('tarjeta-producto')).toHaveCount(0);
    const ended = page.getByTestId(`columna-${shorter}`).getByTestId('columna-terminada');
    await expect(ended).toContainText(`No hay más productos ${shorter === 'Nuevos' ? 'nuevos' : 'usados'}: terminan en la página ${shortLast}.`);
    await expect(ended.getByRole('link')).toHaveAttribute('href', `/repuestos?pagina=${shortLast}`);
    await expect(pagination(page).getByRole('link', { name: `Página ${longLast}` })).toBeVisible();

    // A page past both goes to the longer column's last page.
    await page.goto('/repuestos?pagina=200');
    await expect(page).toHaveURL(new RegExp(`/repuestos\\?pagina=${longLast}$`));
    await expect(pagination(page).getByRole('link', { name: `Página ${longLast}` })).toHaveAttribute('aria-current', 'page');
    await expect(pagination(page).getByText('Siguiente')).toHaveAttribute('aria-disabled', 'true');
  });

  for (const [label, query] of [
    ['negative', 'pagina=-3'],
    ['zero', 'pagina=0'],
    ['not a number', 'pagina=abc'],
    ['repeated (the first counts)', 'pagina=1&pagina=9'],
    ['followed by unknown parameters', `pagina=1&foo=bar&utm_source=${'x'.repeat(200)}`],
  ] as const) {
    test(`a page number that is ${label} shows page 1 with a 200`, async ({ page }) => {
      const response = await page.goto(`/herramientas?${query}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Herramientas' })).toBeVisible();
      await expect(page.getByTestId('tarjeta-producto')).toHaveCount(24);
      await expect(page.getByRole('link', { name: 'Ver más' })).toHaveAttribute('href', '/herramientas?pagina=2');
      await expect(pagination(page)).toHaveCount(0);
    });
  }

  test('a huge page number goes to the last page with a redirect, never a big render', async ({ page, request }) => {
    const answer = await request.get('/herramientas?pagina=99999999999999999999', { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    const last = Number(/pagina=(\d+)$/.exec(answer.headers().location ?? '')?.[1]);
    expect(last).toBeGreaterThan(6);
    await page.goto('/herramientas?pagina=99999999999999999999');
    await expect(page).toHaveURL(new RegExp(`/herramientas\\?pagina=${last}$`));
    const count = await page.getByTestId('tarjeta-producto').count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(24);
  });

  test('a 10 KB query string costs no more than a normal page', async ({ request }) => {
    const junk = Array.from({ length: 400 }, (_, i) => `x${i}=${'y'.repeat(20)}`).join('&');
    const query = `${junk}&${'categoria=Motores&'.repeat(30)}pagina=2`;
    expect(query.length).toBeGreaterThan(10_000);
    const answer = await request.get(`/repuestos?${query}`);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    // Ver Todo, Motores only, page 2 (cumulative): at most 48 cards a column.
    const cards = html.match(/data-testid="tarjeta-producto"/g)?.length ?? 0;
    expect(cards).toBeGreaterThan(0);
    expect(cards).toBeLessThanOrEqual(96);
  });
});

test.describe('catalogue pages with a small fixture catalogue', () => {
  test.use({ baseURL: FIXTURE_URL });

  test('Ver Todo shows new and used side by side', async ({ page }) => {
    await page.goto('/maquinaria');
    await expect(page.getByTestId('columna-Nuevos').getByTestId('tarjeta-producto')).toHaveCount(2);
    await expect(page.getByTestId('columna-Usados').getByTestId('tarjeta-producto')).toHaveCount(1);
    const [left, right] = await Promise.all([page.getByTestId('columna-Nuevos').boundingBox(), page.getByTestId('columna-Usados').boundingBox()]);
    expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
  });

  test('when only one kind exists, one full-width grid with that heading', async ({ page }) => {
    await page.goto('/maquinaria?categoria=Tractores');
    await expect(page.getByRole('heading', { level: 2, name: /^Nuevos/ })).toBeVisible();
    await expect(page.getByTestId('columna-Usados')).toHaveCount(0);
    const column = await page.getByTestId('columna-Nuevos').boundingBox();
    const viewport = page.viewportSize()!;
    expect(column!.width).toBeGreaterThan(viewport.width * 0.8);
  });

  test('an empty list says no products were found with the selected filters', async ({ page }) => {
    await page.goto('/maquinaria?vista=usados&categoria=Tractores');
    await expect(page.getByTestId('sin-resultados')).toHaveText('No se encontraron productos con los filtros seleccionados.');
    await expect(page.getByTestId('tarjeta-producto')).toHaveCount(0);
  });

  test('a page past the end of a small list goes to its last page without an error', async ({ page, request }) => {
    const answer = await request.get('/maquinaria?pagina=200', { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe('/maquinaria');
    const response = await page.goto('/maquinaria?pagina=200');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/maquinaria$/);
    await expect(page.getByTestId('tarjeta-producto')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Ver más' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Paginación' })).toHaveCount(0);
  });

  test('a chip group with one item or fewer is hidden', async ({ page }) => {
    // Every fixture part is in the page's own category, so only 'Todas' would remain.
    await page.goto('/repuestos');
    await expect(page.getByTestId('tarjeta-producto')).toHaveCount(2);
    await expect(page.getByRole('navigation', { name: 'Categorías' })).toHaveCount(0);
    await page.goto('/maquinaria');
    await expect(page.getByRole('navigation', { name: 'Categorías' }).getByRole('button')).toHaveText(['Todas', 'Cosechadoras', 'Tractores']);
  });
});

test.describe('first start with the spreadsheet unreachable', () => {
  test.use({ baseURL: BROKEN_URL });

  test('catalogue and product pages say the products could not be loaded, never an empty shop', async ({ page }) => {
    for (const path of ['/repuestos', '/herramientas', '/producto/repuestos/filtro-1']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(503);
      expect(response?.headers()['retry-after']).toBe('60');
      await expect(page.getByRole('alert')).toContainText('Error al cargar productos');
      await expect(page.getByRole('alert')).toContainText('No se pudieron cargar los productos. Volvé a intentar en unos minutos.');
      // A missing file is not a Google sheet that refused access: no sharing hint for visitors.
      await expect(page.getByRole('alert')).not.toContainText('Google Sheet');
      await expect(page.getByTestId('tarjeta-producto')).toHaveCount(0);
    }
  });
});
