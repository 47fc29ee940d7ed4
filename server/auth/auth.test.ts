// Integration: sign-in, sessions, sign-out, invitations and sign-in limits against a real database
// (embedded PGlite and the test PostgreSQL).
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGINES } from '../../tests/setup/databases';
import { suiteDatabase } from '../../tests/support/suite';
import { correos, ingresoConocidos, ingresoFallos, limites, staffInvitations, staffSessions, staffUsers } from '../db/schema';
import { createInvitation, INVITATION_TTL_MS, revokeInvitation } from './invitations';
import { signIn, signOut, signUp } from './service';
import { readSession, SESSION_IDLE_MS, SESSION_MAX_MS, TOUCH_EVERY_MS } from './sessions';
import { addStaff, Clock, PASSWORD, testStaffDeps } from '../../tests/support/staff';
import { createAuthLimiters } from './deps';
import { hashToken } from './tokens';
import { disableStaffUser, setStaffPassword } from './users';

beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const tokenOf = (setCookie: string) => /^tienda_staff=([^;]+);/.exec(setCookie)?.[1] ?? '';
const deviceOf = (setCookie: string) => /^tienda_dispositivo=([^;]+);/.exec(setCookie)![1];

describe.each(ENGINES)('personal con %s', (engine) => {
  const t = suiteDatabase(engine);
  let clock: Clock;
  const deps = () => testStaffDeps(t.db, clock);
  /** A process of the shop with its own limiters: the account throttle kept in this database, on the test clock. */
  const shopProcess = () =>
    testStaffDeps(t.db, clock, {
      limiters: createAuthLimiters(
        () => clock.time.getTime(),
        async () => t.db,
      ),
    });

  beforeEach(async () => {
    clock = new Clock();
    await t.db.delete(staffInvitations);
    await t.db.delete(staffSessions);
    await t.db.delete(staffUsers);
    await t.db.delete(ingresoFallos);
    await t.db.delete(ingresoConocidos);
    await t.db.delete(limites);
  });

  describe('ingreso y sesiones', () => {
    it('ingresa con correo (sin importar mayúsculas) y contraseña; la base guarda solo el hash del token', async () => {
      const ana = await addStaff(t.db);
      const outcome = await signIn({ email: '  ANA@tienda.test ', password: PASSWORD }, { address: '1.1.1.1' }, deps());
      expect(outcome).toMatchObject({ ok: true, status: 200, user: { id: ana.id, email: 'ana@tienda.test', role: 'administrador' } });
      if (!outcome.ok) return;
      expect(outcome.setCookie).toMatch(/^tienda_staff=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=1209600$/);
      const token = tokenOf(outcome.setCookie);
      const rows = await t.db.select().from(staffSessions);
      expect(rows).toHaveLength(1);
      expect(rows[0].id).toBe(hashToken(token));
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(rows[0].csrfToken).toBe(outcome.session.csrfToken);
      const [user] = await t.db.select().from(staffUsers);
      expect(user.lastSignInAt?.toISOString()).toBe(clock.time.toISOString());
      expect(user.passwordHash).not.toContain(PASSWORD);

      const session = await readSession(t.db, token, clock.now());
      expect(session?.user.email).toBe('ana@tienda.test');
    });

    it('rechaza contraseña incorrecta, cuenta inexistente y datos inválidos con el mismo mensaje', async () => {
      await addStaff(t.db);
      const wrong = await signIn({ email: 'ana@tienda.test', password: 'otra clave cualquiera' }, { address: 'a' }, deps());
      const unknown = await signIn({ email: 'nadie@tienda.test', password: PASSWORD }, { address: 'a' }, deps());
      expect(wrong).toEqual({ ok: false, status: 401, message: 'Correo o contraseña incorrectos.' });
      expect(unknown).toEqual(wrong);
      expect(await signIn({ email: 'no-es-correo', password: 'x' }, { address: 'a' }, deps())).toMatchObject({ ok: false, status: 400 });
      expect(await signIn('texto', { address: 'a' }, deps())).toMatchObject({ ok: false, status: 400 });
      expect(await t.db.select().from(staffSessions)).toHaveLength(0);
    });

    it('la sesión vence por inactividad y por tiempo total; uso reciente la extiende', async () => {
      const ana = await addStaff(t.db);
      const outcome = await signIn({ email: 'ana@tienda.test', password: PASSWORD }, { address: 'a' }, deps());
      if (!outcome.ok) throw new Error('no ingresó');
      const token = tokenOf(outcome.setCookie);

      clock.advance(SESSION_IDLE_MS - 60_000);
      expect(await readSession(t.db, token, clock.now())).not.toBeNull(); // touched: idle counts from here
      clock.advance(SESSION_IDLE_MS - 60_000);
      expect(await readSession(t.db, token, clock.now())).not.toBeNull();
      clock.advance(SESSION_IDLE_MS + 1);
      expect(await readSession(t.db, token, clock.now())).toBeNull();
      expect(await t.db.select().from(staffSessions)).toHaveLength(0); // an expired row is deleted

      // Absolute limit: used every day, it still ends SESSION_MAX_MS after sign-in.
      clock = new Clock();
      const again = await signIn({ email: 'ana@tienda.test', password: PASSWORD }, { address: 'a' }, deps());
      if (!again.ok) throw new Error('no ingresó');
      const token2 = tokenOf(again.setCookie);
      for (let day = 1; day < SESSION_MAX_MS / 86_400_000; day++) {
        clock.advance(86_400_000);
        expect(await readSession(t.db, token2, clock.now())).not.toBeNull();
      }
      clock.advance(86_400_000);
      expect(await readSession(t.db, token2, clock.now())).toBeNull();
      expect(ana.id).toBeTruthy();
    });

    it('no escribe en cada pedido: last_seen_at se actualiza cada pocos minutos', async () => {
      const ana = await addStaff(t.db);
      const outcome = await signIn({ email: 'ana@tienda.test', password: PASSWORD }, { address: 'a' }, deps());
      if (!outcome.ok) throw new Error('no ingresó');
      const token = tokenOf(outcome.setCookie);
      const seen = async () => (await t.db.select().from(staffSessions).where(eq(staffSessions.userId, ana.id)))[0].lastSeenAt.getTime();
      const first = await seen();
      clock.advance(TOUCH_EVERY_MS - 1000);
      await readSession(t.db, token, clock.now());
      expect(await seen()).toBe(first);
      clock.advance(2000);
      await readSession(t.db, token, clock.now());
      expect(await seen()).toBe(clock.time.getTime());
    });

    it('salir borra la sesión en el servidor: la cookie copiada ya no sirve', async () => {
      await addStaff(t.db);
      const outcome = await signIn({ email: 'ana@tienda.test', password: PASSWORD }, { address: 'a' }, deps());
      if (!outcome.ok) throw new Error('no ingresó');
      const token = tokenOf(outcome.setCookie);
      const session = await readSession(t.db, token, clock.now());
      const out = await signOut(session!.sessionId, deps());
      expect(out).toMatchObject({ ok: true });
      if (out.ok) expect(out.setCookie).toContain('Max-Age=0');
      expect(await readSession(t.db, token, clock.now())).toBeNull();
      expect(await t.db.select().from(staffSessions)).toHaveLength(0);
    });

    it('quitar el acceso o cambiar la contraseña cierra las sesiones abiertas', async () => {
      const ana = await addStaff(t.db);
      const first = await signIn({ email: 'ana@tienda.test', password: PASSWORD }, { address: 'a' }, deps());
      if (!first.ok) throw new Error('no ingresó');
      await setStaffPassword(t.db, ana.id, 'nueva clave muy larga', { N: 1024, r: 8, p: 1 });
      expect(await readSession(t.db, tokenOf(first.setCookie), clock.now())).toBeNull();
      expect(await signIn({ email: 'ana@tienda.test', password: PASSWORD }, { address: 'a' }, deps())).toMatchObject({ status: 401 });

      const second = await signIn({ email: 'ana@tienda.test', password: 'nueva clave muy larga' }, { address: 'a' }, deps());
      if (!second.ok) throw new Error('no ingresó');
      expect(await disableStaffUser(t.db, ana.id, clock.now())).toBe(true);
      expect(await readSession(t.db, tokenOf(second.setCookie), clock.now())).toBeNull();
      expect(await signIn({ email: 'ana@tienda.test', password: 'nueva clave muy larga' }, { address: 'a' }, deps())).toMatchObject({ status: 401 });
    });

    it('un token ajeno, mal formado o vacío no abre sesión', async () => {
      expect(await readSession(t.db, null, clock.now())).toBeNull();
      expect(await readSession(t.db, '', clock.now())).toBeNull();
      expect(await readSession(t.db, "x' or '1'='1", clock.now())).toBeNull();
      expect(await readSession(t.db, 'A'.repeat(43), clock.now())).toBeNull();
    });
  });

  describe('límites de intentos de ingreso', () => {
    it('por cuenta y dirección: 8 intentos en 15 minutos; luego 429 con Retry-After, sin tocar otras direcciones', async () => {
      await addStaff(t.db);
      const d = deps();
      for (let i = 0; i < 8; i++) {
        expect(await signIn({ email: 'ana@tienda.test', password: `mala ${i}` }, { address: '10.0.0.1' }, d)).toMatchObject({ status: 401 });
      }
      const blocked = await signIn({ email: 'ana@tienda.test', password: PASSWORD }, { address: '10.0.0.1' }, d);
      expect(blocked).toMatchObject({ ok: false, status: 429, message: 'Demasiados intentos. Esperá 15 minutos e intentá de nuevo.' });
      if (!blocked.ok) expect(blocked.retryAfterSeconds).toBe(900);
      // The same account from another address, and another account from the same one, go on.
      expect(await signIn({ email: 'ana@tienda.test', password: PASSWORD }, { address: '10.0.0.2' }, d)).toMatchObject({ ok: true });
      await addStaff(t.db, { email: 'beto@tienda.test' });
      expect(await signIn({ email: 'beto@tienda.test', password: PASSWORD }, { address: '10.0.0.1' }, d)).toMatchObject({ ok: true });
      clock.advance(15 * 60_000);
      expect(await signIn({ email: 'ana@tienda.test', password: PASSWORD }, { address: '10.0.0.1' }, d)).toMatchObject({ ok: true });
    });

    it('nadie deja afuera al dueño: 40 intentos desde otras direcciones no bloquean su dirección habitual', async () => {
      await addStaff(t.db);
      const d = deps();
      expect(await signIn({ email: 'ana@tienda.test', password: PASSWORD }, { address: '192.0.2.10' }, d)).toMatchObject({ ok: true });
      let refused = 0;
      for (let i = 0; i < 40; i++) {
        const outcome = await signIn({ email: 'ana@tienda.test', password: `mala ${i}` }, { address: `198.51.100.${i}` }, d);
        if (outcome.status === 429) refused++;
        clock.advance(500);
      }
      // The account-wide back-off held most guesses back (without running the password check).
      expect(refused).toBeGreaterThan(20);
      expect(await signIn({ email: 'ana@tienda.test', password: PASSWORD }, { address: '192.0.2.10' }, d)).toMatchObject({ ok: true });
    });

    it('el dispositivo del dueño entra a la primera tras un reinicio, desde otra dirección y en otro proceso', async () => {
      await addStaff(t.db);
      // The shop's limiters: the account throttle in this database, on the test clock.
      const first = await signIn({ email: 'ana@tienda.test', password: PASSWORD }, { address: '192.0.2.10' }, shopProcess());
      expect(first.ok).toBe(true);
      if (!first.ok) return;
      expect(first.deviceCookie).toMatch(/^tienda_dispositivo=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=31536000$/);
      const device = deviceOf(first.deviceCookie!);
      // A restart: new processes, nothing in memory. An attacker fails from several addresses on both.
      const [one, two] = [shopProcess(), shopProcess()];
      for (let i = 0; i < 12; i++) {
        await signIn({ email: 'ana@tienda.test', password: `mala ${i}` }, { address: `198.51.100.${i % 3}` }, i % 2 ? one : two);
      }
      expect(await signIn({ email: 'ana@tienda.test', password: 'mala' }, { address: '198.51.100.7' }, one)).toMatchObject({ status: 429 });
      let owner = 0;
      for (const d of [one, two]) {
        for (const address of ['192.0.2.10', '203.0.113.50', '2001:db8::1']) {
          const outcome = await signIn({ email: 'ana@tienda.test', password: PASSWORD }, { address, device }, d);
          if (outcome.ok) owner++;
        }
      }
      expect(owner).toBe(6);
    });

    it('6 de 6: el dispositivo del dueño no queda afuera por el límite de su dirección mientras otro adivina desde ella y desde otras', async () => {
      await addStaff(t.db);
      // Two processes of the shop on one database: the per-address limit and the throttle there.
      const first = await signIn({ email: 'ana@tienda.test', password: PASSWORD }, { address: '192.0.2.10' }, shopProcess());
      if (!first.ok) throw new Error('el primer ingreso debía entrar');
      const device = deviceOf(first.deviceCookie!);
      // A restart; the attacker shares the owner's address and has others, on both processes,
      // against the owner's account and others: past 20 per address and 8 per account and address.
      const [one, two] = [shopProcess(), shopProcess()];
      const attackers = ['192.0.2.10', '198.51.100.1', '198.51.100.2'];
      let attempts = 0;
      for (let i = 0; i < 30; i++) {
        for (const address of attackers) {
          const email = i % 2 ? 'ana@tienda.test' : `otra${i}@tienda.test`;
          await signIn({ email, password: `mala ${i}` }, { address }, attempts++ % 2 ? one : two);
          clock.advance(200);
        }
      }
      // The attacker's count is shared: both processes refuse him at each of his addresses.
      for (const d of [one, two]) {
        for (const address of attackers) expect(await signIn({ email: 'nadie@tienda.test', password: 'x' }, { address }, d)).toMatchObject({ status: 429 });
      }
      // A forged device cookie is no way around it.
      expect(await signIn({ email: 'ana@tienda.test', password: 'x' }, { address: '192.0.2.10', device: 'inventado' }, one)).toMatchObject({ status: 429 });
      let owner = 0;
      for (const d of [one, two]) {
        for (const address of ['192.0.2.10', '198.51.100.1', '2001:db8::1']) {
          if ((await signIn({ email: 'ana@tienda.test', password: PASSWORD }, { address, device }, d)).ok) owner++;
        }
      }
      expect(owner).toBe(6);
    });

    it('un dispositivo conocido tiene su propio límite: 8 contraseñas incorrectas en 15 minutos', async () => {
      await addStaff(t.db);
      const d = shopProcess();
      const first = await signIn({ email: 'ana@tienda.test', password: PASSWORD }, { address: '192.0.2.10' }, d);
      if (!first.ok) throw new Error('el primer ingreso debía entrar');
      const device = deviceOf(first.deviceCookie!);
      for (let i = 0; i < 8; i++) {
        expect(await signIn({ email: 'ana@tienda.test', password: `mala ${i}` }, { address: `203.0.113.${i}`, device }, d)).toMatchObject({ status: 401 });
      }
      expect(await signIn({ email: 'ana@tienda.test', password: PASSWORD }, { address: '203.0.113.99', device }, d)).toMatchObject({ status: 429 });
    });

    it('después de muchos fallos la cuenta espera cada vez más desde direcciones nuevas, nunca un bloqueo fijo', async () => {
      await addStaff(t.db);
      const d = deps();
      for (let i = 0; i < 10; i++) {
        expect(await signIn({ email: 'ana@tienda.test', password: 'mala' }, { address: `10.1.0.${i}` }, d)).toMatchObject({ status: 401 });
      }
      const held = await signIn({ email: 'ana@tienda.test', password: PASSWORD }, { address: '10.2.0.1' }, d);
      expect(held).toMatchObject({ status: 429 });
      if (!held.ok) expect(held.retryAfterSeconds).toBe(2);
      clock.advance(2000);
      expect(await signIn({ email: 'ana@tienda.test', password: PASSWORD }, { address: '10.2.0.1' }, d)).toMatchObject({ ok: true });
    });

    it('avisa por correo al dueño de la cuenta tras 5 contraseñas incorrectas, una vez por hora; nunca por un correo desconocido', async () => {
      await addStaff(t.db);
      const d = deps();
      const warnings = async () => (await t.db.select().from(correos).where(eq(correos.kind, 'aviso-ingreso'))).map((m) => m.to);
      await t.db.delete(correos);
      for (let i = 0; i < 4; i++) await signIn({ email: 'ana@tienda.test', password: 'mala' }, { address: `10.3.0.${i}` }, d);
      expect(await warnings()).toEqual([]);
      await signIn({ email: 'ana@tienda.test', password: 'mala' }, { address: '10.3.0.9' }, d);
      expect(await warnings()).toEqual(['ana@tienda.test']);
      for (let i = 0; i < 4; i++) await signIn({ email: 'ana@tienda.test', password: 'mala' }, { address: `10.4.0.${i}` }, d);
      expect(await warnings()).toHaveLength(1);
      for (let i = 0; i < 6; i++) await signIn({ email: 'nadie@tienda.test', password: 'mala' }, { address: `10.5.0.${i}` }, d);
      expect(await warnings()).toHaveLength(1);
    });

    it('un correo desconocido recibe la misma respuesta que una contraseña incorrecta', async () => {
      await addStaff(t.db);
      const d = deps();
      const unknown = await signIn({ email: 'nadie@tienda.test', password: 'mala' }, { address: '10.6.0.1' }, d);
      const wrong = await signIn({ email: 'ana@tienda.test', password: 'mala' }, { address: '10.6.0.2' }, d);
      expect(unknown).toEqual(wrong);
      expect(wrong).toEqual({ ok: false, status: 401, message: 'Correo o contraseña incorrectos.' });
    });

    it('por dirección: 20 intentos en 15 minutos contra cualquier cuenta', async () => {
      await addStaff(t.db);
      const d = deps();
      for (let i = 0; i < 20; i++) {
        expect(await signIn({ email: `nadie${i}@tienda.test`, password: 'x' }, { address: '203.0.113.9' }, d)).toMatchObject({ status: 401 });
      }
      expect(await signIn({ email: 'ana@tienda.test', password: PASSWORD }, { address: '203.0.113.9' }, d)).toMatchObject({ status: 429 });
      expect(await signIn({ email: 'ana@tienda.test', password: PASSWORD }, { address: '203.0.113.10' }, d)).toMatchObject({ ok: true });
    });

    it('un ingreso correcto reinicia los intentos de esa dirección', async () => {
      await addStaff(t.db);
      const d = deps();
      for (let i = 0; i < 7; i++) await signIn({ email: 'ana@tienda.test', password: 'mala' }, { address: 'a' }, d);
      expect(await signIn({ email: 'ana@tienda.test', password: PASSWORD }, { address: 'a' }, d)).toMatchObject({ ok: true });
      for (let i = 0; i < 7; i++) {
        expect(await signIn({ email: 'ana@tienda.test', password: 'mala' }, { address: 'a' }, d)).toMatchObject({ status: 401 });
      }
      expect(await signIn({ email: 'ana@tienda.test', password: PASSWORD }, { address: 'a' }, d)).toMatchObject({ ok: true });
    });
  });

  describe('invitaciones', () => {
    async function invite(email = 'nuevo@tienda.test', role: 'vendedor' | 'administrador' = 'vendedor') {
      const admin = await addStaff(t.db);
      return { admin, invitation: await createInvitation(t.db, { email, role, createdBy: admin.id, now: clock.now() }) };
    }
    const form = (token: string, overrides: Record<string, unknown> = {}) => ({
      email: 'nuevo@tienda.test',
      password: 'clave nueva y larga',
      name: 'Nuevo Vendedor',
      invitation: token,
      ...overrides,
    });

    it('crea la cuenta con el rol de la invitación, la deja con sesión y la invitación no sirve dos veces', async () => {
      const { invitation } = await invite();
      expect(invitation.path).toBe(`/admin/registro?invitacion=${invitation.token}`);
      const [stored] = await t.db.select().from(staffInvitations);
      expect(stored.tokenHash).toBe(hashToken(invitation.token));
      expect(JSON.stringify(stored)).not.toContain(invitation.token);

      const outcome = await signUp(form(invitation.token), { address: 'x' }, deps());
      expect(outcome).toMatchObject({ ok: true, user: { email: 'nuevo@tienda.test', role: 'vendedor', name: 'Nuevo Vendedor' } });
      if (!outcome.ok) return;
      expect(await readSession(t.db, tokenOf(outcome.setCookie), clock.now())).not.toBeNull();
      const [used] = await t.db.select().from(staffInvitations);
      expect(used.acceptedBy).toBe(outcome.user.id);

      const again = await signUp(form(invitation.token, { email: 'nuevo@tienda.test' }), { address: 'x' }, deps());
      expect(again).toMatchObject({ ok: false, status: 403, message: 'La invitación no es válida, ya se usó o venció. Pedí una nueva a un administrador.' });
    });

    it('sin invitación, con otra dirección de correo, vencida o anulada: no hay cuenta', async () => {
      const { invitation } = await invite();
      expect(await signUp(form('x'.repeat(43)), { address: 'x' }, deps())).toMatchObject({ status: 403 });
      expect(await signUp(form(''), { address: 'x' }, deps())).toMatchObject({ status: 400 });
      expect(await signUp(form(invitation.token, { email: 'otro@tienda.test' }), { address: 'x' }, deps())).toMatchObject({
        status: 403,
        message: 'Esta invitación es para otra dirección de correo.',
      });
      expect(await signUp(form(invitation.token, { password: 'corta' }), { address: 'x' }, deps())).toMatchObject({
        status: 400,
        message: 'La contraseña debe tener al menos 10 caracteres.',
      });
      clock.advance(INVITATION_TTL_MS + 1);
      expect(await signUp(form(invitation.token), { address: 'x' }, deps())).toMatchObject({ status: 403 });

      clock = new Clock();
      const other = await createInvitation(t.db, { email: 'nuevo@tienda.test', role: 'vendedor', createdBy: null, now: clock.now() });
      expect(await revokeInvitation(t.db, other.id, clock.now())).toBe(true);
      expect(await signUp(form(other.token), { address: 'x' }, deps())).toMatchObject({ status: 403 });
      expect(await t.db.select().from(staffUsers)).toHaveLength(1); // only the administrador
    });

    it('dos registros a la vez con el mismo enlace: uno solo crea la cuenta', async () => {
      const { invitation } = await invite();
      const d = deps();
      const results = await Promise.all([signUp(form(invitation.token), { address: 'x' }, d), signUp(form(invitation.token), { address: 'y' }, d)]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(await t.db.select().from(staffUsers).where(eq(staffUsers.email, 'nuevo@tienda.test'))).toHaveLength(1);
    });

    it('un correo que ya tiene cuenta no se registra de nuevo', async () => {
      const { invitation } = await invite('ana@tienda.test', 'administrador');
      expect(await signUp(form(invitation.token, { email: 'ana@tienda.test' }), { address: 'x' }, deps())).toMatchObject({
        ok: false,
        status: 409,
        message: 'Ya existe una cuenta con ese correo.',
      });
    });

    it('los registros están limitados por dirección', async () => {
      const d = deps();
      for (let i = 0; i < 10; i++) await signUp(form('y'.repeat(43)), { address: '198.51.100.1' }, d);
      expect(await signUp(form('y'.repeat(43)), { address: '198.51.100.1' }, d)).toMatchObject({ status: 429 });
    });
  });
});
