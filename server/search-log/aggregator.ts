// The in-memory half of the search log: searches that ended empty or approximate,
// counted per normalised text between two flushes to the database. Pure and synchronous: a
// page records in O(1) and never waits for, or fails because of, the database.
import type { SearchInterpretation, SearchStep } from '#domain/search-plan';

/** Distinct texts kept between two flushes; when full, new texts are dropped (and counted). */
export const MAX_PENDING_TEXTS = 1_000;
/** Longest text kept (the search already cuts queries to this length). */
const MAX_TEXT_LENGTH = 100;
/** Longest 'what it fell back to' kept. */
const MAX_SHOWN_AS_LENGTH = 200;

export interface PendingSearch {
  /** The normalised query: the row's key. */
  text: string;
  /** Searches of this text since the last flush. */
  count: number;
  /** The fallback step that answered the last one; null when it found nothing. */
  step: SearchStep | null;
  /** What the last approximate results were for ('bomba hidráulica'); null when nothing was shown. */
  shownAs: string | null;
  /** Epoch milliseconds. */
  firstSeen: number;
  lastSeen: number;
}

const CONTROL = /\p{Cc}/gu;
const SPACES = /\s+/g;
// An e-mail address typed in the search box is personal data and never a product: not kept.
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/** The key a search is counted under, or null when it is not logged (no term, or personal data). */
export function searchLogKey(interpretation: Pick<SearchInterpretation, 'query' | 'normalized'>): string | null {
  if (EMAIL.test(String(interpretation.query ?? ''))) return null;
  const text = String(interpretation.normalized ?? '')
    .replace(CONTROL, ' ')
    .replace(SPACES, ' ')
    .trim()
    .slice(0, MAX_TEXT_LENGTH)
    .trim();
  return text === '' ? null : text;
}

/** Logged: a search with a term whose answer was empty or approximate (exact ones are not). */
export function isLogged(interpretation: Pick<SearchInterpretation, 'step' | 'approximate'>): boolean {
  return interpretation.step === null || interpretation.approximate === true;
}

function cleanShownAs(interpretation: SearchInterpretation): string | null {
  if (interpretation.step === null || !interpretation.shownAs) return null;
  const text = String(interpretation.shownAs).replace(CONTROL, ' ').replace(SPACES, ' ').trim().slice(0, MAX_SHOWN_AS_LENGTH);
  return text === '' ? null : text;
}

export class SearchLogBuffer {
  private pending = new Map<string, PendingSearch>();
  /** Searches not counted because the buffer was full, since the last takeDropped(). */
  private droppedSinceReport = 0;
  /** Searches not counted since the process started. */
  dropped = 0;

  constructor(readonly maxTexts = MAX_PENDING_TEXTS) {}

  /** Distinct texts waiting for the next flush. */
  get size(): number {
    return this.pending.size;
  }

  /** Counts one search outcome; O(1), never throws. Returns whether it was counted. */
  record(interpretation: SearchInterpretation, now = Date.now()): boolean {
    if (!interpretation || !isLogged(interpretation)) return false;
    const text = searchLogKey(interpretation);
    if (text === null) return false;
    const step = interpretation.step ?? null;
    const shownAs = cleanShownAs(interpretation);
    const entry = this.pending.get(text);
    if (entry) {
      entry.count++;
      if (now >= entry.lastSeen) {
        entry.lastSeen = now;
        entry.step = step;
        entry.shownAs = shownAs;
      }
      return true;
    }
    if (this.pending.size >= this.maxTexts) {
      this.drop(1);
      return false;
    }
    this.pending.set(text, { text, count: 1, step, shownAs, firstSeen: now, lastSeen: now });
    return true;
  }

  /** Everything pending, sorted by text (a stable lock order for the upsert); the buffer empties. */
  take(): PendingSearch[] {
    if (this.pending.size === 0) return [];
    const batch = [...this.pending.values()].sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
    this.pending = new Map();
    return batch;
  }

  /**
   * Puts back a batch the database did not take, merged with what arrived meanwhile, within the
   * same bound: texts that no longer fit are dropped and counted.
   */
  restore(batch: readonly PendingSearch[]): void {
    for (const old of batch) {
      const entry = this.pending.get(old.text);
      if (entry) {
        entry.count += old.count;
        entry.firstSeen = Math.min(entry.firstSeen, old.firstSeen);
        if (old.lastSeen > entry.lastSeen) {
          entry.lastSeen = old.lastSeen;
          entry.step = old.step;
          entry.shownAs = old.shownAs;
        }
      } else if (this.pending.size < this.maxTexts) {
        this.pending.set(old.text, { ...old });
      } else {
        this.drop(old.count);
      }
    }
  }

  /** Searches dropped since the last call (for one log line per flush). */
  takeDropped(): number {
    const n = this.droppedSinceReport;
    this.droppedSinceReport = 0;
    return n;
  }

  private drop(n: number): void {
    this.dropped += n;
    this.droppedSinceReport += n;
  }
}
