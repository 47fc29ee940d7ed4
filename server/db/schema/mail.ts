// The mail outbox: a mail is written here in the same transaction as the request it reports, and
// sent (and retried) from here.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
/** How a 'sent' mail left: handed to an SMTP server, or only written as an .eml file (no SMTP_URL). */
export type MailVia = 'smtp' | 'file';
export type MailKind = 'presupuesto' | 'consulta' | (string & {});

/** The mail outbox: a mail is written here in the same transaction as the request it reports. */
export const correos = pgTable(
  'correos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<MailKind>().notNull(),
    /** The presupuestos/consultas row this mail reports (no foreign key: kinds vary). */
    relatedId: uuid('related_id'),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Files sent with the mail (the answer's PDF), base64; null for none. */
    adjuntos: jsonb('adjuntos').$type<MailAttachment[]>(),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Lease: while in the future, one process is sending this mail and no other may claim it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredVia: text('delivered_via').$type<MailVia>(),
  },
  (t) => [
    index('correos_due_idx').on(t.status, t.nextAttemptAt),
    index('correos_related_idx').on(t.relatedId),
    check('correos_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    check('correos_delivered_via_check', sql`${t.deliveredVia} is null or ${t.deliveredVia} in ('smtp', 'file')`),
  ],
);

export type Correo = typeof correos.$inferSelect;
export type NewCorreo = typeof correos.$inferInsert;
