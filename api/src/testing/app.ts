import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  loadConfig,
  openTestDatabase,
  startAiStandIn,
  type AiStandIn,
  type Config,
  type TestDatabase,
  type TestDatabaseKind,
} from '@brandtrail/infra';
import { startApp, type RunningApp } from '../app';

/** The app as an integration test runs it: on a test database of its own and a fresh data folder. */
export interface TestApp {
  db: TestDatabase;
  app: RunningApp;
  /** The app's DATA_DIR: its mails land in `outbox/` (testing/mails.ts). */
  dataDir: string;
  /** What the app was started with. */
  config: Config;
  /** Stops the app, closes the database and removes the data folder. */
  close(): Promise<void>;
}

/**
 * Starts the app (`startApp`, with the workers) on a test database of `kind` and a fresh data
 * folder named after `name`, configured from `env` besides PORT and DATA_DIR, with its jobs in the
 * database whatever REDIS_URL says.
 */
export async function startTestApp(kind: TestDatabaseKind, name: string, env: Record<string, string> = {}): Promise<TestApp> {
  const db = await openTestDatabase(kind);
  const dataDir = mkdtempSync(path.join(tmpdir(), `bt-${name}-`));
  const config = { ...loadConfig({ PORT: '0', DATA_DIR: dataDir, ...env }), redisUrl: undefined };
  const app = await startApp(config, db.sql);
  return {
    db,
    app,
    dataDir,
    config,
    async close() {
      await app.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `startTestApp` with infra's OpenAI-compatible stand-in as its model server (AI_MODEL `stand-in`,
 * AI_TIMEOUT_MS 2 s); `close` stops the stand-in too.
 */
export async function startAiTestApp(kind: TestDatabaseKind, name: string): Promise<TestApp & { standIn: AiStandIn }> {
  const standIn = await startAiStandIn();
  const started = await startTestApp(kind, name, { AI_BASE_URL: standIn.url, AI_MODEL: 'stand-in', AI_TIMEOUT_MS: '2000' });
  return {
    ...started,
    standIn,
    async close() {
      await started.close();
      await standIn.close();
    },
  };
}
