import { expect, test, type Page } from '@playwright/test';

const SPEC_MESSAGES = [
  'El nombre debe tener al menos 3 caracteres.',
  'Por favor, ingrese un correo electrónico válido.',
  'El mensaje debe tener al menos 10 caracteres.',
] as const;

async function fillWrong(page: Page) {
  await page.getByLabel('Nombre').fill('Jo');
  await page.getByLabel('Email').fill('no-es-correo');
  await page.getByLabel('Teléfono (opcional)').fill('343 4111111');
  await page.getByLabel('Mensaje').fill('corto');
}

/** The server's answer to the wrong fields: each message beside its field, the general one once, the values kept. */
async function expectServerRefusal(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Revisá los datos' })).toHaveText('Revisá los datos del formulario.');
  await expect(page.getByText('Revisá los datos del formulario', { exact: false })).toHaveCount(1);
  const described = { name: SPEC_MESSAGES[0], email: SPEC_MESSAGES[1], message: SPEC_MESSAGES[2] };
  for (const [id, text] of Object.entries(described)) {
    await expect(page.locator(`#${id}-error`)).toHaveText(text);
    await expect(page.locator(`#${id}`)).toHaveAttribute('aria-describedby', `${id}-error`);
  }
  await expect(page.getByLabel('Nombre')).toHaveValue('Jo');
  await expect(page.getByLabel('Email')).toHaveValue('no-es-correo');
  await expect(page.getByLabel('Teléfono (opcional)')).toHaveValue('343 4111111');
  await expect(page.getByLabel('Mensaje')).toHaveValue('corto');
}

async function fillRight(page: Page) {
  await page.getByLabel('Nombre').fill('Carlos Ruiz');
  await page.getByLabel('Email').fill('carlos@example.com');
  await page.getByLabel('Mensaje').fill('Necesito cotización de neumáticos 18.4-38.');
}

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

  test('without JavaScript the server says what is wrong beside each field, keeps the values, then sends', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/contacto');
    await fillWrong(page);
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expectServerRefusal(page);
    await fillRight(page);
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByRole('status').filter({ hasText: '¡Mensaje enviado!' })).toBeVisible();
    for (const text of SPEC_MESSAGES) await expect(page.getByText(text)).toHaveCount(0);
    await expect(page.getByLabel('Nombre')).toHaveValue('');
    await context.close();
  });

  test('a click before the scripts ran gets the same field messages, and the form sends once they run', async ({ page }) => {
    // The page's scripts wait until the click has been answered: the post is a plain document post.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/**', async (route) => {
      if (/\.js(\?|$)/.test(route.request().url())) await held;
      await route.continue();
    });
    await page.goto('/contacto', { waitUntil: 'commit' });
    await fillWrong(page);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    const posted = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/contacto');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    expect((await posted).status()).toBe(422);
    await page.waitForLoadState('domcontentloaded');
    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expectServerRefusal(page);
    // Now checked by script: a corrected field loses its message at once.
    await page.getByLabel('Nombre').fill('Carlos Ruiz');
    await expect(page.getByText(SPEC_MESSAGES[0])).toHaveCount(0);
    await fillRight(page);
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByRole('status').filter({ hasText: '¡Mensaje enviado!' }).first()).toBeVisible();
    for (const text of SPEC_MESSAGES) await expect(page.getByText(text)).toHaveCount(0);
    await expect(page.getByText('Revisá los datos del formulario', { exact: false })).toHaveCount(0);
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
