/**
 * The product under attack, in a process of its own (started by `instance.ts`): `startApp` (api,
 * projections and workers) on the temporary DATA_DIR the suite made and port 0, on PGlite in
 * DATA_DIR/pglite or on a PostgreSQL database, with the Node flags it runs with in production. Its
 * own process because an input that exhausts the memory or the event loop must not take the suite
 * down with it: the suite reports it, kills the process and starts another on the same data.
 *
 * It talks to the suite over the IPC channel. Once its modules are loaded it says `{type:
 * 'loaded'}` and waits for `{type: 'start', ...}` (so that a spare can wait loaded), then:
 * - it sends `{type: 'ready', url}` once listening, and `{type: 'timing', id, ms}` for every
 *   request that carried an `x-hostile-case` header (server time, from the request's headers
 *   until its response was finished or the connection closed);
 * - it answers `{type: 'check'}` with `{type: 'checked', differences}` (the read models against a
 *   rebuild from the log, `compareWithRebuild`) and `{type: 'ping'}` with `{type: 'pong'}` (after
 *   the timings of the requests answered so far), and ends on `{type: 'stop'}`.
 * With `admin` in the start message (the first start) it makes that admin account, as
 * `npm run create-admin` would.
 */
import diagnostics from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  loadConfig,
  openPglite,
  openPostgres,
  setLogLevel,
  startAiStandIn,
  systemActor,
  textAnswer,
  type Sql,
  type StandInAnswer,
  type StandInRequest,
} from '@brandtrail/infra';
import { startApp, type RunningApp } from '../app';
import { compareWithRebuild } from '../testing/readModels';
import { createAdmin } from '../users/accounts';

export interface StartSettings {
  /** The suite owns the data folder and removes it, also after a crash. */
  dataDir: string;
  /** PostgreSQL; PGlite in DATA_DIR/pglite when unset. */
  databaseUrl?: string;
  admin?: { email: string; password: string };
}

export type FromApp =
  | { type: 'loaded' }
  | { type: 'ready'; url: string }
  | { type: 'timing'; id: string; ms: number }
  | { type: 'checked'; differences?: Awaited<ReturnType<typeof compareWithRebuild>>; error?: string }
  | { type: 'pong' };
export type ToApp = ({ type: 'start' } & StartSettings) | { type: 'check' } | { type: 'stop' } | { type: 'ping' };

const send = (message: FromApp) => process.send?.(message);
const debug = (what: string) =>
  process.env.HOSTILE_DEBUG && console.error(`app process: ${what} after ${Math.round(performance.now())} ms`);

diagnostics.subscribe('http.server.request.start', (message) => {
  const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
  const id = request.headers['x-hostile-case'];
  if (typeof id !== 'string') return;
  const start = performance.now();
  response.once('close', () => send({ type: 'timing', id, ms: performance.now() - start }));
});

/**
 * What the hostile model answers: text that no store can hold, raw (NUL, a lone surrogate, a pair
 * split over two chunks) and, for the JSON answers of brand creation, escaped inside the JSON.
 */
function hostileModelAnswer(request: StandInRequest): StandInAnswer {
  if (!request.body?.response_format) return textAnswer(['Raw \u0000 NUL,', ' lone \ud800 and', ' split \ud83d', '\ude00 pair.']);
  const escaped = 'Escaped \u0000 NUL and \udfff lone.';
  const json = JSON.stringify({
    name: 'Hostile Model',
    bio: escaped,
    usp: escaped,
    colors: [{ hex: '#2F4BD8', name: escaped }],
    fonts: [escaped],
    colorNames: [escaped],
    textLogo: escaped,
    textColors: escaped,
    textFonts: escaped,
    textEssence: escaped,
    textPersonality: escaped,
  });
  const [head, tail] = json.split('Hostile Model');
  return textAnswer([`${head}Hostile\u0000 Model \ud800`, ` \ud83d`, `\ude00${tail}`]);
}

async function start(settings: StartSettings): Promise<{ app: RunningApp; sql: Sql }> {
  // AI help set up, so that hostile rewrites reach the model's side too (an OpenAI-compatible stand-in),
  // whose answers are hostile as well: NUL and lone surrogates, raw in the stream and as JSON escapes.
  const standIn = await startAiStandIn({ respond: hostileModelAnswer });
  const config = {
    ...loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: settings.dataDir,
      LOG_LEVEL: 'error',
      AI_BASE_URL: standIn.url,
      AI_MODEL: 'stand-in',
    }),
    redisUrl: undefined,
  };
  setLogLevel(config.logLevel);
  // PGlite in a folder (not in memory), so that a process started after one was killed finds the data
  const sql = settings.databaseUrl
    ? await openPostgres(settings.databaseUrl, 20)
    : await openPglite(path.join(settings.dataDir, 'pglite'));
  debug('database open');
  const app = await startApp(config, sql);
  if (settings.admin) await createAdmin(app.services, settings.admin.email, settings.admin.password, systemActor());
  debug('ready');
  return { app, sql };
}

let running: Promise<{ app: RunningApp; sql: Sql }> | undefined;
process.on('message', (message: ToApp) => {
  if (message.type === 'start') {
    running = start(message);
    running.then(
      ({ app }) => send({ type: 'ready', url: app.url }),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  } else if (message.type === 'check') {
    void running!.then(({ app }) =>
      compareWithRebuild(app.services).then(
        (differences) => send({ type: 'checked', differences }),
        (error: unknown) => send({ type: 'checked', error: String(error) }),
      ),
    );
  } else if (message.type === 'ping') {
    // IPC keeps order: the timings of every response finished before this arrive before the answer
    setImmediate(() => send({ type: 'pong' }));
  } else if (message.type === 'stop') {
    if (!running) process.exit(0);
    void running.then(({ app, sql }) => app.close().then(() => sql.close())).finally(() => process.exit(0));
  }
});
// The suite went away without a word: nothing is left to serve.
process.on('disconnect', () => process.exit(0));
debug('loaded');
send({ type: 'loaded' });
