import { expect, test, type Page } from '@playwright/test';
import { FIXTURE_URL } from '../../playwright.config';

// The fixture catalogue (tests/fixtures/catalogo-pequeno.csv) has known names and prices.
test.use({ baseURL: FIXTURE_URL });

const drawer = (page: Page) => page.getByTestId('cajon-presupuesto');

async function addFromCard(page: Page, path: string, name: string) {
  await page.goto(path);
  const card = page.getByTestId('tarjeta-producto').filter({ hasText: name });
  await card.getByRole('button', { name: 'Agregar al Presupuesto' }).click();
}

test.describe('Mi Presupuesto: the cart', () => {
  test('adding shows the toast, a second add raises the quantity, the drawer counts and totals', async ({ page }) => {
    await addFromCard(page, '/maquinaria', 'Tractor Pauny 540');
    const toast = page.getByRole('status').filter({ hasText: 'Producto añadido' });
    await expect(toast).toContainText('Tractor Pauny 540 fue añadido a tu presupuesto.');
    await expect(page.locator('[data-variant="success"]').first()).toHaveClass(/border-green-600/);

    await page.getByTestId('tarjeta-producto').filter({ hasText: 'Tractor Pauny 540' }).getByRole('button', { name: 'Agregar al Presupuesto' }).click();
    await page.getByTestId('tarjeta-producto').filter({ hasText: 'Tractor Zanello 4200' }).getByRole('button', { name: 'Agregar al Presupuesto' }).click();

    await page.getByTestId('abrir-presupuesto').click();
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page).getByTestId('cantidad-presupuesto')).toHaveText('3 productos');
    await expect(drawer(page).getByTestId('linea-cajon')).toHaveCount(2);
    // 2 x 90.000.000 + 80.000.000
    await expect(drawer(page).getByTestId('total-cajon')).toHaveText(/^\$\s?260\.000\.000$/);

    await drawer(page).getByRole('button', { name: 'Quitar una unidad de Tractor Pauny 540' }).click();
    await expect(drawer(page).getByTestId('cantidad-presupuesto')).toHaveText('2 productos');
    await drawer(page).getByRole('button', { name: 'Quitar una unidad de Tractor Pauny 540' }).click();
    await expect(drawer(page).getByTestId('linea-cajon')).toHaveCount(1);
    await expect(drawer(page).getByTestId('cantidad-presupuesto')).toHaveText('1 producto');

    await drawer(page).getByRole('button', { name: 'Agregar una unidad de Tractor Zanello 4200' }).click();
    await expect(drawer(page).getByTestId('total-cajon')).toHaveText(/^\$\s?160\.000\.000$/);

    await drawer(page).getByRole('button', { name: 'Eliminar Tractor Zanello 4200' }).click();
    await expect(drawer(page).getByText('Tu presupuesto está vacío.')).toBeVisible();
    await expect(drawer(page).getByText('Agrega productos para solicitar un presupuesto.')).toBeVisible();
    await expect(drawer(page).getByTestId('total-cajon')).toHaveCount(0);

    await drawer(page).getByRole('button', { name: 'Cerrar' }).click();
    await expect(drawer(page)).toHaveCount(0);
  });

  test('the cart survives a reload, and Finalizar Presupuesto goes to /presupuesto', async ({ page }) => {
    await addFromCard(page, '/repuestos', 'Filtro de aceite Fram PH8A');
    await page.reload();
    await page.getByTestId('abrir-presupuesto').click();
    await expect(drawer(page).getByTestId('linea-cajon')).toHaveCount(1);
    await expect(drawer(page)).toContainText('Filtro de aceite Fram PH8A');
    await drawer(page).getByRole('button', { name: 'Finalizar Presupuesto' }).click();
    await expect(page).toHaveURL(/\/presupuesto$/);
    await expect(drawer(page)).toHaveCount(0);
    await expect(page.getByTestId('linea-presupuesto')).toHaveCount(1);
  });

  test('a corrupt stored cart starts empty instead of crashing', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('mi-presupuesto', '{"roto": ['));
    await page.goto('/presupuesto');
    await expect(page.getByTestId('presupuesto-vacio')).toBeVisible();
    await expect(page.getByText('Tu presupuesto está vacío', { exact: true })).toBeVisible();
    await page.getByTestId('abrir-presupuesto').click();
    await expect(drawer(page).getByText('Tu presupuesto está vacío.')).toBeVisible();
  });

  test('the product page adds to the cart too', async ({ page }) => {
    await page.goto('/maquinaria');
    await page.getByRole('heading', { name: 'Cosechadora Vassalli 1550' }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cosechadora Vassalli 1550' })).toBeVisible();
    await page.getByRole('button', { name: 'Agregar al Presupuesto' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Producto añadido' })).toContainText('Cosechadora Vassalli 1550 fue añadido a tu presupuesto.');
    await expect(page.getByTestId('abrir-presupuesto')).toHaveAccessibleName('Mi Presupuesto, 1 producto');
  });
});
