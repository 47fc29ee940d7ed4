// Background Sync in the service worker: work registered by tag (the request queue registers its
// own) runs when the browser fires 'sync' for that tag. A tag nobody registered is left alone (the
// browser drops it), and a failing task rejects so the browser retries it later.

type SyncTask = () => Promise<unknown>;

export interface SyncRegistry {
  /** Runs `task` on every 'sync' event for `tag` (one task a tag; a second replaces the first). */
  onSync(tag: string, task: SyncTask): void;
  /** The promise for the event's waitUntil, or null when no task has this tag. */
  run(tag: string): Promise<unknown> | null;
}

export function syncRegistry(): SyncRegistry {
  const tasks = new Map<string, SyncTask>();
  return {
    onSync: (tag, task) => void tasks.set(tag, task),
    run: (tag) => {
      const task = tasks.get(tag);
      return task ? task() : null;
    },
  };
}
