import type { EventStore, Sql } from '@brandtrail/infra';
import { allProjections } from '../all';
import { ensureProjectionMeta, ProjectionRunner, type RunnerOptions } from './runner';

/**
 * Starts one runner per read model. Resolves once every read model's views exist at this version
 * (so queries can run), whether this process writes them or stands by while another one does;
 * `done` settles when the signal has stopped them all.
 */
export async function startProjections(
  sql: Sql,
  store: EventStore,
  signal: AbortSignal,
  options?: RunnerOptions,
): Promise<{ done: Promise<void> }> {
  const runners = allProjections.map((p) => new ProjectionRunner(sql, store, p, options));
  await ensureProjectionMeta(sql);
  const ready: (() => void)[] = [];
  const serving = runners.map(() => new Promise<void>((resolve) => ready.push(resolve)));
  const done = Promise.all(runners.map((r, i) => r.run(signal, ready[i]))).then(() => undefined);
  await Promise.race([Promise.all(serving), done]);
  return { done };
}
