import { expect, test, type Browser } from '@playwright/test';
import { apiProducts, seriousViolations } from './helpers';

const PAGES = [
  '/',
  '/?q=filtro&buscar=1',
  '/repuestos',
  '/neumaticos',
  '/maquinaria',
  '/herramientas',
  '/consumibles',
  '/presupuesto',
  '/contacto',
  '/politica-de-privacidad',
];

async function scan(browser: Browser, path: string, viewport = { width: 1280, height: 800 }) {
  // AxeBuilder needs a page of a context of our own.
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  try {
    const response = await page.goto(path, { waitUntil: 'load' });
    expect(response?.status(), `${path} answers`).toBeLessThan(400);
    await page.waitForLoadState('networkidle');
    const serious = await seriousViolations(page);
    expect(serious, `${path} at ${viewport.width} px`).toEqual([]);
  } finally {
    await context.close();
  }
}

test.describe('accessibility (axe): no serious or critical violations', () => {
  for (const path of PAGES) {
    test(`${path}`, async ({ browser }) => {
      await scan(browser, path);
    });
  }

  test('a product page', async ({ browser, request }) => {
    const { productos } = await apiProducts(request);
    const product = productos.find((p) => p.image && p.description) ?? productos[0];
    await scan(browser, `/producto/${product.slug}`);
  });

  test('the home page at 390 px', async ({ browser }) => {
    await scan(browser, '/', { width: 390, height: 844 });
  });
});

test.describe('heading outline: no level skipped above the product cards', () => {
  for (const path of ['/buscar?q=bomba', '/repuestos?vista=nuevos', '/repuestos', '/herramientas']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId('tarjeta-producto').first()).toBeVisible();
      const levels = await page.locator('main :is(h1, h2, h3, h4, h5, h6)').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
      expect(levels.length).toBeGreaterThan(2);
      expect(levels[0]).toBe(1);
      for (let i = 1; i < levels.length; i++) expect(levels[i] - levels[i - 1], `${path}: ${levels.join(' ')}`).toBeLessThanOrEqual(1);
    });
  }
});
