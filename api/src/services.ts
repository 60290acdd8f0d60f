import type { Decider, DomainEvent } from '@brandtrail/domain';
import {
  createAi,
  type Ai,
  openBlobStore,
  openDatabase,
  openEventStore,
  type BlobStore,
  type Config,
  type EventStore,
  type Jobs,
  type Sql,
  MAIL_ATTEMPTS,
  MAIL_BACKOFF_MS,
  MAIL_QUEUE,
  type MailJob,
  handle,
  type Actor,
  type Handled,
} from '@brandtrail/infra';
import {
  allProjections,
  assetQueries,
  brandQueries,
  CheckpointWaiter,
  ensureProjectionMeta,
  historyQueries,
  pageQueries,
  ReadCache,
  sharedLinkQueries,
  userQueries,
  type AssetQueries,
  type BrandQueries,
  type HistoryQueries,
  type PageQueries,
  type SharedLinkQueries,
  type UserQueries,
} from '@brandtrail/projections';
import { ChangeHub, readModelStart } from './live/hub';
import { Presence } from './live/presence';
import { followedPrefixes, topicsOf } from './live/topics';
import { LinkOpenStore, migrateLinkOpens } from './sharedLinks/opens';
import { BrandVisitStore, migrateBrandVisits } from './history/visits';
import { startHousekeeping } from './housekeeping';
import { DeviceStore, migrateDevices } from './users/devices';
import { migrateSessions, SessionStore } from './users/sessions';
import { migrateTwoFactor, TwoFactorStore } from './users/twoFactor';
import { AccessTokenStore, migrateAccessTokens } from './users/accessTokenStore';
import { migrateThrottle, Throttle } from './users/throttle';
import { AccountTokenStore, migrateAccountTokens } from './users/tokens';
import { AnswerCache } from './graphql/answers';
import { AiUsageStore, migrateAiUsage } from './ai/usage';

/** A command's result, and whether the read models reached its events in time. */
export interface Executed<S, E> extends Handled<S, E> {
  projected: boolean;
}

export interface ServiceOptions {
  /** How long a mutation waits for the read models to show its events (default 5 s). */
  readYourWritesMs?: number;
  /** Housekeeping's timer (housekeeping.ts); false runs none (tests that run it themselves). */
  housekeeping?: boolean;
}

/** What the API needs, opened once per process (the composition root's product). */
export interface Services {
  config: Config;
  sql: Sql;
  store: EventStore;
  waiter: CheckpointWaiter;
  /** Hot read-model answers, dropped when their projection moves on. */
  cache: ReadCache;
  /** Whole answers of GraphQL queries, dropped when any read model moves on. */
  answers: AnswerCache;
  users: UserQueries;
  brands: BrandQueries;
  pages: PageQueries;
  /** Pages' and brands' history (issue 16). */
  history: HistoryQueries;
  assets: AssetQueries;
  sharedLinks: SharedLinkQueries;
  /** How often each shared link was opened (a plain table, like sessions). */
  linkOpens: LinkOpenStore;
  /** When each member was last in each brand (the activity's "since my last visit"). */
  visits: BrandVisitStore;
  sessions: SessionStore;
  /** Browsers known for an account (device cookies), which log-in throttling lets through. */
  devices: DeviceStore;
  /** Authenticator-app secrets, recovery codes and log-in challenges (users/twoFactor.ts). */
  twoFactor: TwoFactorStore;
  /** Personal access tokens' hashes, scopes and last use (users/accessTokens.ts). */
  accessTokens: AccessTokenStore;
  /** Slows down repeated log-in attempts and link mails. */
  throttle: Throttle;
  /** Single-use tokens of the mailed reset-password and sign-in links. */
  tokens: AccountTokenStore;
  /**
   * Uploaded files and their previews: S3 with S3_ENDPOINT, else files under DATA_DIR/blobs (then
   * `POST /uploads` and `GET /files/<key>` of this API serve them).
   */
  blobs: BlobStore;
  /**
   * Live updates: announces each page whose row the `pages` read model has changed (`page:<id>`) and
   * each brand whose screens show something changed (`brand:<id>`; live/topics.ts).
   */
  changes: ChangeHub;
  /** Who has which page open, shared between API processes (live/presence.ts). */
  presence: Presence;
  /**
   * The AI port (infra/src/ai): the configured OpenAI-compatible model server, or, without one,
   * a port whose every call fails with AI_NOT_CONFIGURED (`ai.available` is false).
   */
  ai: Ai;
  /** What AI help was used for, by whom and how much (the `ai_usage` table, for operators). */
  aiUsage: AiUsageStore;
  /**
   * Enqueues a mail on the jobs port (the workers send it); `jobId` makes a repeat a no-op. Fails
   * when the services were opened without jobs (command-line tools).
   */
  mail(job: MailJob, jobId: string): Promise<void>;
  /**
   * Handles a command and waits until the read models show its events (read your writes), for a
   * bounded time: `projected` says whether they did, else the answer comes from `state`. With
   * `readYourWrites: false` it does not wait (`projected` false): for all but the last of commands
   * made one after another, whose last wait covers the ones before.
   */
  execute<S, C, E extends DomainEvent>(
    decider: Decider<S, C, E>,
    streamId: string,
    command: C,
    actor: Actor,
    options?: { readYourWrites?: boolean },
  ): Promise<Executed<S, E>>;
  close(): Promise<void>;
}

/** `jobs`: where `mail` enqueues; the caller owns it (starts and closes it). */
export async function openServices(config: Config, sql?: Sql, jobs?: Jobs, options: ServiceOptions = {}): Promise<Services> {
  const db = sql ?? (await openDatabase(config));
  const store = await openEventStore(config, db);
  await ensureProjectionMeta(db);
  await migrateSessions(db);
  await migrateAccountTokens(db);
  await migrateDevices(db);
  await migrateTwoFactor(db);
  await migrateAccessTokens(db);
  await migrateThrottle(db);
  await migrateLinkOpens(db);
  await migrateBrandVisits(db);
  await migrateAiUsage(db);
  const blobs = await openBlobStore(config);
  const waiter = new CheckpointWaiter(db, allProjections, options.readYourWritesMs);
  const cache = new ReadCache();
  waiter.onProgress((projection) => cache.invalidate(projection));
  const answers = new AnswerCache();
  waiter.onProgress(() => answers.invalidate());
  await waiter.start();
  const sessions = new SessionStore(db);
  await sessions.start();
  const topics = topicsOf(store);
  const changes = new ChangeHub(store, waiter, {
    streamPrefixes: followedPrefixes(),
    eventTypes: allProjections.flatMap((p) => p.eventTypes),
    // Not the users read model: no live screen shows it, and its checkpoint may be far behind.
    startAfter: () =>
      readModelStart(
        db,
        allProjections.filter((p) => p.name !== 'users'),
      ),
    topicsOf: (event) => topics.topics(event),
    // A reader going from page to page keeps live updates going instead of starting them again,
    // with their read of the log, on every page.
    lingerMs: config.liveLingerMinutes * 60_000,
  });
  const presence = new Presence(db);
  await presence.start();
  const housekeeping = options.housekeeping === false ? undefined : startHousekeeping({ sql: db, store });
  return {
    config,
    sql: db,
    store,
    waiter,
    cache,
    answers,
    users: userQueries(db),
    brands: brandQueries(db),
    pages: pageQueries(db),
    history: historyQueries(db),
    assets: assetQueries(db),
    sharedLinks: sharedLinkQueries(db),
    linkOpens: new LinkOpenStore(db),
    visits: new BrandVisitStore(db),
    sessions,
    devices: new DeviceStore(db),
    twoFactor: new TwoFactorStore(db),
    accessTokens: new AccessTokenStore(db),
    throttle: new Throttle(db),
    tokens: new AccountTokenStore(db),
    changes,
    presence,
    ai: createAi(config),
    aiUsage: new AiUsageStore(db),
    blobs,
    async mail(job, jobId) {
      if (!jobs) throw new Error('these services were opened without a jobs port: no mail can be sent');
      await jobs.enqueue(MAIL_QUEUE, job, { jobId, attempts: MAIL_ATTEMPTS, backoffMs: MAIL_BACKOFF_MS });
    },
    async execute(decider, streamId, command, actor, { readYourWrites = true } = {}) {
      const result = await handle(store, decider, streamId, command, actor);
      if (!readYourWrites) return { ...result, projected: false };
      const projected = result.position
        ? await waiter.waitFor(
            result.position,
            result.events.map((e) => e.type),
          )
        : true;
      return { ...result, projected };
    },
    async close() {
      await housekeeping?.stop();
      await changes.close();
      await presence.close();
      await sessions.close();
      await waiter.close();
      await store.close();
      await blobs.close();
      if (!sql) await db.close();
    },
  };
}
