// The staff's IVA rate per category group, from the database to the pages. Pages never read the
// database: the rates live here, loaded at start, again right after a change in this process and
// every RELOAD_MS (a change made in another process shows within that time), and are offered to
// the page code under a process-wide key (app/lib/iva-defaults.ts), as the photo check is.
import { eq } from 'drizzle-orm';
import { CATEGORY_GROUPS, type CategoryGroup } from '#domain/categories';
import { answerNetCents, GENERAL_IVA, ivaRateFor, type GroupIvaDefaults } from '#domain/iva';
import type { AnswerLine } from '#domain/quote-answer';
import { singleton } from '#domain/singleton';
import type { Product } from '#domain/types';
import type { Executor } from '../db/client';
import { categoryIvaDefaults as t } from '../db/schema';

const RELOAD_MS = 15_000;
// The name app/lib/iva-defaults.ts reads the same singleton by.
const HOLDER = 'iva-defaults';

interface Registered {
  current(): GroupIvaDefaults;
  version(): number;
  pricesIncludeIva: boolean | null;
  /** The product's rate now (row, group, 21); 21 for a product no longer in the catalogue. */
  rateOfProduct(id: string): number;
}

const holder = () => singleton<{ source: Registered | null }>(HOLDER, () => ({ source: null }));

function registerIvaDefaults(next: Registered | null): void {
  holder().source = next;
}

function registered(): Registered | undefined {
  return holder().source ?? undefined;
}

/** A product's rate now (row, group, 21), to freeze into an answer's line; 21 for no product. */
export function ivaRateNow(product: Product | undefined): number {
  return product ? ivaRateFor(product, registered()?.current() ?? {}) : GENERAL_IVA;
}

/**
 * The nets of an answer's lines and total, in cents, for its page and its PDF. A line's rate is
 * the one frozen when its version was saved; a version saved before rates were kept takes its
 * product's rate in the catalogue served now.
 */
export function answerNets(lines: readonly AnswerLine[]): { lines: Array<number | null>; totalCents: number } {
  const source = registered();
  return answerNetCents(lines, answerLineRate(source), source?.pricesIncludeIva ?? null);
}

function answerLineRate(source: Registered | undefined): (line: Pick<AnswerLine, 'productId' | 'ivaRate'>) => number {
  return (line) => line.ivaRate ?? source?.rateOfProduct(line.productId) ?? GENERAL_IVA;
}

/** How an answer's line gets its rate (as answerNets) and what PRICES_INCLUDE_IVA says, for its totals. */
export function answerRates(): { rateOf: (line: Pick<AnswerLine, 'productId' | 'ivaRate'>) => number; pricesIncludeIva: boolean | null } {
  const source = registered();
  return { rateOf: answerLineRate(source), pricesIncludeIva: source?.pricesIncludeIva ?? null };
}

export interface IvaDefaultRow {
  group: CategoryGroup;
  rate: number;
  updatedBy: string;
  updatedAt: string;
}

const isGroup = (name: string): name is CategoryGroup => Object.hasOwn(CATEGORY_GROUPS, name);

export class IvaDefaults {
  private rates: GroupIvaDefaults = {};
  private changes = 0;
  private readonly reloadMs: number;

  constructor(
    private readonly options: {
      db: () => Promise<Executor>;
      /** PRICES_INCLUDE_IVA, for the net lines cards carry. */
      pricesIncludeIva?: boolean | null;
      /** The catalogue served now, for the rate of an answer's line. */
      productById?: (id: string) => Product | undefined | null;
      reloadMs?: number;
      logError?: (message: string) => void;
    },
  ) {
    this.reloadMs = options.reloadMs ?? RELOAD_MS;
  }

  /** The rates now (no database read). */
  current(): GroupIvaDefaults {
    return this.rates;
  }

  /** Changes when a rate does: cached pages and cards must not outlive it. */
  version(): number {
    return this.changes;
  }

  /** Reads every rate; the rows, for the staff page. */
  async reload(): Promise<IvaDefaultRow[]> {
    const rows = await (await this.options.db()).select().from(t);
    const known = rows.filter((r) => isGroup(r.categoryGroup));
    const rates: GroupIvaDefaults = Object.fromEntries(known.map((r) => [r.categoryGroup, r.rate]));
    if (JSON.stringify(rates) !== JSON.stringify(this.rates)) {
      this.rates = rates;
      this.changes += 1;
    }
    return known.map((r) => ({
      group: r.categoryGroup as CategoryGroup,
      rate: r.rate,
      updatedBy: r.updatedBy,
      updatedAt: r.updatedAt instanceof Date ? r.updatedAt.toISOString() : String(r.updatedAt),
    }));
  }

  /** Sets a group's rate, or (null) gives it back the general rate. */
  async set(group: CategoryGroup, rate: number | null, updatedBy: string): Promise<void> {
    const db = await this.options.db();
    if (rate === null) await db.delete(t).where(eq(t.categoryGroup, group));
    else {
      await db
        .insert(t)
        .values({ categoryGroup: group, rate, updatedBy })
        .onConflictDoUpdate({ target: t.categoryGroup, set: { rate, updatedBy, updatedAt: new Date() } });
    }
    await this.reload();
  }

  /** Offers the rates to the pages, loads now and then every reloadMs; a failed read keeps the last. */
  start(): { stop(): void } {
    registerIvaDefaults({
      current: () => this.current(),
      version: () => this.version(),
      pricesIncludeIva: this.options.pricesIncludeIva ?? null,
      rateOfProduct: (id) => {
        const product = this.options.productById?.(id);
        return product ? ivaRateFor(product, this.rates) : GENERAL_IVA;
      },
    });
    const log = this.options.logError ?? ((m: string) => console.error(`[iva] ${m}`));
    const tick = () =>
      this.reload().catch((error: unknown) => log(`no se pudo leer el IVA por categoría: ${error instanceof Error ? error.message : String(error)}`));
    void tick();
    const timer = setInterval(() => void tick(), this.reloadMs);
    timer.unref();
    return {
      stop: () => {
        clearInterval(timer);
        registerIvaDefaults(null);
      },
    };
  }
}
