// Tests only: what the staff-area integration suites set up before each test, a mail transport that
// keeps what it sends and empty request and staff tables.
import type { Executor } from '#server/db/client';
import { staffAudit, staffInvitations, staffSessions, staffUsers } from '#server/db/schema';
import type { MailTransport, OutgoingMail } from '#server/mail/transport';
import { clearTables } from '../setup/fixtures';

/**
 * Keeps every mail in `sent`; with `fail` set, sending throws that message instead. `kind` 'smtp'
 * stands for a mail server that accepted them; 'file' for a shop without SMTP_URL.
 */
export function recordingTransport(kind: MailTransport['kind'] = 'smtp') {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport & { sent: OutgoingMail[]; fail: string | null } = {
    kind,
    sent,
    fail: null,
    async send(mail) {
      if (transport.fail) throw new Error(transport.fail);
      sent.push(mail);
      return { messageId: `<${mail.id}@test>` };
    },
    close() {},
  };
  return transport;
}

/** The request tables (clearTables) and the staff area's: audit log, invitations, sessions, accounts. */
export async function clearStaffTables(db: Executor): Promise<void> {
  await clearTables(db);
  await db.delete(staffAudit);
  await db.delete(staffInvitations);
  await db.delete(staffSessions);
  await db.delete(staffUsers);
}
