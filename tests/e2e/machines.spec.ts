import { expect, test, type Page } from '@playwright/test';

async function noSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('machine pages', () => {
  for (const width of [390, 1280]) {
    test(`brand, model and parts at ${width} px`, async ({ page }, info) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/maquinas');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Repuestos por máquina');
      await noSideScroll(page);
      await page.screenshot({ path: info.outputPath(`maquinas-${width}.png`), fullPage: false });

      await page
        .getByRole('list', { name: 'Marcas' })
        .getByRole('link', { name: /^Case IH/ })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Repuestos para Case IH');
      await page
        .getByRole('list', { name: 'Modelos de Case IH' })
        .getByRole('link', { name: /^Case IH Patriot 250/ })
        .click();

      await expect(page).toHaveURL(/\/maquinas\/case-ih\/patriot-250$/);
      await expect(page).toHaveTitle(/^Repuestos para Case IH Patriot 250 \| /);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Repuestos para Case IH Patriot 250');
      const cards = page.getByTestId('tarjeta-producto');
      await expect(cards.first()).toBeVisible();
      await noSideScroll(page);
      await page.screenshot({ path: info.outputPath(`maquina-${width}.png`), fullPage: false });

      // The catalogue's switch works here too: only used parts that fit.
      await page.getByRole('navigation', { name: 'Estado del producto' }).getByRole('link', { name: 'Usados' }).click();
      await expect(page).toHaveURL(/vista=usados/);
      await expect(page.getByTestId('columna-Nuevos')).toHaveCount(0);
      await expect(page.getByTestId('columna-Usados')).toBeVisible();
    });
  }

  test('every part listed for a machine names it in Aplica para, and the page has its structured data', async ({ page, request }) => {
    await page.goto('/maquinas/case-ih/patriot-250');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(/\/maquinas\/case-ih\/patriot-250$/);
    const types = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')['@type']));
    expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList']));
    const href = await page.getByTestId('tarjeta-producto').first().locator('a').first().getAttribute('href');
    const id = href!.split('-').pop();
    const product = await (await request.get(`/api/productos/${id}`)).json();
    expect(JSON.stringify(product)).toMatch(/Patriot 250/);
  });

  test('a machine the catalogue does not have answers 404 with a link to its brand', async ({ page }) => {
    const response = await page.goto('/maquinas/case-ih/no-existe-9999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Máquina no encontrada');
    await page.getByRole('link', { name: 'Ver los modelos de Case IH' }).click();
    await expect(page).toHaveURL(/\/maquinas\/case-ih$/);
    expect((await page.goto('/maquinas/no-es-marca'))?.status()).toBe(404);
  });

  test('the sitemap lists the machine pages', async ({ request }) => {
    const text = await (await request.get('/sitemaps/paginas.xml')).text();
    expect(text).toContain('/maquinas/case-ih/patriot-250</loc>');
    expect(text).toContain('/maquinas</loc>');
  });
});
