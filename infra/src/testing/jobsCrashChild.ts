/**
 * A workers process to kill (jobs.int.spec.ts): opens the jobs backend it is told, enqueues one
 * job (a no-op when the id is there already), runs it with a handler that never finishes, prints
 * `started <attempt>` when the handler begins and waits to be killed with SIGKILL.
 *
 * argv[2]: JSON of CrashChildSettings.
 */
import { createBullmqJobs } from '../jobs/bullmq';
import { createDatabaseJobs } from '../jobs/database';
import type { Jobs } from '../jobs/types';
import { setLogLevel } from '../log';
import { openPglite } from '../sql/pglite';
import { openPostgres } from '../sql/postgres';

export type CrashChildSettings = {
  queue: string;
  jobId: string;
  attempts: number;
  /** Lease (database) or lock (BullMQ) of a running job, short so that the parent sees the stall soon. */
  leaseMs: number;
} & ({ kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string } | { kind: 'bullmq'; url: string; prefix: string });

const settings = JSON.parse(process.argv[2] ?? '{}') as CrashChildSettings;
setLogLevel('error');
let jobs: Jobs;
if (settings.kind === 'bullmq') {
  // Every process of a queue checks for stalls at the same pace (the check's pause is shared in Redis).
  jobs = createBullmqJobs(settings.url, { prefix: settings.prefix, lockDurationMs: settings.leaseMs, stalledIntervalMs: 300 });
} else {
  const sql = settings.kind === 'pglite' ? await openPglite(settings.dir) : await openPostgres(settings.url, 2);
  jobs = createDatabaseJobs(sql, { leaseMs: settings.leaseMs, pollMs: 50 });
}
jobs.register(settings.queue, async (_data, job) => {
  process.stdout.write(`started ${job.attempt}\n`);
  await new Promise(() => undefined);
});
await jobs.enqueue(settings.queue, { from: 'child' }, { jobId: settings.jobId, attempts: settings.attempts, backoffMs: 10 });
await jobs.start();
setInterval(() => undefined, 60_000);
