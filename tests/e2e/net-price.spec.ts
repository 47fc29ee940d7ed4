// The price without national taxes (Ley 27.743): every page kind that shows a visitor a price shows
// 'Precio sin impuestos nacionales: …' with it, in the price's own type and size
// (docs/decisions/0039-price-without-national-taxes.md). The answer page and its PDF are checked in
// quote-answer.spec.ts, which has a staff answer to open.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const LEGEND = /^Precio sin impuestos nacionales: (\$\s?[\d.]+|U\$S [\d.,]+)( \+ U\$S [\d.,]+)?$/;

/** Every priced card inside `area` has its net line, as large as its price. */
async function expectNetOnEveryCard(area: Locator) {
  const cards = area.getByTestId('tarjeta-producto');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  let priced = 0;
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const price = card.getByTestId('precio');
    if ((await price.textContent())?.trim() === 'Consultar') {
      await expect(card.getByTestId('precio-sin-impuestos')).toHaveCount(0);
      continue;
    }
    priced += 1;
    const net = card.getByTestId('precio-sin-impuestos');
    await expect(net).toHaveText(LEGEND);
    await expectSameType(price, net);
  }
  expect(priced).toBeGreaterThan(0);
}

async function expectSameType(price: Locator, net: Locator) {
  const style = (l: Locator) => l.evaluate((e) => [getComputedStyle(e).fontSize, getComputedStyle(e).fontWeight, getComputedStyle(e).fontFamily].join(' '));
  expect(await style(net)).toBe(await style(price));
}

async function shot(page: Page, name: string) {
  mkdirSync('.tmp/shots', { recursive: true });
  await page.screenshot({ path: `.tmp/shots/${name}-${page.viewportSize()?.width}.png`, fullPage: false });
  // No sideways scroll at a phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('home, catalogue and search cards carry the net beside each price', async ({ page }) => {
  await page.goto('/');
  await expectNetOnEveryCard(page.locator('main'));
  await page.goto('/maquinaria');
  await expectNetOnEveryCard(page.locator('main'));
  await page.goto('/buscar?q=correa');
  await expectNetOnEveryCard(page.locator('main'));
});

for (const width of [390, 1280]) {
  test(`product page, cart drawer and /presupuesto at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // A tractor priced in pesos, payable in 3 cheques (sample row 7941).
    const { producto } = (await (await page.request.get('/api/productos/7941')).json()) as { producto: { slug: string } };
    await page.goto(`/producto/${producto.slug}`);
    await expect(page.getByTestId('plan-cheques')).toHaveText(/^Contado \$\s?124\.800\.000 o 3 cheques de \$\s?41\.600\.000 sin interés \(CFTEA 0 %\)$/);
    const price = page.getByTestId('precio-producto');
    const net = page.getByTestId('precio-sin-impuestos');
    await expect(net).toHaveText(LEGEND);
    await expectSameType(price, net);
    await shot(page, 'neto-producto');

    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Agregar al Presupuesto' }).first().click();
    await page.getByTestId('abrir-presupuesto').click();
    const drawer = page.getByTestId('cajon-presupuesto');
    await expect(drawer).toBeVisible();
    const line = drawer.getByTestId('linea-cajon');
    await expect(line.getByTestId('precio-sin-impuestos')).toHaveText(LEGEND);
    await expect(drawer.getByTestId('total-sin-impuestos')).toHaveText(LEGEND);
    await shot(page, 'neto-cajon');

    await page.goto('/presupuesto');
    const quoteLine = page.getByTestId('linea-presupuesto');
    await expect(quoteLine.getByTestId('precio-sin-impuestos')).toHaveText(LEGEND);
    await expectSameType(quoteLine.locator('p.text-brand-700'), quoteLine.getByTestId('precio-sin-impuestos'));
    await expect(page.getByTestId('total-sin-impuestos')).toHaveText(LEGEND);
    await shot(page, 'neto-presupuesto');
  });
}
