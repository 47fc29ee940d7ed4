// Every staff form that can be posted without JavaScript (or before the page's scripts ran): a
// wrong input comes back with its message beside its field, said once, and what was typed kept.
// The servers start with a staff account (webServer.command runs `scripts/staff-create.ts`).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiProducts, postQuote } from './helpers';
import { STAFF, knownDevice, signInStaff } from './staff';

const unique = (label: string) => `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A context without JavaScript; signed in through the JSON endpoint when `signedIn`. */
async function noScriptPage(browser: Browser, baseURL: string, signedIn: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: 'es-AR' });
  if (signedIn) await signInStaff(context, baseURL);
  else await knownDevice(context, baseURL);
  return context.newPage();
}

/** The field's message is beside it (its aria-describedby), and nowhere else on the page. */
async function expectFieldMessage(page: Page, fieldId: string, message: string) {
  await expect(page.locator(`#${fieldId}-error`)).toHaveText(message);
  await expect(page.locator(`#${fieldId}`)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator(`#${fieldId}`)).toHaveAttribute('aria-describedby', new RegExp(`${fieldId}-error`));
  await expect(page.getByText(message, { exact: true })).toHaveCount(1);
}

test.describe('staff forms without JavaScript', () => {
  test('sign-in: a wrong password is said once and the e-mail stays; the right one signs in', async ({ browser, baseURL }) => {
    const page = await noScriptPage(browser, baseURL!, false);
    await page.goto('/admin/ingresar');
    await page.getByLabel('Correo electrónico').fill(STAFF.email);
    await page.getByLabel('Contraseña').fill('no-es-la-clave-123');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByRole('alert')).toHaveText('Correo o contraseña incorrectos.');
    await expect(page.getByText('Correo o contraseña incorrectos.')).toHaveCount(1);
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(STAFF.email);
    await page.getByLabel('Contraseña').fill(STAFF.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/admin(\/|$)(?!ingresar)/);
    await page.context().close();
  });

  test('team invitation and sign-up: a taken address and different passwords are said beside their fields', async ({ browser, baseURL }) => {
    const page = await noScriptPage(browser, baseURL!, true);
    await page.goto('/admin/equipo');
    await page.getByLabel('Correo electrónico').fill(STAFF.email);
    await page.getByLabel('Rol').selectOption('administrador');
    await page.getByRole('button', { name: 'Crear invitación' }).click();
    await expectFieldMessage(page, 'invitar-email', 'Ya existe una cuenta con ese correo.');
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(STAFF.email);
    await expect(page.getByLabel('Rol')).toHaveValue('administrador');

    const invitee = `${unique('sin-script-')}@tienda.test`;
    await page.getByLabel('Correo electrónico').fill(invitee);
    await page.getByLabel('Rol').selectOption('vendedor');
    await page.getByRole('button', { name: 'Crear invitación' }).click();
    const link = await page.getByLabel(/Enlace de la invitación/).inputValue();
    expect(link).toContain('/admin/registro?invitacion=');
    await page.context().close();

    const visitor = await noScriptPage(browser, baseURL!, false);
    await visitor.goto(new URL(link).pathname + new URL(link).search);
    await visitor.getByLabel('Nombre').fill('Vendedora Sin Script');
    await visitor.getByLabel('Contraseña', { exact: true }).fill('una frase larga de prueba');
    await visitor.getByLabel('Repetir contraseña').fill('otra frase larga distinta');
    await visitor.getByRole('button', { name: 'Crear cuenta' }).click();
    await expectFieldMessage(visitor, 'repetir', 'Las contraseñas no coinciden.');
    await expect(visitor.getByLabel('Nombre')).toHaveValue('Vendedora Sin Script');
    await visitor.getByLabel('Contraseña', { exact: true }).fill('una frase larga de prueba');
    await visitor.getByLabel('Repetir contraseña').fill('una frase larga de prueba');
    await visitor.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(visitor).toHaveURL(/\/admin(\/|$)(?!registro)/);
    await visitor.context().close();
  });

  test('sales team: a WhatsApp that is not a number is said beside it, the other fields kept', async ({ browser, baseURL }) => {
    const page = await noScriptPage(browser, baseURL!, true);
    await page.goto('/admin/equipo-de-ventas');
    const form = page.getByRole('region', { name: 'Agregar una persona' }).or(page.locator('#agregar'));
    await form.getByLabel('Nombre').fill('Ana Sin Script');
    await form.getByLabel(/WhatsApp/).fill('abc');
    await form.getByLabel(/Teléfono visible/).fill('343 400-0000');
    await page.getByRole('button', { name: 'Agregar al equipo' }).click();
    await expectFieldMessage(page, 'nueva-whatsapp', 'El WhatsApp va en formato internacional, solo dígitos (por ejemplo 5493434000000).');
    await expect(page.locator('#nueva-nombre')).toHaveValue('Ana Sin Script');
    await expect(page.locator('#nueva-whatsapp')).toHaveValue('abc');
    await expect(page.locator('#nueva-telefono')).toHaveValue('343 400-0000');
    await page.context().close();
  });

  test('pins: an unknown product ID is said beside it, the phrase kept', async ({ browser, baseURL }) => {
    const page = await noScriptPage(browser, baseURL!, true);
    await page.goto('/admin/busquedas');
    const form = page.getByTestId('form-fijar');
    await form.getByLabel('Palabra o frase buscada').fill('ruleman sin script');
    await form.getByLabel('ID del producto (planilla)').fill('no-existe-999');
    await form.getByRole('button', { name: 'Fijar' }).click();
    await expectFieldMessage(page, 'fijar-producto', 'No hay ningún producto con el ID «no-existe-999» en el catálogo.');
    await expect(page.locator('#fijar-texto')).toHaveValue('ruleman sin script');
    await expect(page.locator('#fijar-producto')).toHaveValue('no-existe-999');
    await page.context().close();
  });

  test('catalogue: "Actualizar ahora" says its answer in the page', async ({ browser, baseURL }) => {
    const page = await noScriptPage(browser, baseURL!, true);
    await page.goto('/admin/catalogo');
    await page.getByRole('button', { name: 'Actualizar ahora' }).click();
    await expect(page.getByTestId('respuesta-actualizar')).not.toBeEmpty();
    await page.context().close();
  });

  test('answer editor: a price that is not a number is said beside it, every typed value kept', async ({ browser, baseURL, request }) => {
    const name = unique('Editor Sin Script ');
    const { productos } = await apiProducts(request);
    const priced = productos.filter((p) => p.numericPrice && p.numericPrice > 0).slice(0, 1);
    const posted = await postQuote(request, [{ id: priced[0].id, quantity: 1 }], { name });
    expect(posted.status()).toBeLessThan(300);
    const page = await noScriptPage(browser, baseURL!, true);
    await page.goto(`/admin/presupuestos?q=${encodeURIComponent(name)}`);
    const href = await page.getByTestId('fila-presupuesto').filter({ hasText: name }).first().getAttribute('href');
    expect(href).toBeTruthy();
    await page.goto(new URL(href!, baseURL).pathname.replace(/\/?$/, '/responder'));
    await page.locator('#precio-0').fill('mil pesos');
    await page.locator('#envio').fill('Retiro en el local sin script');
    await page.getByRole('button', { name: /Guardar/ }).click();
    await expectFieldMessage(page, 'precio-0', 'El precio debe ser un número mayor o igual a 0, con hasta dos decimales (por ejemplo 103000 o 1.500,50).');
    await expect(page.getByTestId('error-respuesta')).toHaveText('Revisá los datos marcados.');
    await expect(page.locator('#precio-0')).toHaveValue('mil pesos');
    await expect(page.locator('#envio')).toHaveValue('Retiro en el local sin script');
    await page.context().close();
  });
});
