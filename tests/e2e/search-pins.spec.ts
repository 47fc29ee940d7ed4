// Staff pins: pinned from 'Búsquedas sin resultado', the product comes first in the public search
// on a phone, with the other results still below it; then removed. Against the sample catalogue.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInStaff } from './staff';

const PHONE = { width: 390, height: 844 };

async function staffPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: PHONE, hasTouch: true, locale: 'es-AR' });
  await signInStaff(context, baseURL);
  return context.newPage();
}

/** The result cards' names and product links, in order. */
async function results(page: Page, term: string): Promise<{ name: string; href: string }[]> {
  await page.goto(`/buscar?q=${encodeURIComponent(term)}`);
  const cards = page.getByTestId('tarjeta-producto');
  await expect(cards.first()).toBeVisible();
  return Promise.all(
    (await cards.all()).map(async (card) => ({
      name: ((await card.locator('h3').textContent()) ?? '').trim(),
      href: (await card.locator('a[href^="/producto/"]').first().getAttribute('href')) ?? '',
    })),
  );
}

test.describe('search pins', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('a product pinned from the staff page comes first in the public search at 390 px, the rest still below', async ({ page, browser, baseURL }) => {
    const before = await results(page, 'bomba hidraulica');
    expect(before.length).toBeGreaterThan(3);
    const chosen = before[before.length - 1];
    const id = chosen.href.split('-').pop()!; // the product's id key ends its address
    expect(before[0].name).not.toBe(chosen.name);

    const staff = await staffPage(browser, baseURL!);
    await staff.goto('/admin/busquedas');
    const form = staff.getByTestId('form-fijar');
    await form.getByLabel('Palabra o frase buscada').fill('Bombas Hidráulicas');
    await form.getByLabel('ID del producto (planilla)').fill(id);
    await form.getByRole('button', { name: 'Fijar' }).tap();
    await expect(staff.getByTestId('respuesta-fijar')).toContainText(`«${chosen.name}» sale primero`);
    const row = staff.getByTestId('fila-fijada').filter({ hasText: 'Bombas Hidráulicas' });
    await expect(row.getByRole('link', { name: chosen.name })).toBeVisible();
    const overflow = await staff.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The same page address as before: a page cached before the pin is not served again.
    const after = await results(page, 'bomba hidraulica');
    expect(after[0].name).toBe(chosen.name);
    expect(after.slice(1, 4).map((c) => c.name)).toEqual(before.slice(0, 3).map((c) => c.name));
    expect((await results(page, 'BOMBAS hidráulicas'))[0].name).toBe(chosen.name);

    await row.getByRole('button', { name: /^Quitar la búsqueda fijada/ }).tap();
    await expect(staff.getByTestId('respuesta-fijar')).toContainText('Búsqueda fijada quitada');
    await expect(row).toHaveCount(0);
    expect((await results(page, 'bomba hidraulica'))[0].name).toBe(before[0].name);
    await staff.context().close();
  });
});

test.describe('search: bad input never makes a 5xx', () => {
  const words = 'bomba filtro motor aceite junta reten ruleman cubierta tractor sembradora cosechadora';
  const inputs = [
    words.repeat(3).slice(0, 100),
    Array.from({ length: 100 }, () => 'de').join(' '),
    Array.from({ length: 40 }, (_, i) => `AB-${100 + i}`).join(' '),
    '🚜🔧💥 bomba 🌾',
    'bomba\u0000\u0001\u0007\u001b[31m\u202e filtro',
    'a e i o u b c d f g h j k l m n p q r s t v w x y z '.repeat(4),
  ];

  // Encoded as sent; the last is a lone surrogate in UTF-8 bytes (encodeURIComponent refuses one).
  const encoded = [...inputs.map(encodeURIComponent), '%ED%A0%80%20bomba'];
  for (const [i, q] of encoded.entries()) {
    test(`odd query ${i + 1}: /buscar and the suggestions answer 200`, async ({ request }) => {
      const page = await request.get(`/buscar?q=${q}`);
      expect(page.status(), q).toBe(200);
      const suggestions = await request.get(`/api/sugerencias?q=${q}`);
      expect(suggestions.status(), q).toBeLessThan(500);
    });
  }
});
