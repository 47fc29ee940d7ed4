// Server-side sessions. The cookie holds a random token; the table holds its SHA-256, the user,
// a per-session anti-CSRF token and two expiries: idle (no request for SESSION_IDLE_MS) and
// absolute (SESSION_MAX_MS after sign-in). Signing out deletes the row, so a copied cookie dies too.
import { eq, lte, or } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { staffSessions, staffUsers } from '../db/schema';
import { hashToken, looksLikeToken, newToken } from './tokens';
import { identityOf, type StaffIdentity } from './users';

export const SESSION_IDLE_MS = 3 * 24 * 60 * 60_000;
export const SESSION_MAX_MS = 14 * 24 * 60 * 60_000;
/** last_seen_at is written at most this often: a page view should not always cost a write. */
export const TOUCH_EVERY_MS = 5 * 60_000;

/** What pages and the auth context know of the session (never the cookie token). */
export interface SessionInfo {
  /** When the session ends if it stays idle (or its absolute end, if sooner), ISO. */
  expiresAt: string;
  csrfToken: string;
}

export interface StaffSessionContext {
  user: StaffIdentity;
  session: SessionInfo;
  /** Row id (hash of the token), for sign-out. */
  sessionId: string;
}

function effectiveExpiry(lastSeenAt: Date, expiresAt: Date): Date {
  return new Date(Math.min(lastSeenAt.getTime() + SESSION_IDLE_MS, expiresAt.getTime()));
}

export async function createSession(db: Executor, userId: string, now: Date): Promise<{ token: string; context: Omit<StaffSessionContext, 'user'> }> {
  const token = newToken();
  const csrfToken = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_MAX_MS);
  const id = hashToken(token);
  await db.insert(staffSessions).values({ id, userId, csrfToken, createdAt: now, lastSeenAt: now, expiresAt });
  return { token, context: { sessionId: id, session: { csrfToken, expiresAt: effectiveExpiry(now, expiresAt).toISOString() } } };
}

/** The signed-in staff member for a cookie token, or null (unknown, expired or disabled). */
export async function readSession(db: Executor, token: string | null, now: Date): Promise<StaffSessionContext | null> {
  if (!looksLikeToken(token)) return null;
  const id = hashToken(token);
  const [row] = await db
    .select({ session: staffSessions, user: staffUsers })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.userId))
    .where(eq(staffSessions.id, id))
    .limit(1);
  if (!row) return null;
  const { session, user } = row;
  const expiry = effectiveExpiry(session.lastSeenAt, session.expiresAt);
  if (expiry <= now || user.disabledAt) {
    await db.delete(staffSessions).where(eq(staffSessions.id, id));
    return null;
  }
  let lastSeenAt = session.lastSeenAt;
  if (now.getTime() - lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    lastSeenAt = now;
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, id));
  }
  return {
    user: identityOf(user),
    sessionId: id,
    session: { csrfToken: session.csrfToken, expiresAt: effectiveExpiry(lastSeenAt, session.expiresAt).toISOString() },
  };
}

export async function deleteSession(db: Executor, sessionId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
}

/** Drops sessions past either expiry (run at each sign-in: the table never grows without bound). */
export async function purgeExpiredSessions(db: Executor, now: Date): Promise<void> {
  await db.delete(staffSessions).where(or(lte(staffSessions.expiresAt, now), lte(staffSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))));
}
