// When each product last changed (the sitemaps' lastmod). A product's hash covers what
// the shop shows of it; the table productos_fechas keeps the hash and the time it was first seen,
// so an unchanged product keeps its date across refreshes and restarts. After a catalogue swap the
// changed rows (and only those) are written in one transaction of batched upserts, off the request path.
import crypto from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Product } from '#domain/types';
import type { Executor } from '../db/client';
import { productosFechas } from '../db/schema';

/** Rows per statement: 3 parameters each stays far below PostgreSQL's 65,535. */
const BATCH = 5000;

function productHash(product: Product): string {
  const shown = [
    product.id,
    product.slug,
    product.name,
    product.description,
    product.code,
    product.brand,
    product.appliesTo,
    product.price,
    product.category,
    product.condition,
    product.paymentOptions,
    product.images,
    product.videoUrl,
  ];
  return crypto.createHash('sha1').update(JSON.stringify(shown)).digest('base64url');
}

export interface DatesSync {
  dates: Map<string, Date>;
  /** Rows written (new or changed products). */
  written: number;
}

interface Known {
  hash: string;
  changedAt: Date;
}

/** One per process: remembers what the table holds so a refresh compares in memory. */
export class ProductDates {
  private known: Map<string, Known> | null = null;

  /** Forgets the memory copy (the next sync reads the table again). */
  reset(): void {
    this.known = null;
  }

  async sync(db: Executor, products: readonly Product[], now: Date = new Date()): Promise<DatesSync> {
    if (this.known === null) {
      const rows = await db.select().from(productosFechas);
      this.known = new Map(rows.map((row) => [row.productId, { hash: row.hash, changedAt: row.changedAt }]));
    }
    const known = this.known;
    const changed: { productId: string; hash: string; changedAt: Date }[] = [];
    for (const product of products) {
      const hash = productHash(product);
      if (known.get(product.id)?.hash !== hash) changed.push({ productId: product.id, hash, changedAt: now });
    }
    if (changed.length > 0) {
      const fresh = await db.transaction(async (tx) => {
        for (let i = 0; i < changed.length; i += BATCH) {
          await tx
            .insert(productosFechas)
            .values(changed.slice(i, i + BATCH))
            .onConflictDoUpdate({
              target: productosFechas.productId,
              set: { hash: sql`excluded.hash`, changedAt: sql`excluded.changed_at` },
              // Another process may have written the same hash first: its date stands.
              setWhere: sql`${productosFechas.hash} <> excluded.hash`,
            });
        }
        // Read back what the table now says for these ids (ours, or the other process's date).
        const rows: (typeof productosFechas.$inferSelect)[] = [];
        for (let i = 0; i < changed.length; i += BATCH) {
          const ids = changed.slice(i, i + BATCH).map((row) => row.productId);
          rows.push(...(await tx.select().from(productosFechas).where(inArray(productosFechas.productId, ids))));
        }
        return rows;
      });
      for (const row of fresh) known.set(row.productId, { hash: row.hash, changedAt: row.changedAt });
    }
    const dates = new Map<string, Date>();
    for (const product of products) {
      const entry = known.get(product.id);
      if (entry) dates.set(product.id, entry.changedAt);
    }
    return { dates, written: changed.length };
  }
}
