import { expect, test } from '@playwright/test';

test.describe('/contacto', () => {
  test('shows the team, the contact data and Volver', async ({ page }) => {
    await page.goto('/contacto');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
    await expect(page.getByText('Vendedor').first()).toBeVisible();
    await expect(page.getByText('Administrador').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'ventas@agroindustrialparana.com.ar' }).first()).toBeVisible();
    await expect(page.getByText('Av. Almafuerte 4346, Paraná, Entre Ríos').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver en el mapa' })).toHaveAttribute('href', /openstreetmap\.org/);
    await expect(page.getByRole('button', { name: 'Volver' })).toBeVisible();
  });

  test('at 390 px the contact data and the form stay inside the screen (the long e-mail wraps)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contacto');
    for (const name of ['Datos de contacto', 'Envianos tu consulta']) {
      const box = await page.getByRole('region', { name }).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x, name).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(390);
    }
  });

  test('validates on submit with the spec messages, and again on change', async ({ page }) => {
    await page.goto('/contacto');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByLabel('Nombre').fill('Jo');
    await page.getByLabel('Email').fill('no-es-correo');
    await page.getByLabel('Mensaje').fill('corto');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByText('El nombre debe tener al menos 3 caracteres.')).toBeVisible();
    await expect(page.getByText('Por favor, ingrese un correo electrónico válido.')).toBeVisible();
    await expect(page.getByText('El mensaje debe tener al menos 10 caracteres.')).toBeVisible();
    await page.getByLabel('Nombre').fill('José');
    await expect(page.getByText('El nombre debe tener al menos 3 caracteres.')).toHaveCount(0);
  });

  test('a valid enquiry is sent: success toast and the form resets', async ({ page }) => {
    await page.goto('/contacto');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByLabel('Nombre').fill('María González');
    await page.getByLabel('Email').fill('maria@example.com');
    await page.getByLabel('Teléfono (opcional)').fill('343 4555555');
    await page.getByLabel('Mensaje').fill('¿Tienen la bomba hidráulica para Pauny 540 en stock?');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    const toast = page.getByRole('status').filter({ hasText: '¡Mensaje enviado!' });
    await expect(toast).toContainText('Gracias por contactarnos. Te responderemos a la brevedad.');
    await expect(page.getByLabel('Nombre')).toHaveValue('');
    await expect(page.getByLabel('Mensaje')).toHaveValue('');
  });

  test('works without JavaScript too', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/contacto');
    await page.getByLabel('Nombre').fill('Carlos Ruiz');
    await page.getByLabel('Email').fill('carlos@example.com');
    await page.getByLabel('Mensaje').fill('Necesito cotización de neumáticos 18.4-38.');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByRole('status').filter({ hasText: '¡Mensaje enviado!' })).toBeVisible();
    await context.close();
  });
});
