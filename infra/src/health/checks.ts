import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BlobStore } from '../blobs/types';
import type { Config } from '../config';
import type { EventStore } from '../eventStore/types';
import type { Jobs } from '../jobs/types';
import { log } from '../log';
import type { Sql } from '../sql/types';

/**
 * Health of a process, the same for every role:
 * - `GET /health` (liveness): the process runs and answers HTTP. It checks nothing else, so an
 *   orchestrator never restarts a process because a dependency is down.
 * - `GET /health/ready` (readiness): each of the process's real dependencies answered within
 *   CHECK_TIMEOUT_MS, and its own loops still run. 200 when all did, else 503 naming the failed
 *   ones (the reasons go to the log, not to whoever asked: they hold internal addresses).
 * The api serves both on its own port; projections and workers on HEALTH_PORT. On the embedded
 * database the readiness answer also carries `storage`: the data folder's size and the upkeep done
 * (`storageDetails`).
 */

/** One readiness check: resolves when the dependency answered, rejects (or times out) when not. */
export type ReadinessCheck = () => Promise<unknown>;
export type ReadinessChecks = Record<string, ReadinessCheck>;

/** How long each check may take before it counts as failed. */
export const CHECK_TIMEOUT_MS = 2000;

export interface Readiness {
  ready: boolean;
  /** Each check's result: `up`, or `down`. */
  checks: Record<string, 'up' | 'down'>;
  /** The names of the checks that failed. */
  failed: string[];
}

/** `promise`, or a rejection after `ms` naming `what`. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs every check at once, each bounded by `timeoutMs`; logs why each failed one failed. */
export async function checkReadiness(checks: ReadinessChecks, timeoutMs = CHECK_TIMEOUT_MS): Promise<Readiness> {
  const entries = Object.entries(checks);
  const names = entries.map(([name]) => name);
  const results = await Promise.allSettled(
    entries.map(([name, check]) => withTimeout(Promise.resolve().then(check), timeoutMs, name)),
  );
  const readiness: Readiness = { ready: true, checks: {}, failed: [] };
  results.forEach((result, i) => {
    const name = names[i]!;
    readiness.checks[name] = result.status === 'fulfilled' ? 'up' : 'down';
    if (result.status === 'rejected') {
      readiness.ready = false;
      readiness.failed.push(name);
      const reason: unknown = result.reason;
      log.warn('readiness check failed', { check: name, error: reason instanceof Error ? reason.message : String(reason) });
    }
  });
  return readiness;
}

/** The ports a role holds open; each present one becomes a check. */
export interface Dependencies {
  sql?: Sql;
  store?: EventStore;
  jobs?: Jobs;
  blobs?: BlobStore;
}

/** A key no upload can have (uploads live under the API's own prefixes): its stat answers null. */
const PROBE_KEY = 'health/probe';

/**
 * The checks of a role's dependencies: the read-model database (`select 1`), the event store (its
 * newest position: a read on EventStoreDB, a query on PostgreSQL), the job store (`jobs.ready()`:
 * a Redis PING) and the blob store (the stat of an absent key: a signed HEAD on S3).
 */
export function dependencyChecks(deps: Dependencies): ReadinessChecks {
  const checks: ReadinessChecks = {};
  const { sql, store, jobs, blobs } = deps;
  if (sql) checks.database = () => sql.query('select 1');
  if (store) checks.eventStore = () => store.headPosition();
  if (jobs) checks.jobs = () => jobs.ready();
  if (blobs) checks.blobs = () => blobs.stat(PROBE_KEY);
  return checks;
}

/** What a readiness answer adds to its checks (`routeHealth`'s `details`). */
export type HealthDetails = () => Record<string, unknown>;

/** The embedded database's size and upkeep (`Sql.maintenance`), for the readiness answer; nothing on a server. */
export const storageDetails =
  (sql: Sql): HealthDetails =>
  () =>
    sql.maintenance ? { storage: sql.maintenance.status() } : {};

/** A check that fails once `loop` has settled: the runner of projections, reactors or jobs stopped. */
export function stillRunning(loop: Promise<unknown>, what: string): ReadinessCheck {
  let ended: string | undefined;
  loop.then(
    () => (ended = `${what} stopped`),
    (error: unknown) => (ended = `${what} failed: ${error instanceof Error ? error.message : String(error)}`),
  );
  return async () => {
    if (ended) throw new Error(ended);
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown, head: boolean): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(head ? undefined : JSON.stringify(body));
}

/**
 * Answers `GET|HEAD /health` and `/health/ready`; false for any other request. The api's server
 * calls it first, before sessions are looked at; the health server of the other roles is only it.
 */
export async function routeHealth(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  checks: ReadinessChecks,
  details?: HealthDetails,
): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const head = req.method === 'HEAD';
  if (pathname === '/health') {
    sendJson(res, 200, { ok: true }, head);
    return true;
  }
  if (pathname === '/health/ready') {
    const readiness = await checkReadiness(checks);
    sendJson(res, readiness.ready ? 200 : 503, { ...readiness, ...details?.() }, head);
    return true;
  }
  return false;
}

export interface HealthServer {
  port: number;
  close(): Promise<void>;
}

/** The health endpoints of a role that serves nothing else (projections, workers), on HEALTH_PORT. */
export async function startHealthServer(
  config: Pick<Config, 'host' | 'healthPort'>,
  checks: ReadinessChecks,
  details?: HealthDetails,
): Promise<HealthServer> {
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0]!;
    routeHealth(req, res, pathname, checks, details)
      .then((handled) => {
        if (!handled) sendJson(res, 404, { ok: false }, req.method === 'HEAD');
      })
      .catch((error: unknown) => {
        log.error('health request failed', { error });
        if (!res.headersSent) sendJson(res, 500, { ok: false }, false);
        else res.end();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.healthPort, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  log.info('health endpoints listening', { host: config.host, port });
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
