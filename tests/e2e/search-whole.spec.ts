// The search reads a machine, a size and a code as wholes, and the owner's synonyms as an exact
// answer. Against the 12,000-row sample catalogue and its synonym table.
import { expect, test, type Page } from '@playwright/test';

async function noSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('search: machines, sizes and synonyms read whole', () => {
  test('the suggestions offer the page of the machine the words name, and only then', async ({ request }) => {
    const body = await (await request.get('/api/sugerencias?q=correa%20john%20deere%201550')).json();
    expect(body.maquina).toEqual({ nombre: 'Repuestos para John Deere 1550', url: '/maquinas/john-deere/1550' });
    expect((await request.get(body.maquina.url)).status()).toBe(200);
    expect((await (await request.get('/api/sugerencias?q=rodamiento')).json()).maquina).toBeUndefined();
    expect((await (await request.get('/api/sugerencias?q=john%20deere%209999999')).json()).maquina).toBeUndefined();
  });

  test("a synonym of the owner's table answers without the approximate notice", async ({ page }) => {
    for (const q of ['ruleman 6205', 'burro de arranque']) {
      await page.goto(`/buscar?q=${encodeURIComponent(q)}`);
      await expect(page.getByTestId('tarjeta-producto').first()).toBeVisible();
      await expect(page.getByTestId('aviso-busqueda')).toHaveCount(0);
    }
    await expect(page.getByTestId('tarjeta-producto').first()).toContainText('Motor de arranque');
  });

  test("'cubierta 18.4 38' shows the 18.4-38 tyres first", async ({ page }) => {
    await page.goto('/buscar?q=cubierta%2018.4%2038');
    const cards = page.getByTestId('tarjeta-producto');
    await expect(cards.nth(1)).toBeVisible();
    await expect(cards.nth(0)).toContainText('18.4-38');
    await expect(cards.nth(1)).toContainText('18.4-38');
  });

  for (const width of [390, 1280]) {
    test(`the header box lists the machine's page at ${width} px and opens it`, async ({ page }, info) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/politica-de-privacidad');
      await expect(page.getByTestId('abrir-busqueda')).toHaveAttribute('aria-expanded', 'false');
      const input = page.locator(width < 640 ? '#busqueda-movil-campo' : '#busqueda-cabecera-campo');
      if (width < 640) await page.getByTestId('abrir-busqueda').click();
      await input.click();
      await page.keyboard.type('correa john deere 1550', { delay: 20 });
      const machine = page.getByRole('listbox', { name: 'Sugerencias' }).getByRole('option', { name: 'Repuestos para John Deere 1550' });
      await expect(machine).toBeVisible();
      await noSideScroll(page);
      await page.screenshot({ path: info.outputPath(`sugerencia-maquina-${width}.png`) });
      await machine.click();
      await expect(page).toHaveURL(/\/maquinas\/john-deere\/1550$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Repuestos para John Deere 1550');
    });
  }
});
