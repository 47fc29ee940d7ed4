// Which catalogue photos a page can show. A link that failed, with no copy kept, is drawn as the
// placeholder from the start instead of sending every visitor's browser after a photo that is not
// there. The list changes as the engine learns; pages read it often, so it is taken from the engine
// at most every few seconds, and its version changes only when the list really does (the page
// cache and the cards are made again then, not on every check).
import { photoKey } from '#domain/photos';
import type { PhotoService } from './service';
import { singleton } from '#domain/singleton';

/**
 * The links whose photo cannot be shown: failed, and no copy kept. Pages draw the placeholder for
 * them, and the feeds leave their products out (their image address answers 404).
 */
export function hiddenSources(failures: Iterable<{ source: string; gone: boolean }>): Set<string> {
  const hidden = new Set<string>();
  for (const failure of failures) if (!failure.gone) hidden.add(failure.source);
  return hidden;
}

/** How stale the list may be: a new failure shows as the placeholder within this time. */
const VISIBILITY_REFRESH_MS = 5_000;

export class PhotoVisibility {
  private hidden = new Set<string>();
  private version_ = 0;
  private checkedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly photos: Pick<PhotoService, 'failures' | 'meta'>,
    private readonly now: () => number = Date.now,
    private readonly refreshMs = VISIBILITY_REFRESH_MS,
  ) {}

  /** False for a link whose photo cannot be shown. */
  readonly shown = (source: string): boolean => {
    this.refresh();
    return !this.hidden.has(source);
  };

  /** The photo's main colour ('#rrggbb') once it is prepared: the box's colour while it loads. */
  readonly color = (source: string): string | null => this.photos.meta(photoKey(source))?.color ?? null;

  /** Changes whenever the list of photos that cannot be shown does. */
  readonly version = (): number => {
    this.refresh();
    return this.version_;
  };

  private refresh(): void {
    const now = this.now();
    if (now - this.checkedAt < this.refreshMs) return;
    this.checkedAt = now;
    const next = hiddenSources(this.photos.failures());
    if (next.size === this.hidden.size && [...next].every((source) => this.hidden.has(source))) return;
    this.hidden = next;
    this.version_++;
  }
}

/** What pages ask: whether a link's photo can be shown, and the version of that answer. */
export interface PhotoCheck {
  shown(source: string): boolean;
  version(): number;
  color(source: string): string | null;
}

/**
 * The process's check, where pages find it (app/lib/photos.ts reads the same singleton). Server
 * code never imports the app and the app's browser code must not import the server, so the two
 * meet on one process-wide value, as the services do (server/services.ts). In the browser nothing
 * is registered: every photo is tried, and a card draws the placeholder if one fails.
 */
export function registerPhotoCheck(check: PhotoCheck | null): void {
  singleton<{ check: PhotoCheck | null }>('photo-check', () => ({ check: null })).check = check;
}
