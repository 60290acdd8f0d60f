import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { k6Failures, runK6 } from './run';

/**
 * The k6 shim itself, on scripts written here against a small HTTP server in this process: what
 * it emulates behaves as k6 documents it, and whatever goes wrong in a script fails the run.
 */
let server: Server;
let base: string;
let dir: string;
/** Every request the server got: method, path, Cookie header, body. */
const seen: { method: string; path: string; cookie: string; body: string; type: string }[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'brandtrail-k6-shim-'));
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('latin1');
      seen.push({
        method: req.method!,
        path: req.url!,
        cookie: req.headers.cookie ?? '',
        body,
        type: req.headers['content-type'] ?? '',
      });
      if (req.url === '/login') {
        res.setHeader('set-cookie', ['session=abc; Path=/; HttpOnly', 'theme=dark; Path=/; Max-Age=60']);
        return void res.end('{"ok":true}');
      }
      if (req.url === '/moved') return void res.writeHead(303, { location: '/echo' }).end();
      if (req.url === '/missing') return void res.writeHead(404).end('no');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ cookie: req.headers.cookie ?? '', body, method: req.method }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

async function script(name: string, text: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, text);
  return file;
}

describe('the k6 shim', () => {
  it('runs a script as k6 does: init, setup in its own VU, each scenario once, teardown', async () => {
    await writeFile(path.join(dir, 'words.txt'), 'brand guidelines\n');
    await script('helpers.js', `export const twice = (n) => n * 2;\n`);
    const file = await script(
      'passing.js',
      `import http from 'k6/http';
import { check, group, sleep } from 'k6';
import { twice } from './helpers.js';
const words = open('./words.txt');
const bytes = open('./words.txt', 'b');
let vuState = 0;
export const options = {
  scenarios: { first: { executor: 'per-vu-iterations', exec: 'first' }, second: { executor: 'constant-vus', exec: 'second' } },
  thresholds: { checks: ['rate==1'], 'http_reqs{name:echo}': ['count>=2'], 'http_req_duration{name:echo}': ['max<60000'] },
};
export function setup() {
  const login = http.post(__ENV.BASE + '/login', JSON.stringify({}), { headers: { 'Content-Type': 'application/json' } });
  const after = http.get(__ENV.BASE + '/echo').json();
  return { session: login.cookies.session[0].value, httpOnly: login.cookies.session[0].http_only, setupJar: after.cookie };
}
export function first(data) {
  vuState++;
  check(data, {
    'setup saw its own cookies': (d) => d.setupJar === 'session=abc; theme=dark' && d.session === 'abc' && d.httpOnly === true,
    'init read files': () => words === 'brand guidelines\\n' && new Uint8Array(bytes).length === 17,
    'relative imports load': () => twice(21) === 42,
    'no Node API in a script': () => typeof process === 'undefined' && typeof require === 'undefined' && typeof fetch === 'undefined',
    'env and VU': () => __ENV.BASE.indexOf('http://') === 0 && __VU === 1 && __ITER === 0,
  });
  const mine = http.get(__ENV.BASE + '/echo', { tags: { name: 'echo' } });
  check(mine, { 'a VU starts with an empty jar': (r) => r.status === 200 && r.json().cookie === '' });
  http.post(__ENV.BASE + '/login', '{}');
  const own = http.get(__ENV.BASE + '/echo', { cookies: { extra: 'x', theme: { value: 'light', replace: true } }, tags: { name: 'echo' } });
  check(own, { 'the jar keeps cookies, params add and replace': (r) => r.json().cookie === 'session=abc; extra=x; theme=light' });
  const redirected = http.post(__ENV.BASE + '/moved', 'payload');
  check(redirected, { 'a 303 is followed as a GET': (r) => r.status === 200 && r.json().method === 'GET' && r.url === __ENV.BASE + '/echo' });
  const form = http.post(__ENV.BASE + '/echo', { a: '1', b: ['2', '3'] });
  check(form, { 'an object body is a url-encoded form': (r) => r.json().body === 'a=1&b=2&b=3' });
  const binary = http.post(__ENV.BASE + '/echo', new Uint8Array([104, 105]).buffer);
  check(binary, { 'an ArrayBuffer body is sent as bytes': (r) => r.json().body === 'hi', 'headers are canonical': (r) => r.headers['Content-Type'] === 'application/json' });
  // Real time on purpose: what is checked is that sleep blocks the VU for its seconds.
  const started = Date.now();
  sleep(0.1);
  check(Date.now() - started, { 'sleep blocks': (ms) => ms >= 95 });
  const both = http.batch([['GET', __ENV.BASE + '/echo'], { method: 'POST', url: __ENV.BASE + '/echo', body: 'b' }]);
  check(both, { 'batch answers in order': (r) => r.length === 2 && r[0].json().method === 'GET' && r[1].json().body === 'b' });
  const inGroup = group('a group', () => check(1, { 'group returns and tags': (n) => n === 1 }));
  check(inGroup, { 'check returns a boolean': (v) => v === true });
}
export function second() {
  check(vuState, { 'each scenario gets a fresh VU': (n) => n === 0 });
  let refused = '';
  try {
    open('./words.txt');
  } catch (e) {
    refused = String(e);
  }
  check(refused, { 'open() only in init': (m) => m.indexOf('init') >= 0 });
}
export function teardown(data) {
  check(data, { 'teardown gets setup data': (d) => d.session === 'abc' });
}
`,
    );
    seen.length = 0;
    const { summary, log } = await runK6(file, { BASE: base });
    expect(k6Failures(summary), log).toEqual([]);
    expect(summary.iterations.map((i) => [i.scenario, i.exec])).toEqual([
      ['first', 'first'],
      ['second', 'second'],
    ]);
    expect(summary.checks.map((c) => c.name)).toContain('teardown gets setup data');
    expect(summary.checks.every((c) => c.passes === 1 && c.fails === 0)).toBe(true);
    expect(summary.checks).toHaveLength(18);
    expect(summary.thresholds.map((t) => [t.selector, t.passed])).toEqual([
      ['checks', true],
      ['http_reqs{name:echo}', true],
      ['http_req_duration{name:echo}', true],
    ]);
    // k6 sends no Content-Type of its own for a string or ArrayBuffer body.
    expect(seen.filter((r) => r.body === 'hi' || r.body === 'b').map((r) => r.type)).toEqual(['', '']);
  }, 60_000);

  it('fails a run on a failed check, a failed request, an error and a failed threshold', async () => {
    const file = await script(
      'failing.js',
      `import http from 'k6/http';
import { check } from 'k6';
export const options = {
  thresholds: {
    http_req_failed: ['rate<0.5'],
    'http_req_duration{name:missing}': ['p(95)<0'],
    'http_req_duration{name:never}': ['p(95)<1000'],
  },
};
export default function () {
  const res = http.get(__ENV.BASE + '/missing', { tags: { name: 'missing' } });
  check(res, { 'the page is there': (r) => r.status === 200 });
  throw new Error('the script broke');
}
`,
    );
    const { summary } = await runK6(file, { BASE: base });
    const failures = k6Failures(summary);
    expect(failures).toHaveLength(6);
    expect(failures[0]).toMatch(/^scenario default \(default\): Error: the script broke/);
    expect(failures.slice(1, 4)).toEqual([
      'check "the page is there" failed 1 of 1',
      `request GET ${base}/missing answered 404`,
      'threshold http_req_failed: rate<0.5 failed (rate = 1)',
    ]);
    expect(failures[4]).toMatch(/^threshold http_req_duration\{name:missing\}: p\(95\)<0 failed \(p\(95\) = [\d.]+\)$/);
    expect(failures[5]).toBe('threshold http_req_duration{name:never}: p(95)<1000 failed (no samples)');
    // Timing thresholds are reported, not enforced, when the caller says so (CI's one iteration).
    expect(k6Failures(summary, { timings: false })).toEqual(failures.slice(0, 4));
  }, 60_000);

  it('refuses what it does not emulate, and fails a script that does not load', async () => {
    const metrics = await script('metrics.js', `import { Trend } from 'k6/metrics';\nexport default function () {}\n`);
    const multipart = await script(
      'multipart.js',
      `import http from 'k6/http';
export default function () { http.post(__ENV.BASE + '/echo', { f: http.file('x', 'x.txt') }); }
`,
    );
    const initRequest = await script(
      'init.js',
      `import http from 'k6/http';\nhttp.get(__ENV.BASE + '/echo');\nexport default function () {}\n`,
    );
    const [m, f, i] = await Promise.all([
      runK6(metrics, { BASE: base }),
      runK6(multipart, { BASE: base }),
      runK6(initRequest, { BASE: base }),
    ]);
    expect(m.summary.fatal).toMatch(/import "k6\/metrics" is not emulated/);
    expect(f.summary.iterations[0]!.error).toMatch(/multipart body from an object with http.file\(\) is not emulated/);
    expect(i.summary.fatal).toMatch(/Making http requests in the init context is not supported/);
    for (const run of [m, f, i]) expect(k6Failures(run.summary)).toHaveLength(1);
  }, 60_000);
});
