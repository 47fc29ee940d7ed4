// 'Mi máquina' beyond the machine pages: the picker (loaded only when opened, working from the
// phone's saved catalogue without signal), the home search panel's filter, the product page's
// links to its machines and the staff's list of 'Aplica para' texts that named no machine.
import { expect, test, type Page } from '@playwright/test';
import { signInStaff } from './staff';

const MACHINE = 'Case IH Patriot 250';
const SAVED = JSON.stringify([{ brandSlug: 'case-ih', modelSlug: 'patriot-250', name: MACHINE }]);

async function noSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function pickPatriot(page: Page) {
  const picker = page.getByTestId('selector-maquina');
  await picker
    .getByRole('list', { name: 'Marcas' })
    .getByRole('button', { name: /^Case IH\s/ })
    .click();
  await picker
    .getByRole('list', { name: 'Modelos de Case IH' })
    .getByRole('button', { name: new RegExp(`^${MACHINE}\\s+\\d+ repuestos`) })
    .click();
  await expect(picker.getByRole('status')).toContainText(`Guardamos tu ${MACHINE}`);
}

test.describe('the machine picker', () => {
  for (const width of [390, 1280]) {
    test(`brand, then model, each with its parts, loaded when opened, at ${width} px`, async ({ page }, info) => {
      await page.setViewportSize({ width, height: 900 });
      const pickerCode: string[] = [];
      page.on('request', (r) => void (/machine-picker/.test(r.url()) && pickerCode.push(r.url())));
      await page.goto('/repuestos');
      await page.waitForLoadState('networkidle');
      expect(pickerCode).toEqual([]);

      await page.getByTestId('abrir-selector-maquina').click();
      const brands = page.getByTestId('selector-maquina').getByRole('list', { name: 'Marcas' });
      await expect(brands.getByRole('button').first()).toContainText(/\d+ repuestos?$/);
      expect(pickerCode.length).toBeGreaterThan(0);
      await noSideScroll(page);
      await page.screenshot({ path: info.outputPath(`selector-marcas-${width}.png`) });
      await pickPatriot(page);
      await page.screenshot({ path: info.outputPath(`selector-guardada-${width}.png`) });
      await expect(page.getByRole('link', { name: `Solo lo que sirve para mi ${MACHINE}` })).toBeVisible();
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('mis-maquinas'))) ?? '[]')[0]).toMatchObject({ modelSlug: 'patriot-250' });
    });
  }

  test('keeps the three newest machines', async ({ page }) => {
    await page.goto('/maquinas');
    // Before the app runs the button is a plain link to /maquinas: a tap then reloads the page.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    for (const [brand, model] of [
      ['John Deere', /^John Deere /],
      ['New Holland', /^New Holland /],
      ['Massey Ferguson', /^Massey Ferguson /],
      ['Case IH', /^Case IH /],
    ] as const) {
      if (!(await page.getByTestId('selector-maquina').isVisible())) await page.getByTestId('abrir-selector-maquina').click();
      await page
        .getByRole('list', { name: 'Marcas' })
        .getByRole('button', { name: new RegExp(`^${brand}\\s`) })
        .click();
      await page
        .getByRole('list', { name: `Modelos de ${brand}` })
        .getByRole('button', { name: model })
        .first()
        .click();
    }
    const mine = page.getByRole('region', { name: 'Mis máquinas' }).getByRole('link');
    await expect(mine).toHaveCount(3);
    await expect(mine.first()).toHaveText(/^Case IH /);
  });

  test('a phone that never opened it, without signal, is told so and can try again', async ({ page, context }) => {
    await page.goto('/repuestos');
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    const open = page.getByTestId('abrir-selector-maquina');
    await open.click();
    await expect(page.getByRole('status').filter({ hasText: 'No pudimos abrir el selector sin señal' })).toBeVisible();
    await expect(page.getByText('Algo salió mal')).toHaveCount(0);
    await context.setOffline(false);
    await open.click();
    await open.click();
    await expect(page.getByTestId('selector-maquina').getByRole('list', { name: 'Marcas' })).toBeVisible();
  });
});

test.describe('the machine picker without signal', () => {
  // The shop's service worker keeps the scripts on the phone (blocked in the other tests).
  test.use({ serviceWorkers: 'allow' });

  test('opens the first time without signal and lists the machines of the saved catalogue', async ({ page, context }) => {
    test.setTimeout(120_000);
    await page.goto('/repuestos');
    await expect(page.getByTestId('catalogo-sin-senal-listo')).toBeAttached({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 60_000 });
    // Never opened with signal: the picker's code comes from what the service worker precached.
    const pickerCode: string[] = [];
    page.on('request', (r) => void (/machine-picker|picker-reader/.test(r.url()) && pickerCode.push(r.url())));
    await context.setOffline(true);
    await page.getByTestId('abrir-selector-maquina').click();
    await expect(page.getByTestId('selector-maquina')).toContainText('Sin señal: usamos el catálogo guardado en el teléfono.', { timeout: 30_000 });
    await expect(page.getByText('No pudimos abrir el selector sin señal')).toHaveCount(0);
    expect(pickerCode.length).toBeGreaterThan(0);
    await pickPatriot(page);
  });
});

test.describe('the home search panel', () => {
  for (const width of [390, 1280]) {
    test(`offers 'Solo lo que sirve para mi …' and narrows the results at ${width} px`, async ({ page }, info) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((saved) => localStorage.setItem('mis-maquinas', saved), SAVED);
      await page.goto('/?q=filtro&buscar=1#productos');
      const all = Number((await page.getByTestId('cantidad-resultados').innerText()).replace(/\D/g, ''));
      const filter = page.getByRole('checkbox', { name: `Solo lo que sirve para mi ${MACHINE}` });
      await filter.check();
      await expect(page).toHaveURL(/maquina=case-ih%2Fpatriot-250/);
      const results = page.getByTestId('resultados');
      await expect(results.getByTestId('sirve-para').first()).toHaveText(`Sirve para tu ${MACHINE}`);
      const narrowed = Number((await page.getByTestId('cantidad-resultados').innerText()).replace(/\D/g, ''));
      expect(narrowed).toBeGreaterThan(0);
      expect(narrowed).toBeLessThan(all);
      await expect(results.getByTestId('sirve-para')).toHaveCount(await results.getByTestId('tarjeta-producto').count());
      await noSideScroll(page);
      await page.getByTestId('filtro-maquina-buscador').scrollIntoViewIfNeeded();
      await page.screenshot({ path: info.outputPath(`buscador-maquina-${width}.png`) });
      await filter.uncheck();
      await expect(page).not.toHaveURL(/maquina=/);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the filter in the address is a ticked box of the form and narrows the results', async ({ page }) => {
      await page.goto('/?q=filtro&buscar=1&maquina=case-ih%2Fpatriot-250');
      await expect(page.getByRole('checkbox', { name: `Solo lo que sirve para mi ${MACHINE}` })).toBeChecked();
      await expect(page.getByTestId('sirve-para').first()).toHaveText(`Sirve para tu ${MACHINE}`);
    });
  });
});

test('a product page links each machine it fits to its page', async ({ page }) => {
  await page.goto('/maquinas/case-ih/patriot-250');
  await page.getByTestId('tarjeta-producto').first().locator('a').first().click();
  await expect(page).toHaveURL(/\/producto\//);
  const link = page.getByTestId('maquinas-del-producto').getByRole('link', { name: `Más repuestos para ${MACHINE}` });
  await expect(link).toHaveAttribute('href', '/maquinas/case-ih/patriot-250');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await noSideScroll(page);
    await page.getByTestId('maquinas-del-producto').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`producto-maquinas-${width}.png`) });
  }
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(MACHINE);
});

test("the staff see the 'Aplica para' texts that named no machine, and the machines per brand", async ({ browser, baseURL }) => {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, locale: 'es-AR' });
    await signInStaff(context, baseURL!);
    const page = await context.newPage();
    await page.goto('/admin/catalogo#maquinas');
    const unread = page.getByTestId('aplica-para-sin-maquina');
    await expect(unread.getByRole('row', { name: /Llanta 38 pulgadas/ })).toContainText(/\d+/);
    await expect(page.getByTestId('resumen-maquinas')).toContainText(/de 7\.\d{3} productos con “Aplica para” nombran al menos una máquina/);
    await expect(page.getByTestId('maquinas-por-marca')).toContainText('Case IH');
    await noSideScroll(page);
    await page.getByRole('heading', { name: 'Máquinas de “Aplica para”' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`admin-maquinas-${width}.png`) });
    await context.close();
  }
});
