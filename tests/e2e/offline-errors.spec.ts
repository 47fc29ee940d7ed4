// A network failure is never the whole-page error ('Algo salió mal'): without signal, or with the
// connection cut, each place says in Spanish what happened and keeps what was typed. The quote
// answer's accept is checked in quote-answer.spec.ts; the quote and contact forms have their own.
import { expect, test, type Page } from '@playwright/test';

const CRASH = 'Algo salió mal';

function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const ready = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

for (const width of [390, 1280]) {
  test(`search suggestions with the connection cut say so and keep the text (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    const errors = collectPageErrors(page);
    await page.route('**/api/sugerencias**', (route) => route.abort('internetdisconnected'));
    await page.goto('/repuestos');
    await ready(page);
    const box = page.getByRole('combobox', { name: 'Buscar en Repuestos' });
    await box.fill('bomba hidra');
    await expect(page.getByTestId('sugerencias-sin-conexion')).toContainText('Sin conexión: no podemos mostrarte sugerencias');
    await expect(box).toHaveValue('bomba hidra');
    await expect(page.getByText(CRASH)).toHaveCount(0);
    await page.screenshot({ path: `.tmp/shots/sugerencias-sin-conexion-${width}.png` });
    expect(errors).toEqual([]);
  });
}

test('offline, adding to the quote shows its toast and the count (the beacon and the toast code fail quietly)', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = collectPageErrors(page);
  await page.goto('/repuestos');
  await ready(page);
  await context.setOffline(true);
  await page.getByTestId('tarjeta-producto').first().getByRole('button', { name: 'Agregar al Presupuesto' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Producto añadido' }).first()).toBeVisible();
  await expect(page.getByTestId('abrir-presupuesto')).toHaveAccessibleName('Mi Presupuesto, 1 producto');
  await expect(page.getByText(CRASH)).toHaveCount(0);
  await context.setOffline(false);
  expect(errors).toEqual([]);
});

test('staff sign-in without signal says so in Spanish and keeps the e-mail', async ({ page, context }) => {
  await page.goto('/admin/ingresar');
  await ready(page);
  await page.getByLabel('Correo electrónico').fill('alguien@tienda.test');
  await page.getByLabel('Contraseña').fill('una-clave-cualquiera');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('Sin conexión: no pudimos comunicarnos con la tienda').first()).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('alguien@tienda.test');
  await expect(page.getByText(CRASH)).toHaveCount(0);
  await context.setOffline(false);
});
