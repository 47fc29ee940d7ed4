import { expect, test, type Page } from '@playwright/test';

async function noSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const MACHINE = 'Case IH Patriot 250';

/** Products in the page's lists, from the columns' headings ('Nuevos (63)'). */
async function listed(page: Page): Promise<number> {
  const headings = await page.locator('[id^="titulo-"]').allTextContents();
  return headings.reduce((sum, text) => sum + Number(/\((\d[\d.]*)\)/.exec(text)?.[1].replace(/\./g, '') ?? NaN), 0);
}

test.describe('mi máquina', () => {
  for (const width of [390, 1280]) {
    test(`save a machine, then narrow the catalogue to it at ${width} px`, async ({ page, request }, info) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/maquinas/case-ih/patriot-250');
      await page.getByRole('button', { name: 'Guardar como mi máquina' }).click();
      await expect(page.getByRole('button', { name: 'Guardada como tu máquina' })).toBeDisabled();
      await page.screenshot({ path: info.outputPath(`guardar-${width}.png`) });

      await page.goto('/maquinas');
      await expect(page.getByRole('heading', { name: 'Mis máquinas' })).toBeVisible();
      await expect(page.getByRole('link', { name: MACHINE, exact: true })).toHaveAttribute('href', '/maquinas/case-ih/patriot-250');
      await page.screenshot({ path: info.outputPath(`mis-maquinas-${width}.png`) });

      await page.goto('/repuestos');
      const all = await listed(page);
      await page.getByRole('link', { name: `Solo lo que sirve para mi ${MACHINE}` }).click();
      await expect(page).toHaveURL(/maquina=case-ih%2Fpatriot-250/);
      await expect(page.getByTestId('filtro-maquina')).toContainText(`Solo lo que sirve para ${MACHINE}.`);
      const cards = page.getByTestId('tarjeta-producto');
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      expect(await listed(page)).toBeLessThan(all);
      await expect(page.getByTestId('sirve-para')).toHaveCount(count);
      await expect(page.getByTestId('sirve-para').first()).toHaveText(`Sirve para tu ${MACHINE}`);
      await noSideScroll(page);
      await page.screenshot({ path: info.outputPath(`filtrado-${width}.png`) });

      // Every listed part names the machine in its 'Aplica para'.
      const hrefs = await cards.evaluateAll((nodes) => nodes.slice(0, 6).map((n) => n.querySelector('a')?.getAttribute('href') ?? ''));
      for (const href of hrefs) {
        const product = await (await request.get(`/api/productos/${href.split('-').pop()}`)).json();
        expect(JSON.stringify(product)).toMatch(/Patriot 250/);
      }

      // The switch keeps the filter; removing it brings the whole list back.
      await page.getByRole('navigation', { name: 'Estado del producto' }).getByRole('link', { name: 'Nuevos' }).click();
      await expect(page).toHaveURL(/vista=nuevos.*maquina=|maquina=.*vista=nuevos/);
      await page.getByRole('link', { name: 'Quitar el filtro' }).click();
      await expect(page).not.toHaveURL(/maquina=/);
      await expect(page.getByTestId('sirve-para')).toHaveCount(0);
    });
  }

  test('a machine the catalogue does not have: 404 and a way back', async ({ page }) => {
    const response = await page.goto('/repuestos?maquina=case-ih%2Fno-existe-9999');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('filtro-maquina')).toContainText('No conocemos esa máquina');
    await expect(page.getByTestId('tarjeta-producto')).toHaveCount(0);
  });

  test('the search page narrows to the machine too', async ({ page }) => {
    await page.goto('/buscar?q=filtro&maquina=case-ih%2Fpatriot-250');
    await expect(page.getByTestId('filtro-maquina')).toContainText(`Solo lo que sirve para ${MACHINE}.`);
    const notes = page.getByTestId('sirve-para');
    await expect(notes.first()).toHaveText(`Sirve para tu ${MACHINE}`);
    expect(await notes.count()).toBe(await page.getByTestId('tarjeta-producto').count());
  });
});
