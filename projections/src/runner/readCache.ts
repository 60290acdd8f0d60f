/**
 * A cache for read-model answers on hot paths (the current user, the brand list). Each entry names
 * the projections it was read from; when one of them makes progress (CheckpointWaiter.onProgress,
 * fed by the runner's notification), every entry that depends on it goes stale. The progress
 * notice arrives before a mutation's read-your-writes wait ends, so a writer never reads its own
 * change from a stale entry.
 *
 * An answer loaded while a projection moved on is not stored (its version changed meanwhile), and
 * entries expire after `ttlMs` anyway, in case a notification is lost.
 */
interface Entry {
  value: unknown;
  tags: readonly string[];
  versions: readonly number[];
  expires: number;
}

export class ReadCache {
  private readonly versions = new Map<string, number>();
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 10_000,
  ) {}

  /** Marks everything read from `projection` as stale. */
  invalidate(projection: string): void {
    this.versions.set(projection, (this.versions.get(projection) ?? 0) + 1);
  }

  private version(tag: string): number {
    return this.versions.get(tag) ?? 0;
  }

  async get<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && entry.expires > now && entry.tags.every((t, i) => this.version(t) === entry.versions[i])) {
      return entry.value as T;
    }
    const versions = tags.map((t) => this.version(t));
    const value = await load();
    if (tags.every((t, i) => this.version(t) === versions[i])) {
      if (this.entries.size >= this.maxEntries) {
        // Drop the oldest tenth: Map keeps insertion order.
        let drop = Math.ceil(this.maxEntries / 10);
        for (const k of this.entries.keys()) {
          if (drop-- <= 0) break;
          this.entries.delete(k);
        }
      }
      this.entries.delete(key);
      this.entries.set(key, { value, tags, versions, expires: now + this.ttlMs });
    }
    return value;
  }
}
