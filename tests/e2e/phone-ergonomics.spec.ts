// A farmer on a 390 px phone: the header search starts a new search instead of appending to the
// last one, the 'Producto añadido' toast leaves the cart button free, a product page keeps its add
// button at hand, quantities have thumb-sized buttons and can be typed, the product's details show
// only the rows with a value, and the floating WhatsApp button covers nothing on /presupuesto.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { FIXTURE_URL } from '../../playwright.config';
import { apiProducts, displayedPriceValue } from './helpers';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

type Box = { x: number; y: number; width: number; height: number };

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator}`);
  return found;
}

async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

const toast = (page: Page) => page.getByRole('status').filter({ hasText: 'Producto añadido' });

async function expectThumbSized(locator: Locator) {
  const { width, height } = await box(locator);
  expect(width, `${locator} width`).toBeGreaterThanOrEqual(44);
  expect(height, `${locator} height`).toBeGreaterThanOrEqual(44);
}

test.describe('header search', () => {
  test('390 px: reopened after a search, the last query is selected and typing replaces it; × empties it', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await hydrated(page);
    await page.getByTestId('abrir-busqueda').click();
    const input = page.locator('#busqueda-movil-campo');
    await expect(input).toBeFocused();
    await page.keyboard.type('bomba hidraulica');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/buscar\?q=bomba/);
    await expect(input).toBeHidden();

    await page.getByTestId('abrir-busqueda').click();
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('bomba hidraulica');
    await page.keyboard.type('rulemán 6207');
    await expect(input).toHaveValue('rulemán 6207');

    const clear = page.locator('#busqueda-movil').getByRole('button', { name: 'Borrar la búsqueda' });
    await expect(clear).toBeVisible();
    await expectThumbSized(clear);
    await clear.click();
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();
    await expect(clear).toHaveCount(0);
    await page.screenshot({ path: '/tmp/shots-ui/test-busqueda-390.png' });
  });

  test('1280 px: a click into the box after a search selects the last query', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await hydrated(page);
    const input = page.locator('#busqueda-cabecera-campo');
    await input.click();
    await page.keyboard.type('bomba hidraulica');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/buscar\?q=bomba/);
    await page.locator('h1').click();
    await input.click();
    await page.keyboard.type('rulemán');
    await expect(input).toHaveValue('rulemán');
  });
});

test.describe('the "Producto añadido" toast at 390 px', () => {
  test('leaves the cart button visible and clickable, and the drawer closes it', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${FIXTURE_URL}/producto/4`);
    await hydrated(page);
    const add = page.locator('main').getByRole('button', { name: 'Agregar al Presupuesto' }).first();
    await add.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await add.click();
    await expect(toast(page)).toBeVisible();
    const cartButton = page.getByTestId('abrir-presupuesto');
    await expect(cartButton).toHaveAccessibleName('Mi Presupuesto, 1 producto');
    const toastBox = await box(toast(page));
    expect(intersects(await box(cartButton), toastBox)).toBe(false);
    // Nor does it sit on the floating WhatsApp button.
    expect(intersects(await box(page.getByTestId('whatsapp-flotante')), toastBox)).toBe(false);
    await page.screenshot({ path: '/tmp/shots-ui/test-toast-390.png' });

    // A real click (Playwright refuses one whose point another element covers).
    await cartButton.click({ timeout: 2_000 });
    const drawer = page.getByTestId('cajon-presupuesto');
    await expect(drawer).toBeVisible();
    // Said already: it does not stay on the drawer's total and button.
    await expect(toast(page)).toHaveCount(0);
  });
});

test.describe('the add bar of a product page', () => {
  async function longProduct(request: Parameters<typeof apiProducts>[0]) {
    for (let p = 1; p <= 20; p++) {
      const { productos } = await apiProducts(request, `pagina=${p}`);
      const found = productos.find((x) => x.description.length > 300 && x.numericPrice !== null && x.numericPrice > 0);
      if (found) return found;
    }
    throw new Error('no sample product with a long description');
  }

  test('390 px: shown while the page button is further down, adds, and leaves the WhatsApp button and footer free', async ({ page, request }) => {
    const product = await longProduct(request);
    await page.setViewportSize(PHONE);
    // A controllable clock: the toast closes by itself after 5 s, sooner than a loaded machine measures it.
    await page.clock.install();
    await page.goto(`/producto/${product.slug}`);
    await hydrated(page);
    const main = page.locator('main').getByRole('button', { name: 'Agregar al Presupuesto' }).first();
    expect((await box(main)).y, 'the page button starts below the first screen').toBeGreaterThan(PHONE.height);

    const bar = page.getByTestId('barra-agregar');
    await expect(bar).toBeVisible();
    const price = bar.getByText((await page.getByTestId('precio-producto').textContent())!.trim(), { exact: true });
    // The whole price, not cut by the button.
    expect(await price.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const floating = page.getByTestId('whatsapp-flotante');
    expect(intersects(await box(bar), await box(floating))).toBe(false);
    await page.screenshot({ path: '/tmp/shots-ui/test-barra-390.png' });

    await page.clock.pauseAt(Date.now() + 2_000);
    await bar.getByRole('button', { name: 'Agregar al Presupuesto' }).click();
    await expect(page.getByTestId('abrir-presupuesto')).toHaveAccessibleName('Mi Presupuesto, 1 producto');
    // The page's short timers run in small steps, far from the toast's 5 s.
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return toast(page).isVisible();
      })
      .toBe(true);
    expect(intersects(await box(bar), await box(toast(page)))).toBe(false);
    expect(intersects(await box(floating), await box(toast(page)))).toBe(false);
    await page.clock.resume();

    await main.scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    // The floating button is back at its place once the bar has gone.
    await expect.poll(async () => PHONE.height - (await box(floating)).y - (await box(floating)).height).toBeLessThan(30);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(bar).toBeHidden();
    const privacy = page.locator('footer').getByRole('link', { name: 'Política de privacidad' });
    await privacy.click({ trial: true, timeout: 2_000 });
  });

  test('1280 px: no bar', async ({ page, request }) => {
    const product = await longProduct(request);
    await page.setViewportSize(DESKTOP);
    await page.goto(`/producto/${product.slug}`);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('button', { name: 'Agregar al Presupuesto' })).toHaveCount(1);
    await expect(page.getByTestId('barra-agregar')).toBeHidden();
  });
});

/** At 390 px, one oil filter put in the quote from its card on /repuestos. */
async function addFilterAtPhoneWidth(page: Page) {
  await page.setViewportSize(PHONE);
  await page.goto(`${FIXTURE_URL}/repuestos`);
  await page.getByTestId('tarjeta-producto').filter({ hasText: 'Filtro de aceite Fram PH8A' }).getByRole('button', { name: 'Agregar al Presupuesto' }).click();
}

test.describe('quantities at 390 px', () => {
  async function cartWithFilter(page: Page) {
    await addFilterAtPhoneWidth(page);
    await expect(page.getByTestId('abrir-presupuesto')).toHaveAccessibleName('Mi Presupuesto, 1 producto');
  }

  test('/presupuesto: 44 px buttons, a typed quantity clamped to 1–999, anything else restored', async ({ page }) => {
    await cartWithFilter(page);
    await page.goto(`${FIXTURE_URL}/presupuesto`);
    await hydrated(page);
    const line = page.getByTestId('linea-presupuesto');
    const minus = line.getByRole('button', { name: 'Quitar una unidad de Filtro de aceite Fram PH8A' });
    const plus = line.getByRole('button', { name: 'Agregar una unidad de Filtro de aceite Fram PH8A' });
    const quantity = line.getByRole('textbox', { name: 'Cantidad de Filtro de aceite Fram PH8A' });
    await expectThumbSized(minus);
    await expectThumbSized(plus);
    await expectThumbSized(quantity);
    await expect(quantity).toHaveAttribute('inputmode', 'numeric');

    const total = async () => displayedPriceValue((await page.getByTestId('total-presupuesto').textContent()) ?? '');
    await quantity.fill('12');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue('12');
    await expect.poll(total).toBe(12 * 25_000);

    await quantity.fill('5000');
    await quantity.blur();
    await expect(quantity).toHaveValue('999');
    await expect.poll(total).toBe(999 * 25_000);

    await quantity.fill('dos');
    await quantity.blur();
    await expect(quantity).toHaveValue('999');
    await quantity.fill('');
    await quantity.blur();
    await expect(quantity).toHaveValue('999');

    await quantity.fill('0');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue('1');
    await plus.click();
    await expect(quantity).toHaveValue('2');
    await expect.poll(total).toBe(2 * 25_000);
    await page.screenshot({ path: '/tmp/shots-ui/test-cantidades-390.png' });
  });

  test('the cart drawer: 44 px buttons and a typed quantity', async ({ page }) => {
    await cartWithFilter(page);
    await page.getByTestId('abrir-presupuesto').click();
    const drawer = page.getByTestId('cajon-presupuesto');
    await expectThumbSized(drawer.getByRole('button', { name: 'Quitar una unidad de Filtro de aceite Fram PH8A' }));
    await expectThumbSized(drawer.getByRole('button', { name: 'Agregar una unidad de Filtro de aceite Fram PH8A' }));
    await expectThumbSized(drawer.getByRole('button', { name: 'Eliminar Filtro de aceite Fram PH8A' }));
    const quantity = drawer.getByRole('textbox', { name: 'Cantidad de Filtro de aceite Fram PH8A' });
    await quantity.fill('3');
    await quantity.press('Enter');
    await expect(drawer.getByTestId('cantidad-presupuesto')).toHaveText('3 productos');
  });
});

test.describe("the product's details", () => {
  test("'Aplica para' only with a value", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${FIXTURE_URL}/producto/4`);
    const details = page.locator('main dl');
    await expect(details.getByText('Aplica para', { exact: true })).toBeVisible();
    await expect(details.getByText('Perkins 1006', { exact: true })).toBeVisible();

    await page.goto(`${FIXTURE_URL}/producto/2`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tractor Zanello 4200');
    await expect(details.getByText('Código', { exact: true })).toBeVisible();
    await expect(details.getByText('Aplica para', { exact: true })).toHaveCount(0);
    await expect(details.getByText('N/A', { exact: true })).toHaveCount(0);
  });
});

/** The texts of the links, buttons, quote total and footer lines the floating WhatsApp button covers. */
async function coveredByWhatsApp(page: Page): Promise<(string | undefined)[]> {
  const floating = await box(page.getByTestId('whatsapp-flotante'));
  return page.evaluate(
    (f) =>
      [...document.querySelectorAll('main a, main button, main [data-testid="total-presupuesto"], footer a, footer p')]
        .filter((el) => {
          // A link or button by its box, a paragraph by its lines (not its padding).
          const range = document.createRange();
          range.selectNodeContents(el);
          const rects = el.matches('a, button') ? [el.getBoundingClientRect()] : [...range.getClientRects()];
          return rects.some((r) => r.width > 0 && r.x < f.x + f.width && f.x < r.right && r.y < f.y + f.height && f.y < r.bottom);
        })
        .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim()),
    floating,
  );
}

test.describe('/presupuesto with items at 390 px', () => {
  test('at the end of the page the floating WhatsApp button covers no link, button or footer text', async ({ page }) => {
    await addFilterAtPhoneWidth(page);
    await page.goto(`${FIXTURE_URL}/presupuesto`);
    await hydrated(page);
    await expect(page.getByTestId('linea-presupuesto')).toHaveCount(1);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const covered = await coveredByWhatsApp(page);
    expect(covered).toEqual([]);
    await page.screenshot({ path: '/tmp/shots-ui/test-presupuesto-390-fondo.png' });
  });
});

test.describe('the floating WhatsApp button at 1280 px', () => {
  test('on a short page whose footer is in view, it covers no footer link or text', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const { productos } = await apiProducts(request);
    await page.goto(`/producto/${productos[0]!.slug}`);
    await hydrated(page);
    for (const y of [0, 100_000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      expect(await coveredByWhatsApp(page), `scrolled to ${y}`).toEqual([]);
    }
  });
});
