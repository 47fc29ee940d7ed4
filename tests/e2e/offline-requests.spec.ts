// A quote sent without signal: kept on the phone, said so (no crash page, fields kept), sent by
// itself once when the signal returns. (The lost-answer and restarted-browser cases are in the
// queue's unit tests: in the full suite their quotes ran past the per-address quote limit.)
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { seriousViolations } from './helpers';
import { signInStaff } from './staff';

async function cartAndForm(page: Page, name: string) {
  await page.goto('/herramientas');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByTestId('tarjeta-producto').first().getByRole('button', { name: 'Agregar al Presupuesto' }).click();
  await page.goto('/presupuesto');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('Nombre y Apellido').fill(name);
  await page.getByLabel('Localidad').fill('Crespo');
  await page.getByLabel('Provincia').selectOption('Entre Ríos');
  await page.getByLabel('Email').fill('campo@example.com');
  await page.getByLabel('Teléfono').fill('343 4123456');
  await page.getByLabel(/Comentarios/).fill('Sin señal en el lote');
}

/** How many quotes the staff list shows for this (unique) name. */
async function storedQuotes(context: BrowserContext, baseURL: string, name: string): Promise<number> {
  await signInStaff(context, baseURL);
  const staff = await context.newPage();
  await staff.goto(`/admin/presupuestos?q=${encodeURIComponent(name)}`);
  const count = await staff.getByTestId('fila-presupuesto').count();
  await staff.close();
  return count;
}

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

test.describe('pedidos sin señal', () => {
  test('offline: kept with a clear message and the fields; back online: sent once, toast, staff sees it once', async ({ page, context, baseURL }) => {
    // With the axe scan of the kept list, longer than the default on a loaded machine.
    test.setTimeout(120_000);
    const name = unique('Sin Señal');
    await cartAndForm(page, name);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Enviar Presupuesto por Email' }).click();
    await expect(page.getByTestId('pedido-guardado-aviso')).toContainText('guardamos tu pedido en este teléfono');
    await expect(page.getByText('Algo salió mal')).toHaveCount(0);
    await expect(page.getByLabel('Nombre y Apellido')).toHaveValue(name);
    await expect(page.getByLabel(/Comentarios/)).toHaveValue('Sin señal en el lote');
    await expect(page.getByRole('heading', { name: '¡Presupuesto enviado!' })).toHaveCount(0);
    await expect(page.getByTestId('pedido-guardado')).toHaveCount(1);
    await expect(page.getByTestId('estado-pedido-guardado')).toHaveText('Esperando señal');
    // Each kept request's button says which one it deletes.
    await expect(
      page.getByTestId('pedido-guardado').getByRole('button', { name: /^Eliminar la solicitud del \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}: Presupuesto/ }),
    ).toHaveCount(1);
    expect(await seriousViolations(page), 'axe: pedidos guardados').toEqual([]);

    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/pedido-guardado')) posts.push(request.url());
    });
    await context.setOffline(false);
    await expect(page.getByText('¡Presupuesto enviado!').first()).toBeVisible({ timeout: 40_000 });
    await expect(page.getByTestId('pedidos-guardados')).toHaveCount(0);
    expect(posts).toHaveLength(1);
    expect(await storedQuotes(context, baseURL!, name)).toBe(1);
  });
});
