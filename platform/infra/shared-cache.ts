/**
 * What the platform answers alike to every caller and rarely changes (the marketplace's categories
 * and tags with their counts, the membership plans), kept per process for at most SHARED_CACHE_MS
 * (docs/performance.md "Shared data"). The module that writes it forgets it after each write
 * (`changed()`), so this process answers the change at once; another process (the taxonomy
 * command, a second platform on one PostgreSQL) is seen within SHARED_CACHE_MS. Never a member's
 * own data: a key names only what every caller may see.
 */

/** The longest a shared answer is kept (the performance work's bound: 30 seconds per process). */
export const SHARED_CACHE_MS = 30_000;
/** A bound on distinct keys (a category's tags: one per category); past it, all are forgotten. */
const MAX_KEYS = 500;

export type SharedCache = {
  /** The kept answer for `key` of `db`, or `read()`'s, kept when no write happened meanwhile. */
  get<T>(db: object, key: string, read: () => PromiseLike<T>, now?: number): Promise<T>;
  /** Forgets every kept answer (a write of what they are read from, or a reset). */
  changed(): void;
};

const everyCache = new Set<SharedCache>();

/** Forgets what every shared cache keeps (a test's reset empties and seeds the tables again). */
export function forgetSharedAnswers(): void {
  for (const cache of everyCache) cache.changed();
}

export function createSharedCache(ttlMs: number = SHARED_CACHE_MS): SharedCache {
  const cache = sharedCache(ttlMs);
  everyCache.add(cache);
  return cache;
}

function sharedCache(ttlMs: number): SharedCache {
  let generation = 0;
  let byDb = new WeakMap<object, Map<string, { value: Promise<unknown>; readAt: number }>>();
  return {
    async get<T>(db: object, key: string, read: () => PromiseLike<T>, now = Date.now()): Promise<T> {
      let kept = byDb.get(db);
      if (!kept) byDb.set(db, (kept = new Map()));
      const known = kept.get(key);
      if (known && now - known.readAt < ttlMs && now >= known.readAt) return known.value as Promise<T>;
      const readIn = generation;
      // Made a promise: a query builder is a thenable that would run again at each await.
      const value = Promise.resolve(read());
      // Shared by the calls that arrive while it is read; dropped on failure or when a write came meanwhile.
      if (kept.size >= MAX_KEYS) kept.clear();
      kept.set(key, { value, readAt: now });
      try {
        const answer = await value;
        if (readIn !== generation && kept.get(key)?.value === value) kept.delete(key);
        return answer;
      } catch (error) {
        if (kept.get(key)?.value === value) kept.delete(key);
        throw error;
      }
    },
    changed() {
      generation += 1;
      byDb = new WeakMap();
    },
  };
}
