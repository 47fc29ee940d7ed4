// Integration: every /admin route module of the real route table, called like React Router calls
// it, on both engines. Without a valid session each loader and action refuses (401 or a redirect
// to the sign-in page); a forged cross-site request is refused (403); with a session the pages
// work, and what a visitor wrote comes out inert in the pages, the mail and the CSV.
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGINES } from '../../tests/setup/databases';
import { suiteDatabase } from '../../tests/support/suite';
import { enquiryInput, findProduct, quoteInput } from '../../tests/setup/fixtures';
import { SESSION_IDLE_MS } from '../auth/sessions';
import { addStaff, browserRequest, Clock, PASSWORD, sessionFor, type TestSession } from '../../tests/support/staff';
import { clearStaffTables, recordingTransport } from '../../tests/support/staff-suite';
import { busquedasSinResultado, correos, presupuestos, staffAudit, staffInvitations, staffSessions, staffUsers } from '../db/schema';
import { submitEnquiry } from '../requests/enquiry';
import { outcome, typo } from '../../tests/support/search';
import { submitQuote } from '../requests/quote';
import type { CatalogStatus, RefreshResult } from '../catalog/store';
import { callRoute, flattenAdminRoutes, isRefusedForSession, loadRouteModule, paramsFor, urlFor, type AdminRoute } from '../../tests/support/admin-routes';
import { renderAdminPage } from '../../tests/support/admin-render';
import { testContext, testServices } from '../../tests/support/services';
import type { AppServices } from '../services';
import { MIN_VISITORS } from '../search-log/visitors';

const EVIL_NAME = '<img src=x onerror=alert(1)>';
const EVIL_FORMULA = '=HYPERLINK("http://x","y")';
const ANY_ID = '00000000-0000-4000-8000-000000000000';

const routes = flattenAdminRoutes();
const guarded = routes.filter((r) => !r.isPublic);

/** A transport that records mails; `fail` makes every send throw. */
function fakeCatalog() {
  const status: CatalogStatus = {
    source: 'catalogo.csv',
    state: 'ok',
    loadedAt: '2026-05-10T14:00:00.000Z',
    confirmedAt: '2026-05-10T14:00:00.000Z',
    lastAttemptAt: '2026-05-10T14:00:00.000Z',
    lastError: null,
    lastErrorCode: null,
    productCount: 3,
    issues: [
      { row: 7, column: 'Precio', problem: 'El precio <b>abc</b> no es un número: se muestra «Consultar».', severity: 'warning' },
      { row: 9, column: 'Titulo', problem: 'Falta el título: la fila no se muestra en la tienda.', severity: 'error' },
    ],
    refreshing: false,
  };
  const result: RefreshResult = { ok: true, productCount: 3, rowCount: 4, issueCount: 2, durationMs: 5, error: null };
  return {
    refreshes: 0,
    status: () => status,
    async refreshNow() {
      this.refreshes++;
      return result;
    },
  };
}

beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

it('la tabla de rutas del panel tiene páginas protegidas y solo las de ingreso son públicas', () => {
  expect(guarded.length).toBe(28);
  expect(
    routes
      .filter((r) => r.isPublic)
      .map((r) => r.pattern)
      .sort(),
  ).toEqual(['/admin', '/admin/api/ingresar', '/admin/api/registro', '/admin/ingresar', '/admin/registro']);
  for (const pattern of [
    '/admin/presupuestos/:id',
    '/admin/presupuestos/:id/responder',
    '/admin/presupuestos/:id/enviar',
    '/admin/presupuestos/:id/respuesta.pdf',
    '/admin/presupuestos/exportar',
    '/admin/correos',
    '/admin/catalogo',
    '/admin/busquedas',
    '/admin/iva',
    '/admin/cotizacion',
    '/admin/equipo',
    '/admin/api/salir',
    '/admin/api/sesion',
  ]) {
    expect(guarded.map((r) => r.pattern)).toContain(pattern);
  }
});

describe.each(ENGINES)('panel con %s', (engine) => {
  const t = suiteDatabase(engine);
  let clock: Clock;
  let transport: ReturnType<typeof recordingTransport>;
  let catalog: ReturnType<typeof fakeCatalog>;
  let admin: TestSession;
  let adminId: string;
  let services: AppServices;
  /** The route's loader or action, with this test's services in React Router's context. */
  const call = (fn: ((args: unknown) => unknown) | undefined, request: Request, params: Record<string, string> = {}) =>
    callRoute(fn, request, params, testContext(services));

  beforeEach(async () => {
    clock = new Clock();
    transport = recordingTransport();
    catalog = fakeCatalog();
    await clearStaffTables(t.db);
    services = testServices({
      db: t.db,
      clock,
      admin: {
        catalog: () => catalog,
        transport,
        shop: () => ({
          name: 'Tienda de Prueba',
          email: 'ventas@tienda.test',
          whatsappNumber: '5493435551234',
          address: 'Av. Almafuerte 4346, Paraná, Entre Ríos',
        }),
      },
    });
    adminId = (await addStaff(t.db)).id;
    admin = await sessionFor(t.db, adminId, clock);
  });

  async function seedQuote(overrides: Record<string, unknown> = {}): Promise<string> {
    const result = await submitQuote(quoteInput(overrides), { db: t.db, findProduct, transport, mailTo: 'ventas@tienda.test', now: clock.now() });
    // Saved even when the mail failed (the outbox keeps it): both outcomes carry the row id.
    if (!('id' in result) || !result.id) throw new Error(`no se guardó: ${JSON.stringify(result)}`);
    return result.id;
  }

  describe('sin sesión válida', () => {
    it.each(guarded.map((r) => [r.pattern, r] as const))('%s rechaza a un anónimo (loader y action)', async (_p, route: AdminRoute) => {
      const mod = await loadRouteModule(route.file);
      const url = urlFor(route.pattern, ANY_ID);
      const params = paramsFor(route.pattern, ANY_ID);
      expect(mod.loader || mod.action).toBeTruthy();
      if (mod.loader) expect(isRefusedForSession(await call(mod.loader, browserRequest(url), params))).toBe(true);
      if (mod.action) {
        const answer = await call(
          mod.action,
          browserRequest(url, { method: 'POST', form: { intent: 'estado', estado: 'cerrado' }, csrf: 'x'.repeat(43) }),
          params,
        );
        expect(isRefusedForSession(answer)).toBe(true);
      }
    });

    it.each(guarded.map((r) => [r.pattern, r] as const))('%s rechaza una sesión vencida o de una cuenta sin acceso', async (_p, route: AdminRoute) => {
      const mod = await loadRouteModule(route.file);
      const url = urlFor(route.pattern, ANY_ID);
      const params = paramsFor(route.pattern, ANY_ID);
      clock.advance(SESSION_IDLE_MS + 1);
      if (mod.loader) expect(isRefusedForSession(await call(mod.loader, browserRequest(url, { session: admin }), params))).toBe(true);
      const vendedor = await addStaff(t.db, { email: 'ex@tienda.test', role: 'vendedor' });
      const session = await sessionFor(t.db, vendedor.id, clock);
      await t.db.update(staffUsers).set({ disabledAt: clock.now() }).where(eq(staffUsers.id, vendedor.id));
      if (mod.action) {
        expect(
          isRefusedForSession(await call(mod.action, browserRequest(url, { session: admin, form: { intent: 'estado', estado: 'cerrado' } }), params)),
        ).toBe(true);
        expect(isRefusedForSession(await call(mod.action, browserRequest(url, { session, form: { intent: 'estado', estado: 'cerrado' } }), params))).toBe(true);
      }
    });

    it('la página de ingreso lleva de vuelta a donde se quería ir', async () => {
      const layout = routes.find((r) => r.pattern === '/admin/presupuestos')!;
      const answer = await call((await loadRouteModule(layout.file)).loader, browserRequest('/admin/presupuestos?estado=nuevo&q=ana'));
      expect(answer.status).toBe(302);
      expect(answer.location).toBe('/admin/ingresar?volver=%2Fadmin%2Fpresupuestos%3Festado%3Dnuevo%26q%3Dana');
    });
  });

  describe('solicitudes falsificadas desde otro sitio', () => {
    const actions = guarded.filter((r) => !['/admin/api/sesion'].includes(r.pattern));

    it.each(actions.map((r) => [r.pattern, r] as const))(
      '%s: con sesión pero de otro origen, sin token o con un token ajeno: 403 y nada cambia',
      async (_p, route: AdminRoute) => {
        const mod = await loadRouteModule(route.file);
        if (!mod.action) return; // a page without changes: nothing to forge
        const id = await seedQuote();
        const url = urlFor(route.pattern, id);
        const params = paramsFor(route.pattern, id);
        const other = await sessionFor(t.db, adminId, clock);
        const form = { intent: 'estado', estado: 'cerrado', id };
        const forged = [
          browserRequest(url, { session: admin, form, origin: 'https://evil.example', site: null }),
          browserRequest(url, { session: admin, form, origin: null, site: 'cross-site' }),
          browserRequest(url, { session: admin, form, origin: 'null', site: null }),
          browserRequest(url, { session: admin, form, csrf: '' }),
          browserRequest(url, { session: admin, form, csrf: other.csrf }),
          browserRequest(url, { session: admin, json: form, csrf: 'x'.repeat(43) }),
        ];
        for (const request of forged) {
          const answer = await call(mod.action, request, params);
          expect(answer.status, `${request.headers.get('origin')} ${request.headers.get('sec-fetch-site')}`).toBe(403);
        }
        const [row] = await t.db.select().from(presupuestos).where(eq(presupuestos.id, id));
        expect(row.estado).toBe('nuevo');
        expect(await t.db.select().from(staffSessions)).toHaveLength(2); // no forged sign-out
      },
    );

    it('ingresar y registrarse desde otro sitio también se rechaza (login CSRF)', async () => {
      for (const pattern of ['/admin/api/ingresar', '/admin/api/registro']) {
        const mod = await loadRouteModule(routes.find((r) => r.pattern === pattern)!.file);
        const answer = await call(
          mod.action,
          browserRequest(pattern, { json: { email: 'ana@tienda.test', password: PASSWORD }, origin: 'https://evil.example', site: 'cross-site' }),
        );
        expect(answer.status).toBe(403);
        expect(answer.headers.get('set-cookie')).toBeNull();
      }
    });

    it('Equipo es solo para administradores: un vendedor recibe 403', async () => {
      const route = routes.find((r) => r.pattern === '/admin/equipo')!;
      const mod = await loadRouteModule(route.file);
      const vendedor = await sessionFor(t.db, (await addStaff(t.db, { email: 'vende@tienda.test', role: 'vendedor' })).id, clock);
      expect((await call(mod.loader, browserRequest('/admin/equipo', { session: vendedor }))).status).toBe(403);
      const answer = await call(
        mod.action,
        browserRequest('/admin/equipo', { session: vendedor, form: { intent: 'invitar', email: 'x@tienda.test', role: 'administrador' } }),
      );
      expect(answer.status).toBe(403);
      expect(await t.db.select().from(staffInvitations)).toHaveLength(0);
    });
  });

  describe('con sesión', () => {
    const mod = (pattern: string) => loadRouteModule(routes.find((r) => r.pattern === pattern)!.file);

    it('ingresar por la API deja la cookie; por formulario redirige a donde se quería ir', async () => {
      const signIn = await mod('/admin/api/ingresar');
      const json = await call(signIn.action, browserRequest('/admin/api/ingresar', { json: { email: 'ana@tienda.test', password: PASSWORD } }));
      expect(json.status).toBe(200);
      expect(json.body).toMatchObject({ ok: true, user: { email: 'ana@tienda.test' }, session: { csrfToken: expect.any(String) } });
      expect(json.headers.get('set-cookie')).toMatch(/^tienda_staff=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax/);
      expect(JSON.stringify(json.body)).not.toContain(/tienda_staff=([^;]+)/.exec(json.headers.get('set-cookie')!)![1]);

      const form = await call(
        signIn.action,
        browserRequest('/admin/api/ingresar', { form: { email: 'ana@tienda.test', password: PASSWORD, volver: '/admin/correos' } }),
      );
      expect(form.status).toBe(303);
      expect(form.location).toBe('/admin/correos');
      const bad = await call(
        signIn.action,
        browserRequest('/admin/api/ingresar', { form: { email: 'ana@tienda.test', password: 'mala', volver: 'https://evil.example' } }),
      );
      expect(bad.status).toBe(303);
      expect(bad.location).toBe('/admin/ingresar?volver=%2Fadmin%2Fresumen&error=credenciales');
      expect(bad.headers.get('set-cookie')).toBeNull();
    });

    it('api/sesion da el usuario y la sesión (sin la cookie), y salir la borra en el servidor', async () => {
      const session = await mod('/admin/api/sesion');
      const answer = await call(session.loader, browserRequest('/admin/api/sesion', { session: admin }));
      expect(answer.body).toMatchObject({ user: { email: 'ana@tienda.test', role: 'administrador' }, session: { csrfToken: admin.csrf } });
      const signOut = await mod('/admin/api/salir');
      const out = await call(signOut.action, browserRequest('/admin/api/salir', { session: admin, json: {} }));
      expect(out.status).toBe(200);
      expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
      expect(await t.db.select().from(staffSessions).where(eq(staffSessions.id, admin.sessionId))).toHaveLength(0);
      expect((await call(session.loader, browserRequest('/admin/api/sesion', { session: admin }))).status).toBe(401);
    });

    it('cambia el estado y las notas de un presupuesto, con historial', async () => {
      const id = await seedQuote();
      const detail = await mod('/admin/presupuestos/:id');
      const url = `/admin/presupuestos/${id}`;
      const state = await call(detail.action, browserRequest(url, { session: admin, form: { intent: 'estado', estado: 'contactado' } }), { id });
      expect(state).toMatchObject({ status: 200, body: { ok: true } });
      const notes = await call(
        detail.action,
        browserRequest(url, { session: admin, form: { intent: 'notas', notas: 'Llamar el lunes.\r\n<script>x</script>\r\n' }, csrfIn: 'header' }),
        { id },
      );
      expect(notes).toMatchObject({ status: 200, body: { ok: true } });
      const [row] = await t.db.select().from(presupuestos).where(eq(presupuestos.id, id));
      expect(row).toMatchObject({ estado: 'contactado', notas: 'Llamar el lunes.\n<script>x</script>' });
      const audit = await t.db.select().from(staffAudit).where(eq(staffAudit.entityId, id));
      expect(audit.map((a) => [a.action, a.actor, a.detail])).toEqual(
        expect.arrayContaining([
          ['estado', 'ana@tienda.test', { de: 'nuevo', a: 'contactado' }],
          ['notas', 'ana@tienda.test', { caracteres: 35 }],
        ]),
      );

      const invalid = await call(detail.action, browserRequest(url, { session: admin, form: { intent: 'estado', estado: 'borrado' } }), { id });
      expect(invalid).toMatchObject({ status: 400, body: { ok: false, message: 'Elegí un estado válido.' } });
      const missing = await call(
        detail.action,
        browserRequest(`/admin/presupuestos/${ANY_ID}`, { session: admin, form: { intent: 'estado', estado: 'cerrado' } }),
        { id: ANY_ID },
      );
      expect(missing.status).toBe(404);
      expect((await call(detail.loader, browserRequest('/admin/presupuestos/no-es-uuid', { session: admin }), { id: 'no-es-uuid' })).status).toBe(404);

      const page = await call(detail.loader, browserRequest(url, { session: admin }), { id });
      expect(page.body).toMatchObject({
        quote: {
          estado: 'contactado',
          total: 1_259_567.5,
          whatsappHref: expect.stringMatching(/^https:\/\/wa\.me\/5493435551234\?text=%C2%A1Hola%2C%20Juan!%20Te%20escribimos%20de%20Tienda%20de%20Prueba/),
          mailtoHref: expect.stringMatching(/^mailto:juan\.perez@example\.com\?subject=Tu%20presupuesto%20en%20Tienda%20de%20Prueba/),
          history: [{ action: 'notas' }, { action: 'estado' }],
        },
      });
    });

    it('una consulta se atiende igual', async () => {
      const result = await submitEnquiry(enquiryInput(), { db: t.db, transport, mailTo: 'ventas@tienda.test', now: clock.now() });
      const id = result.ok ? result.id! : '';
      const detail = await mod('/admin/consultas/:id');
      const answer = await call(detail.action, browserRequest(`/admin/consultas/${id}`, { session: admin, form: { intent: 'estado', estado: 'cerrado' } }), {
        id,
      });
      expect(answer).toMatchObject({ status: 200, body: { ok: true } });
      const page = await call(detail.loader, browserRequest(`/admin/consultas/${id}`, { session: admin }), { id });
      expect(page.body).toMatchObject({ enquiry: { estado: 'cerrado', name: 'María Gómez', whatsappHref: null } });
      const list = await call((await mod('/admin/consultas')).loader, browserRequest('/admin/consultas?estado=cerrado&q=cosechadora', { session: admin }));
      expect(list.body).toMatchObject({ list: { total: 1, counts: { todos: 1, cerrado: 1, nuevo: 0 } } });
    });

    it('Correos reenvía un correo fallido y muestra el último error', async () => {
      transport.fail = 'connect ECONNREFUSED 127.0.0.1:2525';
      await seedQuote();
      // The shop's notice was tried and failed; the customer's receipt waits behind it, untried.
      const [mail] = await t.db.select().from(correos).where(eq(correos.kind, 'presupuesto'));
      expect(mail).toMatchObject({ status: 'pending', lastError: 'connect ECONNREFUSED 127.0.0.1:2525' });
      const mails = await mod('/admin/correos');
      const listed = await call(mails.loader, browserRequest('/admin/correos?estado=pendientes', { session: admin }));
      expect(listed.body).toMatchObject({ tab: 'pendientes', counts: { pendientes: 2, fallidos: 0 } });
      expect((listed.body as { rows: { id: string; lastError: string | null }[] }).rows).toContainEqual(
        expect.objectContaining({ id: mail.id, lastError: 'connect ECONNREFUSED 127.0.0.1:2525' }),
      );

      const again = await call(mails.action, browserRequest('/admin/correos', { session: admin, form: { intent: 'reenviar', id: mail.id } }));
      expect(again).toMatchObject({ status: 502, body: { ok: false, message: 'No se pudo enviar: connect ECONNREFUSED 127.0.0.1:2525' } });
      transport.fail = null;
      const sent = await call(mails.action, browserRequest('/admin/correos', { session: admin, form: { intent: 'reenviar', id: mail.id } }));
      expect(sent).toMatchObject({ status: 200, body: { ok: true, message: 'Correo enviado.' } });
      expect((await t.db.select().from(correos).where(eq(correos.kind, 'presupuesto')))[0].status).toBe('sent');
      const twice = await call(mails.action, browserRequest('/admin/correos', { session: admin, form: { intent: 'reenviar', id: mail.id } }));
      expect(twice.status).toBe(409);
      expect(transport.sent).toHaveLength(1);
    });

    it('Catálogo muestra el informe de filas y actualiza ahora', async () => {
      const page = await mod('/admin/catalogo');
      const view = await call(page.loader, browserRequest('/admin/catalogo?tipo=error', { session: admin }));
      expect(view.body).toMatchObject({
        catalog: { source: 'catalogo.csv', productCount: 3, issueCount: 2, errorCount: 1, warningCount: 1, issues: [{ row: 9, column: 'Titulo' }] },
      });
      const refreshed = await call(page.action, browserRequest('/admin/catalogo', { session: admin, form: { intent: 'actualizar' } }));
      expect(refreshed).toMatchObject({ status: 200, body: { ok: true, message: 'Catálogo actualizado: 3 productos, 2 avisos en las filas.' } });
      expect(catalog.refreshes).toBe(1);
    });

    it('Búsquedas sin resultado: guarda lo pendiente y lista de la más buscada a la menos, escapando el texto', async () => {
      await t.db.delete(busquedasSinResultado);
      services.searchLog.buffer.take();
      // What the public pages report: counted in memory, written by the page's loader before it reads.
      // Each from its own visitor: a text is listed once at least MIN_VISITORS typed it.
      for (let i = 0; i < 4; i++) services.searchLog.record(typo('bomaba hidraulica', 'bomba hidráulica'), Date.now(), `203.0.113.${i + 1}`);
      for (let i = 0; i < 3; i++) services.searchLog.record(outcome('bateria 12v'), Date.now(), `198.51.100.${i + 1}`);
      services.searchLog.record(outcome('rodamiento 6205', { step: 'exact' }), Date.now(), '192.0.2.1');
      await t.db.insert(busquedasSinResultado).values({ texto: 'img src', veces: 2, paso: 'any', mostrado: EVIL_NAME, visitantes: MIN_VISITORS });
      const page = await mod('/admin/busquedas');
      const list = await call(page.loader, browserRequest('/admin/busquedas', { session: admin }));
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({
        filter: 'todas',
        counts: { todas: 3, 'sin-resultado': 1, aproximadas: 2 },
        rows: [
          { text: 'bomaba hidraulica', count: 4, step: 'typo', shownAs: 'bomba hidráulica' },
          { text: 'bateria 12v', count: 3, step: null, shownAs: null },
          { text: 'img src', count: 2 },
        ],
      });
      const only = await call(page.loader, browserRequest('/admin/busquedas?ver=sin-resultado', { session: admin }));
      expect((only.body as { rows: { text: string }[] }).rows.map((r) => r.text)).toEqual(['bateria 12v']);

      const auth = {
        user: { id: adminId, email: 'ana@tienda.test', name: 'Ana', role: 'administrador' as const },
        session: { csrfToken: admin.csrf, expiresAt: clock.now().toISOString() },
      };
      const html = renderAdminPage(page.default as React.ComponentType<never>, '/admin/busquedas', '/admin/busquedas', list.body, auth);
      expect(html).toContain('Búsquedas sin resultado');
      expect(html).toContain('Resultados aproximados para &quot;bomba hidráulica&quot;');
      expect(html).toContain('>Nada<');
      expect(html).not.toMatch(/<img[^>]*onerror/i);
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    });

    it('Equipo invita; el enlace crea una cuenta de vendedor una sola vez', async () => {
      const team = await mod('/admin/equipo');
      const invited = await call(
        team.action,
        browserRequest('/admin/equipo', { session: admin, form: { intent: 'invitar', email: 'Nuevo@Tienda.test', role: 'vendedor' } }),
      );
      expect(invited).toMatchObject({
        status: 200,
        body: { ok: true, link: expect.stringMatching(/^http:\/\/tienda\.test\/admin\/registro\?invitacion=[A-Za-z0-9_-]{43}$/) },
      });
      const token = new URL((invited.body as { link: string }).link).searchParams.get('invitacion')!;
      const signUp = await mod('/admin/api/registro');
      const body = { email: 'nuevo@tienda.test', password: 'otra clave larga', name: 'Nuevo', invitation: token };
      const created = await call(signUp.action, browserRequest('/admin/api/registro', { json: body }));
      expect(created).toMatchObject({ status: 200, body: { ok: true, user: { role: 'vendedor' } } });
      expect((await call(signUp.action, browserRequest('/admin/api/registro', { json: body }))).status).toBe(403);
      // A no-JavaScript failure goes back to the form with the invitation only when it is shaped
      // like one we issue: a long or odd one would be copied into the Location header.
      const form = (invitation: string) => ({ email: 'otro@tienda.test', password: 'otra clave larga', name: 'Otro', invitation });
      const again = await call(signUp.action, browserRequest('/admin/api/registro', { form: form(token) }));
      expect(again).toMatchObject({ status: 303, location: `/admin/registro?invitacion=${token}&error=invitacion` });
      const junk = await call(signUp.action, browserRequest('/admin/api/registro', { form: form('ñ'.repeat(4000)) }));
      expect(junk.status).toBe(303);
      expect(junk.location).toBe('/admin/registro?error=datos');
      const view = await call(team.loader, browserRequest('/admin/equipo', { session: admin }));
      expect(view.body).toMatchObject({ invitations: [] });
      expect((view.body as { members: unknown[] }).members).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ email: 'ana@tienda.test' }),
          expect.objectContaining({ email: 'nuevo@tienda.test', role: 'vendedor' }),
        ]),
      );
    });
  });

  describe('lo que escribe el visitante queda inerte', () => {
    it('en el correo, en las páginas del panel y en el CSV', async () => {
      const id = await seedQuote({ name: EVIL_NAME, location: EVIL_FORMULA, phone: '+54 343 555-1234' });
      await t.db.update(presupuestos).set({ notas: '@SUM(1+1)*cmd|" /C calc"!A0' }).where(eq(presupuestos.id, id));

      // The mail to the shop (the customer's receipt is another row): escaped HTML.
      const [mail] = await t.db.select().from(correos).where(eq(correos.kind, 'presupuesto'));
      expect(mail.html).not.toContain('<img');
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(transport.sent[0].html).not.toContain('<img');

      // The staff pages, rendered as the server renders them.
      const auth = {
        user: { id: adminId, email: 'ana@tienda.test', name: 'Ana', role: 'administrador' as const },
        session: { csrfToken: admin.csrf, expiresAt: clock.now().toISOString() },
      };
      for (const pattern of ['/admin/presupuestos', '/admin/presupuestos/:id', '/admin/presupuestos/:id/imprimir']) {
        const route = routes.find((r) => r.pattern === pattern)!;
        const module = await loadRouteModule(route.file);
        const url = urlFor(pattern, id);
        const data = await call(module.loader, browserRequest(url, { session: admin }), paramsFor(pattern, id));
        expect(data.status).toBe(200);
        const html = renderAdminPage(module.default as React.ComponentType<never>, pattern, url, data.body, auth);
        expect(html, pattern).not.toMatch(/<img[^>]*onerror/i);
        expect(html, pattern).toContain('&lt;img src=x onerror=alert(1)&gt;');
        expect(html, pattern).toContain('=HYPERLINK(&quot;http://x&quot;,&quot;y&quot;)');
        if (pattern.endsWith(':id')) {
          // The anti-CSRF token is in the forms, the WhatsApp link goes to the customer's number.
          expect(html).toContain(`name="_csrf" value="${admin.csrf}"`);
          expect(html).toContain('href="https://wa.me/5493435551234?text=');
        }
      }

      // The CSV: formulas neutralised with a leading apostrophe, HTML left as plain text.
      const csv = await call(
        (await loadRouteModule(routes.find((r) => r.pattern === '/admin/presupuestos/exportar')!.file)).loader,
        browserRequest('/admin/presupuestos/exportar', { session: admin }),
      );
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toBe('attachment; filename="presupuestos-2026-05-10.csv"');
      const text = String(csv.body);
      expect(text).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
      expect(text).toContain(`"'@SUM(1+1)*cmd|"" /C calc""!A0"`);
      expect(text).toContain(`"'+54 343 555-1234"`);
      expect(text).toContain(`"${EVIL_NAME}"`);
      // No cell of visitor text starts a formula.
      expect(text).not.toMatch(/(^|;)"[=+\-@]/m);
    });
  });
});
