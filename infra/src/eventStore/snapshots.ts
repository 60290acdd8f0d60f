import { migrate } from '../sql/migrate';
import { pruneRows } from '../sql/prune';
import type { Sql } from '../sql/types';
import type { Snapshot, SnapshotStore } from './types';

/**
 * Snapshots in the SQL database (PGlite or PostgreSQL), beside the events when they live there too,
 * and in the read-model database when EventStoreDB holds them: that database always exists. Older
 * snapshots are kept too (not only the newest), so that a past state starts from one near it; but
 * not all of them (`prune`, run hourly by the API's housekeeping): of each stream the newest
 * SNAPSHOTS_KEPT_NEWEST stay (recent history, what is read most, starts at most `every` events
 * before its moment), and before them the first of each SNAPSHOTS_SPARSE_EVERY revisions (an older
 * moment reads at most that many events after its snapshot). Snapshots under a key no decider
 * uses any more are never read again, and go. `loadAt` may store the snapshots it passes in an old
 * stretch again; the next prune takes them back.
 */
export const SNAPSHOTS_KEPT_NEWEST = 10;
export const SNAPSHOTS_SPARSE_EVERY = 1000;
const schema = `
CREATE TABLE IF NOT EXISTS es_snapshots (
  stream_id text NOT NULL,
  key text NOT NULL,
  revision bigint NOT NULL,
  event_id text NOT NULL,
  time timestamptz NOT NULL,
  state jsonb NOT NULL,
  PRIMARY KEY (stream_id, key, revision)
);
`;

interface Row {
  revision: string | number;
  event_id: string;
  time: string;
  state: unknown;
}

export async function createSqlSnapshotStore(sql: Sql): Promise<SnapshotStore> {
  await migrate(sql, schema);
  return {
    async latest(streamId, key, at = {}): Promise<Snapshot | undefined> {
      // The time as the ISO text the handler compares, whatever the driver makes of a timestamptz.
      const rows = await sql.query<Row>(
        `SELECT revision, event_id, to_char(time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS time, state
         FROM es_snapshots
         WHERE stream_id = $1 AND key = $2 AND ($3::bigint IS NULL OR revision <= $3) AND ($4::timestamptz IS NULL OR time <= $4)
         ORDER BY revision DESC LIMIT 1`,
        [streamId, key, at.revision ?? null, at.time?.toISOString() ?? null],
      );
      const row = rows[0];
      return row && { revision: Number(row.revision), eventId: row.event_id, time: row.time, state: row.state };
    },

    async latestOfEach(streamIds, key) {
      const rows = await sql.query<Row & { stream_id: string }>(
        `SELECT DISTINCT ON (stream_id) stream_id, revision, event_id,
           to_char(time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS time, state
         FROM es_snapshots WHERE stream_id = ANY($1::text[]) AND key = $2 ORDER BY stream_id, revision DESC`,
        [streamIds, key],
      );
      return new Map(
        rows.map((row) => [
          row.stream_id,
          { revision: Number(row.revision), eventId: row.event_id, time: row.time, state: row.state },
        ]),
      );
    },

    async prune(keys) {
      const superseded = `(stream_id, key, revision) IN (
        SELECT stream_id, key, revision FROM (
          SELECT stream_id, key, revision,
            row_number() OVER (PARTITION BY stream_id, key ORDER BY revision DESC) AS newest,
            row_number() OVER (PARTITION BY stream_id, key, (revision + 1) / ${SNAPSHOTS_SPARSE_EVERY} ORDER BY revision) AS first
          FROM es_snapshots) s
        WHERE key <> ALL($1::text[]) OR (newest > ${SNAPSHOTS_KEPT_NEWEST} AND first > 1))`;
      return pruneRows(sql, 'es_snapshots', ['stream_id', 'key', 'revision'], superseded, [keys]);
    },

    async save(streamId, key, snapshots) {
      if (snapshots.length === 0) return;
      await sql.query(
        `INSERT INTO es_snapshots (stream_id, key, revision, event_id, time, state)
         SELECT $1, $2, u.revision, u.event_id, u.time, u.state
         FROM unnest($3::bigint[], $4::text[], $5::timestamptz[], $6::jsonb[]) AS u(revision, event_id, time, state)
         ON CONFLICT (stream_id, key, revision) DO NOTHING`,
        [
          streamId,
          key,
          snapshots.map((s) => s.revision),
          snapshots.map((s) => s.eventId),
          snapshots.map((s) => s.time),
          snapshots.map((s) => JSON.stringify(s.state)),
        ],
      );
    },
  };
}
