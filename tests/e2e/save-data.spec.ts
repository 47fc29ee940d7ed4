// A visitor saving data (the `Save-Data: on` request header, or navigator.connection.saveData):
// card photos at most 320 px wide, and a carousel fetches only its first slide's photo until moved.
import { expect, test } from '@playwright/test';

const srcsetWidths = (html: string) => [...html.matchAll(/ (\d+)w[,"]/g)].map((match) => Number(match[1]));

test('Save-Data: on gets card photos of at most 320 px, its own cached copy, and Vary: Save-Data', async ({ request }) => {
  const plain = await request.get('/repuestos');
  const saving = await request.get('/repuestos', { headers: { 'Save-Data': 'on' } });
  const again = await request.get('/repuestos', { headers: { 'Save-Data': 'on' } });
  for (const answer of [plain, saving, again]) expect(answer.headers().vary).toMatch(/Save-Data/);
  const plainWidths = srcsetWidths(await plain.text());
  const savingWidths = srcsetWidths(await saving.text());
  expect(Math.max(...plainWidths)).toBeGreaterThan(320);
  expect(savingWidths.length).toBeGreaterThan(10);
  expect(Math.max(...savingWidths)).toBe(320);
  // The cached copy is the saving one too, not the plain page.
  expect(Math.max(...srcsetWidths(await again.text()))).toBe(320);
});

test('with navigator.connection.saveData a home carousel fetches its first photo only, until it is moved', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: '4g', addEventListener() {} }),
    });
  });
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const carousel = page.getByTestId('carrusel-productos').first();
  await carousel.scrollIntoViewIfNeeded();
  const slides = carousel.locator('[aria-roledescription="diapositiva"]');
  await expect(slides.first().locator('img')).toHaveCount(1);
  await expect(slides.first().locator('img')).toHaveAttribute('srcset', / 320w$/);
  // The second slide is on screen too (a slide is 80 % of a phone) but waits.
  await page.waitForTimeout(1000);
  await expect(slides.nth(1).locator('img')).toHaveCount(0);
  await expect(slides.nth(1).locator('[data-foto]')).toHaveCount(1);
  await carousel.getByRole('button', { name: 'Siguiente' }).click();
  await expect(slides.nth(1).locator('img')).toHaveCount(1);
  await expect(slides.nth(1).locator('img')).toHaveAttribute('srcset', / 320w$/);
});
