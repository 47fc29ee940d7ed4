// Staff accounts: create, find, list, remove access, set a password.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { staffSessions, staffUsers, type StaffRole, type StaffUser } from '../db/schema';
import { hashPassword, type ScryptParams } from './password';

/** What the browser and the pages may know of an account (never the hash). */
export interface StaffIdentity {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

export function identityOf(user: Pick<StaffUser, 'id' | 'email' | 'name' | 'role'>): StaffIdentity {
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}

export class StaffUserExistsError extends Error {}

export interface NewStaffUser {
  email: string;
  password: string;
  name?: string;
  role: StaffRole;
  now?: Date;
  /** Tests may use cheaper scrypt parameters. */
  params?: ScryptParams;
}

/** Creates an account; the e-mail must be validated and lower-cased already (emailSchema). */
export async function createStaffUser(db: Executor, input: NewStaffUser): Promise<StaffIdentity> {
  const passwordHash = await hashPassword(input.password, input.params);
  return insertStaffUser(db, { ...input, passwordHash });
}

/** Inserts an account whose password is already hashed (hashing stays outside transactions). */
export async function insertStaffUser(
  db: Executor,
  input: { email: string; name?: string; role: StaffRole; passwordHash: string; now?: Date },
): Promise<StaffIdentity> {
  const [row] = await db
    .insert(staffUsers)
    .values({
      email: input.email,
      name: input.name?.trim() ?? '',
      passwordHash: input.passwordHash,
      role: input.role,
      ...(input.now ? { createdAt: input.now } : {}),
    })
    .onConflictDoNothing({ target: staffUsers.email })
    .returning();
  if (!row) throw new StaffUserExistsError(`Ya existe una cuenta con el correo ${input.email}.`);
  return identityOf(row);
}

export async function findStaffByEmail(db: Executor, email: string): Promise<StaffUser | undefined> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
  return row;
}

export async function listStaff(db: Executor): Promise<StaffUser[]> {
  return db.select().from(staffUsers).orderBy(asc(staffUsers.createdAt));
}

/** Replaces a password and ends every session of the account (a reset must lock out old devices). */
export async function setStaffPassword(db: Executor, userId: string, password: string, params?: ScryptParams): Promise<void> {
  const passwordHash = await hashPassword(password, params);
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, userId));
    await tx.delete(staffSessions).where(eq(staffSessions.userId, userId));
  });
}

/** Removes an account's access: it can no longer sign in and its sessions end now. */
export async function disableStaffUser(db: Executor, userId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(staffUsers)
      .set({ disabledAt: now })
      .where(and(eq(staffUsers.id, userId), isNull(staffUsers.disabledAt)))
      .returning({ id: staffUsers.id });
    await tx.delete(staffSessions).where(eq(staffSessions.userId, userId));
    return changed.length > 0;
  });
}
