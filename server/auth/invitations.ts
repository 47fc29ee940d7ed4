// Invitations: the only way to a new staff account besides `npm run staff:create`. An
// administrador creates one for an e-mail and a role; the link carries a random token (stored
// hashed) that works once, for that e-mail, until it expires.
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { staffInvitations, type StaffInvitation, type StaffRole } from '../db/schema';
import { SIGN_UP_PATH } from '#domain/staff';
import { hashToken, looksLikeToken, newToken } from './tokens';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

export interface CreatedInvitation {
  id: string;
  email: string;
  role: StaffRole;
  expiresAt: Date;
  /** Shown once to the administrador; only its hash is kept. */
  token: string;
  /** Path of the sign-up page with the token. */
  path: string;
}

function invitationPath(token: string): string {
  return `${SIGN_UP_PATH}?invitacion=${encodeURIComponent(token)}`;
}

export async function createInvitation(
  db: Executor,
  input: { email: string; role: StaffRole; createdBy: string | null; now: Date },
): Promise<CreatedInvitation> {
  const token = newToken();
  const expiresAt = new Date(input.now.getTime() + INVITATION_TTL_MS);
  const [row] = await db
    .insert(staffInvitations)
    .values({
      tokenHash: hashToken(token),
      email: input.email,
      role: input.role,
      createdBy: input.createdBy,
      createdAt: input.now,
      expiresAt,
    })
    .returning({ id: staffInvitations.id });
  return { id: row.id, email: input.email, role: input.role, expiresAt, token, path: invitationPath(token) };
}

/** An invitation that can still be used, or undefined. Pass a transaction to lock it (FOR UPDATE). */
export async function findUsableInvitation(db: Executor, token: string, now: Date, options: { lock?: boolean } = {}): Promise<StaffInvitation | undefined> {
  if (!looksLikeToken(token)) return undefined;
  const query = db
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, hashToken(token)),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    )
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Open invitations (not used, not revoked, not expired), newest first. */
export async function listOpenInvitations(db: Executor, now: Date): Promise<StaffInvitation[]> {
  return db
    .select()
    .from(staffInvitations)
    .where(and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt), gt(staffInvitations.expiresAt, now)))
    .orderBy(desc(staffInvitations.createdAt));
}

export async function revokeInvitation(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)))
    .returning({ id: staffInvitations.id });
  return rows.length > 0;
}
