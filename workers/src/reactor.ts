import {
  log,
  migrate,
  type EnqueueOptions,
  type EventStore,
  type Jobs,
  type Position,
  type RecordedEvent,
  type Sql,
  type SqlExecutor,
} from '@brandtrail/infra';

/**
 * Reactors turn events into jobs ("when a user registers, send a welcome mail").
 *
 * A reactor follows the event log with a catch-up subscription filtered by event type, from a
 * checkpoint in the SQL database (`reactor_checkpoints`). For each event it enqueues the jobs
 * `react` asks for, with job ids derived from the reactor's name and the event id, and after the
 * batch it stores the position of the last event handled.
 *
 * Delivery is at least once into the queue and exactly once out of it while the queue remembers
 * the job ids: a crash between enqueueing and storing the checkpoint replays at most one batch,
 * and the replay enqueues the same job ids, which the queue ignores (see the Jobs port for how
 * long each adapter remembers ids).
 *
 * An event whose `react` throws stops the reactor (the supervisor restarts it with backoff and
 * it meets the same event again): events are never skipped silently. `react` should therefore
 * decide bad data itself (return no jobs and log) rather than throw.
 */
export interface ReactorJob<T = unknown> {
  queue: string;
  data: T;
  /**
   * Must be a function of the event (never random or time-based). Default:
   * `<reactor name>:<event id>` for the first job of an event, `<reactor name>:<event id>:<i>`
   * for the i-th further one.
   */
  jobId?: string;
  attempts?: number;
  backoffMs?: number;
}

export interface Reactor<E extends RecordedEvent = RecordedEvent> {
  /** Unique and stable: it names the checkpoint and prefixes the job ids. */
  name: string;
  eventTypes: readonly string[];
  react(event: E): ReactorJob[] | Promise<ReactorJob[]>;
}

export const reactorJobId = (reactorName: string, eventId: string, index = 0): string =>
  index === 0 ? `${reactorName}:${eventId}` : `${reactorName}:${eventId}:${index}`;

/**
 * The jobs `reactor` enqueues for `event`, with their ids: what the reactor runner enqueues, and
 * what is enqueued again for an event whose jobs the queue lost (the same ids, so nothing runs twice).
 */
export async function plannedJobs(
  reactor: Reactor,
  event: RecordedEvent,
): Promise<{ queue: string; data: unknown; options: EnqueueOptions }[]> {
  return (await reactor.react(event)).map((job, i) => ({
    queue: job.queue,
    data: job.data,
    options: {
      jobId: job.jobId ?? reactorJobId(reactor.name, event.id, i),
      ...(job.attempts !== undefined ? { attempts: job.attempts } : {}),
      ...(job.backoffMs !== undefined ? { backoffMs: job.backoffMs } : {}),
    },
  }));
}

export async function ensureReactorCheckpoints(sql: Sql): Promise<void> {
  await migrate(sql, 'CREATE TABLE IF NOT EXISTS reactor_checkpoints (name text PRIMARY KEY, position text)');
}

export async function readReactorCheckpoint(sql: SqlExecutor, name: string): Promise<Position | undefined> {
  const rows = await sql.query<{ position: string | null }>('SELECT position FROM reactor_checkpoints WHERE name = $1', [name]);
  return (rows[0]?.position ?? undefined) as Position | undefined;
}

/**
 * Stores the checkpoint; never moves it backwards (two workers processes running the same
 * reactor both enqueue, the queue de-duplicates, and the checkpoint keeps the larger position).
 * Positions are fixed-width lower-case hex, so byte order ("C" collation) is log order.
 */
export async function saveReactorCheckpoint(sql: SqlExecutor, name: string, position: Position): Promise<void> {
  await sql.query(
    `INSERT INTO reactor_checkpoints (name, position) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET position = excluded.position
     WHERE reactor_checkpoints.position IS NULL
        OR reactor_checkpoints.position COLLATE "C" < excluded.position COLLATE "C"`,
    [name, position],
  );
}

export interface RunReactorOptions {
  reactor: Reactor;
  sql: Sql;
  store: EventStore;
  jobs: Jobs;
  signal: AbortSignal;
  batchSize?: number;
}

/**
 * Runs one reactor until the signal aborts (then it resolves) or something fails (then it
 * rejects, after storing the checkpoint of the events fully handled).
 */
export async function runReactor({ reactor, sql, store, jobs, signal, batchSize }: RunReactorOptions): Promise<void> {
  await ensureReactorCheckpoints(sql);
  const after = await readReactorCheckpoint(sql, reactor.name);
  log.info('reactor started', { reactor: reactor.name, after: after ?? 'start' });
  const subscription = store.subscribe({
    after,
    filter: { eventTypes: reactor.eventTypes },
    signal,
    ...(batchSize ? { batchSize } : {}),
  });
  for await (const batch of subscription) {
    let last: Position | undefined;
    try {
      for (const event of batch) {
        if (signal.aborted) break;
        for (const job of await plannedJobs(reactor, event)) await jobs.enqueue(job.queue, job.data, job.options);
        last = event.position;
      }
    } finally {
      if (last) await saveReactorCheckpoint(sql, reactor.name, last);
    }
    if (signal.aborted) break;
  }
}
