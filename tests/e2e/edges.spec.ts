// What a farmer on a 390 px phone meets on /presupuesto with items: no serious axe violation
// (the WhatsApp button's contrast), the phone as the shop reads it, the comments box, and the
// floating WhatsApp button kept clear of the form's last button.
import { expect, test, type Page } from '@playwright/test';
import { FIXTURE_URL } from '../../playwright.config';
import { seriousViolations } from './helpers';

const PHONE = { width: 390, height: 844 };

async function cartWithItems(page: Page) {
  await page.goto(`${FIXTURE_URL}/repuestos`);
  await page.getByTestId('tarjeta-producto').filter({ hasText: 'Filtro de aceite Fram PH8A' }).getByRole('button', { name: 'Agregar al Presupuesto' }).click();
  await page.goto(`${FIXTURE_URL}/presupuesto`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByTestId('linea-presupuesto')).toHaveCount(1);
}

test.describe('/presupuesto con productos a 390 px', () => {
  test('no serious axe violation with items in the cart', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await cartWithItems(page);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '.tmp/shots/presupuesto-390.png', fullPage: true });
    await context.close();
  });

  test('the phone as read, the comments in the WhatsApp text, the floating button off the submit button', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await cartWithItems(page);
    await page.getByLabel('Teléfono').fill('0343 15 4123456');
    await expect(page.getByTestId('telefono-leido')).toHaveText('Lo leemos como +54 9 343 412-3456');
    await page.getByLabel('Teléfono').fill('343 4123456');
    await expect(page.getByTestId('telefono-leido')).toHaveCount(0);

    await page.getByLabel('Comentarios (modelo de la máquina, número de serie, urgencia)').fill('Tractor Pauny 540, urgente');
    const href = await page.getByRole('link', { name: 'Enviar por WhatsApp' }).getAttribute('href');
    expect(decodeURIComponent(new URL(href!).searchParams.get('text')!)).toContain('Comentarios: Tractor Pauny 540, urgente');

    // Scrolled to the very bottom, the floating button must not sit on the submit button.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const submit = await page.getByRole('button', { name: 'Enviar Presupuesto por Email' }).boundingBox();
    const floating = await page.getByTestId('whatsapp-flotante').boundingBox();
    expect(submit && floating).toBeTruthy();
    const overlaps =
      submit!.x < floating!.x + floating!.width &&
      floating!.x < submit!.x + submit!.width &&
      submit!.y < floating!.y + floating!.height &&
      floating!.y < submit!.y + submit!.height;
    expect(overlaps).toBe(false);
    await page.screenshot({ path: '.tmp/shots/presupuesto-390-fondo.png' });
    await context.close();
  });

  test('1280 px: the province select shows its whole text', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await cartWithItems(page);
    const select = page.getByLabel('Provincia');
    await select.selectOption('Ciudad Autónoma de Buenos Aires');
    const fits = await select.evaluate((el: HTMLSelectElement) => {
      const probe = document.createElement('span');
      probe.style.font = getComputedStyle(el).font;
      probe.style.position = 'absolute';
      probe.textContent = el.selectedOptions[0].text;
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      // Padding and the arrow take about 48 px.
      return width + 48 <= el.getBoundingClientRect().width;
    });
    expect(fits).toBe(true);
    await page.screenshot({ path: '.tmp/shots/presupuesto-1280.png', fullPage: true });
    await context.close();
  });
});
