import type { Config } from '../config';
import { log } from '../log';
import { createBullmqJobs } from './bullmq';
import { createInProcessJobs } from './inProcess';
import type { Jobs } from './types';

export {
  createBullmqJobs,
  decodeJobId,
  encodeJobId,
  DEFAULT_KEEP_COMPLETED_SECONDS,
  DEFAULT_KEEP_FAILED_SECONDS,
} from './bullmq';
export type { BullmqJobsOptions } from './bullmq';
export { createInProcessJobs } from './inProcess';
export { backoffDelay, DEFAULT_ATTEMPTS, DEFAULT_BACKOFF_MS, UnrecoverableJobError } from './types';
export type { EnqueueOptions, JobHandler, JobInfo, Jobs, RegisterOptions } from './types';

/** BullMQ on Redis when REDIS_URL is set, else the in-process runner. */
export function createJobs(config: Pick<Config, 'redisUrl' | 'redisPrefix'>): Jobs {
  if (config.redisUrl) {
    log.info('jobs: BullMQ on Redis');
    return createBullmqJobs(config.redisUrl, { prefix: config.redisPrefix });
  }
  log.info('jobs: in-process (set REDIS_URL for BullMQ)');
  return createInProcessJobs();
}
