// Sign-in, sign-up (with an invitation) and sign-out. Each answers a value, never throws for bad
// input; routes turn it into JSON for the auth context or a redirect for a plain form post.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { staffInvitations, staffUsers } from '../db/schema';
import { AUTH_MESSAGES } from '#domain/staff';
import { enqueueMail } from '../mail/outbox';
import { signInWarningMail } from './warning-mail';
import { clearSessionCookie, serializeDeviceCookie, serializeSessionCookie } from './cookie';
import type { StaffDeps } from './deps';
import { findUsableInvitation } from './invitations';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from './password';
import { firstMessage, signInSchema, signUpSchema } from './schemas';
import { createSession, deleteSession, purgeExpiredSessions, SESSION_MAX_MS, type SessionInfo } from './sessions';
import { identityOf, insertStaffUser, StaffUserExistsError, type StaffIdentity } from './users';
import { briefError } from '../brief-error';

type AuthSuccess = {
  ok: true;
  status: 200;
  user: StaffIdentity;
  session: SessionInfo;
  setCookie: string;
  /** The device cookie (sign-in only): this browser is known to the sign-in throttle from now on. */
  deviceCookie?: string;
};
export type AuthFailure = {
  ok: false;
  status: 400 | 401 | 403 | 409 | 429 | 503;
  message: string;
  retryAfterSeconds?: number;
};
export type AuthOutcome = AuthSuccess | AuthFailure;

const fail = (status: AuthFailure['status'], message: string, retryAfterSeconds?: number): AuthFailure => ({
  ok: false,
  status,
  message,
  ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
});

function limited(retryAfterSeconds: number): AuthFailure {
  return fail(429, AUTH_MESSAGES.rateLimited(Math.max(1, Math.ceil(retryAfterSeconds / 60))), retryAfterSeconds);
}

async function openDb(deps: StaffDeps): Promise<Executor | null> {
  try {
    return await deps.db();
  } catch (error) {
    console.error('[personal] la base de datos no está disponible:', briefError(error));
    return null;
  }
}

async function startSession(db: Executor, user: StaffIdentity, deps: StaffDeps): Promise<AuthSuccess> {
  const now = deps.now();
  await purgeExpiredSessions(db, now);
  const { token, context } = await createSession(db, user.id, now);
  return {
    ok: true,
    status: 200,
    user,
    session: context.session,
    setCookie: serializeSessionCookie(token, SESSION_MAX_MS / 1000, { secure: deps.secureCookies }),
  };
}

/** The throttle's view of a device token: its hash, never the token itself. */
function deviceHash(token: string): string {
  return crypto.createHash('sha256').update(token).digest('base64url');
}

/**
 * Password sign-in. Limited per client address and per account before any password work, so
 * guessing is slow from one machine and slow against one account from many machines; a known
 * device is limited by itself instead.
 */
export async function signIn(input: unknown, meta: { address: string; device?: string | null }, deps: StaffDeps): Promise<AuthOutcome> {
  const parsed = signInSchema.safeParse(input);
  const client = { address: meta.address, deviceHash: meta.device ? deviceHash(meta.device) : null };
  // A device that signed in to this account before is limited on its own (throttle.ts), not by
  // its address: guesses from the owner's address, or from many, never refuse the owner.
  const knownDevice = parsed.success && client.deviceHash ? await deps.limiters.signInThrottle.isKnownDevice(parsed.data.email, client.deviceHash) : false;
  if (!knownDevice) {
    const byAddress = await deps.limiters.signInByAddress.check(meta.address);
    if (!byAddress.ok) return limited(byAddress.retryAfterSeconds);
  }
  if (!parsed.success) return fail(400, AUTH_MESSAGES.invalidInput);
  const { email, password } = parsed.data;
  const wait = await deps.limiters.signInThrottle.check(email, client, knownDevice);
  if (wait !== undefined) return limited(wait);

  const db = await openDb(deps);
  if (!db) return fail(503, AUTH_MESSAGES.unavailable);
  try {
    const [user] = await db.select().from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
    if (!user || user.disabledAt) {
      await burnPasswordCheck(password, deps.passwordParams);
      await deps.limiters.signInThrottle.failed(email, client);
      return fail(401, AUTH_MESSAGES.badCredentials);
    }
    if (!(await verifyPassword(password, user.passwordHash))) {
      const { alert } = await deps.limiters.signInThrottle.failed(email, client);
      if (alert) await warnAccountOwner(db, user.email, deps);
      return fail(401, AUTH_MESSAGES.badCredentials);
    }

    // The browser keeps its device token (or gets one): from now on it is known to the throttle.
    const device = meta.device ?? crypto.randomBytes(32).toString('base64url');
    await deps.limiters.signInThrottle.succeeded(email, { address: meta.address, deviceHash: deviceHash(device) });
    const now = deps.now();
    const rehash = needsRehash(user.passwordHash, deps.passwordParams) ? await hashPassword(password, deps.passwordParams) : undefined;
    await db
      .update(staffUsers)
      .set({ lastSignInAt: now, ...(rehash ? { passwordHash: rehash } : {}) })
      .where(eq(staffUsers.id, user.id));
    return { ...(await startSession(db, identityOf(user), deps)), deviceCookie: serializeDeviceCookie(device, { secure: deps.secureCookies }) };
  } catch (error) {
    console.error('[personal] error al ingresar:', briefError(error));
    return fail(503, AUTH_MESSAGES.unavailable);
  }
}

/** One e-mail to the account after repeated wrong passwords (at most one an hour, the throttle decides). */
async function warnAccountOwner(db: Executor, to: string, deps: StaffDeps): Promise<void> {
  try {
    await enqueueMail(db, { kind: 'aviso-ingreso', to, ...signInWarningMail(deps.now()) }, { now: deps.now(), holdMs: 0 });
  } catch (error) {
    // The warning is a courtesy: a failure to queue it must not change the sign-in answer.
    console.error('[personal] no se pudo encolar el aviso de intentos fallidos:', briefError(error));
  }
}

/** Sign-up with an invitation: the account gets the invitation's role, and is signed in. */
export async function signUp(input: unknown, meta: { address: string }, deps: StaffDeps): Promise<AuthOutcome> {
  const byAddress = await deps.limiters.signUpByAddress.check(meta.address);
  if (!byAddress.ok) return limited(byAddress.retryAfterSeconds);
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) return fail(400, firstMessage(parsed.error, AUTH_MESSAGES.invalidInput));
  const { email, password, name, invitation } = parsed.data;

  const db = await openDb(deps);
  if (!db) return fail(503, AUTH_MESSAGES.unavailable);
  const now = deps.now();
  try {
    // Cheap refusal first: no password hashing for a link that does not work.
    const preview = await findUsableInvitation(db, invitation, now);
    if (!preview) return fail(403, AUTH_MESSAGES.invitationInvalid);
    if (preview.email !== email) return fail(403, AUTH_MESSAGES.invitationEmail);
    const passwordHash = await hashPassword(password, deps.passwordParams);

    const user = await db.transaction(async (tx) => {
      // Locked: two sign-ups racing on one link cannot both use it.
      const locked = await findUsableInvitation(tx, invitation, now, { lock: true });
      if (!locked || locked.email !== email) return null;
      const created = await insertStaffUser(tx, { email, name, role: locked.role, passwordHash, now });
      await tx.update(staffInvitations).set({ acceptedAt: now, acceptedBy: created.id }).where(eq(staffInvitations.id, locked.id));
      return created;
    });
    if (!user) return fail(403, AUTH_MESSAGES.invitationInvalid);
    await db.update(staffUsers).set({ lastSignInAt: now }).where(eq(staffUsers.id, user.id));
    return await startSession(db, user, deps);
  } catch (error) {
    if (error instanceof StaffUserExistsError) return fail(409, AUTH_MESSAGES.emailTaken);
    console.error('[personal] error al registrar:', briefError(error));
    return fail(503, AUTH_MESSAGES.unavailable);
  }
}

/** Ends a session on the server; the answer also clears the cookie. */
export async function signOut(sessionId: string, deps: StaffDeps): Promise<{ ok: true; setCookie: string } | AuthFailure> {
  const db = await openDb(deps);
  if (!db) return fail(503, AUTH_MESSAGES.unavailable);
  try {
    await deleteSession(db, sessionId);
  } catch (error) {
    console.error('[personal] error al salir:', briefError(error));
    return fail(503, AUTH_MESSAGES.unavailable);
  }
  return { ok: true, setCookie: clearSessionCookie({ secure: deps.secureCookies }) };
}
