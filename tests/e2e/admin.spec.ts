// The staff area in Chromium against the production build: sign-in and sign-out, each page, the
// status change and notes, the CSV download, the printable quote, the catalogue report, the
// outbox (on the fixture server, whose SMTP refuses connections), invitations, phone and desk
// widths with axe, and visitor-written HTML that must stay text.
//
// The servers start with a staff account (webServer.command runs `scripts/staff-create.ts`).
import { mkdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { FIXTURE_URL } from '../../playwright.config';
import { apiProducts, idempotencyKey, postQuote, searchFrom, seriousViolations } from './helpers';
import { STAFF, knownDevice, signInStaff } from './staff';

const EVIL_NAME = '<img src=x onerror=alert(1)>';
const EVIL_FORMULA = '=HYPERLINK("http://x","y")';

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function toasts(page: Page) {
  return page.getByRole('region', { name: 'Notificaciones (F8)' }).locator('li');
}

/** A quote through the public /presupuesto action, as the shop's own form sends it. */
async function seedQuote(request: APIRequestContext, fields: { name: string; location?: string; phone?: string }) {
  const { productos } = await apiProducts(request);
  const priced = productos.filter((p) => p.numericPrice && p.numericPrice > 0).slice(0, 2);
  const response = await postQuote(
    request,
    [
      { id: priced[0].id, quantity: 2 },
      { id: priced[1].id, quantity: 1 },
    ],
    { name: fields.name, location: fields.location ?? 'Paraná', email: 'cliente@example.com', phone: fields.phone ?? '343 555-1234' },
  );
  expect(response.status(), await response.text()).toBeLessThan(600);
  return { products: priced, total: priced[0].numericPrice! * 2 + priced[1].numericPrice! };
}

/** Signs a fresh browser context in through the JSON endpoint the auth context uses. */
async function signedInContext(browser: Browser, baseURL: string, viewport = { width: 1280, height: 900 }): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires' });
  await signInStaff(context, baseURL);
  return context;
}

async function signInWithForm(page: Page, password = STAFF.password) {
  await knownDevice(page.context(), page.url());
  await page.getByLabel('Correo electrónico').fill(STAFF.email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** The quote row of the list whose name matches, after a search for it. */
async function openQuote(page: Page, name: string) {
  await page.goto(`/admin/presupuestos?q=${encodeURIComponent(name)}`);
  await page.getByTestId('fila-presupuesto').filter({ hasText: name }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Presupuesto Nº [0-9A-F]{8}/ })).toBeVisible();
}

test.describe('staff area: the way in', () => {
  test('an anonymous visitor is sent to sign in; the API answers 401; no shop chrome, never indexed', async ({ page, request }) => {
    const response = await page.goto('/admin/presupuestos?estado=nuevo');
    expect(page.url()).toMatch(/\/admin\/ingresar\?volver=%2Fadmin%2Fpresupuestos%3Festado%3Dnuevo$/);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByRole('heading', { name: 'Ingresar' })).toBeVisible();
    // The shop's header, floating WhatsApp button and cart stay out of the staff area.
    await expect(page.locator('a[href^="https://wa.me/"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /presupuesto/i })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Repuestos' })).toHaveCount(0);

    expect((await request.get('/admin/api/sesion')).status()).toBe(401);
    const csv = await request.get('/admin/presupuestos/exportar', { maxRedirects: 0 });
    expect(csv.status()).toBe(302);
    expect(csv.headers()['location']).toContain('/admin/ingresar');
    // A forged post from another site is refused before anything else.
    const forged = await request.post('/admin/api/ingresar', { data: STAFF, headers: { Origin: 'https://evil.example' } });
    expect(forged.status()).toBe(403);
  });

  test('a wrong password shows the auth context toast; the right one opens the page asked for', async ({ page }) => {
    await page.goto('/admin/correos');
    await expect(page).toHaveURL(/\/admin\/ingresar\?volver=%2Fadmin%2Fcorreos/);
    await signInWithForm(page, 'esta no es la clave');
    await expect(toasts(page).filter({ hasText: 'Sign in Failed' })).toContainText('Correo o contraseña incorrectos.');
    await expect(page.getByRole('alert')).toHaveText('Correo o contraseña incorrectos.');
    await signInWithForm(page);
    await expect(page).toHaveURL(/\/admin\/correos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Correos' })).toBeVisible();
    await expect(page.getByTestId('usuario')).toHaveText(STAFF.email);
  });

  test('sign-out ends the session on the server: the old cookie no longer works', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto('/admin/ingresar');
    await signInWithForm(page);
    await expect(page).toHaveURL(/\/admin\/resumen$/);
    const [cookie] = (await context.cookies()).filter((c) => c.name.endsWith('tienda_staff'));
    expect(cookie).toMatchObject({ name: '__Host-tienda_staff', httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });

    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(page).toHaveURL(/\/admin\/ingresar$/);
    await page.goto('/admin/presupuestos');
    await expect(page).toHaveURL(/\/admin\/ingresar\?volver=/);
    // Replaying the copied cookie: the session is gone from the database.
    const replay = await context.request.get('/admin/api/sesion', { headers: { Cookie: `${cookie.name}=${cookie.value}` } });
    expect(replay.status()).toBe(401);
    await context.close();
  });
});

test.describe('staff area: Presupuestos', () => {
  test('list, search, detail with lines and total, reply links, status change, notes and the printable quote', async ({ browser, baseURL, request }) => {
    const name = unique('Cliente Prueba');
    const { products, total } = await seedQuote(request, { name });
    const context = await signedInContext(browser, baseURL!);
    const page = await context.newPage();

    await page.goto('/admin/presupuestos');
    const row = page.getByTestId('fila-presupuesto').filter({ hasText: name });
    await expect(row).toContainText('Nuevo');
    await page.getByRole('searchbox', { name: /Buscar por nombre/ }).fill(products[0].name);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/q=/);
    await expect(page.getByTestId('fila-presupuesto').first()).toBeVisible();
    for (const text of await page.getByTestId('fila-presupuesto').allInnerTexts()) expect(text).toContain(products[0].name);

    await openQuote(page, name);
    const lines = page.getByTestId('lineas').getByRole('row');
    await expect(lines).toHaveCount(2);
    await expect(lines.first()).toContainText(products[0].name);
    const money = (n: number) =>
      new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(n);
    await expect(page.getByTestId('total')).toHaveText(money(total));
    await expect(page.getByText(name, { exact: true })).toBeVisible();
    const whatsapp = page.getByRole('link', { name: 'Escribirle por WhatsApp' });
    await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/5493435551234\\?text=%C2%A1Hola%2C%20Cliente!%20Te%20escribimos%20de%20`));
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'Escribirle por e-mail' })).toHaveAttribute('href', /^mailto:cliente@example\.com\?subject=Tu%20presupuesto/);

    // Status: Nuevo -> Contactado, kept after a reload, with a line in the history.
    await page.getByRole('button', { name: 'Contactado' }).click();
    await expect(toasts(page).filter({ hasText: 'Estado actualizado' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contactado' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('estado').first()).toHaveText('Contactado');
    await page.getByLabel(/Notas internas/).fill('Llamar el lunes a la mañana.');
    await page.getByRole('button', { name: 'Guardar notas' }).click();
    await expect(toasts(page).filter({ hasText: 'Notas guardadas' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Contactado' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel(/Notas internas/)).toHaveValue('Llamar el lunes a la mañana.');
    await expect(page.getByTestId('historial')).toContainText(`${STAFF.email} cambió el estado de Nuevo a Contactado`);
    await expect(page.getByTestId('historial')).toContainText(`${STAFF.email} editó las notas`);

    // The status filter now finds it under Contactado and not under Nuevo.
    await page.goto(`/admin/presupuestos?estado=contactado&q=${encodeURIComponent(name)}`);
    await expect(page.getByTestId('fila-presupuesto')).toHaveCount(1);
    await page.goto(`/admin/presupuestos?estado=nuevo&q=${encodeURIComponent(name)}`);
    await expect(page.getByText('No hay presupuestos con estos filtros.')).toBeVisible();

    // The printable quote: the document, without the staff navigation when printed.
    await openQuote(page, name);
    await page.getByRole('link', { name: 'Versión para imprimir o PDF' }).click();
    const doc = page.getByTestId('documento');
    await expect(doc).toContainText(/Nº [0-9A-F]{8}/);
    await expect(doc).toContainText(name);
    await expect(doc).toContainText(money(total));
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Secciones de administración' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Imprimir o guardar PDF' })).toBeHidden();
    await expect(doc).toBeVisible();
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await context.close();
  });

  test('CSV download of the filtered list: UTF-8 with BOM, ";", es-AR numbers, formulas neutralised', async ({ browser, baseURL, request }) => {
    const name = unique('Planilla');
    const { total } = await seedQuote(request, { name, location: EVIL_FORMULA });
    const context = await signedInContext(browser, baseURL!);
    const page = await context.newPage();
    await page.goto(`/admin/presupuestos?q=${encodeURIComponent(name)}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Exportar CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^presupuestos-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      '"Número";"Fecha";"Estado";"Nombre y apellido";"Localidad";"Provincia";"Email";"Teléfono";"Productos";"Unidades";"Total estimado";"Notas";"Comentarios del cliente";"CUIT";"Condición frente al IVA";"Factura";"Expreso o transporte";"Entrega"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${name}";"'=HYPERLINK(""http://x"",""y"")";"Entre Ríos"`);
    expect(lines[1]).toContain(`;3;${String(total).replace('.', ',')};`);
    await context.close();
  });

  test('visitor-written HTML and formulas are shown as text, never run', async ({ browser, baseURL, request }) => {
    const marker = unique('Marca');
    await seedQuote(request, { name: `${EVIL_NAME} ${marker}`, location: EVIL_FORMULA });
    const context = await signedInContext(browser, baseURL!);
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/admin/presupuestos?q=${encodeURIComponent(marker)}`);
    await expect(page.getByTestId('fila-presupuesto')).toContainText(`${EVIL_NAME} ${marker}`);
    await openQuote(page, marker);
    await expect(page.getByText(`${EVIL_NAME} ${marker}`, { exact: true })).toBeVisible();
    await expect(page.getByText(`${EVIL_FORMULA}, Entre Ríos`)).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await page.getByRole('link', { name: 'Versión para imprimir o PDF' }).click();
    await expect(page.getByTestId('documento')).toContainText(`${EVIL_NAME} ${marker}`);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
    await context.close();
  });
});

test.describe('staff area: other pages', () => {
  test('Consultas: an enquiry, its message and a status change', async ({ browser, baseURL, request }) => {
    const name = unique('Consulta');
    const sent = await request.post('/contacto', {
      data: {
        name,
        email: 'consulta@example.com',
        phone: '343 444-5555',
        message: 'Hola, ¿tienen <b>repuestos</b> para una Vassalli?\nGracias.',
        idempotencyKey: idempotencyKey(),
        website: '',
      },
    });
    expect(sent.status()).toBe(200);
    const context = await signedInContext(browser, baseURL!);
    const page = await context.newPage();
    await page.goto(`/admin/consultas?q=${encodeURIComponent(name)}`);
    await page.getByTestId('fila-consulta').filter({ hasText: name }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Consulta de ${name}` })).toBeVisible();
    await expect(page.getByTestId('mensaje')).toHaveText('Hola, ¿tienen <b>repuestos</b> para una Vassalli?\nGracias.');
    await expect(page.getByRole('link', { name: 'Responder por WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/5493434445555\?text=/);
    await page.getByRole('button', { name: 'Cerrado' }).click();
    await expect(toasts(page).filter({ hasText: 'Estado actualizado' })).toBeVisible();
    await page.goto(`/admin/consultas?estado=cerrado&q=${encodeURIComponent(name)}`);
    await expect(page.getByTestId('fila-consulta')).toHaveCount(1);
    await context.close();
  });

  test('Catálogo: source, last good refresh, product count, the row report and "Actualizar ahora"', async ({ browser, baseURL, request }) => {
    const { total } = await apiProducts(request);
    const context = await signedInContext(browser, baseURL!);
    const page = await context.newPage();
    await page.goto('/admin/catalogo');
    await expect(page.getByTestId('estado-catalogo')).toHaveText('Al día');
    await expect(page.getByText('catalogo.csv')).toBeVisible();
    await expect(page.getByTestId('cantidad-productos')).toHaveText(total.toLocaleString('es-AR'));
    const report = page.getByTestId('informe-filas');
    await expect(report.getByRole('columnheader')).toHaveText(['Fila', 'Columna', 'Problema', 'Tipo']);
    await page.getByRole('link', { name: /^Errores/ }).click();
    await expect(page).toHaveURL(/tipo=error/);
    const firstError = report.getByRole('row').nth(1);
    await expect(firstError).toContainText(/^\d+/);
    await expect(firstError).toContainText('Error');
    await page.getByRole('button', { name: 'Actualizar ahora' }).click();
    await expect(toasts(page).filter({ hasText: 'Catálogo actualizado' })).toContainText(/productos/);
    await context.close();
  });

  test('Correos: a mail the SMTP server refused waits with its last error; resending reports the failure', async ({ browser, playwright }) => {
    // The fixture server's SMTP_URL points at a closed port: its mails cannot go out.
    const api = await playwright.request.newContext({ baseURL: FIXTURE_URL });
    const { productos } = await apiProducts(api);
    const name = unique('Sin Correo');
    const saved = await postQuote(api, [{ id: productos[0].id, quantity: 1 }], { name });
    expect(saved.status()).toBe(502); // 'Error al enviar el correo': saved, mail pending

    const context = await signedInContext(browser, FIXTURE_URL);
    const page = await context.newPage();
    await page.goto('/admin/correos');
    const mail = page.getByTestId('correo').filter({ hasText: name });
    await expect(mail).toContainText('Pendiente');
    await expect(mail.getByTestId('ultimo-error')).toContainText(/ECONNREFUSED|conect/i);
    await mail.getByRole('button', { name: 'Reenviar' }).click();
    await expect(toasts(page).filter({ hasText: 'No se pudo reenviar' })).toContainText('No se pudo enviar');
    await mail.getByText('Ver el texto del correo').click();
    await expect(mail.locator('pre')).toContainText(`Nombre y apellido: ${name}`);
    await Promise.all([context.close(), api.dispose()]);
  });

  test('Búsquedas sin resultado: a search that found nothing is listed with its count, date and "Nada"', async ({ browser, baseURL }) => {
    // A text no product has, searched three times on the public results page (letters only, so no
    // part-code or typo step can match it). The page counts it in memory; the staff page writes
    // the pending counts before it reads, so nothing here waits for the background flush.
    const text = `zzqx${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
    // Three visitors (loopback addresses): a text is listed once three typed it.
    for (const address of ['127.0.0.81', '127.0.0.82', '127.0.0.83']) expect(await searchFrom(baseURL!, address, text.toUpperCase())).toBe(200);
    const context = await signedInContext(browser, baseURL!);
    const page = await context.newPage();
    await page.goto('/admin/presupuestos');
    await page.getByRole('navigation', { name: 'Secciones de administración' }).getByRole('link', { name: 'Búsquedas sin resultado' }).click();
    await expect(page).toHaveURL(/\/admin\/busquedas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Búsquedas sin resultado' })).toBeVisible();
    await expect(page.getByText('Lo que los clientes buscaron y no encontraron tal cual')).toBeVisible();
    const table = page.getByTestId('lista-busquedas');
    await expect(table.getByRole('columnheader')).toHaveText(['Texto buscado', 'Veces', 'Última vez', 'Qué se mostró']);
    const row = page.getByTestId('fila-busqueda').filter({ has: page.getByTestId('texto-buscado').getByText(text, { exact: true }) });
    await expect(row.getByTestId('veces')).toHaveText('3');
    await expect(row.getByTestId('mostrado')).toHaveText('Nada');
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    // Sorted by count, most searched first.
    const counts = (await table.getByTestId('veces').allTextContents()).map((n) => Number(n.replace(/\./g, '')));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // 'Solo sin resultado' keeps it; 'Solo aproximadas' does not.
    await page.getByRole('link', { name: /^Solo sin resultado/ }).click();
    await expect(page).toHaveURL(/ver=sin-resultado/);
    await expect(row).toBeVisible();
    await page.getByRole('link', { name: /^Solo aproximadas/ }).click();
    await expect(page).toHaveURL(/ver=aproximadas/);
    await expect(page.getByRole('link', { name: /^Solo aproximadas/ })).toHaveAttribute('aria-current', 'page');
    await expect(row).toHaveCount(0);
    await context.close();
  });

  test('Equipo: an invitation link creates a Vendedor account, signed in through the auth context', async ({ browser, baseURL }) => {
    const context = await signedInContext(browser, baseURL!);
    const page = await context.newPage();
    await page.goto('/admin/equipo');
    const email = `${unique('vendedor').replace(/\s/g, '')}@tienda.test`.toLowerCase();
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Crear invitación' }).click();
    const link = await page.getByLabel(/Enlace de la invitación/).inputValue();
    expect(link).toMatch(/\/admin\/registro\?invitacion=[A-Za-z0-9_-]{43}$/);
    await expect(page.getByRole('region', { name: 'Invitaciones abiertas' }).getByText(email)).toBeVisible();

    const invitee = await browser.newContext({ baseURL });
    const newPage = await invitee.newPage();
    await newPage.goto(link);
    await expect(newPage.getByLabel('Correo electrónico')).toHaveValue(email);
    await newPage.getByLabel('Nombre').fill('Vendedor Nuevo');
    await newPage.getByLabel('Contraseña', { exact: true }).fill('una clave nueva y larga');
    await newPage.getByLabel('Repetir contraseña').fill('una clave nueva y larga');
    await newPage.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(newPage).toHaveURL(/\/admin\/resumen$/);
    await expect(newPage.getByTestId('usuario')).toHaveText(email);
    // A Vendedor does not manage the team.
    await expect(newPage.getByRole('link', { name: 'Equipo' })).toHaveCount(0);
    // The link works once.
    const again = await browser.newContext({ baseURL });
    const againPage = await again.newPage();
    await againPage.goto(link);
    await expect(againPage.getByRole('alert')).toContainText('La invitación no es válida');
    await Promise.all([context.close(), invitee.close(), again.close()]);
  });
});

test.describe('staff area: phone and desk, accessibility', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`every page at ${viewport.width} px: no sideways scroll, no serious or critical axe violation (screenshots in .tmp/screens)`, async ({
      browser,
      baseURL,
      request,
    }) => {
      test.setTimeout(120_000);
      const name = unique('Pantalla');
      await seedQuote(request, { name });
      const context = await signedInContext(browser, baseURL!, viewport);
      const page = await context.newPage();
      await page.goto(`/admin/presupuestos?q=${encodeURIComponent(name)}`);
      const quotePath = new URL(
        await page
          .getByTestId('fila-presupuesto')
          .first()
          .evaluate((a) => (a as HTMLAnchorElement).href),
      ).pathname;
      const pages = [
        '/admin/presupuestos',
        quotePath,
        `${quotePath}/imprimir`,
        '/admin/consultas',
        '/admin/correos?estado=enviados',
        '/admin/catalogo',
        '/admin/busquedas',
        '/admin/equipo',
      ];
      mkdirSync('.tmp/screens', { recursive: true });
      for (const path of pages) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
        const file = path
          .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, 'detalle')
          .replace(/[^a-z0-9]+/gi, '_')
          .replace(/^_|_$/g, '');
        await page.screenshot({ path: `.tmp/screens/${file}-${viewport.width}.png`, fullPage: true });
        const serious = await seriousViolations(page);
        expect(serious, `${path} at ${viewport.width} px`).toEqual([]);
      }
      await context.close();
    });
  }

  test('the sign-in and sign-up pages pass axe too', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    for (const path of ['/admin/ingresar', '/admin/registro?invitacion=no-vale']) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      expect(
        results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
        path,
      ).toEqual([]);
    }
    await context.close();
  });
});
