import { snapshotKeys } from '@brandtrail/domain';
import { log, type EventStore, type Sql } from '@brandtrail/infra';
import { pruneDevices } from './users/devices';
import { pruneSessions } from './users/sessions';
import { pruneThrottles } from './users/throttle';
import { pruneAccountTokens } from './users/tokens';
import { pruneTwoFactorChallenges } from './users/twoFactor';

/**
 * Housekeeping: the rows that only grew go once nothing can use them (README, "Operating it").
 * Every API process (and `npm start`) runs it HOUSEKEEPING_FIRST_MS after it starts and then every
 * HOUSEKEEPING_EVERY_MS; on PostgreSQL several processes may run it at once, and a row one of them
 * deleted is simply not there for the others. Each table is pruned PRUNE_BATCH rows a statement.
 *
 * - sessions ended (log-out, revoked) or whose refresh token expired (14 days unused), with the
 *   shared links they opened and their retired refresh tokens (users/sessions.ts);
 * - sign-in and reset tokens a day after they expired (users/tokens.ts), log-in throttling counts
 *   untouched for a day (users/throttle.ts), device cookies that expired (users/devices.ts),
 *   two-factor challenges a day after they expired (users/twoFactor.ts);
 * - superseded snapshots (infra's snapshots.ts): of each stream the newest 10 and the first of each
 *   thousand revisions before them stay, and those under a key no decider reads go.
 *
 * Kept elsewhere or on purpose: completed and failed jobs leave the job queue after 7 and 30 days
 * (the queue's own cleanup, infra/src/jobs), read-model generations are dropped when a rebuild
 * switches over, and the `ai_usage` records, link open counts and brand visits stay (one row per
 * link, per person and brand; `ai_usage` is the operator's to trim).
 */
export const HOUSEKEEPING_FIRST_MS = 60_000;
export const HOUSEKEEPING_EVERY_MS = 3600_000;

export interface Pruned {
  sessions: number;
  sessionLinks: number;
  retiredRefreshes: number;
  mailedLinks: number;
  throttles: number;
  devices: number;
  twoFactorChallenges: number;
  snapshots: number;
}

/** One round of housekeeping as of `now`; answers how many rows of each kind went. */
export async function housekeep(s: { sql: Sql; store: EventStore }, now: Date): Promise<Pruned> {
  const sessions = await pruneSessions(s.sql, now);
  return {
    sessions: sessions.sessions,
    sessionLinks: sessions.links,
    retiredRefreshes: sessions.retired,
    mailedLinks: await pruneAccountTokens(s.sql, now),
    throttles: await pruneThrottles(s.sql, now),
    devices: await pruneDevices(s.sql, now),
    twoFactorChallenges: await pruneTwoFactorChallenges(s.sql, now),
    snapshots: (await s.store.snapshots?.prune?.(snapshotKeys())) ?? 0,
  };
}

export interface Housekeeping {
  stop(): Promise<void>;
}

export interface HousekeepingOptions {
  firstMs?: number;
  everyMs?: number;
  /** The clock rounds prune by. */
  now?: () => Date;
  /** Told what each round removed. */
  onRound?: (pruned: Pruned) => void;
}

/** Runs `housekeep` on a timer (first after `firstMs`, then every `everyMs`) until `stop`. */
export function startHousekeeping(
  s: { sql: Sql; store: EventStore },
  { firstMs = HOUSEKEEPING_FIRST_MS, everyMs = HOUSEKEEPING_EVERY_MS, now = () => new Date(), onRound }: HousekeepingOptions = {},
): Housekeeping {
  let stopped = false;
  let running: Promise<unknown> | undefined;
  let timer: NodeJS.Timeout;
  const schedule = (ms: number) => {
    timer = setTimeout(() => {
      running = housekeep(s, now())
        .then((pruned) => {
          if (Object.values(pruned).some((n) => n > 0))
            log.info('housekeeping removed what nothing uses any more', { ...pruned });
          onRound?.(pruned);
        })
        .catch((error: unknown) => {
          if (!stopped) log.warn('housekeeping failed; trying again at the next round', { error });
        })
        .finally(() => {
          running = undefined;
          if (!stopped) schedule(everyMs);
        });
    }, ms);
    timer.unref();
  };
  schedule(firstMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
