// The shop's own condition frente al IVA (docs/decisions/0059-shop-iva-condition.md): every change
// the staff made, newest last; the newest row is the shop's condition, none at all means
// Responsable Inscripto. The value is read defensively (domain/billing.ts), so no check here.
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { staffUsers } from './staff';

export const shopIvaConditions = pgTable(
  'shop_iva_conditions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'responsable_inscripto', 'monotributo' or 'exento'. */
    value: text('value').notNull(),
    userId: uuid('user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Who changed it (e-mail), kept when the account is gone. */
    actor: text('actor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('shop_iva_conditions_created_idx').on(t.createdAt)],
);
