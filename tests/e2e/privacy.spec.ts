import { expect, test } from '@playwright/test';

const SECTIONS = ['1. Datos que recopilamos', '2. Uso de los datos', '3. Compartir datos', '4. Derechos ARCO', '5. Seguridad', '6. Cookies', '7. Contacto'];

test.describe('privacy policy', () => {
  test('is a server-rendered policy under law 25.326 with sections 1 to 7', async ({ browser }) => {
    // Without JavaScript: the whole text comes from the server.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/politica-de-privacidad');
    await expect(page).toHaveTitle(/^Política de privacidad \| /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de privacidad');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(SECTIONS);
    const text = (await page.locator('article').textContent()) ?? '';
    expect(text).toContain('Ley N° 25.326');
    expect(text).toContain('AGENCIA DE ACCESO A LA INFORMACIÓN PÚBLICA');
    await context.close();
  });

  test('names what the forms collect, where it goes, and how to reach the shop', async ({ page }) => {
    await page.goto('/politica-de-privacidad');
    const collected = page.getByRole('region', { name: '1. Datos que recopilamos' });
    await expect(collected).toContainText('nombre y apellido, localidad, provincia, correo electrónico y teléfono');
    await expect(collected).toContainText('productos de tu presupuesto');
    await expect(collected).toContainText('nombre, correo electrónico, teléfono (si decidís indicarlo) y el mensaje');
    await expect(collected).toContainText('WhatsApp');
    // The search box: counted as text and per day, nothing about who typed it.
    await expect(page.getByTestId('conteos')).toContainText('Lo que se escribe en el buscador se cuenta como texto');
    await expect(page.getByTestId('conteos')).toContainText('cada día, y nada sobre quién las escribió');
    await expect(page.getByRole('region', { name: '3. Compartir datos' })).toContainText('base de datos propia de la tienda');
    await expect(page.getByRole('region', { name: '3. Compartir datos' })).toContainText('correo electrónico a la casilla de ventas');
    const cookies = page.getByRole('region', { name: '6. Cookies' });
    await expect(cookies).toContainText('almacenamiento local');
    await expect(cookies).toContainText('Google Ads');
    const arco = page.getByRole('region', { name: '4. Derechos ARCO' });
    for (const right of ['acceder', 'rectificarlos', 'cancelación', 'oponerte']) await expect(arco).toContainText(right);
    await expect(arco.getByRole('link', { name: 'www.argentina.gob.ar/aaip' })).toHaveAttribute('href', 'https://www.argentina.gob.ar/aaip');
    const contact = page.getByRole('region', { name: '7. Contacto' });
    await expect(contact.getByRole('link', { name: 'ventas@agroindustrialparana.com.ar' })).toHaveAttribute(
      'href',
      'mailto:ventas@agroindustrialparana.com.ar',
    );
    await expect(contact).toContainText('Av. Almafuerte 4346, Paraná, Entre Ríos');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Ley 25\.326/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/politica-de-privacidad$/);
  });
});
