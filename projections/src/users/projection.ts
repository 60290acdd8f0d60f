import type { RecordedEvent, SqlExecutor } from '@brandtrail/infra';
import type { UserEvent } from '@brandtrail/domain';
import { idFromStream } from '@brandtrail/domain';
import type { Projection } from '../runner/projection';

/** Users as the log-in and the admin search need them. The password is only ever an argon2 hash. */
export const usersProjection: Projection = {
  name: 'users',
  version: 1,
  eventTypes: ['UserRegistered', 'UserTermsAccepted', 'UserAdminGranted', 'UserPasswordChanged'],
  tables: ['users'],
  async migrate(tx, schema) {
    await tx.exec(`
      CREATE TABLE ${schema}.users (
        id uuid PRIMARY KEY,
        email text NOT NULL UNIQUE,
        password_hash text NOT NULL,
        type text NOT NULL,
        terms_accepted boolean NOT NULL DEFAULT false,
        admin boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );`);
  },
  async apply(tx: SqlExecutor, schema: string, recorded: RecordedEvent) {
    const event = recorded as unknown as RecordedEvent<UserEvent['type']> & UserEvent;
    const id = idFromStream(recorded.streamId);
    const time = recorded.metadata.time;
    switch (event.type) {
      case 'UserRegistered':
        await tx.query(
          `INSERT INTO ${schema}.users (id, email, password_hash, type, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)
           ON CONFLICT (id) DO NOTHING`,
          [id, event.data.email, event.data.passwordHash, event.data.type, time],
        );
        return;
      case 'UserTermsAccepted':
        await tx.query(`UPDATE ${schema}.users SET terms_accepted = true, updated_at = $2 WHERE id = $1`, [id, time]);
        return;
      case 'UserAdminGranted':
        await tx.query(`UPDATE ${schema}.users SET admin = true, updated_at = $2 WHERE id = $1`, [id, time]);
        return;
      case 'UserPasswordChanged':
        await tx.query(`UPDATE ${schema}.users SET password_hash = $2, updated_at = $3 WHERE id = $1`, [id, event.data.passwordHash, time]);
        return;
    }
  },
};
