import { expect, test, type Page } from '@playwright/test';

const GENERIC_MESSAGE = 'Hola! Me gustaría consultar sobre sus productos.';

function sectionTop(page: Page, id: string) {
  // NaN while the section is not there yet (a full page load under way): the poll keeps waiting.
  return page.evaluate((sectionId) => Math.round(document.getElementById(sectionId)?.getBoundingClientRect().top ?? Number.NaN), id);
}

function toasts(page: Page) {
  return page.getByRole('region', { name: 'Notificaciones (F8)' }).locator('li');
}

async function hydrated(page: Page) {
  // The floating button is a plain link before hydration too; the hero says when React is in.
  await expect(page.getByTestId('hero')).toHaveAttribute('data-hydrated', 'true');
}

test.describe("layout: which pages have the shop's chrome", () => {
  // The route tree decides (routes/shop-layout.tsx around the public routes), not the path.
  test('an unknown public address shows the 404 inside the shop layout; an unknown staff address without it', async ({ page }) => {
    for (const path of ['/no-existe-zz', '/adminx']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
      await expect(page.locator('footer')).toHaveCount(1);
    }
    const response = await page.goto('/admin/no-existe-zz');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Principal' })).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
  });
});

test.describe('layout: header', () => {
  test('the header links to every section of the shop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/politica-de-privacidad');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/', '/repuestos', '/neumaticos', '/maquinaria', '/herramientas', '/consumibles', '/#nosotros', '/contacto']);
  });

  test("on the home page 'Nosotros' scrolls smoothly to the section, 80 px under the top", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Nosotros' }).click();
    // Smooth: part of the way down first, then settled at the offset.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect.poll(() => sectionTop(page, 'nosotros')).toBe(80);
    await expect(page).toHaveURL(/\/$/);
  });

  test("from another page 'Nosotros' goes to /#nosotros, 80 px under the top", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/repuestos');
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Nosotros' }).click();
    await expect(page).toHaveURL(/\/#nosotros$/);
    await expect(page.locator('#nosotros')).toBeVisible();
    await expect.poll(() => sectionTop(page, 'nosotros')).toBe(80);
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the mobile menu toggles, and closes when a link is chosen', async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
      await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden();
      const menu = page.getByRole('navigation', { name: 'Menú móvil' });
      await expect(menu).toBeHidden();

      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await expect(menu).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('button', { name: 'Cerrar menú' }).click();
      await expect(menu).toBeHidden();

      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await menu.getByRole('link', { name: 'Repuestos' }).click();
      await expect(page).toHaveURL(/\/repuestos$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Repuestos' })).toBeVisible();
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false');

      // 'Nosotros' from the menu on another page goes home, to the section.
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await menu.getByRole('link', { name: 'Nosotros' }).click();
      await expect(page).toHaveURL(/\/#nosotros$/);
      await expect(page.locator('#nosotros')).toBeVisible();
      await expect.poll(() => sectionTop(page, 'nosotros')).toBe(80);
      await expect(menu).toBeHidden();
    });

    test("on the home page the menu's 'Nosotros' closes the menu and scrolls with the offset", async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      const menu = page.getByRole('navigation', { name: 'Menú móvil' });
      await menu.getByRole('link', { name: 'Nosotros' }).click();
      await expect(menu).toBeHidden();
      await expect.poll(() => sectionTop(page, 'nosotros')).toBe(80);
    });
  });
});

test.describe('layout: footer and floating WhatsApp button', () => {
  for (const path of ['/', '/repuestos', '/contacto', '/politica-de-privacidad']) {
    test(`${path} has the WhatsApp button with the generic message, and the footer`, async ({ page }) => {
      await page.goto(path);
      const button = page.getByTestId('whatsapp-flotante');
      await expect(button).toBeVisible();
      const url = new URL((await button.getAttribute('href'))!);
      expect(url.origin).toBe('https://wa.me');
      expect(url.pathname).toBe('/5493435551234');
      expect(url.searchParams.get('text')).toBe(GENERIC_MESSAGE);
      await expect(button).toHaveAttribute('target', '_blank');

      const footer = page.locator('footer');
      await expect(footer.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/politica-de-privacidad');
      await expect(footer.getByRole('link', { name: 'ventas@agroindustrialparana.com.ar' })).toHaveAttribute(
        'href',
        'mailto:ventas@agroindustrialparana.com.ar',
      );
      await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', /^https:\/\/(www\.)?instagram\.com\//);
      await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', /^https:\/\/(www\.)?facebook\.com\//);
    });
  }

  test('a click opens the chat in a new tab when there is no ad tag', async ({ page, context }) => {
    await page.goto('/politica-de-privacidad');
    await page.waitForLoadState('networkidle');
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>chat</title>' }));
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByTestId('whatsapp-flotante').click()]);
    await popup.waitForLoadState();
    const url = new URL(popup.url());
    expect(url.searchParams.get('text')).toBe(GENERIC_MESSAGE);
    await expect(page).toHaveURL(/\/politica-de-privacidad$/);
  });
});

test.describe('layout: scroll to top', () => {
  test('a new path starts at the top; a hash does not', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/repuestos');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator('footer').getByRole('link', { name: 'Política de privacidad' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // Back: the catalogue comes back where the visitor left it, not at the top.
    await page.goBack();
    await expect(page).toHaveURL(/\/repuestos$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.goForward();
    await expect(page).toHaveURL(/\/politica-de-privacidad$/);

    // Back on the home page through the header: top again.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('layout: toasts', () => {
  /**
   * The home page with its results, ready to add to the quote. The results' code arrives after the
   * hero has hydrated, and React commits a boundary that waited for code after a short timer: with
   * the clock paused before that, the buttons stay disabled (sent so until hydration) for good.
   */
  async function openResults(page: Page) {
    await page.goto('/?buscar=1');
    await hydrated(page);
    await expect(page.getByTestId('resultados').getByRole('button', { name: 'Agregar al Presupuesto' }).first()).toBeEnabled();
  }

  async function addFromResults(page: Page, count: number): Promise<string[]> {
    if (!page.url().includes('buscar=1')) await openResults(page);
    const cards = page.getByTestId('resultados').getByTestId('tarjeta-producto');
    const names: string[] = [];
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i);
      names.push(((await card.locator('h3').textContent()) ?? '').trim());
      await card.getByRole('button', { name: 'Agregar al Presupuesto' }).click();
    }
    return names;
  }

  test('at most 3 are shown, newest first', async ({ page }) => {
    // Time stands still, so none of them closes (5 s) while we look.
    await page.clock.install({ time: new Date('2026-11-20T12:00:00-03:00') });
    await openResults(page);
    await page.clock.pauseAt(new Date('2026-11-20T12:30:00-03:00'));
    const names = await addFromResults(page, 4);
    const list = toasts(page);
    await expect(list).toHaveCount(3);
    // As the visitor sees them, top to bottom.
    const shown = await list.evaluateAll((items) =>
      items
        .map((li) => ({ top: li.getBoundingClientRect().top, text: li.textContent ?? '' }))
        .sort((a, b) => a.top - b.top)
        .map((t) => t.text),
    );
    expect(shown).toEqual([3, 2, 1].map((i) => `Producto añadido${names[i]} fue añadido a tu presupuesto.`));
  });

  test('on a phone they stack at the bottom, above the WhatsApp button, newest first, full width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install({ time: new Date('2026-11-20T12:00:00-03:00') });
    await openResults(page);
    await page.clock.pauseAt(new Date('2026-11-20T12:30:00-03:00'));
    const names = await addFromResults(page, 2);
    // The toasts' code may still be on its way at the second tap.
    await expect(toasts(page)).toHaveCount(2);
    const boxes = await toasts(page).evaluateAll((items) => items.map((li) => ({ ...li.getBoundingClientRect().toJSON(), text: li.textContent ?? '' })));
    boxes.sort((a, b) => a.top - b.top);
    expect(boxes[0].text).toContain(names[1]);
    const floating = await page.getByTestId('whatsapp-flotante').boundingBox();
    expect(boxes[1].bottom).toBeLessThanOrEqual(floating!.y);
    expect(boxes[1].bottom).toBeGreaterThan(844 / 2);
    expect(boxes[0].width).toBeGreaterThan(340);
  });

  test('a toast closes by itself after 5 seconds', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-20T12:00:00-03:00') });
    await addFromResults(page, 1);
    await expect(toasts(page)).toHaveCount(1);
    await page.clock.pauseAt(new Date('2026-11-20T12:30:00-03:00'));
    // Jumping the clock fires the timer that was due; add a fresh toast under the paused clock.
    await page.getByTestId('resultados').getByTestId('tarjeta-producto').nth(1).getByRole('button', { name: 'Agregar al Presupuesto' }).click();
    await expect(toasts(page).first()).toBeVisible();
    await page.mouse.move(0, 0); // hovering pauses a toast
    await page.clock.runFor(4_800);
    await expect(toasts(page).first()).toBeVisible();
    await page.clock.runFor(600);
    await expect(toasts(page)).toHaveCount(0);
  });

  test('F8 focuses the toasts, Escape closes one, and the close button works', async ({ page }) => {
    await addFromResults(page, 2);
    await expect(toasts(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(toasts(page)).toHaveCount(1);
    await page.keyboard.press('F8');
    await expect(page.getByRole('region', { name: 'Notificaciones (F8)' }).locator('ol')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(toasts(page)).toHaveCount(0);
  });
});
