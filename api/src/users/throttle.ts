import { migrate, pruneRows, type Sql, type SqlExecutor } from '@brandtrail/infra';

/**
 * Slowing down repeated attempts (log-ins, mailed links) without ever locking anything. Each key
 * (an account and client pair, an account, a client address, a known device, ...) counts its
 * attempts; a rule says how many are free and how long the attempt after them has to wait, a wait
 * that doubles with every further attempt up to a cap. Counted attempts are forgotten one per
 * `forgetMs` (a leaky bucket), so a key left alone recovers by itself and nobody has to unlock it.
 *
 * An attempt is counted when it is let through, before its outcome is known (`take`), so that
 * requests sent in parallel cannot all slip through one free slot; one that succeeds is taken back
 * (`release`) or its key cleared. Refused attempts are not counted: hammering a key only costs
 * the hammerer the answer 429.
 */
export interface SlowDown {
  /** Attempts that never wait. */
  free: number;
  /** The wait after the first attempt beyond `free`, measured from the last counted attempt. */
  firstDelayMs: number;
  /** The wait doubles with each further attempt up to this. Keep it at most `forgetMs`. */
  maxDelayMs: number;
  /** One counted attempt is forgotten per this much time. */
  forgetMs: number;
}

/** One key an attempt counts against; `account` (a normalised email) lets a sign-in link clear it. */
export interface ThrottleKey {
  key: string;
  rule: SlowDown;
  account?: string;
}

/** A key's stored state: attempts counted (a real number while it decays) as of `at`. */
export interface ThrottleState {
  count: number;
  at: Date;
}

/** Rows untouched for this long have decayed to nothing under every rule (their count × forgetMs is less). */
const KEEP_MS = 24 * 3600 * 1000;

// Decayed counts are real numbers; a whole attempt is counted until it has fully decayed.
const whole = (count: number) => Math.max(0, Math.ceil(count - 1e-9));

export const delayFor = (rule: SlowDown, attempts: number): number =>
  attempts < rule.free ? 0 : Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** (attempts - rule.free));

/** The count of `state` after `elapsedMs` of decay. */
export const decayed = (rule: SlowDown, state: ThrottleState, now: Date): number =>
  Math.max(0, state.count - Math.max(0, now.getTime() - state.at.getTime()) / rule.forgetMs);

/**
 * How long (ms) an attempt at `now` has to wait under `rule`, 0 when it may go ahead: the earliest
 * moment at which either the decayed count is below `free` or the wait for that count has passed
 * since the last counted attempt.
 */
export function waitMs(rule: SlowDown, state: ThrottleState | undefined, now: Date): number {
  if (!state) return 0;
  const elapsed = Math.max(0, now.getTime() - state.at.getTime());
  const attempts = whole(decayed(rule, state, now));
  if (attempts < rule.free || elapsed >= delayFor(rule, attempts)) return 0;
  // From (count - k) × forgetMs after the last attempt on, at most k attempts are counted.
  const countedAtMost = (k: number) => Math.max(0, (state.count - k) * rule.forgetMs);
  let earliest = countedAtMost(rule.free - 1);
  for (let k = attempts; k >= rule.free; k--) earliest = Math.min(earliest, Math.max(countedAtMost(k), delayFor(rule, k)));
  return Math.max(0, Math.ceil(earliest - elapsed));
}

/** Deletes the counts untouched for KEEP_MS (a day: every rule has forgotten them); answers how many. */
export const pruneThrottles = (db: SqlExecutor, now: Date): Promise<number> =>
  pruneRows(db, 'login_throttles', ['key'], 'at < $1', [new Date(now.getTime() - KEEP_MS)]);

export async function migrateThrottle(sql: Sql): Promise<void> {
  await migrate(
    sql,
    `
    CREATE TABLE IF NOT EXISTS login_throttles (
      key text PRIMARY KEY,
      account text,
      count double precision NOT NULL,
      at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS login_throttles_account ON login_throttles (account);
    CREATE INDEX IF NOT EXISTS login_throttles_at ON login_throttles (at);
    DROP TABLE IF EXISTS login_failures;`,
  );
}

interface Row {
  key: string;
  count: number;
  at: Date | string;
}

export class Throttle {
  /** `now`: the clock the waits are measured on (tests pass their own). */
  constructor(
    private readonly sql: Sql,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Counts an attempt against every key and answers 0, or, when any key asks to wait, counts
   * nothing and answers the longest wait (ms). Atomic per key across processes: the rows are
   * locked in key order for the decision.
   */
  async take(keys: readonly ThrottleKey[]): Promise<number> {
    const now = this.now();
    const sorted = [...new Map(keys.map((k) => [k.key, k])).values()].sort((a, b) => (a.key < b.key ? -1 : 1));
    if (!sorted.length) return 0;
    return this.sql.transaction(async (tx) => {
      for (const k of sorted)
        await tx.query(
          'INSERT INTO login_throttles (key, account, count, at) VALUES ($1, $2, 0, $3) ON CONFLICT (key) DO NOTHING',
          [k.key, k.account ?? null, now],
        );
      const rows = await tx.query<Row>('SELECT key, count, at FROM login_throttles WHERE key = ANY($1) ORDER BY key FOR UPDATE', [
        sorted.map((k) => k.key),
      ]);
      const states = new Map(rows.map((r) => [r.key, { count: Number(r.count), at: new Date(r.at) }]));
      const wait = Math.max(...sorted.map((k) => waitMs(k.rule, states.get(k.key), now)));
      if (wait > 0) return wait;
      for (const k of sorted) {
        const state = states.get(k.key);
        await tx.query('UPDATE login_throttles SET count = $2, at = $3 WHERE key = $1', [
          k.key,
          (state ? decayed(k.rule, state, now) : 0) + 1,
          now,
        ]);
      }
      await pruneThrottles(tx, now);
      return 0;
    });
  }

  /** Takes back an attempt counted by `take` that turned out well. */
  async release(keys: readonly ThrottleKey[]): Promise<void> {
    if (keys.length)
      await this.sql.query('UPDATE login_throttles SET count = greatest(count - 1, 0) WHERE key = ANY($1)', [
        keys.map((k) => k.key),
      ]);
  }

  /** Forgets the attempts of these keys. */
  async clear(keys: readonly ThrottleKey[]): Promise<void> {
    if (keys.length) await this.sql.query('DELETE FROM login_throttles WHERE key = ANY($1)', [keys.map((k) => k.key)]);
  }

  /** Forgets every key of an account (its pairs with clients, the account's own, its devices'). */
  async clearAccount(account: string): Promise<void> {
    await this.sql.query('DELETE FROM login_throttles WHERE account = $1', [account]);
  }
}

/**
 * The part of a client address that one client controls: an IPv4 address, or the /64 network of
 * an IPv6 address (one line usually gets a whole /64 and can pick any address in it).
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
