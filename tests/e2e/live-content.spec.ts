// Possible spam and sample content, in Chromium against the production build.
//  - The honeypot: an enquiry whose hidden 'website' field was filled (as autofill does) gets the
//    usual answer, waits in the staff's 'Posible spam' tab, and 'Restaurar' makes it a normal one
//    whose mail goes to the outbox. A quote the same way through the form's endpoint.
//  - Sample content: the fixture server runs as production does (no SAMPLE_CONTENT): no team and
//    no reviews until the staff enter people in /admin/equipo-de-ventas; the staff area lists the
//    sample values still in use. The main server opts in (SAMPLE_CONTENT=true): marked samples.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { FIXTURE_URL } from '../../playwright.config';
import { mkdirSync } from 'node:fs';
import { apiProducts, postQuote, seriousViolations } from './helpers';
import { signInStaff } from './staff';

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signedIn(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires' });
  await signInStaff(context, baseURL);
  return context;
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notificaciones (F8)' }).locator('li');

test.describe('honeypot: posible spam', () => {
  test.use({ baseURL: FIXTURE_URL });

  test('an autofilled enquiry is answered as sent, kept as possible spam, and restored by the staff', async ({ page, browser }) => {
    const name = unique('Autocompletado');
    await page.goto('/contacto');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByLabel('Nombre').fill(name);
    await page.getByLabel('Email').fill('autocompletado@example.com');
    await page.getByLabel('Mensaje').fill('¿Tienen el filtro de aceite para un Deutz 4.0?');
    // What a password manager does: it fills the hidden field too.
    await page.locator('#website').evaluate((el: HTMLInputElement) => (el.value = 'https://mi-sitio.example'));
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByRole('status').filter({ hasText: '¡Mensaje enviado!' })).toContainText('Gracias por contactarnos. Te responderemos a la brevedad.');

    const context = await signedIn(browser, FIXTURE_URL);
    const staff = await context.newPage();
    await staff.goto(`/admin/consultas?q=${encodeURIComponent(name)}`);
    await expect(staff.getByTestId('fila-consulta')).toHaveCount(0); // not in the normal list
    const nav = staff.getByRole('navigation', { name: 'Secciones de administración' });
    await expect(nav.getByRole('link', { name: /^Consultas/ }).getByTestId('resumen-spam')).toContainText('posible spam');
    await staff.getByTestId('pestana-spam').click();
    await expect(staff).toHaveURL(/\/admin\/consultas\/posible-spam$/);
    await staff.getByTestId('fila-spam').filter({ hasText: name }).click();
    await expect(staff.getByTestId('aviso-spam')).toContainText('Posible spam: no se envió por correo');
    await staff.getByRole('button', { name: 'Restaurar' }).click();
    // The fixture server's SMTP refuses: the mail waits in the outbox, as for any enquiry.
    await expect(toasts(staff).filter({ hasText: 'Restaurado' })).toContainText(
      'La consulta volvió a la lista normal. El correo quedó en la cola de envío (Correos).',
    );
    await expect(staff.getByTestId('aviso-spam')).toHaveCount(0);
    await staff.goto(`/admin/consultas?q=${encodeURIComponent(name)}`);
    await expect(staff.getByTestId('fila-consulta').filter({ hasText: name })).toHaveCount(1);
    await staff.goto('/admin/correos');
    await expect(staff.getByTestId('correo').filter({ hasText: name })).toContainText('Pendiente');
    await context.close();
  });

  test("a quote with the hidden field filled: the same answer, and it waits in the quotes' spam tab", async ({ request, browser }) => {
    const { productos } = await apiProducts(request);
    const name = unique('Presupuesto Autocompletado');
    const response = await postQuote(request, [{ id: productos[0].id, quantity: 1 }], { name, website: 'x' });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('¡Presupuesto enviado!');
    const context = await signedIn(browser, FIXTURE_URL);
    const staff = await context.newPage();
    await staff.goto('/admin/presupuestos/posible-spam');
    await expect(staff.getByTestId('fila-spam').filter({ hasText: name })).toHaveCount(1);
    await staff.goto(`/admin/presupuestos?q=${encodeURIComponent(name)}`);
    await expect(staff.getByTestId('fila-presupuesto')).toHaveCount(0);
    await context.close();
  });
});

test.describe('sample content', () => {
  test('production without SAMPLE_CONTENT: no invented team or reviews; the staff see what is still a sample and enter the team', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: FIXTURE_URL });
    const visitor = await context.newPage();
    await visitor.goto('/');
    await expect(visitor.locator('#nosotros')).toBeVisible();
    await expect(visitor.getByTestId('datos-de-ejemplo')).toHaveCount(0);
    await expect(visitor.locator('#resenas')).toHaveCount(0);
    await expect(visitor.locator('a[href*="place_id:SAMPLE"]')).toHaveCount(0);

    const staffContext = await signedIn(browser, FIXTURE_URL);
    const staff = await staffContext.newPage();
    await staff.goto('/admin/presupuestos');
    const banner = staff.getByTestId('aviso-ejemplo');
    await expect(banner).toContainText('La tienda usa datos de ejemplo');
    await expect(banner).toContainText('WHATSAPP_NUMBER');
    await expect(banner).toContainText('SHOP_EMAIL');

    await staff.getByRole('navigation', { name: 'Secciones de administración' }).getByRole('link', { name: 'Equipo de ventas' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Equipo de ventas' })).toBeVisible();
    const people = staff.getByTestId('tarjeta-vendedor');
    const before = await people.count();
    // A fresh server has nobody: the public section is hidden, not invented (a retry finds the earlier person).
    if (before === 0) await expect(visitor.locator('#equipo')).toHaveCount(0);
    const name = unique('Lucía');
    const form = staff.getByRole('region', { name: 'Agregar una persona' });
    await form.getByLabel('Nombre').fill(name);
    await form.getByLabel('Rol (como se muestra)').selectOption({ label: 'Vendedora' });
    await form.getByLabel('WhatsApp (internacional, solo dígitos)').fill('no es un número');
    await form.getByRole('button', { name: 'Agregar al equipo' }).click();
    await expect(toasts(staff).filter({ hasText: 'No se pudo guardar' })).toContainText('El WhatsApp va en formato internacional');
    await form.getByLabel('WhatsApp (internacional, solo dígitos)').fill('+54 9 343 400-0001');
    await form.getByRole('button', { name: 'Agregar al equipo' }).click();
    // At least one more: the screen tests below may add their own person to the same server at the same time.
    await expect.poll(() => people.count()).toBeGreaterThan(before);

    // The public pages show the staff's people at once (the page cache's key changed).
    await visitor.goto('/');
    const card = visitor.getByTestId('tarjeta-equipo').filter({ hasText: name });
    await expect(card).toContainText('Vendedora');
    await expect(card.getByTestId('whatsapp-equipo')).toHaveAttribute('href', /^https:\/\/wa\.me\/5493434000001\?/);
    await expect(visitor.getByTestId('datos-de-ejemplo')).toHaveCount(0);
    await visitor.goto('/contacto');
    await expect(visitor.getByTestId('tarjeta-equipo').filter({ hasText: name })).toHaveCount(1);
    await Promise.all([context.close(), staffContext.close()]);
  });

  test('SAMPLE_CONTENT=true (the main test server): the sample team and reviews say so', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#equipo').getByTestId('datos-de-ejemplo')).toBeVisible();
    await expect(page.locator('#resenas').getByTestId('datos-de-ejemplo')).toContainText('Datos de ejemplo');
  });
});

test.describe('the new staff pages at phone and desk widths', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`${viewport.width} px: no sideways scroll, no serious axe violation (screenshots in .tmp/screens)`, async ({ browser, request }) => {
      test.setTimeout(120_000);
      const api = await request.post(`${FIXTURE_URL}/contacto`, {
        data: {
          name: unique('Pantalla Spam'),
          email: 'p@example.com',
          phone: '',
          message: 'Mensaje de prueba para la pantalla.',
          idempotencyKey: `e2e${crypto.randomUUID().replace(/-/g, '')}`,
          website: 'x',
        },
      });
      expect(api.status()).toBe(200);
      const context = await browser.newContext({ baseURL: FIXTURE_URL, viewport, locale: 'es-AR' });
      await signInStaff(context, FIXTURE_URL);
      const page = await context.newPage();
      await page.goto('/admin/equipo-de-ventas');
      if ((await page.getByTestId('tarjeta-vendedor').count()) === 0) {
        const form = page.getByRole('region', { name: 'Agregar una persona' });
        await form.getByLabel('Nombre').fill('Pantalla Prueba');
        await form.getByLabel('WhatsApp (internacional, solo dígitos)').fill('5493434000009');
        await form.getByRole('button', { name: 'Agregar al equipo' }).click();
        // The other width's test may have added one at the same time: at least one is enough here.
        await expect(page.getByTestId('tarjeta-vendedor').first()).toBeVisible();
      }
      await page.goto('/admin/consultas/posible-spam');
      const detail = new URL(
        await page
          .getByTestId('fila-spam')
          .first()
          .evaluate((a) => (a as HTMLAnchorElement).href),
      ).pathname;
      mkdirSync('.tmp/screens', { recursive: true });
      for (const path of ['/admin/equipo-de-ventas', '/admin/consultas/posible-spam', '/admin/presupuestos/posible-spam', '/admin/consultas', detail, '/']) {
        expect((await page.goto(path))?.status(), path).toBe(200);
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
        const file =
          path
            .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, 'detalle')
            .replace(/[^a-z0-9]+/gi, '_')
            .replace(/^_|_$/g, '') || 'inicio';
        await page.screenshot({ path: `.tmp/screens/issue11-${file}-${viewport.width}.png`, fullPage: path !== '/' });
        expect(await seriousViolations(page), `${path} at ${viewport.width} px`).toEqual([]);
      }
      await context.close();
    });
  }
});
