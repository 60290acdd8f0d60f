import type { RecordedEvent, SqlExecutor } from '@brandtrail/infra';
import type { UserEvent } from '@brandtrail/domain';
import { idFromStream } from '@brandtrail/domain';
import type { Projection } from '../runner/projection';
import { createTableSql, loadRows, upsertRows, type RowTable } from '../runner/rows';

/** Users as the log-in and the admin search need them. The password is only ever an argon2 hash. */
const users: RowTable = {
  table: 'users',
  columns: {
    id: 'uuid',
    email: 'text',
    password_hash: 'text',
    type: 'text',
    terms_accepted: 'boolean',
    admin: 'boolean',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
    revision: 'bigint',
  },
};

interface UserRow {
  [column: string]: unknown;
  id: string;
  revision: number;
  updated_at: string;
}

export const usersProjection: Projection = {
  name: 'users',
  version: 2,
  eventTypes: ['UserRegistered', 'UserTermsAccepted', 'UserAdminGranted', 'UserPasswordChanged'],
  tables: ['users'],
  async migrate(tx, schema) {
    await tx.exec(`${createTableSql(schema, users)} CREATE UNIQUE INDEX ON ${schema}.users (email);`);
  },
  async apply(tx: SqlExecutor, schema: string, recorded: readonly RecordedEvent[], midway?: () => void) {
    const rows = await loadRows<UserRow>(tx, schema, users, [...new Set(recorded.map((e) => idFromStream(e.streamId)))]);
    midway?.();
    for (const r of recorded) {
      const event = r as unknown as UserEvent;
      const id = idFromStream(r.streamId);
      const time = r.metadata.time;
      if (event.type === 'UserRegistered') {
        if (!rows.has(id)) {
          rows.set(id, {
            id,
            email: event.data.email,
            password_hash: event.data.passwordHash,
            type: event.data.type,
            terms_accepted: false,
            admin: false,
            created_at: time,
            updated_at: time,
            revision: r.revision,
          });
        }
        continue;
      }
      const row = rows.get(id);
      if (!row || row.revision >= r.revision) continue;
      row.updated_at = time;
      row.revision = r.revision;
      if (event.type === 'UserTermsAccepted') row.terms_accepted = true;
      else if (event.type === 'UserAdminGranted') row.admin = true;
      else row.password_hash = event.data.passwordHash;
    }
    await upsertRows(tx, schema, users, rows.values());
  },
};
