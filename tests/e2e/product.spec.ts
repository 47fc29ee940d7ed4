import { expect, test } from '@playwright/test';
import { apiProducts, type ApiProduct } from './helpers';

async function productWith(request: Parameters<typeof apiProducts>[0], predicate: (p: ApiProduct) => boolean, query = ''): Promise<ApiProduct> {
  for (let page = 1; page <= 20; page++) {
    const { productos } = await apiProducts(request, `${query}&pagina=${page}`);
    const found = productos.find(predicate);
    if (found) return found;
  }
  throw new Error('no sample product matches');
}

test.describe('product page', () => {
  test('shows the product with badges, price, details, payment terms and buttons', async ({ page, request }) => {
    const product = await productWith(request, (p) => p.numericPrice !== null && p.numericPrice > 0 && !!p.brand && !!p.code);
    await page.goto(`/producto/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(product.category, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(product.condition, { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('precio-producto')).toHaveText(/^\$\s?[\d.]+$/);
    await expect(page.getByText('Marca', { exact: true })).toBeVisible();
    await expect(page.getByText(product.code, { exact: true })).toBeVisible();
    // Only the rows with a value ('Aplica para' with and without one: phone-ergonomics.spec.ts).
    await expect(page.locator('main dl').getByText('N/A', { exact: true })).toHaveCount(0);
    await expect(page.getByText(/^(En hasta \d+ cheques|Solo contado efectivo o transferencia)$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agregar al Presupuesto' })).toBeVisible();
    const quick = page.getByRole('link', { name: 'Consulta Rápida' });
    const href = await quick.getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/5493435551234\?text=/);
    const text = decodeURIComponent(new URL(href!).searchParams.get('text')!);
    expect(text).toBe(`Hola! Me interesa el producto: ${product.name} (Código: ${product.code}) - ${await page.getByTestId('precio-producto').textContent()}`);
    await expect(page.getByRole('link', { name: 'Volver a la búsqueda' })).toBeVisible();
  });

  test('cheques show the cash price and what each cheque would be, interest free', async ({ page, request }) => {
    const product = await productWith(request, (p) => p.numericPrice !== null && p.numericPrice > 0 && Number(p.paymentOptions) > 1);
    const n = Number(product.paymentOptions);
    await page.goto(`/producto/${product.slug}`);
    await expect(page.getByText(`En hasta ${n} cheques`, { exact: true })).toBeVisible();
    const price = (await page.getByTestId('precio-producto').textContent())!.trim();
    const each = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', maximumFractionDigits: 0 }).format(Math.round(product.numericPrice! / n));
    await expect(page.getByTestId('plan-cheques')).toHaveText(`Contado ${price} o ${n} cheques de ${each} sin interés (CFTEA 0 %)`);
  });

  test('the gallery wraps around with the arrows and jumps with the thumbnails', async ({ page, request }) => {
    const product = await productWith(request, (p) => p.images.length >= 3);
    await page.goto(`/producto/${product.slug}`);
    const counter = page.getByTestId('indice-imagen');
    const n = product.images.length;
    await expect(counter).toHaveText(`1 / ${n}`);
    await page.getByRole('button', { name: 'Imagen anterior' }).click();
    await expect(counter).toHaveText(`${n} / ${n}`);
    await page.getByRole('button', { name: 'Imagen siguiente' }).click();
    await expect(counter).toHaveText(`1 / ${n}`);
    await page.getByRole('button', { name: 'Ver imagen 2' }).click();
    await expect(counter).toHaveText(`2 / ${n}`);
  });

  test('the gallery controls are sent disabled and work once the page has hydrated (a tap before is not lost silently)', async ({ page, request }) => {
    const product = await productWith(request, (p) => p.images.length >= 3);
    const html = await (await request.get(`/producto/${product.slug}`)).text();
    expect(html).toMatch(/<button type="button" disabled="" aria-label="Imagen anterior"/);
    expect(html).toMatch(/<button type="button" disabled="" aria-label="Ver imagen 2"/);
    await page.goto(`/producto/${product.slug}`);
    await expect(page.getByRole('button', { name: 'Imagen siguiente' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Ver imagen 2' })).toBeEnabled();
  });

  test('an image that fails shows "No Image"', async ({ page, request }) => {
    const product = await productWith(request, (p) => p.images.length >= 1);
    await page.route('**/fotos/**', (route) => route.abort());
    await page.goto(`/producto/${product.slug}`);
    await expect(page.getByTestId('galeria').getByRole('img', { name: 'No Image' }).first()).toBeVisible();
  });

  test('a product with a video embeds it', async ({ page, request }) => {
    const product = await productWith(request, (p) => !!p.videoUrl, 'categoria=Tractores');
    await page.goto(`/producto/${product.slug}`);
    await expect(page.locator(`iframe[src="${product.videoUrl}"]`)).toHaveCount(1);
  });

  test('a wrong slug with a known id redirects to the canonical address', async ({ page, request }) => {
    const { productos } = await apiProducts(request);
    const product = productos[0]!;
    const response = await request.get(`/producto/otra-cosa/nombre-viejo-${product.slug.split('-').pop()}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe(`/producto/${product.slug}`);
    await page.goto(`/producto/nombre-viejo-${product.slug.split('-').pop()}`);
    await expect(page).toHaveURL(new RegExp(`/producto/${product.slug}$`));
  });

  test('a client-side visit to an old slug replaces the history entry with the canonical one', async ({ page, request }) => {
    const { productos } = await apiProducts(request);
    const product = productos[1]!;
    const id = product.slug.split('-').pop();
    await page.goto('/herramientas');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const before = await page.evaluate(() => window.history.length);
    // The data router React Router exposes in the browser: a client navigation, as a Link would do.
    await page.evaluate(
      (to) => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(to),
      `/producto/viejo/nombre-viejo-${id}`,
    );
    await expect(page).toHaveURL(new RegExp(`/producto/${product.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    expect(await page.evaluate(() => window.history.length)).toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveURL(/\/herramientas$/);
  });

  test('an unknown product answers 404 with the spec text', async ({ page }) => {
    const response = await page.goto('/producto/repuestos/no-existe-zz999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Producto no encontrado' })).toBeVisible();
    await expect(
      page.getByText(
        'El producto que buscas no existe o no está disponible. Es posible que el enlace no sea correcto o que el producto ya no esté a la venta.',
      ),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the HTML a crawler receives carries title, description, Open Graph, price, canonical and JSON-LD', async ({ request }) => {
    const product = await productWith(request, (p) => p.numericPrice !== null && p.numericPrice > 0 && p.images.length > 0 && p.description.length > 170);
    const html = await (await request.get(`/producto/${product.slug}`)).text();
    const attr = (pattern: RegExp) => html.match(pattern)?.[1];
    expect(html).toContain(`<title>`);
    expect(attr(/<meta property="og:title" content="([^"]*)"/)).toBeTruthy();
    expect(attr(/<meta property="og:image" content="([^"]*)"/)).toMatch(/^https?:\/\//);
    expect(attr(/<meta property="og:type" content="([^"]*)"/)).toBe('product');
    expect(attr(/<meta property="product:price:currency" content="([^"]*)"/)).toBe('ARS');
    expect(Number(attr(/<meta property="product:price:amount" content="([^"]*)"/))).toBe(product.numericPrice);
    expect(attr(/<meta name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image');
    const description = attr(/<meta name="description" content="([^"]*)"/)!;
    expect(description.length).toBeLessThanOrEqual(163);
    expect(description.endsWith('...')).toBe(true);
    expect(attr(/<link rel="canonical" href="([^"]*)"/)).toMatch(new RegExp(`/producto/${product.slug}$`));
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    const ld = blocks.find((block) => block['@type'] === 'Product');
    expect(ld.offers.priceCurrency).toBe('ARS');
    expect(Number(ld.offers.price)).toBe(product.numericPrice);
    expect(blocks.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test('a card leads to its product page', async ({ page }) => {
    await page.goto('/consumibles');
    const first = page.getByTestId('tarjeta-producto').first();
    const name = (await first.getByRole('heading').textContent())!.trim();
    await first.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });
});
