import { expect, test, type Page } from '@playwright/test';
import { FIXTURE_URL, NO_DATABASE_URL } from '../../playwright.config';

async function fillCart(page: Page, base: string) {
  await page.goto(`${base}/maquinaria`);
  await page.getByTestId('tarjeta-producto').filter({ hasText: 'Tractor Pauny 540' }).getByRole('button', { name: 'Agregar al Presupuesto' }).click();
  await page.goto(`${base}/repuestos`);
  await page.getByTestId('tarjeta-producto').filter({ hasText: 'Filtro de aceite Fram PH8A' }).getByRole('button', { name: 'Agregar al Presupuesto' }).click();
  await page.goto(`${base}/presupuesto`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

async function fillForm(page: Page) {
  await page.getByLabel('Nombre y Apellido').fill('Juan Pérez');
  await page.getByLabel('Localidad').fill('Crespo');
  await page.getByLabel('Provincia').selectOption('Entre Ríos');
  await page.getByLabel('Email').fill('juan@example.com');
  await page.getByLabel('Teléfono').fill('343 4123456');
}

test.describe('/presupuesto', () => {
  test('empty: the empty state, and both the WhatsApp button and the form are disabled', async ({ page }) => {
    await page.goto('/presupuesto');
    await expect(page.getByText('Tu presupuesto está vacío', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Seguir buscando' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Enviar Presupuesto por Email' })).toBeDisabled();
    await expect(page.getByLabel('Nombre y Apellido')).toBeDisabled();
    await expect(page.getByText('Enviar por WhatsApp')).toHaveAttribute('aria-disabled', 'true');
  });

  test('lines, quantities, Quitar, the total and the WhatsApp quote message', async ({ page }) => {
    await fillCart(page, FIXTURE_URL);
    const lines = page.getByTestId('linea-presupuesto');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(1)).toContainText('Código: PH8A');
    await expect(page.getByTestId('total-presupuesto')).toHaveText(/^\$\s?90\.025\.000$/);
    await page.getByRole('button', { name: 'Agregar una unidad de Filtro de aceite Fram PH8A' }).click();
    await expect(lines.nth(1).getByTestId('cantidad')).toHaveValue('2');
    await expect(page.getByTestId('total-presupuesto')).toHaveText(/^\$\s?90\.050\.000$/);

    const href = await page.getByRole('link', { name: 'Enviar por WhatsApp' }).getAttribute('href');
    const text = decodeURIComponent(new URL(href!).searchParams.get('text')!);
    expect(text).toContain('1 x Tractor Pauny 540 (Código: P540)');
    expect(text).toContain('2 x Filtro de aceite Fram PH8A (Código: PH8A)');
    expect(text).toMatch(/Total estimado: \$\s?90\.050\.000/);

    await lines.nth(0).getByRole('button', { name: 'Quitar', exact: true }).click();
    await expect(lines).toHaveCount(1);
    await expect(page.getByText("Código de área sin '0' y número sin '15'.")).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Teléfono')).toHaveAttribute('type', 'tel');
  });

  test('success: the dialog, and Aceptar empties the cart and goes home', async ({ page }) => {
    await page.goto('/herramientas');
    await page.getByTestId('tarjeta-producto').first().getByRole('button', { name: 'Agregar al Presupuesto' }).click();
    await page.goto('/presupuesto');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await fillForm(page);
    await page.getByRole('button', { name: 'Enviar Presupuesto por Email' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: '¡Presupuesto enviado!' })).toBeVisible();
    await expect(dialog).toContainText('se va a poner en contacto con vos');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('abrir-presupuesto')).toHaveAccessibleName('Mi Presupuesto, 0 productos');
  });

  test('a mail failure says so, and the quote stays in the cart', async ({ page }) => {
    await fillCart(page, FIXTURE_URL);
    await fillForm(page);
    await page.getByRole('button', { name: 'Enviar Presupuesto por Email' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Error al enviar el correo' })).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toContainText('Tu presupuesto fue guardado, pero no pudimos enviar el email. Nos pondremos en contacto pronto.');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(page.getByTestId('linea-presupuesto')).toHaveCount(2);
  });

  test('a save failure says so', async ({ page }) => {
    await fillCart(page, NO_DATABASE_URL);
    await fillForm(page);
    await page.getByRole('button', { name: 'Enviar Presupuesto por Email' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Error al guardar' })).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toContainText('Hubo un problema al guardar tu solicitud. Por favor, intenta de nuevo.');
  });

  test('the button says Enviando... while busy', async ({ page }) => {
    await fillCart(page, FIXTURE_URL);
    await fillForm(page);
    await page.route('**/presupuesto.data**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Enviar Presupuesto por Email' }).click();
    await expect(page.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
  });

  test('the server refuses bad input with a 4xx and a Spanish message', async ({ request }) => {
    const response = await request.post('/presupuesto', {
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      data: {
        name: 'J',
        location: '',
        province: '',
        email: 'no-es-un-correo',
        phone: 'x',
        items: [{ id: 'no-existe', quantity: 2 }],
        idempotencyKey: 'k'.repeat(40),
        website: '',
      },
    });
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(response.status()).toBeLessThan(500);
    const big = await request.post('/presupuesto', { headers: { 'Content-Type': 'application/json' }, data: { name: 'x'.repeat(70_000) } });
    expect(big.status()).toBe(413);
    expect(await big.text()).toContain('La solicitud es demasiado grande');
  });
});
