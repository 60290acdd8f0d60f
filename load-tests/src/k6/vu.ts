import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { types } from 'node:util';
import vm from 'node:vm';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { HttpCall, HttpReply, HttpRequest, K6Summary } from './protocol';
import { evaluateThresholds, type Sample } from './thresholds';

/**
 * The k6 shim's VU process: runs one k6 script once, as `k6 run --vus 1 --iterations 1` would, and
 * prints a summary (protocol.ts) as its last line. Started by run.ts:
 *
 *   node --experimental-vm-modules --import tsx load-tests/src/k6/vu.ts <script.js>
 *
 * with the script's `-e` variables as JSON in K6_SHIM_ENV.
 *
 * What it emulates, as k6's documentation describes it: the init context (module code, `open()`
 * only there, no HTTP there), `setup()` in a VU instance of its own whose result reaches the other
 * VUs as a JSON copy, each scenario of `options.scenarios` (or `default`) run once by a fresh VU
 * instance with its own cookie jar, then `teardown(data)`; `k6` (check, fail, group, sleep) and
 * `k6/http` (get, post, put, patch, del, head, options, request, batch, file) with blocking calls;
 * the metrics http_reqs, http_req_duration, http_req_failed, checks, iterations and
 * iteration_duration with their tags, and `options.thresholds` on them. Each instance is a V8
 * context of its own holding only ECMAScript's built-ins and k6's globals (`__ENV`, `__VU`,
 * `__ITER`, `open`, `console`): a script that reaches for a Node API fails here as in k6.
 *
 * What it does not: executors, VU counts, durations and stages (one iteration each), other k6
 * modules and remote (https) imports, CommonJS `require`, `k6/http` params other than headers,
 * cookies, tags, timeout, redirects and responseType, multipart bodies built from an object holding
 * `http.file()` (k6 orders their parts at random), Response.json(selector), html(), timings other
 * than `duration`, and the end-of-test summary. Each of those throws or is reported, never ignored.
 */

type Dict = Record<string, unknown>;
const scriptPath = path.resolve(process.argv[2] ?? fail('usage: vu.ts <script.js>'));
const scriptDir = path.dirname(scriptPath);
const scriptEnv = JSON.parse(process.env.K6_SHIM_ENV ?? '{}') as Record<string, string>;
const USER_AGENT = 'k6-shim (Brandtrail CI; https://k6.io/)';
const startedAt = performance.now();

function fail(message: string): never {
  throw new Error(message);
}
/** JavaScript's ToString, which k6 applies to a script's values where it wants text. */
const jsString = (value: unknown): string => `${value as string}`;
const describe = (error: unknown): string =>
  error !== null && typeof error === 'object' && 'stack' in error && typeof error.stack === 'string'
    ? error.stack
    : String(error);

// --- the network thread, called synchronously --------------------------------------------------
const signal = new SharedArrayBuffer(4);
const flag = new Int32Array(signal);
const { port1, port2 } = new MessageChannel();
// A worker thread does not inherit the tsx loader: it loads httpWorker.ts through tsx's API.
const worker = new Worker(
  `import('tsx/esm/api').then((tsx) => tsx.tsImport(${JSON.stringify(new URL('./httpWorker.ts', import.meta.url).href)}, ${JSON.stringify(import.meta.url)}))`,
  { eval: true, workerData: { port: port2, signal }, transferList: [port2] },
);
// The thread says it is ready (the flag goes to 1) before any call: while this thread blocks in
// Atomics.wait it hears no error event, so a network thread that failed to start must show here.
if (Atomics.wait(flag, 0, 0, 60_000) === 'timed-out') fail('the shim network thread did not start');

function callNetwork(call: HttpCall): HttpReply[] {
  Atomics.store(flag, 0, 0);
  port1.postMessage(call);
  const longest = Math.max(...call.requests.map((r) => r.timeoutMs));
  if (Atomics.wait(flag, 0, 0, longest + 10_000) === 'timed-out') fail('the shim network thread did not answer');
  return (receiveMessageOnPort(port1)?.message as HttpReply[] | undefined) ?? fail('the shim network thread answered nothing');
}

const sleepCell = new Int32Array(new SharedArrayBuffer(4));
const blockFor = (ms: number) => void Atomics.wait(sleepCell, 0, 0, Math.max(0, ms));

// --- metrics -------------------------------------------------------------------------------------
const samples: Sample[] = [];
const failedRequests: K6Summary['failedRequests'] = [];

// --- one VU instance: a context, its modules and its state ---------------------------------------
interface Instance {
  vu: number;
  exports: Dict;
  globals: Dict;
  /** JSON.parse of the instance's own context, so that what the script gets is of its realm. */
  parse: (text: string) => unknown;
  state: { phase: 'init' | 'run'; scenario: string; groups: string[] };
}

const FILE_DATA = new WeakSet<object>();

function durationMs(value: unknown, name: string): number {
  if (typeof value === 'number') return value;
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(String(value));
  if (!match) fail(`${name}: "${String(value)}" is no duration the shim reads (a number of ms, or 500ms, 10s, 1m, 1h)`);
  return Number(match[1]) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2] as 'ms'];
}

const HANDLED_PARAMS = new Set(['headers', 'cookies', 'tags', 'timeout', 'redirects', 'responseType']);

function httpModule(instance: Instance) {
  const toRequest = (method: string, url: unknown, body: unknown, params: unknown) => {
    if (instance.state.phase === 'init') fail('Making http requests in the init context is not supported');
    const p = (params ?? {}) as Dict;
    for (const key of Object.keys(p)) if (!HANDLED_PARAMS.has(key)) fail(`k6/http param "${key}" is not emulated by the k6 shim`);
    const headers: Record<string, string> = { 'User-Agent': USER_AGENT };
    for (const [name, value] of Object.entries((p.headers ?? {}) as Dict)) headers[name] = String(value);
    let sent: HttpRequest['body'] = null;
    if (typeof body === 'string') sent = body;
    else if (types.isArrayBuffer(body)) sent = body.slice(0);
    else if (body !== undefined && body !== null && typeof body === 'object') {
      const entries = Object.entries(body as Dict);
      if (entries.some(([, v]) => typeof v === 'object' && v !== null && FILE_DATA.has(v)))
        fail(
          'a multipart body from an object with http.file() is not emulated: k6 orders its parts at random; build the body in order',
        );
      const form = new URLSearchParams();
      for (const [k, v] of entries) for (const item of Array.isArray(v) ? v : [v]) form.append(k, String(item));
      sent = form.toString();
      if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
    } else if (body !== undefined && body !== null) fail(`unknown request body type ${typeof body}`);
    const cookies = Object.entries((p.cookies ?? {}) as Dict).map(([name, v]) =>
      typeof v === 'object' && v !== null
        ? { name, value: jsString((v as Dict).value ?? ''), replace: Boolean((v as Dict).replace) }
        : { name, value: String(v), replace: false },
    );
    const responseType = jsString(p.responseType ?? 'text');
    if (!['text', 'binary', 'none'].includes(responseType)) fail(`responseType "${responseType}" is unknown`);
    return {
      request: {
        method: method.toUpperCase(),
        url: String(url),
        headers,
        cookies,
        body: sent,
        redirects: p.redirects === undefined ? 10 : Number(p.redirects),
        timeoutMs: p.timeout === undefined ? 60_000 : durationMs(p.timeout, 'timeout'),
        responseType: responseType as HttpRequest['responseType'],
      },
      tags: Object.fromEntries(Object.entries((p.tags ?? {}) as Dict).map(([k, v]) => [k, String(v)])),
    };
  };

  const respond = (sent: ReturnType<typeof toRequest>, reply: HttpReply) => {
    const { request } = sent;
    const expected = reply.status >= 200 && reply.status <= 399;
    const tags = {
      name: request.url,
      method: request.method,
      url: request.url,
      status: String(reply.status),
      expected_response: String(expected),
      group: groupTag(instance),
      scenario: instance.state.scenario,
      ...sent.tags,
    };
    samples.push({ metric: 'http_reqs', value: 1, tags });
    samples.push({ metric: 'http_req_duration', value: reply.durationMs, tags });
    samples.push({ metric: 'http_req_failed', value: expected ? 0 : 1, tags });
    if (!expected) failedRequests.push({ method: request.method, url: request.url, status: reply.status, error: reply.error });
    const { body, ...rest } = reply;
    const res = instance.parse(
      JSON.stringify({
        status: rest.status,
        url: rest.url,
        headers: rest.headers,
        cookies: rest.cookies,
        error: rest.error,
        error_code: rest.errorCode,
        timings: { duration: rest.durationMs },
        request: { method: request.method, url: request.url },
      }),
    ) as Dict;
    res.body = body;
    res.json = (selector?: unknown) => {
      if (selector !== undefined) fail('Response.json(selector) is not emulated by the k6 shim');
      if (typeof body !== 'string') fail('the response has no text body');
      return instance.parse(body);
    };
    return res;
  };

  const request = (method: string, url: unknown, body?: unknown, params?: unknown) => {
    const sent = toRequest(method, url, body, params);
    return respond(sent, callNetwork({ vu: instance.vu, requests: [sent.request] })[0]!);
  };

  const batchEntry = (entry: unknown) => {
    if (typeof entry === 'string') return toRequest('GET', entry, null, undefined);
    if (Array.isArray(entry)) return toRequest(String(entry[0]), entry[1], entry[2], entry[3]);
    const e = entry as Dict;
    return toRequest(jsString(e.method ?? 'GET'), e.url, e.body, e.params);
  };

  return {
    request,
    get: (url: unknown, params?: unknown) => request('GET', url, null, params),
    head: (url: unknown, params?: unknown) => request('HEAD', url, null, params),
    post: (url: unknown, body?: unknown, params?: unknown) => request('POST', url, body, params),
    put: (url: unknown, body?: unknown, params?: unknown) => request('PUT', url, body, params),
    patch: (url: unknown, body?: unknown, params?: unknown) => request('PATCH', url, body, params),
    del: (url: unknown, body?: unknown, params?: unknown) => request('DELETE', url, body, params),
    options: (url: unknown, body?: unknown, params?: unknown) => request('OPTIONS', url, body, params),
    batch: (requests: unknown) => {
      const keys = Array.isArray(requests) ? null : Object.keys(requests as Dict);
      const list = keys ? keys.map((k) => (requests as Dict)[k]) : (requests as unknown[]);
      const sent = list.map(batchEntry);
      const replies = callNetwork({ vu: instance.vu, requests: sent.map((s) => s.request) });
      const responses = replies.map((reply, i) => respond(sent[i]!, reply));
      return keys ? Object.fromEntries(keys.map((k, i) => [k, responses[i]])) : responses;
    },
    file: (data: unknown, filename?: unknown, contentType?: unknown) => {
      const file = {
        data,
        filename: filename === undefined ? '' : jsString(filename),
        content_type: jsString(contentType ?? 'application/octet-stream'),
      };
      FILE_DATA.add(file);
      return file;
    },
  };
}

const groupTag = (instance: Instance) => (instance.state.groups.length ? `::${instance.state.groups.join('::')}` : '');

function k6Module(instance: Instance) {
  return {
    check(value: unknown, sets: Dict, tags?: Dict) {
      let all = true;
      for (const [name, test] of Object.entries(sets)) {
        const ok = Boolean(typeof test === 'function' ? (test as (v: unknown) => unknown)(value) : test);
        all &&= ok;
        const extra = Object.fromEntries(Object.entries(tags ?? {}).map(([k, v]) => [k, String(v)]));
        samples.push({
          metric: 'checks',
          value: ok ? 1 : 0,
          tags: { check: name, group: groupTag(instance), scenario: instance.state.scenario, ...extra },
        });
      }
      return all;
    },
    fail(message?: unknown): never {
      throw new Error(message === undefined ? 'fail() called' : jsString(message));
    },
    group(name: string, fn: () => unknown) {
      instance.state.groups.push(name);
      try {
        return fn();
      } finally {
        instance.state.groups.pop();
      }
    },
    sleep(seconds: unknown) {
      blockFor(Number(seconds) * 1000);
    },
  };
}

function consoleFor(vu: number) {
  const write =
    (level: string) =>
    (...args: unknown[]) =>
      process.stderr.write(
        `[k6 VU ${vu} ${level}] ${args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' ')}\n`,
      );
  return { log: write('info'), info: write('info'), debug: write('debug'), warn: write('warn'), error: write('error') };
}

/** A synthetic module whose exports are an API object's members, and the object as `default`. */
function apiModule(api: Record<string, unknown>, name: string, context: vm.Context) {
  const names = Object.keys(api);
  return new vm.SyntheticModule(
    ['default', ...names],
    function () {
      this.setExport('default', api);
      for (const n of names) this.setExport(n, api[n]);
    },
    { identifier: name, context },
  );
}

async function newInstance(vu: number): Promise<Instance> {
  const state: Instance['state'] = { phase: 'init', scenario: '', groups: [] };
  const globals: Dict = {
    __ENV: { ...scriptEnv },
    __VU: vu,
    __ITER: 0,
    console: consoleFor(vu),
    open(file: unknown, mode?: unknown) {
      if (state.phase !== 'init') fail('The "open()" function is only available in the init stage');
      const target = path.resolve(scriptDir, String(file));
      const bytes = readFileSync(target);
      if (mode === 'b') return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
      return bytes.toString('utf8');
    },
  };
  const context = vm.createContext(globals, { name: `k6 VU ${vu}`, codeGeneration: { strings: true, wasm: false } });
  const instance: Instance = {
    vu,
    exports: {},
    globals,
    parse: vm.runInContext('(text) => JSON.parse(text)', context) as (text: string) => unknown,
    state,
  };
  const modules = new Map<string, vm.Module>();
  const load = (file: string): vm.Module => {
    let module = modules.get(file);
    if (!module) {
      module = new vm.SourceTextModule(readFileSync(file, 'utf8'), { identifier: pathToFileURL(file).href, context });
      modules.set(file, module);
    }
    return module;
  };
  const linker = (specifier: string, referencing: vm.Module): vm.Module => {
    if (specifier === 'k6' || specifier === 'k6/http') {
      let module = modules.get(specifier);
      if (!module) {
        module = apiModule(specifier === 'k6' ? k6Module(instance) : httpModule(instance), specifier, context);
        modules.set(specifier, module);
      }
      return module;
    }
    if (specifier.startsWith('./') || specifier.startsWith('../'))
      return load(path.resolve(path.dirname(fileURLToPath(referencing.identifier)), specifier));
    return fail(`import "${specifier}" is not emulated by the k6 shim (it has k6, k6/http and the script's own files)`);
  };
  const main = load(scriptPath);
  await main.link(linker);
  await main.evaluate();
  instance.exports = main.namespace as Dict;
  state.phase = 'run';
  return instance;
}

/** Calls an exported lifecycle function with a JSON copy of `data`, as k6 hands setup's result over. */
async function call(instance: Instance, name: string, data: unknown): Promise<unknown> {
  const fn = instance.exports[name];
  if (typeof fn !== 'function') fail(`the script exports no function "${name}"`);
  const copy = data === undefined ? undefined : instance.parse(JSON.stringify(data));
  return await (fn as (d: unknown) => unknown)(copy);
}

async function main(): Promise<K6Summary> {
  const summary: K6Summary = {
    fatal: null,
    iterations: [],
    teardownError: null,
    checks: [],
    failedRequests,
    requests: 0,
    thresholds: [],
  };
  let lifecycle: Instance;
  let data: unknown;
  try {
    lifecycle = await newInstance(0);
    if (typeof lifecycle.exports.setup === 'function') {
      lifecycle.state.scenario = 'setup';
      data = await call(lifecycle, 'setup', undefined);
      // What cannot be JSON goes no further than setup, as in k6.
      data = data === undefined ? undefined : (JSON.parse(JSON.stringify(data)) as unknown);
    }
  } catch (error) {
    summary.fatal = describe(error);
    return summary;
  }
  const options = (lifecycle.exports.options ?? {}) as Dict;
  const scenarios = Object.entries((options.scenarios ?? { default: {} }) as Record<string, Dict>);
  let vu = 1;
  for (const [scenario, settings] of scenarios) {
    const exec = jsString(settings.exec ?? 'default');
    const started = performance.now();
    let error: string | null = null;
    try {
      const instance = await newInstance(vu++);
      instance.state.scenario = scenario;
      await call(instance, exec, data);
    } catch (e) {
      error = describe(e);
    }
    const durationMs = performance.now() - started;
    samples.push({ metric: 'iterations', value: 1, tags: { scenario } });
    samples.push({ metric: 'iteration_duration', value: durationMs, tags: { scenario } });
    summary.iterations.push({ scenario, exec, error, durationMs });
  }
  if (typeof lifecycle.exports.teardown === 'function') {
    try {
      lifecycle.state.scenario = 'teardown';
      await call(lifecycle, 'teardown', data);
    } catch (error) {
      summary.teardownError = describe(error);
    }
  }
  const checks = new Map<string, { name: string; passes: number; fails: number }>();
  for (const s of samples.filter((s) => s.metric === 'checks')) {
    const entry = checks.get(s.tags.check!) ?? { name: s.tags.check!, passes: 0, fails: 0 };
    if (s.value) entry.passes++;
    else entry.fails++;
    checks.set(entry.name, entry);
  }
  summary.checks = [...checks.values()];
  summary.requests = samples.filter((s) => s.metric === 'http_reqs').length;
  summary.thresholds = evaluateThresholds((options.thresholds ?? {}) as Dict, samples, (performance.now() - startedAt) / 1000);
  return summary;
}

const summary = await main().catch((error: unknown) => ({ fatal: describe(error) }) as K6Summary);
process.stdout.write(`\nK6SHIM_SUMMARY ${JSON.stringify(summary)}\n`);
await worker.terminate();
process.exit(0);
