import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root (the image's /app): the nearest folder above this module whose
 * package.json names the workspaces. Found by looking, not by a fixed depth, since the same module
 * runs from infra/src (tsx) and bundled into dist/server (npm run build:server). Relative paths
 * (DATA_DIR) count from it, whichever workspace a script runs in, and the api serves the web
 * client from it.
 */
export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json with workspaces above ${from}`);
  }
}

/**
 * The one place where configuration is read. Every setting comes from an environment variable;
 * the README lists them. Nothing set means the embedded defaults: PGlite and files under
 * DATA_DIR, jobs in the database, mail written to DATA_DIR/outbox,
 * blobs under DATA_DIR/blobs.
 */
export interface Config {
  port: number;
  host: string;
  /** The address users open; used in mail links and to decide whether cookies are Secure. */
  publicUrl: string;
  dataDir: string;
  /** PostgreSQL server for read models (and the event store when EVENTSTORE_URL is unset). */
  databaseUrl: string | undefined;
  /** EventStoreDB connection string (esdb://...). */
  eventStoreUrl: string | undefined;
  redisUrl: string | undefined;
  /** Key prefix of every BullMQ queue in Redis (REDIS_PREFIX; BullMQ's own `bull` when unset), for stacks sharing one Redis. */
  redisPrefix: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** S3 or MinIO for blobs (http://127.0.0.1:9000); unset: files under DATA_DIR/blobs. */
  s3Endpoint: string | undefined;
  s3AccessKey: string | undefined;
  s3SecretKey: string | undefined;
  s3Bucket: string;
  s3Region: string;
  /**
   * The S3 address browsers reach (S3_PUBLIC_URL): upload forms and file links are signed for it,
   * since a presigned URL's host is part of its signature. Unset: S3_ENDPOINT (right when the
   * server and the browsers reach S3 at the same address).
   */
  s3PublicUrl: string | undefined;
  /** Signs the filesystem blob store's upload forms and download links; unset: DATA_DIR/blob-secret. */
  blobSecret: string | undefined;
  /**
   * How many proxies in front of the API append to X-Forwarded-For (TRUST_PROXY): the client's
   * address is the entry that many from the right. 0 (the default): the header is ignored and the
   * socket's address is the client's.
   */
  trustProxy: number;
  /**
   * The projections and workers processes serve `/health` and `/health/ready` on this port
   * (HEALTH_PORT, default 3001); the api serves them on PORT. 0 picks a free port (tests).
   */
  healthPort: number;
  /**
   * The AI port's model server (infra/src/ai): any OpenAI-compatible chat-completions API (OpenAI,
   * Ollama, a llama.cpp server, vLLM). Unset (no AI_BASE_URL): AI is not set up, and every AI
   * request answers AI_NOT_CONFIGURED.
   */
  ai: AiConfig | undefined;
  /** When the workers' asset sweep runs and when it retries processing (ASSET_SWEEP_EVERY_MINUTES, ASSET_SWEEP_AFTER_MINUTES). */
  assetSweep: AssetSweepConfig;
  /**
   * How long an API process goes on following the event store for live updates after the last open
   * screen closed (LIVE_LINGER_MINUTES, 0 to 1440, default 5): starting again reads the log from the
   * read models' lowest checkpoint.
   */
  liveLingerMinutes: number;
  /** production: only persisted GraphQL documents are accepted. */
  production: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
}

/** An OpenAI-compatible model server (AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_TIMEOUT_MS). */
export interface AiConfig {
  /** The API's base address with its version path and no trailing slash: `{baseUrl}/chat/completions` is posted to. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer`; servers without keys (llama.cpp, vLLM by default) need none. */
  apiKey: string | undefined;
  model: string;
  /** The longest wait for the first chunk of an answer, and between two chunks. */
  timeoutMs: number;
}

/**
 * The asset sweep of each workers process (workers/src/assets/purge.ts): it runs every
 * `everyMinutes` (the first time a minute after start, or sooner when that is shorter), and
 * enqueues the processing of an upload still without a result `afterMinutes` after its upload
 * again (each further try `afterMinutes` after the last; after three, the upload ends failed).
 * Uploads whose jobs Redis lost are enqueued again at once, without waiting for it (`Jobs.onJobsLost`).
 */
export interface AssetSweepConfig {
  everyMinutes: number;
  afterMinutes: number;
}

/** ASSET_SWEEP_EVERY_MINUTES and ASSET_SWEEP_AFTER_MINUTES when unset. */
export const DEFAULT_ASSET_SWEEP: AssetSweepConfig = { everyMinutes: 10, afterMinutes: 30 };

/** A whole number of minutes from 1 to a day, or `fallback` when unset. */
function minutesFrom(
  env: NodeJS.ProcessEnv,
  name: 'ASSET_SWEEP_EVERY_MINUTES' | 'ASSET_SWEEP_AFTER_MINUTES',
  fallback: number,
): number {
  const value = env[name]?.trim() || String(fallback);
  if (!/^\d{1,4}$/.test(value) || Number(value) < 1 || Number(value) > 1440)
    throw new Error(`${name} must be a whole number of minutes from 1 to 1440, got ${env[name]}`);
  return Number(value);
}

/** LIVE_LINGER_MINUTES when unset. */
export const DEFAULT_LIVE_LINGER_MINUTES = 5;

/** LIVE_LINGER_MINUTES: a whole number of minutes from 0 to a day. */
function lingerFrom(env: NodeJS.ProcessEnv): number {
  const value = env.LIVE_LINGER_MINUTES?.trim() || String(DEFAULT_LIVE_LINGER_MINUTES);
  if (!/^\d{1,4}$/.test(value) || Number(value) > 1440)
    throw new Error(`LIVE_LINGER_MINUTES must be a whole number of minutes from 0 to 1440, got ${env.LIVE_LINGER_MINUTES}`);
  return Number(value);
}

/** AI_TIMEOUT_MS when unset: a local server may first load the model (Ollama, tens of seconds). */
export const DEFAULT_AI_TIMEOUT_MS = 60_000;

/** PORT and HEALTH_PORT when unset (compose and the Dockerfile rely on them). */
export const DEFAULT_PORT = 3000;
export const DEFAULT_HEALTH_PORT = 3001;

/** More proxies than this in a row is a typo, not a set-up. */
const TRUST_PROXY_MAX = 10;

/** A port number from the environment, or `fallback` when unset. */
function portFrom(env: NodeJS.ProcessEnv, name: 'PORT' | 'HEALTH_PORT', fallback: number): number {
  const port = Number(env[name] || fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got ${env[name]}`);
  return port;
}

/** An S3 address: http(s)://host[:port] without a path (the minio client takes host and port only). */
function s3Address(env: NodeJS.ProcessEnv, name: 'S3_ENDPOINT' | 'S3_PUBLIC_URL'): string | undefined {
  const value = env[name] || undefined;
  if (value && !/^https?:\/\/[^/]+\/?$/.test(value))
    throw new Error(`${name} must be http(s)://host[:port] without a path, got ${value}`);
  return value;
}

/** The AI settings, all or none: AI_BASE_URL with AI_MODEL, or neither of them nor AI_API_KEY. */
function aiFrom(env: NodeJS.ProcessEnv): AiConfig | undefined {
  const baseUrl = env.AI_BASE_URL?.trim() || undefined;
  const model = env.AI_MODEL?.trim() || undefined;
  const apiKey = env.AI_API_KEY?.trim() || undefined;
  if (!baseUrl) {
    if (model || apiKey) throw new Error('AI_MODEL or AI_API_KEY is set but AI_BASE_URL is not: set AI_BASE_URL too, or neither');
    return undefined;
  }
  let url: URL | undefined;
  try {
    url = new URL(baseUrl);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash)
    throw new Error(`AI_BASE_URL must be an http(s) address such as https://api.openai.com/v1, got ${baseUrl}`);
  if (!model) throw new Error('AI_BASE_URL is set but AI_MODEL is not: name the model to use (llama.cpp takes any name)');
  const timeout = env.AI_TIMEOUT_MS?.trim() || String(DEFAULT_AI_TIMEOUT_MS);
  if (!/^\d{1,7}$/.test(timeout) || Number(timeout) < 1000 || Number(timeout) > 600_000)
    throw new Error(`AI_TIMEOUT_MS must be a number of milliseconds from 1000 to 600000, got ${env.AI_TIMEOUT_MS}`);
  return { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey, model, timeoutMs: Number(timeout) };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = portFrom(env, 'PORT', DEFAULT_PORT);
  const host = env.HOST ?? '127.0.0.1';
  const logLevel = (env.LOG_LEVEL ?? 'info') as Config['logLevel'];
  if (!['debug', 'info', 'warn', 'error'].includes(logLevel)) throw new Error(`LOG_LEVEL must be debug, info, warn or error`);
  const s3Endpoint = s3Address(env, 'S3_ENDPOINT');
  const s3PublicUrl = s3Address(env, 'S3_PUBLIC_URL');
  if (s3PublicUrl && !s3Endpoint) throw new Error('S3_PUBLIC_URL is set but S3_ENDPOINT is not: set both, or neither');
  const trustProxy = env.TRUST_PROXY?.trim() || '0';
  if (!/^\d{1,2}$/.test(trustProxy) || Number(trustProxy) > TRUST_PROXY_MAX)
    throw new Error(
      `TRUST_PROXY must be the number of proxies in front of the API that append to X-Forwarded-For (0 to ${TRUST_PROXY_MAX}), got ${env.TRUST_PROXY}`,
    );
  return {
    port,
    host,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir: path.resolve(repoRoot, env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    eventStoreUrl: env.EVENTSTORE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Brandtrail <no-reply@brandtrail.localhost>',
    s3Endpoint,
    s3AccessKey: env.S3_ACCESS_KEY || undefined,
    s3SecretKey: env.S3_SECRET_KEY || undefined,
    s3Bucket: env.S3_BUCKET || 'brandtrail',
    s3Region: env.S3_REGION || 'us-east-1',
    s3PublicUrl,
    blobSecret: env.BLOB_SECRET || undefined,
    trustProxy: Number(trustProxy),
    healthPort: portFrom(env, 'HEALTH_PORT', DEFAULT_HEALTH_PORT),
    ai: aiFrom(env),
    assetSweep: {
      everyMinutes: minutesFrom(env, 'ASSET_SWEEP_EVERY_MINUTES', DEFAULT_ASSET_SWEEP.everyMinutes),
      afterMinutes: minutesFrom(env, 'ASSET_SWEEP_AFTER_MINUTES', DEFAULT_ASSET_SWEEP.afterMinutes),
    },
    liveLingerMinutes: lingerFrom(env),
    production: env.NODE_ENV === 'production',
    logLevel,
  };
}

/**
 * The settings each production role cannot do without when the roles run as separate processes
 * (compose, a cluster), beyond what the image sets (NODE_ENV, HOST): the api and workers read and
 * write files on S3 and hand out links (PUBLIC_URL, and S3_PUBLIC_URL for the browsers' S3
 * address); workers send mail and run jobs from Redis; projections need only the database.
 * EVENTSTORE_URL is optional everywhere (unset: events in PostgreSQL). config.unit.spec.ts checks
 * that infra/deploy/compose.yaml sets each of them for its role.
 */
export const ROLE_SETTINGS = {
  api: [
    'PUBLIC_URL',
    'DATABASE_URL',
    'REDIS_URL',
    'S3_ENDPOINT',
    'S3_PUBLIC_URL',
    'S3_ACCESS_KEY',
    'S3_SECRET_KEY',
    'TRUST_PROXY',
  ],
  projections: ['DATABASE_URL'],
  workers: ['PUBLIC_URL', 'DATABASE_URL', 'REDIS_URL', 'S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'],
} as const satisfies Record<'api' | 'projections' | 'workers', readonly string[]>;

/**
 * Node's command-line flags for every process that serves HTTP: `npm start` (infra/bin/start.sh),
 * the api's npm scripts, the Dockerfile and compose's api, and the bench's app processes
 * (config.unit.spec.ts checks that they all carry them). V8 flags, which NODE_OPTIONS refuses.
 *
 * `--initial-old-space-size=256`: V8 skips full collections while the old generation stays under
 * 256 MB. Without it, V8 sets the next full collection at about 1.4 times the live heap (about
 * 55 MB live, so a limit near 80 MB), and it counts the Buffers an upload's body arrives in
 * (64 KB each, 20 MB for a 20 MB file) against that limit until a collection has swept them:
 * every upload of 20 MB or more then started a full collection, and `POST /uploads` took twice the
 * CPU (bench figure 12: the app's CPU per 20 MB upload 80 ms without, 30-40 ms with). 256
 * leaves room for the live heap to grow fourfold; above it V8's own limits apply again.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--initial-old-space-size=256'];
