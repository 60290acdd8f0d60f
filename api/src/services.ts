import type { Decider, DomainEvent } from '@brandtrail/domain';
import { openDatabase, openEventStore, type Config, type EventStore, type Sql } from '@brandtrail/infra';
import {
  allProjections,
  brandQueries,
  CheckpointWaiter,
  ensureProjectionMeta,
  ReadCache,
  userQueries,
  type BrandQueries,
  type UserQueries,
} from '@brandtrail/projections';
import { handle, type Actor, type Handled } from './commands/handle';
import { migrateSessions, SessionStore } from './users/sessions';

/** What the API needs, opened once per process (the composition root's product). */
export interface Services {
  config: Config;
  sql: Sql;
  store: EventStore;
  waiter: CheckpointWaiter;
  /** Hot read-model answers, dropped when their projection moves on. */
  cache: ReadCache;
  users: UserQueries;
  brands: BrandQueries;
  sessions: SessionStore;
  /** Handles a command and waits until the read models show its events (read your writes). */
  execute<S, C, E extends DomainEvent>(
    decider: Decider<S, C, E>,
    streamId: string,
    command: C,
    actor: Actor,
  ): Promise<Handled<S, E>>;
  close(): Promise<void>;
}

export async function openServices(config: Config, sql?: Sql): Promise<Services> {
  const db = sql ?? (await openDatabase(config));
  const store = await openEventStore(config, db);
  await ensureProjectionMeta(db);
  await migrateSessions(db);
  const waiter = new CheckpointWaiter(db, allProjections);
  const cache = new ReadCache();
  waiter.onProgress((projection) => cache.invalidate(projection));
  await waiter.start();
  return {
    config,
    sql: db,
    store,
    waiter,
    cache,
    users: userQueries(db),
    brands: brandQueries(db),
    sessions: new SessionStore(db),
    async execute(decider, streamId, command, actor) {
      const result = await handle(store, decider, streamId, command, actor);
      if (result.position)
        await waiter.waitFor(
          result.position,
          result.events.map((e) => e.type),
        );
      return result;
    },
    async close() {
      await waiter.close();
      await store.close();
      if (!sql) await db.close();
    },
  };
}
