import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SERVER_BUILD_DIR, SERVER_ENTRIES } from './build/entries';
import {
  DEFAULT_AI_TIMEOUT_MS,
  DEFAULT_ASSET_SWEEP,
  DEFAULT_HEALTH_PORT,
  DEFAULT_PORT,
  loadConfig,
  ROLE_SETTINGS,
  SERVER_NODE_FLAGS,
} from './config';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/** The words of the first command in `text` (shell words or a JSON/YAML list) that runs `script`. */
function commandRunning(text: string, script: string): string[] {
  for (const line of text.split('\n')) {
    if (!line.includes(script) || line.trimStart().startsWith('#')) continue;
    const list = /\[(.*)\]/.exec(line.replace(/#.*$/, ''));
    return list ? list[1]!.split(',').map((word) => word.trim().replace(/^["']|["']$/g, '')) : line.trim().split(/\s+/);
  }
  throw new Error(`no command runs ${script}`);
}

describe('SERVER_NODE_FLAGS', () => {
  const apiScripts = (JSON.parse(read('api/package.json')) as { scripts: Record<string, string> }).scripts;
  const launches: [string, string, string][] = [
    ['npm start', read('infra/bin/start.sh'), 'api/src/embedded.ts'],
    ['the Dockerfile', read('infra/deploy/Dockerfile'), `${SERVER_BUILD_DIR}/api.js`],
    ["compose's api", read('infra/deploy/compose.yaml'), `${SERVER_BUILD_DIR}/api.js`],
    ['npm start --workspace api', apiScripts.start!, 'src/main.ts'],
    ['npm run start:all --workspace api', apiScripts['start:all']!, 'src/embedded.ts'],
  ];
  it.each(launches)('are given to node by %s, before the script', (_, text, script) => {
    const words = commandRunning(text, script);
    const before = words.slice(0, words.indexOf(script));
    expect(before[0]).toMatch(/^(exec|node|tsx)$/);
    for (const flag of SERVER_NODE_FLAGS) expect(before).toContain(flag);
  });
});

describe('TRUST_PROXY', () => {
  it('is 0 (ignore X-Forwarded-For) unless set', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(0);
  });
  it('counts the proxies in front of the API', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
  });
  it.each(['true', 'yes', '-1', '1.5', '11', '10.0.0.1'])('refuses %s at start', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be the number of proxies/);
  });
});

/**
 * infra/deploy cannot run here (no Docker engine): these hold compose.yaml, the Dockerfile, the
 * Caddyfile, .env.example and .dockerignore against config.ts, so that what they set is what the
 * roles read. That the image's way of running the roles works (the bundles, plain node, production
 * dependencies only) is api/src/layout/built.int.spec.ts's.
 */
describe('infra/deploy against config.ts', () => {
  interface Service {
    image?: string;
    build?: { dockerfile: string };
    command?: string[];
    environment?: Record<string, string | number>;
    ports?: string[];
    depends_on?: Record<string, { condition: string }>;
    healthcheck?: { test: string[] };
    restart?: string;
  }
  // YAML 1.1 merge keys (`<<: *brandtrail`), as Docker Compose reads them.
  const compose = parse(read('infra/deploy/compose.yaml'), { merge: true }) as { services: Record<string, Service> };
  const services = compose.services;
  const dockerfile = read('infra/deploy/Dockerfile');
  const caddyfile = read('infra/deploy/Caddyfile');
  const roles = Object.keys(ROLE_SETTINGS) as (keyof typeof ROLE_SETTINGS)[];
  /** What each role runs: its bundle (npm run build:server). */
  const script = (role: keyof typeof ROLE_SETTINGS) => `${SERVER_BUILD_DIR}/${role}.js`;
  /** The .env the deploy README makes from .env.example: its values, each empty secret filled in. */
  const dotenv = Object.fromEntries(
    read('infra/deploy/.env.example')
      .split('\n')
      .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  /** `${NAME}`, `${NAME:-default}` and `${NAME:?message}` as compose substitutes them from that .env. */
  const substitute = (value: string) =>
    value.replace(/\$\{([A-Z][A-Z0-9_]*)(?:(:-|:\?)([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) => {
      const set = dotenv[name];
      if (set) return set;
      if (kind === ':-') return rest ?? '';
      if (kind === ':?') return `generated-${name.toLowerCase()}`;
      return '';
    });
  const composeText = read('infra/deploy/compose.yaml');
  /** Every `${NAME...}` compose.yaml substitutes (outside its comments). */
  const interpolated = new Set([...composeText.replace(/^\s*#.*$/gm, '').matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!));

  /** The variables config.ts reads: `env.NAME`, and names handed with env to its helpers (`portFrom(env, 'PORT', ...)`). */
  const variablesRead = new Set(
    [...read('infra/src/config.ts').matchAll(/\benv\.([A-Z][A-Z0-9_]*)|\(env, '([A-Z][A-Z0-9_]*)'/g)].map((m) => (m[1] ?? m[2])!),
  );
  /** The Dockerfile's `ENV A=1 B=2`. */
  const imageEnv = Object.fromEntries(
    [...dockerfile.matchAll(/^ENV (.+)$/gm)].flatMap((m) =>
      m[1]!.split(/\s+/).map((pair) => pair.split('=') as [string, string]),
    ),
  );
  /** A role's environment as the process sees it: the image's, then compose's, substituted from the .env. */
  const roleEnv = (role: string): Record<string, string> => ({
    ...imageEnv,
    ...Object.fromEntries(Object.entries(services[role]!.environment ?? {}).map(([k, v]) => [k, substitute(String(v))])),
  });
  const portOf = (url: string) => Number(new URL(url).port || (url.startsWith('https:') ? 443 : 80));
  const checkUrl = (test: string[]) => test.find((word) => word.startsWith('http://'))!;

  it('finds the variables config.ts reads (the scan itself works)', () => {
    expect(variablesRead).toContain('DATABASE_URL');
    expect(variablesRead).toContain('PORT');
    expect(variablesRead).toContain('S3_PUBLIC_URL');
    expect(variablesRead).not.toContain('MINIO_ROOT_USER');
  });

  it.each(roles)('%s: runs its bundle, built from its entry point, with plain node from the Dockerfile’s image', (role) => {
    expect(services[role]!.build?.dockerfile).toBe('infra/deploy/Dockerfile');
    expect(SERVER_ENTRIES[role]).toBe(`${role}/src/main.ts`);
    expect(services[role]!.command![0]).toBe('node');
    expect(services[role]!.command).toContain(script(role));
    expect(services[role]!.command!.join(' ')).not.toMatch(/tsx|\.ts\b/);
  });

  it.each(roles)('%s: compose sets only variables config.ts reads', (role) => {
    const unknown = Object.keys(services[role]!.environment ?? {}).filter((name) => !variablesRead.has(name));
    expect(unknown).toEqual([]);
    expect(Object.keys(imageEnv).filter((name) => !variablesRead.has(name))).toEqual([]);
  });

  it.each(roles)('%s: every setting the role needs is set, and config.ts accepts them', (role) => {
    const env = roleEnv(role);
    expect(ROLE_SETTINGS[role].filter((name) => !env[name])).toEqual([]);
    const config = loadConfig(env);
    expect(config.production).toBe(true);
    expect(config.host).toBe('0.0.0.0'); // not the container's loopback
    if (role !== 'projections') expect(config.s3PublicUrl).not.toBe(config.s3Endpoint); // browsers cannot reach minio:9000
  });

  it('every service has a health check and restarts unless stopped', () => {
    for (const [name, service] of Object.entries(services)) {
      expect(service.healthcheck?.test.length, name).toBeGreaterThan(1);
      expect(service.restart, name).toBe('unless-stopped');
    }
  });

  it.each(roles)('%s: starts once each dependency is healthy', (role) => {
    const needs = services[role]!.depends_on ?? {};
    for (const dependency of ['postgres', 'redis', 'minio', 'esdb1', 'esdb2', 'esdb3'])
      expect(Object.keys(needs)).toContain(dependency);
    for (const [name, { condition }] of Object.entries(needs)) expect(condition, name).toBe('service_healthy');
  });

  it('health checks ask each role’s readiness on the port config.ts gives it', () => {
    const api = checkUrl(services.api!.healthcheck!.test);
    expect(api).toBe(`http://127.0.0.1:${loadConfig(roleEnv('api')).port}/health/ready`);
    expect(loadConfig(roleEnv('api')).port).toBe(DEFAULT_PORT);
    for (const role of ['projections', 'workers']) {
      expect(checkUrl(services[role]!.healthcheck!.test)).toBe(`http://127.0.0.1:${DEFAULT_HEALTH_PORT}/health/ready`);
      expect(loadConfig(roleEnv(role)).healthPort).toBe(DEFAULT_HEALTH_PORT);
    }
  });

  it('--scale api=N works: only the proxy publishes the product, and it reaches every api replica', () => {
    expect(services.api!.ports).toBeUndefined();
    for (const role of roles) expect(services[role]!.ports, role).toBeUndefined();
    const [published, target] = services.proxy!.ports![0]!.split(':').map(Number);
    expect(published).toBe(portOf(loadConfig(roleEnv('api')).publicUrl)); // PUBLIC_URL's default is the proxy
    expect(caddyfile).toMatch(new RegExp(`^:${target} \\{`, 'm'));
    expect(caddyfile).toMatch(/dynamic a \{\s*name api\s*port (\d+)/);
    expect(Number(/dynamic a \{\s*name api\s*port (\d+)/.exec(caddyfile)![1])).toBe(DEFAULT_PORT);
    // Caddy runs no active health checks for dynamic upstreams: none may be configured (and claimed).
    expect(caddyfile.replace(/#.*$/gm, '')).not.toMatch(/\bhealth_(uri|port|interval|timeout|status|body)\b/);
    expect(caddyfile).toMatch(/lb_try_duration \d+s/); // a replica that refuses connections: tried again elsewhere
    expect(caddyfile).toMatch(/flush_interval -1/); // subscriptions (Server-Sent Events) pass unbuffered
    // The proxy appends to X-Forwarded-For: the api counts it (TRUST_PROXY).
    expect(loadConfig(roleEnv('api')).trustProxy).toBe(1);
  });

  it('the image runs as a user other than root, checks its health and listens on every interface', () => {
    const user = /^USER (\S+)$/m.exec(dockerfile)?.[1];
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)$/);
    const check = /^HEALTHCHECK .*\\\n\s*CMD (\[.*\])$/m.exec(dockerfile);
    expect(check).not.toBeNull();
    expect(checkUrl(JSON.parse(check![1]!) as string[])).toBe(`http://127.0.0.1:${DEFAULT_PORT}/health/ready`);
    expect(dockerfile).toMatch(new RegExp(`^EXPOSE ${DEFAULT_PORT}$`, 'm'));
    expect(loadConfig(imageEnv).host).toBe('0.0.0.0');
  });

  it('.dockerignore keeps the host’s node_modules, data, git history, secrets and build output out of the image', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    for (const entry of ['**/node_modules', '.data', '.git', 'web/dist', '**/.env']) expect(ignored).toContain(entry);
  });

  /** The Dockerfile's stages: the text from each FROM to the next. */
  const stages = dockerfile.split(/^(?=FROM )/m).filter((stage) => stage.startsWith('FROM '));
  const run = stages.at(-1)!;

  it('the image builds in one stage and runs the bundles, with production dependencies only, in the next', () => {
    expect(stages.length).toBe(2);
    expect(stages[0]).toMatch(/^RUN npm ci\b(?!.*--omit)/m);
    expect(stages[0]).toMatch(/^RUN .*npm run build:server/m);
    expect(stages[0]).toMatch(/^RUN .*npm run build --workspace web/m);
    expect(run).toMatch(/^RUN npm ci --omit=dev\b/m);
    expect(run).toContain(`COPY --from=build /app/${SERVER_BUILD_DIR} ${SERVER_BUILD_DIR}`);
    expect(run).toContain('COPY --from=build /app/web/dist web/dist');
    expect(run).not.toMatch(/^COPY \. /m); // no sources in the image that runs
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(run)![1]!) as string[];
    expect(cmd).toEqual(['node', ...SERVER_NODE_FLAGS, script('api')]);
    // npm ci needs each workspace's manifest, in both stages.
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    for (const stage of stages)
      for (const workspace of workspaces) expect(stage).toContain(`COPY ${workspace}/package.json ${workspace}/`);
  });

  it('the image runs a pinned Node LTS release that package.json’s engines allows', () => {
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    const [minMajor, minMinor] = /^>=(\d+)\.(\d+)$/.exec(engines)!.slice(1).map(Number);
    for (const stage of stages) {
      const [major, minor] = /^FROM node:(\d+)\.(\d+)\.\d+-[a-z]+-slim\b/.exec(stage)!.slice(1).map(Number);
      expect(major! % 2, 'an even major: an LTS line').toBe(0);
      expect(major! > minMajor! || (major === minMajor && minor! >= minMinor!)).toBe(true);
      expect(major, 'Node 20 reached its end of life in April 2026').toBeGreaterThanOrEqual(24);
    }
  });

  it('every image is pinned to a release, MinIO’s on quay.io', () => {
    for (const [name, service] of Object.entries(services)) {
      if (service.build) continue; // the roles: the Dockerfile's image, built here
      expect(service.image, name).toMatch(/:[^:/]*\d+\.\d+|:RELEASE\./);
      expect(service.image, name).not.toMatch(/:latest$/);
    }
    expect(services.minio!.image).toMatch(/^quay\.io\/minio\/minio:RELEASE\.\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/);
  });

  it('writes no credentials: each comes from the .env, and compose refuses to start without it', () => {
    const secrets = ['POSTGRES_PASSWORD', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'];
    for (const secret of secrets) {
      expect(composeText).toContain(`\${${secret}:?`);
      expect(composeText).not.toMatch(new RegExp(`\\$\\{${secret}:-`)); // no default value
      expect(dotenv, secret).toHaveProperty(secret);
    }
    const minio = services.minio!.environment!;
    expect(minio.MINIO_ROOT_USER).toMatch(/^\$\{S3_ACCESS_KEY:\?/);
    expect(minio.MINIO_ROOT_PASSWORD).toMatch(/^\$\{S3_SECRET_KEY:\?/);
    expect(services.postgres!.environment!.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
    expect(String(services.api!.environment!.DATABASE_URL)).toContain('${POSTGRES_PASSWORD:?');
    // Secrets in the example are left empty for the README's commands to fill in.
    expect(dotenv.POSTGRES_PASSWORD).toBe('');
    expect(dotenv.S3_SECRET_KEY).toBe('');
  });

  it('.env.example holds every variable compose substitutes, and each is a setting config.ts reads or goes into one', () => {
    expect([...interpolated].filter((name) => !(name in dotenv))).toEqual([]);
    const settingValues = roles.flatMap((role) => Object.entries(services[role]!.environment ?? {}));
    for (const name of Object.keys(dotenv)) {
      if (variablesRead.has(name)) continue;
      // POSTGRES_PASSWORD: not a setting itself, but part of DATABASE_URL (and PostgreSQL's own).
      const within = settingValues.filter(
        ([setting, value]) => variablesRead.has(setting) && String(value).includes(`\${${name}`),
      );
      expect(within.length, `${name} is neither read by config.ts nor part of a setting`).toBeGreaterThan(0);
    }
  });
});

describe('asset sweep timings', () => {
  it('are every 10 minutes, after 30, unless set', () => {
    expect(loadConfig({}).assetSweep).toEqual({ everyMinutes: 10, afterMinutes: 30 });
    expect(DEFAULT_ASSET_SWEEP).toEqual({ everyMinutes: 10, afterMinutes: 30 });
  });
  it('are read from ASSET_SWEEP_EVERY_MINUTES and ASSET_SWEEP_AFTER_MINUTES', () => {
    expect(loadConfig({ ASSET_SWEEP_EVERY_MINUTES: '2', ASSET_SWEEP_AFTER_MINUTES: ' 5 ' }).assetSweep).toEqual({
      everyMinutes: 2,
      afterMinutes: 5,
    });
  });
  it.each(['0', '-1', '1.5', '1441', 'ten', '1e2'])('refuse %s at start', (value) => {
    expect(() => loadConfig({ ASSET_SWEEP_EVERY_MINUTES: value })).toThrow(/ASSET_SWEEP_EVERY_MINUTES must be a whole number/);
    expect(() => loadConfig({ ASSET_SWEEP_AFTER_MINUTES: value })).toThrow(/ASSET_SWEEP_AFTER_MINUTES must be a whole number/);
  });
});

describe('how long live updates linger', () => {
  it('is 5 minutes unless LIVE_LINGER_MINUTES says otherwise (0: not at all)', () => {
    expect(loadConfig({}).liveLingerMinutes).toBe(5);
    expect(loadConfig({ LIVE_LINGER_MINUTES: '0' }).liveLingerMinutes).toBe(0);
    expect(loadConfig({ LIVE_LINGER_MINUTES: ' 60 ' }).liveLingerMinutes).toBe(60);
  });
  it.each(['-1', '1.5', '1441', 'five'])('refuses %s at start', (value) => {
    expect(() => loadConfig({ LIVE_LINGER_MINUTES: value })).toThrow(/LIVE_LINGER_MINUTES must be a whole number/);
  });
});

describe('AI settings', () => {
  it('are off unless AI_BASE_URL is set', () => {
    expect(loadConfig({}).ai).toBeUndefined();
    expect(loadConfig({ AI_BASE_URL: ' ' }).ai).toBeUndefined();
  });
  it('name an OpenAI-compatible server and model, with a key when the server wants one', () => {
    expect(loadConfig({ AI_BASE_URL: 'https://api.openai.com/v1/', AI_MODEL: 'gpt-4o-mini', AI_API_KEY: 'sk-x' }).ai).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-x',
      model: 'gpt-4o-mini',
      timeoutMs: DEFAULT_AI_TIMEOUT_MS,
    });
    expect(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3.2', AI_TIMEOUT_MS: '5000' }).ai).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3.2',
      timeoutMs: 5000,
    });
  });
  it.each([
    [{ AI_MODEL: 'gpt-4o-mini' }, /AI_BASE_URL is not/],
    [{ AI_API_KEY: 'sk-x' }, /AI_BASE_URL is not/],
    [{ AI_BASE_URL: 'http://127.0.0.1:8080/v1' }, /AI_MODEL is not/],
    [{ AI_BASE_URL: 'ftp://example.com/v1', AI_MODEL: 'm' }, /AI_BASE_URL must be an http\(s\) address/],
    [{ AI_BASE_URL: 'localhost:11434', AI_MODEL: 'm' }, /AI_BASE_URL must be an http\(s\) address/],
    [{ AI_BASE_URL: 'http://x/v1?key=1', AI_MODEL: 'm' }, /AI_BASE_URL must be an http\(s\) address/],
    [{ AI_BASE_URL: 'http://x/v1', AI_MODEL: 'm', AI_TIMEOUT_MS: '10' }, /AI_TIMEOUT_MS must be/],
    [{ AI_BASE_URL: 'http://x/v1', AI_MODEL: 'm', AI_TIMEOUT_MS: '1e4' }, /AI_TIMEOUT_MS must be/],
  ])('refuse %o at start', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
