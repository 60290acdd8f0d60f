import type { Context } from './context';

/**
 * Per-request helpers for resolvers, keyed by the request's Context, or a subscription's current
 * value (so nothing outlives the request or the value, and nothing is shared between viewers).
 *
 * `perRequest(make)` gives each request its own value (a memo, a loader). `batchLoader(load)` is
 * DataLoader's idea in a few lines: the keys asked for while one list of fields resolves are loaded
 * with one call, and each key once per request. A list of 200 elements asking for the element each
 * one links to costs one query, not 200.
 */
export function perRequest<T>(make: (ctx: Context) => T): (ctx: Context) => T {
  const values = new WeakMap<object, T>();
  return (ctx) => {
    // A subscription's values each count as a request of their own (Context.delivery).
    const key = ctx.delivery ?? ctx;
    let value = values.get(key);
    if (value === undefined) {
      value = make(ctx);
      values.set(key, value);
    }
    return value;
  };
}

export interface BatchLoader<K, V> {
  load(key: K): Promise<V | undefined>;
}

/** `load` answers for the keys it was given (a key it leaves out is undefined). */
export function batchLoader<K, V>(load: (keys: K[]) => Promise<Map<K, V>>): BatchLoader<K, V> {
  const cache = new Map<K, Promise<V | undefined>>();
  let batch: { keys: K[]; done: Promise<Map<K, V>> } | null = null;
  return {
    load(key) {
      const known = cache.get(key);
      if (known) return known;
      if (!batch) {
        const current: { keys: K[]; done: Promise<Map<K, V>> } = { keys: [], done: Promise.resolve(new Map()) };
        // Wait until the resolvers of this round have asked (promise jobs first, then one tick).
        current.done = Promise.resolve()
          .then(() => new Promise<void>((resolve) => process.nextTick(resolve)))
          .then(() => {
            batch = null;
            return load(current.keys);
          });
        batch = current;
      }
      batch.keys.push(key);
      const answer = batch.done.then((found) => found.get(key));
      cache.set(key, answer);
      return answer;
    },
  };
}
