// The owner's summary in Chromium against the production build: /admin opens it, it shows this
// week's requests, each chart's table holds the chart's numbers, an empty period and a forged range
// say so in Spanish, the beacon endpoint answers, and the page passes axe at 390 and 1280 px
// without sideways scroll (screenshots in .tmp/screens, or SHOTS_DIR). Searches show as the most
// frequent ones, with a table that holds the chart's numbers.
import { mkdirSync } from 'node:fs';
import { expect, test, type Browser } from '@playwright/test';
import { apiProducts, postQuote, searchFrom, seriousViolations } from './helpers';
import { PHOTOS_URL } from '../../playwright.config';
import { signInStaff } from './staff';

// A shop of its own among the test servers (the photo catalogue's, whose other tests post no
// quotes): the quotes posted here would otherwise count against the sample shop's per-address
// limit of 8 every 10 minutes that the other quote tests also use.
test.use({ baseURL: PHOTOS_URL });

async function signedIn(browser: Browser, baseURL: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ baseURL, viewport, locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires' });
  await signInStaff(context, baseURL);
  return context;
}

test.describe('owner summary', () => {
  // One after the other: every test adds requests for today, which the others count.
  test.describe.configure({ mode: 'serial' });

  test("/admin opens the summary with this week's requests, and the table matches the chart", async ({ browser, baseURL, request }) => {
    const { productos } = await apiProducts(request);
    const product = productos.find((p) => p.numericPrice && p.numericPrice > 0)!;
    const response = await postQuote(request, [{ id: product.id, quantity: 3 }], { name: 'Resumen E2E' });
    expect(response.status(), await response.text()).toBeLessThan(400);

    const context = await signedIn(browser, baseURL!);
    const page = await context.newPage();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/resumen$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Resumen' })).toBeVisible();
    // The quotes list is one click away.
    await expect(page.getByRole('link', { name: 'Ver los presupuestos' })).toHaveAttribute('href', '/admin/presupuestos');

    await page.goto('/admin/resumen?rango=7');
    const received = Number((await page.getByTestId('total-recibidos').innerText()).replace(/\D/g, ''));
    expect(received).toBeGreaterThanOrEqual(1);
    const chart = page.getByTestId('grafico-semanas');
    await expect(chart).toHaveAttribute('role', 'img');
    await expect(chart).toHaveAttribute('aria-label', /pedidos por semana/i);
    await expect(page.getByTestId('resumen-semanas')).toContainText(`${received.toLocaleString('es-AR')} pedidos en el período`);

    // The table, opened, holds the same numbers as the bars, week by week and series by series.
    await page.getByTestId('tabla-semanas').locator('summary').click();
    const rows = page.getByTestId('fila-semana');
    const count = await rows.count();
    expect(count).toBe(await chart.locator('g[data-grupo]').count());
    for (let i = 0; i < count; i++) {
      const group = chart.locator(`g[data-grupo="${i}"]`);
      for (const [serie, column] of [
        ['Recibidos', 'recibidos'],
        ['Respondidos', 'respondidos'],
        ['Aceptados', 'aceptados'],
      ]) {
        const bar = await group.locator(`rect[data-serie="${serie}"]`).getAttribute('data-valor');
        const cell = await rows.nth(i).locator(`[data-columna="${column}"]`).innerText();
        expect(Number(bar), `semana ${i}, ${serie}`).toBe(Number(cell));
      }
    }
    const lastWeek = Number(
      await rows
        .nth(count - 1)
        .locator('[data-columna="recibidos"]')
        .innerText(),
    );
    expect(lastWeek).toBe(received);

    // The product asked for is in the top list, linking to its page.
    await expect(page.locator('#productos-titulo')).toHaveText('Productos más pedidos');
    await page.getByTestId('tabla-productos').locator('summary').click();
    await expect(page.getByTestId('tabla-productos-datos').getByRole('link', { name: product.name, exact: true }).first()).toHaveAttribute(
      'href',
      /^\/producto\//,
    );

    // Its CSV is the same data.
    // The page's ?formato=csv leads to the export route.
    const csv = await context.request.get('/admin/resumen?rango=7&formato=csv&grafico=semanas');
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toMatch(/text\/csv/);
    const lastLine = (await csv.text()).trim().split('\r\n').at(-1)!;
    expect(lastLine.split(';')[2]).toBe(String(received));
    await context.close();
  });

  test('an empty period and a forged range say so in Spanish', async ({ browser, baseURL }) => {
    const context = await signedIn(browser, baseURL!);
    const page = await context.newPage();
    const empty = await page.goto('/admin/resumen?desde=2001-01-01&hasta=2001-01-31');
    expect(empty?.status()).toBe(200);
    await expect(page.getByText('Todavía no hay presupuestos en este período.')).toBeVisible();
    await expect(page.locator('svg[role="img"]')).toHaveCount(0);

    for (const query of [
      'desde=2026-02-01&hasta=2026-01-01',
      'desde=0000-01-01&hasta=2026-01-01',
      'desde=2026-01-01&hasta=9999-12-31',
      'desde=ayer&hasta=hoy',
    ]) {
      const answer = await page.goto(`/admin/resumen?${query}`);
      expect(answer?.status(), query).toBe(400);
      await expect(page.getByTestId('error-periodo')).toContainText('Se muestran los últimos 30 días');
    }
    await context.close();
  });

  test('the beacon endpoint counts a known product and refuses bad input with a 4xx', async ({ request, baseURL }) => {
    const { productos } = await apiProducts(request);
    const ok = await request.post('/api/evento', {
      data: JSON.stringify({ tipo: 'agregar', id: productos[0].id }),
      headers: { 'content-type': 'text/plain', origin: baseURL! },
    });
    expect(ok.status()).toBe(204);
    const bad = await request.post('/api/evento', { data: JSON.stringify({ tipo: 'compra' }), headers: { 'content-type': 'text/plain', origin: baseURL! } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error).toMatch(/no es válido/);
  });

  test('the searches made show as the most frequent, and their table matches the chart', async ({ browser, baseURL }) => {
    const word = `resumen${Date.now().toString(36)}`;
    // Three visitors (three loopback addresses): a text enters the rankings once three typed it.
    for (const address of ['127.0.0.71', '127.0.0.72', '127.0.0.73']) expect(await searchFrom(baseURL!, address, word)).toBeLessThan(500);
    const context = await signedIn(browser, baseURL!);
    const page = await context.newPage();
    await page.goto('/admin/resumen?rango=7');
    const chart = page.getByTestId('grafico-busquedas');
    await expect(chart).toHaveAttribute('role', 'img');
    await page.getByTestId('tabla-busquedas').locator('summary').click();
    const row = page.getByTestId('tabla-busquedas-datos').getByRole('row').filter({ hasText: word });
    await expect(row.locator('[data-columna="veces"]')).toHaveText('3');
    // It found nothing: it is also among the searches without a result.
    await page.getByTestId('tabla-sin-resultado').locator('summary').click();
    await expect(page.getByTestId('tabla-sin-resultado-datos').getByRole('row').filter({ hasText: word })).toHaveCount(1);
    const csv = await context.request.get('/admin/resumen/exportar?rango=7&formato=csv&grafico=busquedas');
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain(`"${word}";3;0;`);
    await context.close();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`at ${viewport.width} px: no sideways scroll, no serious axe violation`, async ({ browser, baseURL, request }) => {
      // Something to draw: a request for the product with the longest name on the first page.
      const { productos } = await apiProducts(request);
      const longest = [...productos].sort((a, b) => b.name.length - a.name.length)[0];
      // And searches to draw: a long one that finds nothing, a found one.
      for (const q of ['bomba', 'bomba', 'repuesto para sembradora neumatica de grano fino modelo antiguo'])
        await request.get(`/buscar?q=${encodeURIComponent(q)}`);
      expect((await postQuote(request, [{ id: longest.id, quantity: 1 }], { name: `Pantalla ${viewport.width}` })).status()).toBeLessThan(400);
      const context = await signedIn(browser, baseURL!, viewport);
      const page = await context.newPage();
      expect((await page.goto('/admin/resumen?rango=90'))?.status()).toBe(200);
      await page.waitForLoadState('networkidle');
      for (const details of await page.locator('details').all()) await details.locator('summary').click();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      // Names the elements that stick out, so a failure says where.
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
          .slice(0, 5)
          .map((e) => `${e.tagName.toLowerCase()}.${String(e.getAttribute('class') ?? '').slice(0, 60)} ${e.textContent?.slice(0, 40)}`),
      );
      expect(overflow, wide.join(' | ')).toBeLessThanOrEqual(0);
      const shots = process.env.SHOTS_DIR ?? '.tmp/screens';
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: `${shots}/admin_resumen-${viewport.width}.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
