// The save step both visitor forms share: the request row and its mail go into the database in one
// transaction, once per idempotency key.
import type { Executor } from '../db/client';
import type { MailKind } from '../db/schema';
import { enqueueMail, mailFor, type NewMail } from '../mail/outbox';
import { briefError } from '../brief-error';

export interface SavedRequest {
  db: Executor;
  id: string;
  mailId: string | undefined;
  /** The customer's own mails (e.g. the receipt), stored with the request; none for a repeat. */
  followUpIds: string[];
  /** The key had been used: nothing new was stored, these are the earlier request's ids. */
  duplicate: boolean;
}

export interface SaveSteps {
  /** Inserts the row unless its idempotency key exists (ON CONFLICT DO NOTHING); the new id or undefined. */
  insert(tx: Executor): Promise<string | undefined>;
  /** The id of the earlier request with the same key. */
  findEarlier(tx: Executor): Promise<string>;
  /** The mail announcing a new request. */
  mail(id: string): Omit<NewMail, 'kind' | 'relatedId'>;
  /** Further mails for a new request (the customer's receipt), stored in the same transaction. */
  followUps?(id: string): Array<Omit<NewMail, 'relatedId'>>;
}

/** Saves a request and its mail; null when the database failed (logged), so nothing was stored. */
export async function saveRequestOnce(database: Executor | Promise<Executor>, kind: MailKind, steps: SaveSteps, now: Date): Promise<SavedRequest | null> {
  try {
    const db = await database;
    const saved = await db.transaction(async (tx) => {
      const id = await steps.insert(tx);
      if (!id) {
        // PostgreSQL waited for the first insert to commit; this statement sees its row.
        const earlier = await steps.findEarlier(tx);
        return { id: earlier, mailId: await mailFor(tx, kind, earlier), followUpIds: [], duplicate: true };
      }
      const mailId = await enqueueMail(tx, { kind, relatedId: id, ...steps.mail(id) }, { now });
      const followUpIds: string[] = [];
      for (const mail of steps.followUps?.(id) ?? []) followUpIds.push(await enqueueMail(tx, { ...mail, relatedId: id }, { now }));
      return { id, mailId, followUpIds, duplicate: false };
    });
    return { db, ...saved };
  } catch (error) {
    console.error(`[${kind}] no se pudo guardar: ${briefError(error)}`);
    return null;
  }
}
