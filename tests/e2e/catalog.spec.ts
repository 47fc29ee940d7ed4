import { expect, test } from '@playwright/test';
import { BROKEN_URL, FIXTURE_URL } from '../../playwright.config';
import { displayedPriceValue } from './helpers';

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
    const badges = page.getByTestId('columna-Usados').getByTestId('tarjeta-producto').locator('span.rounded-full').filter({ hasText: /^(Nuevo|Usado)$/ });
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
    const categories = await page.getByTestId('tarjeta-producto').locator('p.uppercase').allTextContents();
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
    await page.route('**/muestras/**', (route) => route.abort());
    await page.goto('/neumaticos');
    await expect(page.getByTestId('tarjeta-producto').first().getByRole('img', { name: 'Imagen no disponible', includeHidden: true })).toBeVisible();
  });

  test('cards truncate descriptions to 70 characters', async ({ page }) => {
    await page.goto('/maquinaria');
    const descriptions = await page.getByTestId('tarjeta-producto').locator('p.text-stone-600').allTextContents();
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
      await expect(page.getByRole('alert')).toContainText('Error al cargar productos');
      await expect(page.getByRole('alert')).toContainText(
        'No se pudieron cargar los productos. Asegúrate de haber compartido el Google Sheet con el email proporcionado.',
      );
      await expect(page.getByTestId('tarjeta-producto')).toHaveCount(0);
    }
  });
});
