// Catalogue photos whose links point at photo hosts (a stand-in for postimg and ibb on loopback):
// the visitor's browser gets them from the shop, sized and converted, and never contacts the host.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { PHOTO_WIDTHS, PREVIEW_MAX_BYTES } from '#domain/photos';
import { PHOTOS_URL } from '../../playwright.config';
import { signInStaff } from './staff';

test.use({ baseURL: PHOTOS_URL, viewport: { width: 390, height: 844 } });

const OUR_PHOTO = new RegExp(`^${PHOTOS_URL.replace(/[.]/g, '\\.')}/fotos/[0-9a-f]{16}/(\\d+)$`);

/** Every address the page asks for, to check that none leaves for another host. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

function foreign(urls: string[]): string[] {
  return urls.filter((url) => !url.startsWith(`${PHOTOS_URL}/`) && !url.startsWith('data:'));
}

test.describe('photos from photo hosts', () => {
  test("a card on /repuestos shows the shop's own photo, in WebP or AVIF, at a width of the list", async ({ page }) => {
    const urls = recordRequests(page);
    await page.goto('/repuestos');
    const card = page.getByTestId('tarjeta-producto').filter({ hasText: 'Bomba hidráulica Bosch' });
    const img = card.locator('img');
    // A photo not prepared yet is made when first asked: give it the time a cold 4032×3024 takes.
    await expect(img).toHaveJSProperty('complete', true, { timeout: 30_000 });
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth), { timeout: 30_000 }).toBeGreaterThan(0);
    const src = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
    const match = OUR_PHOTO.exec(src);
    expect(match, src).not.toBeNull();
    expect(PHOTO_WIDTHS).toContain(Number(match![1]));

    const answer = await page.request.get(src, { headers: { Accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' } });
    expect(answer.status()).toBe(200);
    expect(['image/avif', 'image/webp']).toContain(answer.headers()['content-type']);
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers()['vary']).toMatch(/Accept/);
    expect(foreign(urls)).toEqual([]);
  });

  test("a dead link shows the placeholder, and the staff see it under 'Fotos que no cargan'", async ({ page, browser }) => {
    // Once the shop has tried the link, the page itself draws the placeholder: the card has no
    // photo for the browser to try (the photo is below the first screen, so it would not even try).
    const card = page.getByTestId('tarjeta-producto').filter({ hasText: 'Rodamiento SKF 6205' });
    await expect(async () => {
      await page.goto('/repuestos');
      // The photo's link is hidden from assistive technology (the title's link is the card's link).
      await expect(card.getByRole('img', { name: 'Imagen no disponible', includeHidden: true })).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(card.locator('img')).toHaveCount(0);

    const context = await browser.newContext({ baseURL: PHOTOS_URL, viewport: { width: 1280, height: 900 } });
    await signInStaff(context, PHOTOS_URL);
    const staffPage = await context.newPage();
    await expect(async () => {
      await staffPage.goto('/admin/catalogo');
      await expect(staffPage.getByTestId('fotos-que-no-cargan')).toContainText('/p/no-existe/image.jpg', { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    const row = staffPage.getByTestId('fotos-que-no-cargan').locator('tr', { hasText: 'no-existe' });
    await expect(row).toContainText('Rodamiento SKF 6205');
    await expect(row).toContainText('404');
    await expect(staffPage.getByTestId('progreso-fotos')).toContainText(/^Fotos: \d+ listas?, 1 con error, \d+ pendientes?$/);
    await context.close();
  });

  test('the product page shares a 1200×630 JPEG preview of at most 300 KB, and asks no other host', async ({ page }) => {
    const urls = recordRequests(page);
    await page.goto('/repuestos');
    await page.getByRole('link', { name: 'Bomba hidráulica Bosch' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bomba hidráulica Bosch' })).toBeVisible();
    const main = page.getByTestId('galeria').locator('img').first();
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await expect(main).not.toHaveAttribute('loading', 'lazy');
    await expect.poll(() => main.evaluate((el: HTMLImageElement) => el.naturalWidth), { timeout: 30_000 }).toBeGreaterThan(0);

    const og = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(og).toMatch(/\/fotos\/[0-9a-f]{16}\/og\.jpg$/);
    await expect(page.locator('meta[property="og:image:type"]')).toHaveAttribute('content', 'image/jpeg');
    const preview = await page.request.get(new URL(new URL(og!).pathname, PHOTOS_URL).href);
    expect(preview.status()).toBe(200);
    expect(preview.headers()['content-type']).toBe('image/jpeg');
    const bytes = await preview.body();
    expect(bytes.length).toBeLessThanOrEqual(PREVIEW_MAX_BYTES);
    const { width, height, exif } = await sharp(bytes).metadata();
    expect([width, height]).toEqual([1200, 630]);
    // The phone's GPS position never leaves the shop.
    expect(exif).toBeUndefined();
    expect(foreign(urls)).toEqual([]);
  });
});
