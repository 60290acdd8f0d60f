import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { constants, performance, PerformanceObserver } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createAdmin, createSchema, startApp } from '@brandtrail/api';
import { pickLocale } from '@brandtrail/domain';
import { loadConfig, openDatabase, setLogLevel, systemActor } from '@brandtrail/infra';
import { execute, parse, validate } from 'graphql';
import { benchMessage } from './child';
import { countingSql } from './countingSql';
import { BRAND_LIST_QUERY } from './queries';

/**
 * The product under load: `startApp` (api + projections + workers in one process) on PGlite in a
 * fresh temporary DATA_DIR (or on DATABASE_URL when the caller passes one), on a free port. Prints "BENCH ready {url}" and then answers commands
 * on stdin: `reset` and `stats` (SQL statements, CPU and event-loop use since the reset), and
 * `sql-top [n]` (with BENCH_SQL_SHAPES=1: the statement shapes that sent and got the most bytes), `profile <token>` (the request path's steps timed one at a time), `page-profile <base64url json>`
 * (the same for figure 8's page query).
 * `cpu-start` and `cpu-stop <file>` record a V8 CPU profile of the window between them; `memory`
 * answers the live heap after full collections.
 *
 * BENCH_DATA_DIR uses (and keeps) that data folder instead of a fresh one.
 *
 *   node --import tsx load-tests/src/benchServer.ts
 */
// BENCH_DATA_DIR: a data folder the caller owns (kept at exit), e.g. one it filled while the app was stopped (figure 13).
const ownDataDir = !process.env.BENCH_DATA_DIR;
const dataDir = process.env.BENCH_DATA_DIR || mkdtempSync(path.join(tmpdir(), 'brandtrail-bench-app-'));
const config = loadConfig({
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
setLogLevel(config.logLevel);
// PGlite in the data folder, or the PostgreSQL database of DATABASE_URL (figure 16).
const db = await openDatabase(config);
// BENCH_SQL_SHAPES=1: statements tallied by shape too (`sql-top`).
const counting = countingSql(db, { shapes: process.env.BENCH_SQL_SHAPES === '1' });
const app = await startApp(config, counting.sql);

/** Garbage collection since the reset: pauses in ms by kind (minor, major, incremental marking, weak callbacks). */
const gcKinds: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};
let gc: Record<string, { count: number; ms: number }> = {};
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = gcKinds[(entry as { detail?: { kind?: number } }).detail?.kind ?? 0] ?? 'other';
    const seen = (gc[kind] ??= { count: 0, ms: 0 });
    seen.count++;
    seen.ms += entry.duration;
  }
}).observe({ entryTypes: ['gc'] });

let since = { at: performance.now(), cpu: process.cpuUsage(), elu: performance.eventLoopUtilization() };
function reset() {
  counting.reset();
  gc = {};
  since = { at: performance.now(), cpu: process.cpuUsage(), elu: performance.eventLoopUtilization() };
}

/** The live heap after full collections (gc exposed at run time, for this command only). */
function memory() {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  const m = process.memoryUsage();
  return { heapUsed: m.heapUsed, rss: m.rss, external: m.external };
}

function stats() {
  const cpu = process.cpuUsage(since.cpu);
  return {
    seconds: (performance.now() - since.at) / 1000,
    statements: counting.counts.statements,
    transactions: counting.counts.transactions,
    cpuMs: (cpu.user + cpu.system) / 1000,
    eventLoopUtilization: performance.eventLoopUtilization(since.elu).utilization,
    gc,
  };
}

/** A resolver context for the user of a session token, as the HTTP server makes one per request. */
async function contextFor(token: string) {
  const s = app.services;
  const session = await s.sessions.byToken(token);
  if (!session?.userId) throw new Error('profile: unknown token');
  const user = (await s.users.byId(session.userId))!;
  const locale = pickLocale(undefined, undefined);
  const ctx = {
    services: s,
    viewer: { user, session },
    session,
    locale,
    actor: {
      userId: user.id,
      admin: false,
      impersonatorId: null,
      correlationId: 'bench',
      causationId: null,
      now: new Date(),
      locale,
    },
  };
  return { s, session, user, ctx };
}

async function timeSteps(steps: Record<string, () => unknown>, n: number, warmUp = 50): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, step] of Object.entries(steps)) {
    for (let i = 0; i < warmUp; i++) await step();
    const t0 = performance.now();
    for (let i = 0; i < n; i++) await step();
    out[name] = Math.round(((performance.now() - t0) / n) * 1000);
  }
  return out;
}

/** Times each step of an authenticated brand-list request on its own (mean microseconds). */
async function profile(token: string, n = 300) {
  const { s, user, ctx } = await contextFor(token);
  const schema = createSchema();
  const document = parse(BRAND_LIST_QUERY);
  const steps: Record<string, () => unknown> = {
    'sessions.byToken (cached)': () => s.sessions.byToken(token),
    'users.byId (1 SELECT)': () => s.users.byId(user.id),
    'brands.listForMember (1 SELECT)': () => s.brands.listForMember(user.id, 51, 0),
    'brands.countForMember (1 SELECT)': () => s.brands.countForMember(user.id),
    'SELECT 1 (database round trip)': () => db.query('SELECT 1'),
    'graphql parse + validate': () => validate(schema, parse(BRAND_LIST_QUERY)),
    'graphql execute (resolvers + 2 SELECTs)': () => execute({ schema, document, contextValue: ctx }),
  };
  return timeSteps(steps, n);
}

/**
 * Figure 8's request path in process, each step on its own (mean microseconds): the read-model
 * look-ups of the `page` query and the page tree, executing the whole persisted document (every
 * resolver and its reads), and serialising the answer. The argument is base64url JSON:
 * {token, brandSlug, pageSlug, document}.
 */
async function pageProfile(arg: string, n = 30) {
  const {
    token,
    brandSlug,
    pageSlug,
    document: text,
  } = JSON.parse(Buffer.from(arg, 'base64url').toString('utf8')) as {
    token: string;
    brandSlug: string;
    pageSlug: string;
    document: string;
  };
  const { s, user, ctx } = await contextFor(token);
  const schema = createSchema();
  const document = parse(text);
  const variableValues = { brandSlug, pageSlug };
  const brand = await s.brands.bySlug(brandSlug, user.id);
  if (!brand) throw new Error(`page-profile: no brand ${brandSlug}`);
  const page = await s.pages.byBrandAndSlug(brand.id, pageSlug);
  if (!page) throw new Error(`page-profile: no page ${pageSlug}`);
  // A fresh context per execution, as per request: the per-request loaders start empty.
  const execution = () => execute({ schema, document, variableValues, contextValue: { ...ctx } });
  const result = await execution();
  if (result.errors) throw new Error(`page-profile: ${result.errors[0]!.message}`);
  const payload = { data: result.data };
  const steps: Record<string, () => unknown> = {
    'brands.bySlug': () => s.brands.bySlug(brandSlug, user.id),
    'pages.byBrandAndSlug (the page row)': () => s.pages.byBrandAndSlug(brand.id, pageSlug),
    'pages.listForBrand (page tree)': () => s.pages.listForBrand(brand.id, brand.pagesOrder ?? []),
    'graphql execute PageRouteQuery (all resolvers and reads)': execution,
    'JSON.stringify of the answer': () => JSON.stringify(payload),
  };
  return { ...(await timeSteps(steps, n, 10)), 'answer bytes': Buffer.byteLength(JSON.stringify(payload)) };
}

/** V8's CPU profiler over the measured window only (not start-up or setup). */
const inspector = new Session();
async function cpuStart() {
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.setSamplingInterval', { interval: 200 });
  await inspector.post('Profiler.start');
}
async function cpuStop(file: string) {
  const { profile } = await inspector.post('Profiler.stop');
  writeFileSync(file, JSON.stringify(profile));
  inspector.disconnect();
}

createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, arg] = line.trim().split(/\s+/);
  if (command === 'reset') {
    reset();
    benchMessage('reset', {});
  } else if (command === 'memory') {
    benchMessage('memory', memory());
  } else if (command === 'stats') {
    benchMessage('stats', stats());
  } else if (command === 'sql-top') {
    benchMessage('sql-top', counting.top(Number(arg ?? 14)));
  } else if (command === 'cpu-start') {
    void cpuStart().then(() => benchMessage('cpu-start', {}));
  } else if (command === 'cpu-stop') {
    void cpuStop(arg!).then(() => benchMessage('cpu-stop', { file: arg }));
  } else if (command === 'page-profile') {
    pageProfile(arg ?? '').then(
      (result) => benchMessage('page-profile', result),
      (error: unknown) => benchMessage('page-profile', { error: String(error) }),
    );
  } else if (command === 'grant-admin') {
    // create-admin's work, for an account the bench registered (figure 24).
    createAdmin(app.services, arg ?? '', undefined, systemActor()).then(
      () => benchMessage('granted', {}),
      (error: unknown) => benchMessage('granted', { error: String(error) }),
    );
  } else if (command === 'profile') {
    profile(arg ?? '').then(
      (result) => benchMessage('profile', result),
      (error: unknown) => benchMessage('profile', { error: String(error) }),
    );
  }
});

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  await app.close().catch(() => undefined);
  await db.close().catch(() => undefined);
  if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());
process.stdin.once('end', () => void shutdown());

benchMessage('ready', { url: app.url, dataDir });
