import pg from 'pg';
import type { Sql, SqlExecutor, SqlSession } from './types';

// bigint and numeric columns arrive as strings from pg (numbers from PGlite); queries that need a
// number cast in SQL, so the two adapters answer the same.

const wrap = (c: pg.Pool | pg.PoolClient | pg.Client): SqlExecutor => ({
  async query<T>(text: string, params: readonly unknown[] = []) {
    return (await c.query(text, params as unknown[])).rows as T[];
  },
  async exec(text: string) {
    await c.query(text);
  },
});

export async function openPostgres(connectionString: string, max = 10): Promise<Sql> {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', () => undefined); // an idle client's error must not crash the process; the next query reports it
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotify) {
      const client = new pg.Client({ connectionString });
      await client.connect();
      client.on('notification', (n) => {
        if (n.channel === channel) onNotify(n.payload ?? '');
      });
      client.on('error', () => undefined);
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        await client.end().catch(() => undefined);
      };
    },
    async session(): Promise<SqlSession> {
      const client = new pg.Client({ connectionString });
      const lost = new AbortController();
      client.on('error', (error) => lost.abort(error));
      client.on('end', () => lost.abort(new Error('session ended')));
      await client.connect();
      const pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      return {
        ...wrap(client),
        pid,
        lost: lost.signal,
        async close() {
          await client.end().catch(() => undefined);
        },
      };
    },
    close: () => pool.end(),
  };
}
