// The shop's exchange rate as a service of the process (server/services.ts): what each catalogue
// refresh prices dollars at, and the periodic reading of the owner's source (EXCHANGE_RATE_URL).
// The database is the one truth for every process; the last rate read is kept in memory only so
// a database that is briefly unreachable does not take the peso figures off the shop.
import { shopDay, type ExchangeRate } from '#domain/exchange-rate';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import { logger } from '../ops/log';
import { readRateSource, type RateSourceOptions, type SourceReading } from './source';
import { currentRate, lastSourceReadingAt, recordSourceReading } from './store';

export interface ExchangeRateOptions {
  db: () => Promise<Executor>;
  /** null: no source configured, the staff's value is the only one. */
  source: RateSourceOptions | null;
  /** How often the source is read. */
  refreshMs: number;
  /** A new rate was stored (the catalogue refreshes, so pages show it). */
  onChange: () => void;
}

export class ExchangeRates {
  private known: ExchangeRate | null = null;

  constructor(private readonly options: ExchangeRateOptions) {}

  /** The rate a catalogue refresh uses: the database's newest, else the last one read. */
  async forCatalog(): Promise<ExchangeRate | null> {
    try {
      const entry = await currentRate(await this.options.db());
      this.known = entry ? { value: entry.value, label: entry.label, date: entry.date } : null;
    } catch (error) {
      logger.error({ err: error instanceof Error ? error.message : String(error) }, '[cotización] no se pudo leer; se usa la última conocida');
    }
    return this.known;
  }

  /** Reads the source once and stores what it answered (used or refused); null without a source. */
  async readSourceNow(now = new Date()): Promise<SourceReading | null> {
    const source = this.options.source;
    if (!source) return null;
    const db = await this.options.db();
    const previous = await currentRate(db);
    const today = shopDay(now);
    const reading = await readRateSource(source, previous?.value ?? null, today);
    if (reading.ok) {
      await recordSourceReading(db, { ...reading.rate, refusal: null }, now);
      this.options.onChange();
    } else {
      await recordSourceReading(db, { value: reading.value, label: source.label, date: today, refusal: reading.problem }, now);
      logger.error({ problem: reading.problem }, '[cotización] lectura de la fuente descartada');
    }
    return reading;
  }

  /** Reads the source now (unless another process just did) and every refreshMs; no-op without a source. */
  start(): { stop(): void } {
    if (!this.options.source) return { stop() {} };
    const tick = () => void this.readIfDue().catch((error) => logger.error({ err: String(error) }, '[cotización] no se pudo leer la fuente'));
    tick();
    const timer = setInterval(tick, this.options.refreshMs);
    timer.unref();
    return { stop: () => clearInterval(timer) };
  }

  private async readIfDue(now = new Date()): Promise<void> {
    const last = await lastSourceReadingAt(await this.options.db());
    // Several processes share the database: the first one due reads, the others see its row.
    if (last && now.getTime() - last.getTime() < this.options.refreshMs * 0.9) return;
    await this.readSourceNow(now);
  }
}

/** The source from the configuration, or null without EXCHANGE_RATE_URL. */
export function rateSourceFromConfig(config: Config): RateSourceOptions | null {
  if (!config.EXCHANGE_RATE_URL) return null;
  return {
    url: config.EXCHANGE_RATE_URL,
    valuePath: config.EXCHANGE_RATE_PATH,
    datePath: config.EXCHANGE_RATE_DATE_PATH === 'ninguna' ? undefined : config.EXCHANGE_RATE_DATE_PATH,
    label: config.EXCHANGE_RATE_LABEL,
  };
}
