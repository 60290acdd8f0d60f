import { randomUUID } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import { startAppChild, startChild } from './child';
import { summariseProfile } from './cpuProfile';
import { BRAND_LIST_QUERY, CREATE_BRAND_MUTATION } from './queries';
import { failedFigure, fmt, note, type Figure } from './report';

/**
 * Figure 4: the brand list over HTTP under concurrent load. The app and the baseline each run in
 * a child process; autocannon runs here, so the load generator is a second process on loopback.
 */

export interface LoadSettings {
  connections: number;
  warmUpSeconds: number;
  seconds: number;
  brands: number;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

/** The environment a child gets: the embedded defaults (PGlite, jobs in the database, outbox mail). */
export function childEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', ...extra };
  for (const key of ['DATABASE_URL', 'EVENTSTORE_URL', 'REDIS_URL', 'SMTP_URL', 'NODE_ENV', 'PORT', 'DATA_DIR']) delete env[key];
  return env;
}

export async function postJson(url: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

export async function graphql(base: string, cookie: string | undefined, query: string, variables: Record<string, unknown> = {}) {
  const res = await postJson(`${base}/graphql`, { query, variables }, cookie);
  const text = await res.text();
  const json = JSON.parse(text) as { data?: unknown; errors?: { message: string }[] };
  if (res.status !== 200 || json.errors) throw new Error(`GraphQL ${res.status}: ${text.slice(0, 500)}`);
  return { json, bytes: Buffer.byteLength(text) };
}

/** Registers a fresh user who accepts the terms; returns the Cookie header that carries its session. */
export const BENCH_PASSWORD = 'bench-password-123';

export async function registerUser(base: string): Promise<{ cookie: string; token: string; email: string }> {
  const email = `bench-${randomUUID()}@example.com`;
  const res = await postJson(`${base}/register`, { email, password: BENCH_PASSWORD });
  if (res.status !== 201) throw new Error(`POST /register answered ${res.status}: ${await res.text()}`);
  const pairs = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const token = pairs.find((p) => p.startsWith('auth._token='))?.slice('auth._token='.length);
  if (!token) throw new Error(`POST /register set no auth._token cookie: ${pairs.join(', ')}`);
  const cookie = pairs.join('; ');
  const terms = await postJson(`${base}/update-user`, { termsAccepted: true }, cookie);
  if (terms.status !== 200) throw new Error(`POST /update-user answered ${terms.status}: ${await terms.text()}`);
  return { cookie, token, email };
}

export async function load(url: string, cookie: string | undefined, s: LoadSettings): Promise<LoadResult> {
  const options: autocannon.Options = {
    url: `${url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query: BRAND_LIST_QUERY, variables: {} }),
    connections: s.connections,
  };
  if (s.warmUpSeconds > 0) await autocannon({ ...options, duration: s.warmUpSeconds });
  const r = await autocannon({ ...options, duration: s.seconds });
  return {
    rps: r.requests.total / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

export interface AppRun {
  result: LoadResult;
  statementsPerRequest: number;
  cpuUsPerRequest: number;
  eventLoopUtilization: number;
  profile: Record<string, number>;
}

/**
 * Starts the app in a child process, registers a user, creates brands, checks the list, then loads
 * it. The list is answered from the read cache between changes, as it would be in use.
 */
export async function measureApp(s: LoadSettings, say: (text: string) => void): Promise<AppRun> {
  const t0 = Date.now();
  const app = await startAppChild(childEnv({}));
  try {
    say(`app started in a child process in ${fmt((Date.now() - t0) / 1000, 1)} s at ${app.url}`);
    const t1 = Date.now();
    const { cookie, token } = await registerUser(app.url);
    const registerMs = Date.now() - t1;
    const t2 = Date.now();
    for (let i = 1; i <= s.brands; i++) await graphql(app.url, cookie, CREATE_BRAND_MUTATION, { name: `Bench brand ${i}` });
    say(
      `register: ${registerMs} ms; createBrand: ${fmt((Date.now() - t2) / s.brands, 1)} ms each (sequential, ${s.brands} brands)`,
    );
    const check = await graphql(app.url, cookie, BRAND_LIST_QUERY);
    const total = (check.json.data as { brands: { totalCount: number } }).brands.totalCount;
    if (total !== s.brands) throw new Error(`brand list shows ${total} brands, expected ${s.brands}`);
    say(`brand list response: ${check.bytes} bytes, totalCount ${total}`);

    if (s.warmUpSeconds > 0) await load(app.url, cookie, { ...s, seconds: s.warmUpSeconds, warmUpSeconds: 0 });
    await app.ask('reset', 'reset');
    const cpuProfile = process.env.BENCH_CPU_PROFILE ? path.resolve(process.env.BENCH_CPU_PROFILE) : undefined;
    if (cpuProfile) await app.ask('cpu-start', 'cpu-start');
    const result = await load(app.url, cookie, { ...s, warmUpSeconds: 0 });
    const st = (await app.ask('stats', 'stats')) as { statements: number; cpuMs: number; eventLoopUtilization: number };
    if (cpuProfile) {
      await app.ask(`cpu-stop ${cpuProfile}`, 'cpu-stop');
      const summary = summariseProfile(cpuProfile, 12);
      say(
        `CPU profile of the app under load (${cpuProfile}), inclusive share of samples: ${summary.packages.map(([k, v]) => `${k} ${fmt(v, 1)} %`).join('; ')}`,
      );
      say(`  most self time: ${summary.functions.map(([k, v]) => `${k} ${fmt(v, 1)} %`).join('; ')}`);
    }
    const run: AppRun = {
      result,
      statementsPerRequest: st.statements / result.requests,
      cpuUsPerRequest: (st.cpuMs * 1000) / result.requests,
      eventLoopUtilization: st.eventLoopUtilization,
      profile: {},
    };
    say(
      `app: ${fmt(result.requests)} requests, ${result.non2xx} non-2xx, ${result.errors} errors; ${fmt(result.rps)} req/s; ` +
        `p50 ${fmt(result.p50, 1)} ms, p99 ${fmt(result.p99, 1)} ms; ${fmt(run.statementsPerRequest, 2)} SQL statements/request; ` +
        `server CPU ${fmt(run.cpuUsPerRequest)} µs/request; server event loop ${fmt(run.eventLoopUtilization * 100)} % busy`,
    );
    run.profile = (await app.ask(`profile ${token}`, 'profile', 60_000)) as Record<string, number>;
    say(
      `request path, each step alone (mean µs): ${Object.entries(run.profile)
        .map(([k, v]) => `${k} ${v}`)
        .join('; ')}`,
    );
    return run;
  } finally {
    await app.stop();
  }
}

/** The baseline: bare graphql-helix on node:http, the same shape answered from memory. */
export async function measureHelix(s: LoadSettings, say: (text: string) => void): Promise<LoadResult> {
  const helix = await startChild('helixServer.ts', childEnv({ BENCH_BRANDS: String(s.brands) }));
  try {
    const check = await graphql(helix.url, undefined, BRAND_LIST_QUERY);
    say(`bare helix response: ${check.bytes} bytes`);
    const base = await load(helix.url, undefined, s);
    say(
      `bare helix: ${fmt(base.requests)} requests, ${base.non2xx} non-2xx, ${base.errors} errors; ${fmt(base.rps)} req/s; p50 ${fmt(base.p50, 1)} ms, p99 ${fmt(base.p99, 1)} ms`,
    );
    return base;
  } finally {
    await helix.stop();
  }
}

/** Figure 4: the app, then the bare helix baseline, with the same autocannon settings. */
export async function brandListUnderLoad(s: LoadSettings): Promise<Figure[]> {
  let app: AppRun;
  try {
    app = await measureApp(s, note);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return [failedFigure('4a. brand list req/s', 'req/s', error), failedFigure('4b. brand list p99 latency', 'ms', error)];
  }
  const base = await measureHelix(s, note);
  const ok = app.result.non2xx === 0 && app.result.errors === 0;
  return [
    {
      figure: `4a. brand list req/s (${s.connections} conn)`,
      value: app.result.rps,
      unit: 'req/s',
      baseline: 'bare graphql-helix on node:http, same shape from memory',
      baselineValue: base.rps,
      target: '>= 1,000 req/s',
      pass: ok && app.result.rps >= 1000,
    },
    {
      figure: `4b. brand list p99 latency (${s.connections} conn)`,
      value: app.result.p99,
      unit: 'ms',
      baseline: 'bare graphql-helix p99',
      baselineValue: base.p99,
      target: '<= 25 ms',
      pass: ok && app.result.p99 <= 25,
    },
  ];
}
