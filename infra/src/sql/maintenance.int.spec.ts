import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyEmptyPgliteTo } from '../testing/pgliteTemplate';
import { folderSize } from './folderSize';
import { CHECKPOINT_WAL_BYTES } from './maintenance';
import { openPglite } from './pglite';
import type { Sql } from './types';

const MB = 1024 * 1024;

/**
 * The embedded database's upkeep (maintenance.ts) on a real PGlite folder: a table rewritten over
 * and over (as a read model is) keeps its size, and so does the write-ahead log, where without it
 * both grew by every byte written. Rounds are run by the test (`runOnce`), not by the clock.
 */
describe('embedded database upkeep (PGlite folder)', () => {
  let dir = '';
  let sql: Sql;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'bt-upkeep-'));
    await copyEmptyPgliteTo(path.join(dir, 'pglite'));
    sql = await openPglite(path.join(dir, 'pglite'));
  });
  afterAll(async () => {
    await sql?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const relationBytes = async () =>
    Number((await sql.query<{ bytes: string }>(`SELECT pg_total_relation_size('churn')::text AS bytes`))[0]!.bytes);
  const walBytes = () => folderSize(path.join(dir, 'pglite', 'pg_wal'));

  it('vacuums rewritten rows and recycles the log, so the folder stays bounded', async () => {
    await sql.exec(`CREATE TABLE churn (id int PRIMARY KEY, body text NOT NULL)`);
    // 50 rows of 16 KB that does not compress (stored out of line, in the TOAST table), each
    // rewritten 80 times: 64 MB of dead row versions, and more than that written to the log.
    const rewrite = `UPDATE churn SET body = (SELECT string_agg(md5(random()::text || g), '') FROM generate_series(1, 500) g)
                     WHERE id % 10 = $1`;
    await sql.exec(`INSERT INTO churn SELECT i, '' FROM generate_series(1, 50) i`);
    await sql.query(rewrite.replace('WHERE id % 10 = $1', ''));
    await sql.maintenance!.runOnce();
    const start = { relation: await relationBytes(), wal: await walBytes() };
    let vacuumed = 0;
    let checkpoints = 0;
    for (let round = 0; round < 40; round++) {
      for (let part = 0; part < 20; part++) await sql.query(rewrite, [part % 10]);
      const done = await sql.maintenance!.runOnce();
      vacuumed += done.statements.filter((s) => /^VACUUM.* public\.churn$/.test(s.sql)).length;
      checkpoints += done.statements.filter((s) => s.sql === 'CHECKPOINT').length;
    }
    expect(vacuumed).toBeGreaterThan(10);
    expect(checkpoints).toBeGreaterThan(1);
    const end = { relation: await relationBytes(), wal: await walBytes() };
    // The table holds 0.8 MB of live rows: what a round leaves dead is reused by the next.
    expect(end.relation).toBeLessThan(start.relation + 8 * MB);
    // Two segments kept after a checkpoint, and up to CHECKPOINT_WAL_BYTES and a round's writes since.
    expect(end.wal).toBeLessThanOrEqual(Math.max(start.wal, 32 * MB) + CHECKPOINT_WAL_BYTES + 16 * MB);
    const status = sql.maintenance!.status();
    expect(status).toMatchObject({ checkpoints: expect.any(Number) as number, vacuums: expect.any(Number) as number });
    expect(status.folderBytes).toBeGreaterThan(0);
    expect(status.longestVacuumMs).toBeLessThan(1000);
  }, 120_000);
});
