// The staff area: accounts, sessions, invitations and an audit of what staff changed.
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Team roles (docs/product.md §3), reused as permissions: only an administrador invites. */
export const STAFF_ROLES = ['administrador', 'vendedor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased, so the unique index is case-insensitive in practice. */
    email: text('email').notNull().unique(),
    name: text('name').notNull().default(''),
    /** scrypt$N$r$p$salt$hash (server/auth/password.ts); never the password itself. */
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<StaffRole>().notNull().default('vendedor'),
    createdAt: createdAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Set when an administrador removes the access; the row stays for the audit trail. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [check('staff_users_role_check', sql`${t.role} in ('administrador', 'vendedor')`)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    /** SHA-256 (hex) of the cookie's token: a copy of this table cannot be replayed as cookies. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** Per-session anti-CSRF token, sent back by every state-changing staff request. */
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    /** Idle expiry is counted from here (refreshed at most every few minutes). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end of the session, whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sessions_user_idx').on(t.userId), index('staff_sessions_expires_idx').on(t.expiresAt)],
);

export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 (hex) of the token in the invitation link; the link itself is shown once. */
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    createdBy: uuid('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [check('staff_invitations_role_check', sql`${t.role} in ('administrador', 'vendedor')`)],
);

/** Who changed what in the staff area (status, notes, resends, refreshes, accounts). */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** The actor's e-mail at the time, kept when the account is gone. */
    actor: text('actor').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('staff_audit_entity_idx').on(t.entity, t.entityId, t.createdAt)],
);

export type StaffUser = typeof staffUsers.$inferSelect;
export type StaffSession = typeof staffSessions.$inferSelect;
export type StaffInvitation = typeof staffInvitations.$inferSelect;
export type StaffAuditEntry = typeof staffAudit.$inferSelect;
