/**
 * A stale-while-revalidate cache of one value per key: a fresh value is served as is; a stale one
 * is served at once while a single background load replaces it; with nothing cached, callers wait
 * for one shared load. A failed refresh keeps the stale value (the shop stays up); a failed first
 * load rejects, and the next call tries again.
 */
export interface SwrCacheOptions {
  /** How long a value counts as fresh. */
  freshMs: number;
  now?: () => number;
  onRefreshError?: (key: string, error: unknown) => void;
}

interface Entry<T> {
  value?: T;
  loadedAt: number;
  pending?: Promise<T>;
}

export function createSwrCache<T>(load: (key: string) => Promise<T>, options: SwrCacheOptions) {
  const { freshMs, now = Date.now, onRefreshError } = options;
  const entries = new Map<string, Entry<T>>();

  function start(key: string, entry: Entry<T>): Promise<T> {
    entry.pending ??= load(key).then(
      (value) => {
        entry.value = value;
        entry.loadedAt = now();
        entry.pending = undefined;
        return value;
      },
      (error: unknown) => {
        entry.pending = undefined;
        throw error;
      },
    );
    return entry.pending;
  }

  return {
    async get(key: string): Promise<T> {
      let entry = entries.get(key);
      if (!entry) {
        entry = { loadedAt: 0 };
        entries.set(key, entry);
      }
      if (entry.value === undefined) return start(key, entry);
      if (now() - entry.loadedAt > freshMs && !entry.pending) {
        start(key, entry).catch((error: unknown) => onRefreshError?.(key, error));
      }
      return entry.value;
    },
    clear() {
      entries.clear();
    },
  };
}
