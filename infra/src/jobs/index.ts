import type { Config } from '../config';
import { log } from '../log';
import type { Sql } from '../sql/types';
import { createBullmqJobs } from './bullmq';
import { createDatabaseJobs } from './database';
import type { Jobs } from './types';

export {
  createBullmqJobs,
  decodeJobId,
  DEFAULT_LOSS_CHECK_MS,
  encodeJobId,
  jobsKeptKey,
  DEFAULT_KEEP_COMPLETED_SECONDS,
  DEFAULT_KEEP_FAILED_SECONDS,
} from './bullmq';
export type { BullmqJobsOptions } from './bullmq';
export { createDatabaseJobs, migrateJobs } from './database';
export type { DatabaseJobsOptions } from './database';
export {
  backoffDelay,
  DEFAULT_ATTEMPTS,
  DEFAULT_BACKOFF_MS,
  ENQUEUE_TIMEOUT_MS,
  JobsUnavailableError,
  READY_TIMEOUT_MS,
  UnrecoverableJobError,
} from './types';
export type { EnqueueOptions, FailedJobInfo, JobFailure, JobHandler, JobInfo, JobRecord, Jobs, RegisterOptions } from './types';

/** BullMQ on Redis when REDIS_URL is set, else the durable queue in the SQL database (`sql`). */
export function createJobs(config: Pick<Config, 'redisUrl' | 'redisPrefix'>, sql: Sql): Jobs {
  if (config.redisUrl) {
    log.info('jobs: BullMQ on Redis');
    return createBullmqJobs(config.redisUrl, { prefix: config.redisPrefix });
  }
  log.info('jobs: in the database (set REDIS_URL for BullMQ)', { database: sql.kind });
  return createDatabaseJobs(sql);
}
