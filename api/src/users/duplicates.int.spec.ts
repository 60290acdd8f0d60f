import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStream } from '@brandtrail/domain';
import { loadConfig, openTestDatabase, testDatabaseKinds, type TestDatabase } from '@brandtrail/infra';
import { startApp, type RunningApp } from '../app';
import { TestClient } from '../testing/client';

/**
 * A log that holds a second registration of one address, as older code let a race write it: the
 * API keeps registering, and a log-in with the address reaches the first account.
 */
describe.each(testDatabaseKinds())('a duplicate registration in the log on %s', (kind) => {
  let db: TestDatabase;
  let app: RunningApp;
  let dataDir: string;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    dataDir = mkdtempSync(path.join(tmpdir(), 'bt-duplicates-'));
    app = await startApp({ ...loadConfig({ PORT: '0', DATA_DIR: dataDir }), redisUrl: undefined }, db.sql);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('goes on registering, and logs the address in as the first account', async () => {
    const first = await new TestClient(app.url).post('/register', {
      email: 'dup@example.com',
      password: 'correct horse battery',
    });
    expect(first.status).toBe(201);
    const firstId = String(first.body!.id);
    const hash = (await db.sql.query<{ hash: string }>('SELECT password_hash AS hash FROM users WHERE id = $1', [firstId]))[0]!
      .hash;
    const laterId = crypto.randomUUID();
    await app.services.store.append(
      userStream(laterId),
      [
        {
          id: crypto.randomUUID(),
          type: 'UserRegistered',
          data: { email: 'dup@example.com', passwordHash: hash, type: 'user' },
          metadata: { userId: null, impersonatorId: null, correlationId: 'c', causationId: null, time: new Date().toISOString() },
        },
      ],
      'no_stream',
    );
    const next = await new TestClient(app.url).post('/register', {
      email: 'fresh@example.com',
      password: 'correct horse battery',
    });
    expect(next.status).toBe(201);
    expect(await app.services.users.byId(laterId)).toMatchObject({ email: 'dup@example.com' });
    const anomalies = await db.sql.query('SELECT kind, stream_id FROM read_model_anomalies');
    expect(anomalies).toEqual([{ kind: 'duplicate_email', stream_id: userStream(laterId) }]);
    for (let i = 0; i < 2; i++) {
      const login = await new TestClient(app.url).post('/login', { email: 'dup@example.com', password: 'correct horse battery' });
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ id: firstId });
    }
  });
});
