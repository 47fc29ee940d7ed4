// Product cards are sent as stored HTML and kept as they are by the first hydration (decision
// 0012); their links are followed by one delegated listener (ClientNavigation). These tests fail
// if hydration replaces or drops the cards, if React reports a hydration problem, or if a card's
// link, button or chat link stops working.
import { expect, test, type Page } from '@playwright/test';

/** Console errors and page errors while the test runs (a hydration mismatch is one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The sample's remote photos fail here (no internet): the page shows their placeholder.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** A card's markup without its photo: a photo that fails to load (no internet here) is replaced. */
const withoutPhoto = (html: string) =>
  html
    .replace(/ disabled=""/, '')
    .replace(/<img [^>]*>/, 'PHOTO')
    .replace(/<div class="card-photo-missing" role="img"[^>]*>.*?<\/span><\/div>/, 'PHOTO');

for (const [path, area] of [
  ['/repuestos', 'main'],
  ['/buscar?q=bomba', 'main'],
  ['/?q=filtro&buscar=1', '#productos'],
]) {
  test(`${path}: the cards the server sent stay as they are after hydration, without errors`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(path);
    const cards = page.locator(area).getByTestId('tarjeta-producto');
    const sent = await cards.evaluateAll((all) => all.map((card) => card.innerHTML));
    expect(sent.length).toBeGreaterThan(3);
    await hydrated(page);
    // The home page's results hydrate when their code arrives: wait for the buttons to be enabled.
    await expect(cards.nth(3).getByRole('button', { name: 'Agregar al Presupuesto' })).toBeEnabled();
    const after = await cards.evaluateAll((all) => all.map((card) => card.innerHTML));
    expect(after.map(withoutPhoto)).toEqual(sent.map(withoutPhoto));
    expect(errors).toEqual([]);
  });
}

test('a card added from a catalogue page goes into the quote', async ({ page }) => {
  await page.goto('/repuestos');
  await hydrated(page);
  const card = page.getByTestId('tarjeta-producto').nth(5);
  const name = (await card.locator('h3').textContent())!.trim();
  await card.getByRole('button', { name: 'Agregar al Presupuesto' }).click();
  await expect(page.getByText(`${name} fue añadido a tu presupuesto.`).first()).toBeVisible();
  const stored = await page.evaluate(() => window.localStorage.getItem('mi-presupuesto'));
  expect(stored).toContain(name.slice(0, 10));
});

test("a card's link opens the product without reloading the page, and prefetches it on hover", async ({ page }) => {
  await page.goto('/repuestos');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { sinRecarga: boolean }).sinRecarga = true));
  const link = page.getByTestId('tarjeta-producto').nth(4).locator('h3 a');
  const href = (await link.getAttribute('href'))!;
  await link.hover();
  await expect(page.locator(`head link[rel="prefetch"][href^="${href}.data"]`)).toHaveCount(1);
  await link.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sinRecarga?: boolean }).sinRecarga)).toBe(true);

  // Back to the list, now rendered by React in the browser: the cards work the same.
  await page.goBack();
  await expect(page).toHaveURL(/\/repuestos$/);
  const card = page.getByTestId('tarjeta-producto').nth(2);
  await expect(card.getByRole('button', { name: 'Agregar al Presupuesto' })).toBeEnabled();
  await card.getByRole('button', { name: 'Agregar al Presupuesto' }).click();
  await expect(page.getByText('Producto añadido').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sinRecarga?: boolean }).sinRecarga)).toBe(true);
});

test('a middle click or a modified click on a card is left to the browser', async ({ page, context }) => {
  await page.goto('/repuestos');
  await hydrated(page);
  const link = page.getByTestId('tarjeta-producto').first().locator('h3 a');
  const opened = context.waitForEvent('page');
  await link.click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await tab.waitForLoadState('domcontentloaded');
  expect(new URL(tab.url()).pathname).toBe(await link.getAttribute('href'));
  await expect(page).toHaveURL(/\/repuestos$/);
});
