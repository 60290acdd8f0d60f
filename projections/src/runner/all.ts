import type { EventStore, Sql } from '@brandtrail/infra';
import { allProjections } from '../all';
import { ProjectionRunner, type RunnerOptions } from './runner';

/**
 * Starts one runner per read model. Resolves once every read model's views exist (so queries can
 * run); `done` settles when the signal has stopped them all.
 */
export async function startProjections(
  sql: Sql,
  store: EventStore,
  signal: AbortSignal,
  options?: RunnerOptions,
): Promise<{ done: Promise<void> }> {
  const runners = allProjections.map((p) => new ProjectionRunner(sql, store, p, options));
  for (const r of runners) await r.prepare();
  return { done: Promise.all(runners.map((r) => r.run(signal))).then(() => undefined) };
}
