// A search box on every page (the header; on phones an icon that opens it), the
// results page /buscar with the approximate-results notice, suggestions as you type, and the
// suggestions endpoint. Against the 12,000-row sample catalogue.
import { expect, test, type Page } from '@playwright/test';
import { BROKEN_URL } from '../../playwright.config';
import { displayedPriceValue, seriousViolations } from './helpers';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The header's search toggle is a link to /buscar until React is in; then a button. */
async function headerSearchReady(page: Page) {
  await expect(page.getByTestId('abrir-busqueda')).toHaveAttribute('aria-expanded', 'false');
}

test.describe('search: header on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('one tap opens the search; a typo still reaches the right product, and the page says it is approximate', async ({ page }) => {
    await page.goto('/politica-de-privacidad');
    await headerSearchReady(page);
    const header = page.getByRole('banner');
    const heightClosed = (await header.boundingBox())!.height;
    expect(heightClosed).toBe(64);

    await page.getByTestId('abrir-busqueda').tap();
    await expect(page.getByTestId('abrir-busqueda')).toHaveAttribute('aria-expanded', 'true');
    const input = page.locator('#busqueda-movil-campo');
    await expect(input).toBeVisible();
    await expect(input).toBeFocused();
    // Tidy at 390 px: the row fits, nothing overflows sideways.
    expect((await header.boundingBox())!.height).toBeLessThan(140);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.keyboard.type('bomaba hidraulica');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/buscar\?q=bomaba\+hidraulica$/);
    await expect(page.getByTestId('abrir-busqueda')).toHaveAttribute('aria-expanded', 'false');

    const notice = page.getByTestId('aviso-busqueda');
    await expect(notice).toContainText('No encontramos "bomaba hidraulica". Mostramos resultados para "');
    await expect(notice).toContainText(/Mostramos resultados para "bomba hidr[aá]ulica"\./i);
    await expect(notice.getByRole('link', { name: 'Buscar exactamente "bomaba hidraulica"' })).toHaveAttribute('href', /exacto=1/);

    const first = page.getByTestId('tarjeta-producto').first();
    await expect(first.locator('h3')).toContainText(/bomba hidr[aá]ulica/i);
    const name = ((await first.locator('h3').textContent()) ?? '').trim();
    await first.locator('h3').getByRole('link').click();
    await expect(page).toHaveURL(/\/producto\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test("'retenes' from the header shows a Retén in the first row, and says it searched 'retén'", async ({ page }) => {
    await page.goto('/politica-de-privacidad');
    await headerSearchReady(page);
    await page.getByTestId('abrir-busqueda').tap();
    await expect(page.locator('#busqueda-movil-campo')).toBeFocused();
    await page.keyboard.type('retenes');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/buscar\?q=retenes$/);

    const cards = page.getByTestId('tarjeta-producto');
    await expect(cards.first()).toBeVisible();
    // The cards slide in one after another: rows are read once they stand still (measured while
    // they moved, the first card's height changed under the loop and no row was found).
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    // The first row: the cards at the first card's height (one or two columns at 390 px).
    const top = (await cards.first().boundingBox())!.y;
    const firstRow: string[] = [];
    for (const card of await cards.all()) {
      const box = await card.boundingBox();
      if (box === null || Math.abs(box.y - top) > 2) break;
      firstRow.push(((await card.locator('h3').textContent()) ?? '').trim());
    }
    expect(firstRow.length).toBeGreaterThan(0);
    expect(firstRow.some((name) => /^Retén\b/.test(name))).toBe(true);
    // Found through the singular: the page says so and keeps the exact words one tap away.
    const notice = page.getByTestId('aviso-busqueda');
    await expect(notice).toContainText('Mostramos resultados para "retén"');
    await expect(notice.getByRole('link', { name: 'Buscar exactamente "retenes"' })).toHaveAttribute('href', /exacto=1/);
  });

  test("'Buscar exactamente' searches the typed words only", async ({ page }) => {
    await page.goto('/buscar?q=bomaba+hidraulica');
    await page.getByRole('link', { name: 'Buscar exactamente "bomaba hidraulica"' }).click();
    await expect(page).toHaveURL(/exacto=1/);
    await expect(page.getByTestId('sin-resultados')).toContainText('No se encontraron productos');
    await expect(page.getByTestId('aviso-busqueda')).toHaveCount(0);
  });

  test('the search row closes with the toggle and with Escape, and does not fight the menu', async ({ page }) => {
    await page.goto('/');
    await headerSearchReady(page);
    const toggle = page.getByTestId('abrir-busqueda');
    const row = page.locator('#busqueda-movil');
    await toggle.tap();
    await expect(row).toBeVisible();
    await toggle.tap();
    await expect(row).toBeHidden();

    await toggle.tap();
    await page.keyboard.press('Escape');
    await expect(row).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.tap();
    await page.getByRole('button', { name: 'Abrir menú' }).tap();
    await expect(row).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Menú móvil' })).toBeVisible();
    await toggle.tap();
    await expect(page.getByRole('navigation', { name: 'Menú móvil' })).toBeHidden();
    await expect(row).toBeVisible();
  });

  test('/buscar with a typo passes axe at 390 px', async ({ page }) => {
    await page.goto('/buscar?q=bomaba+hidraulica');
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('search: suggestions as you type', () => {
  test.use({ viewport: DESKTOP });

  test("typing 'rodamiento' shows suggestions; ArrowDown + Enter opens the product", async ({ page }) => {
    await page.goto('/politica-de-privacidad');
    await headerSearchReady(page);
    const input = page.locator('#busqueda-cabecera-campo');
    await expect(input).toHaveAttribute('role', 'combobox');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await input.click();
    await page.keyboard.type('rodamiento', { delay: 30 });

    const list = page.getByRole('listbox', { name: 'Sugerencias' });
    await expect(list).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
    const products = list.getByRole('group', { name: 'Productos' }).getByRole('option');
    const count = await products.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(6);
    // The count is announced politely.
    await expect(page.locator('#busqueda-cabecera-sugerencias + [role="status"]')).toHaveText(/^\d+ sugerencias?$/);
    // Image, name and price on each product.
    await expect(products.first().locator('img, svg').first()).toBeVisible();
    await expect(products.first()).toContainText(/\$|Consultar/);

    const name = ((await products.first().getByTestId('sugerencia-nombre').textContent()) ?? '').trim();
    await page.keyboard.press('ArrowDown');
    await expect(products.first()).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await products.first().getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/producto\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('Escape and a click outside close the list; Enter with no option chosen searches', async ({ page }) => {
    await page.goto('/politica-de-privacidad');
    await headerSearchReady(page);
    const input = page.locator('#busqueda-cabecera-campo');
    const list = page.getByRole('listbox', { name: 'Sugerencias' });
    await input.click();
    await page.keyboard.type('rodamiento');
    await expect(list).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(input).toHaveValue('rodamiento');
    await page.keyboard.press('ArrowDown');
    await expect(list).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(list).toBeHidden();
    await input.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' 6205');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/buscar\?q=rodamiento\+6205$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para "rodamiento 6205"');
  });

  test('a matching category leads to its catalogue page', async ({ page, request }) => {
    const answer = await (await request.get('/api/sugerencias?q=rodamientos')).json();
    expect(answer.categorias[0]).toEqual({ nombre: 'Rodamientos', url: '/repuestos?categoria=Rodamientos' });
    await page.goto('/politica-de-privacidad');
    await headerSearchReady(page);
    await page.locator('#busqueda-cabecera-campo').click();
    await page.keyboard.type('rodamientos');
    const category = page.getByRole('listbox', { name: 'Sugerencias' }).getByRole('group', { name: 'Categorías' }).getByRole('option').first();
    await category.click();
    await expect(page).toHaveURL(/\/repuestos\?categoria=Rodamientos$/);
  });

  test('the page with the suggestions open passes axe', async ({ page }) => {
    await page.goto('/buscar?q=rodamiento');
    await headerSearchReady(page);
    const input = page.locator('#busqueda-cabecera-campo');
    await input.click();
    await page.keyboard.type('filtro');
    await expect(page.getByRole('listbox', { name: 'Sugerencias' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('search: the results page', () => {
  test.use({ viewport: DESKTOP });

  test('results, count, order and the condition switch; noindex and a clean canonical', async ({ page }) => {
    await page.goto('/buscar?q=rodamiento&orden=price_asc&pagina=1');
    // A change of the order navigates once the page has hydrated (before, the form's 'Ordenar' button does).
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para "rodamiento"');
    await expect(page.locator('#busqueda-pagina-campo')).toHaveValue('rodamiento');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/buscar\?q=rodamiento$/);
    await expect(page.getByTestId('cantidad-resultados')).toHaveText(/^[\d.]+ productos?$/);

    const select = page.getByLabel('Ordenar por');
    await expect(select).toHaveValue('price_asc');
    await expect(select.locator('option')).toHaveText(['Más relevantes', 'Mayor a menor precio', 'Menor a mayor precio']);
    const prices = async () => (await page.getByTestId('precio').allTextContents()).map(displayedPriceValue);
    const ascending = await prices();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await select.selectOption('price_desc');
    await expect(page).toHaveURL(/orden=price_desc/);
    await expect
      .poll(async () => {
        const p = await prices();
        return p.length > 0 && p.every((v, i) => i === 0 || p[i - 1] >= v);
      })
      .toBe(true);

    const conditions = page.getByRole('navigation', { name: 'Estado del producto' });
    await expect(conditions.getByRole('link', { name: 'Ver Todo' })).toHaveAttribute('aria-current', 'page');
    await conditions.getByRole('link', { name: 'Usados' }).click();
    await expect(page).toHaveURL(/estado=Usado/);
    await expect(conditions.getByRole('link', { name: 'Usados' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('tarjeta-producto').first()).toBeVisible();
    for (const badge of await page.getByTestId('tarjeta-producto').locator('span.absolute').allTextContents()) expect(badge).toContain('Usado');
  });

  test("'Ver más' adds the next page", async ({ page }) => {
    await page.goto('/buscar?q=rodamiento');
    const cards = page.getByTestId('tarjeta-producto');
    await expect(cards).toHaveCount(24);
    await page.getByRole('link', { name: 'Ver más' }).click();
    await expect(page).toHaveURL(/pagina=2/);
    await expect(cards).toHaveCount(48);
  });

  test('page 6 shows its own 24 results and numbered links; Anterior goes back to the 120 of page 5', async ({ page }) => {
    await page.goto('/buscar?q=rodamiento&pagina=6');
    const cards = page.getByTestId('tarjeta-producto');
    await expect(cards).toHaveCount(24);
    await expect(page.getByRole('link', { name: 'Ver más' })).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Paginación' });
    await expect(nav.getByRole('link', { name: 'Página 6' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Siguiente' })).toHaveAttribute('href', '/buscar?q=rodamiento&pagina=7');
    await nav.getByRole('link', { name: 'Anterior' }).click();
    await expect(page).toHaveURL(/\/buscar\?q=rodamiento&pagina=5$/);
    await expect(cards).toHaveCount(120);
    await expect(nav).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ver más' })).toHaveAttribute('href', '/buscar?q=rodamiento&pagina=6');
  });

  test('a page past the last one goes to the last page without an error', async ({ page }) => {
    await page.goto('/buscar?q=rodamiento');
    const total = Number(((await page.getByTestId('cantidad-resultados').textContent()) ?? '').replace(/[^\d]/g, ''));
    const last = Math.ceil(total / 24);
    expect(last).toBeGreaterThan(6);
    const response = await page.goto('/buscar?q=rodamiento&pagina=200');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/buscar\\?q=rodamiento&pagina=${last}$`));
    await expect(page.getByTestId('tarjeta-producto')).toHaveCount(total - (last - 1) * 24);
    await expect(page.getByRole('navigation', { name: 'Paginación' }).getByRole('link', { name: `Página ${last}` })).toHaveAttribute('aria-current', 'page');
  });

  for (const [label, query] of [
    ['negative', 'pagina=-3'],
    ['not a number', 'pagina=abc'],
    ['repeated (the first counts)', 'pagina=1&pagina=9'],
  ] as const) {
    test(`a page number that is ${label} shows the first 24 results with a 200`, async ({ page }) => {
      const response = await page.goto(`/buscar?q=rodamiento&${query}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para "rodamiento"');
      await expect(page.getByTestId('tarjeta-producto')).toHaveCount(24);
      await expect(page.getByRole('link', { name: 'Ver más' })).toHaveAttribute('href', '/buscar?q=rodamiento&pagina=2');
    });
  }

  for (const [label, q] of [
    ['empty', ''],
    ['only symbols', '%21%40%23%24%25'],
    ['emoji only', '%F0%9F%94%A7%F0%9F%9A%9C'],
  ] as const) {
    test(`a query that is ${label} gets the no-results texts and a 200`, async ({ page }) => {
      const response = await page.goto(`/buscar?q=${q}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId('sin-resultados')).toContainText('No se encontraron productos');
      await expect(page.getByTestId('sin-resultados')).toContainText('Intenta con otros términos de búsqueda o revisa las categorías.');
    });
  }

  test('the costliest queries a visitor can type still answer 200', async ({ request }) => {
    const worst = [
      'de la el y en a '.repeat(20),
      Array.from({ length: 40 }, (_, i) => `${String.fromCharCode(97 + (i % 26))}${i}`).join(' '),
      'a e o i u r s n t l c d m p b g v',
      '🚜🔧'.repeat(40),
      Array.from({ length: 100 }, (_, i) => String.fromCharCode(i % 32)).join(''),
      `retenes 🚜 \u0000 6205-2RS1 burro de arranque 24v cardanico gomas usadas ${'ñ'.repeat(20)}`,
      'x'.repeat(24) + ' ' + 'hidraulicoss '.repeat(6),
    ];
    for (const q of worst) {
      const response = await request.get(`/buscar?q=${encodeURIComponent(q)}`);
      expect(response.status(), q.slice(0, 30)).toBe(200);
    }
  });

  test('a query longer than 100 characters is cut', async ({ page }) => {
    const long = `rodamiento ${'x'.repeat(300)}`;
    const response = await page.goto(`/buscar?q=${encodeURIComponent(long)}`);
    expect(response?.status()).toBe(200);
    expect((await page.locator('#busqueda-pagina-campo').inputValue()).length).toBeLessThanOrEqual(100);
    await expect(page.locator('#busqueda-pagina-campo')).toHaveAttribute('maxlength', '100');
  });

  test('a numbered page passes axe at 1280 and 390 px', async ({ page }) => {
    await page.goto('/buscar?q=rodamiento&pagina=7');
    await expect(page.getByRole('navigation', { name: 'Paginación' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    // Phones show one page each side of the current one: 5 and 9 are left out.
    await expect(page.getByRole('navigation', { name: 'Paginación' }).getByRole('link', { name: 'Página 5' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Paginación' }).getByRole('link', { name: 'Página 8' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/buscar with results passes axe', async ({ page }) => {
    await page.goto('/buscar?q=rodamiento');
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('search: without JavaScript', () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test('the header icon leads to /buscar, whose form searches, orders and filters by GET', async ({ page }) => {
    await page.goto('/contacto');
    await page.getByRole('banner').getByRole('link', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/buscar$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buscar productos');
    const input = page.locator('#busqueda-pagina-campo');
    await input.fill('rodamiento');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/buscar\?q=rodamiento$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para "rodamiento"');
    await expect(page.getByTestId('tarjeta-producto').first()).toBeVisible();

    await page.getByLabel('Ordenar por').selectOption('price_asc');
    await page.getByRole('button', { name: 'Ordenar' }).click();
    await expect(page).toHaveURL(/\/buscar\?q=rodamiento&orden=price_asc$/);
    const prices = (await page.getByTestId('precio').allTextContents()).map(displayedPriceValue);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page.getByRole('navigation', { name: 'Estado del producto' }).getByRole('link', { name: 'Nuevos' }).click();
    await expect(page).toHaveURL(/estado=Nuevo/);
    await expect(page).toHaveURL(/orden=price_asc/);
  });
});

test.describe('search: the suggestions endpoint', () => {
  test('answers products (at most 6, with their canonical page) and categories, cacheable', async ({ request }) => {
    const response = await request.get('/api/sugerencias?q=rodamiento');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=60');
    const body = await response.json();
    expect(body.productos.length).toBeGreaterThan(0);
    expect(body.productos.length).toBeLessThanOrEqual(6);
    for (const p of body.productos) {
      expect(Object.keys(p).sort()).toEqual(['id', 'imagen', 'nombre', 'precio', 'url']);
      expect(p.url).toMatch(/^\/producto\/[a-z0-9-]+\/[a-z0-9-]+$/);
      expect(p.precio).toMatch(/^\$|^Consultar$/);
    }
    expect(Array.isArray(body.categorias)).toBe(true);
    // The product page the suggestion links to exists.
    expect((await request.get(body.productos[0].url)).status()).toBe(200);
  });

  test('bad input gets empty lists and a 200, never an error', async ({ request }) => {
    for (const query of ['', 'q=', 'q=%20%20', 'q=%F0%9F%94%A7', `q=${'a'.repeat(5000)}`, 'q=rodamiento&grupo=Inexistente', 'q[]=x&q=%']) {
      const response = await request.get(`/api/sugerencias?${query}`);
      expect(response.status(), query).toBe(200);
      const body = await response.json();
      expect(Array.isArray(body.productos) && Array.isArray(body.categorias), query).toBe(true);
    }
    const empty = await (await request.get('/api/sugerencias?q=')).json();
    expect(empty).toEqual({ productos: [], categorias: [] });
  });

  test('a group limits the products to its catalogue', async ({ request }) => {
    const body = await (await request.get('/api/sugerencias?q=bomba&grupo=Repuestos')).json();
    for (const p of body.productos) expect(p.url).not.toMatch(/^\/producto\/(tractores|cosechadoras)\//);
  });

  test('answers 503 JSON while no catalogue has loaded', async ({ playwright }) => {
    const api = await playwright.request.newContext({ baseURL: BROKEN_URL });
    const response = await api.get('/api/sugerencias?q=bomba');
    expect(response.status()).toBe(503);
    expect((await response.json()).productos).toEqual([]);
    await api.dispose();
  });
});
