import type { RecordedEvent, SqlExecutor } from '@brandtrail/infra';
import type { UserEvent } from '@brandtrail/domain';
import { idFromStream } from '@brandtrail/domain';
import type { ApplyHooks, Projection } from '../runner/projection';
import { createTableSql, loadRows, upsertRows, type RowTable } from '../runner/rows';

/**
 * Users as the log-in, the admin search, member lists and mails need them. The password is only
 * ever an argon2 hash; `avatar` is the blob key of the user's avatar (null for none);
 * `email_verified` whether the person proved the address theirs; `locale` the language of their
 * mails (the one recorded at registration or chosen since; for an account registered before it was
 * recorded, the registration's browser language, `metadata.locale`, which its welcome mail used).
 *
 * An address belongs to the first user registered with it in log order (`email_held`, unique among
 * holders). Older code let a race record a second `UserRegistered` with the same address: that user
 * keeps its row and its address as registered, but `email_held` false (no log-in or account mail
 * by address reaches it), and the duplicate is reported as an anomaly (`duplicate_email`).
 */
const users: RowTable = {
  table: 'users',
  columns: {
    id: 'uuid',
    email: 'text',
    email_held: 'boolean',
    password_hash: 'text',
    type: 'text',
    terms_accepted: 'boolean',
    admin: 'boolean',
    avatar: 'text',
    email_verified: 'boolean',
    locale: 'text',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
    revision: 'bigint',
  },
  nullable: ['avatar'],
};

interface UserRow {
  [column: string]: unknown;
  id: string;
  revision: number;
  updated_at: string;
}

/**
 * The admin audit log (issue 28): one row per time an admin acted as a user (UserImpersonated, on
 * the user's stream), with the reason given, when it began, when it would end by itself (`until`)
 * and when the admin ended it (UserImpersonationEnded: the newest open row of that admin and user).
 */
const auditSql = (schema: string) => `
  CREATE TABLE ${schema}.admin_audit (
    id uuid PRIMARY KEY,
    kind text NOT NULL,
    admin_id uuid NOT NULL,
    user_id uuid NOT NULL,
    reason text NOT NULL,
    started_at timestamptz NOT NULL,
    until timestamptz NOT NULL,
    ended_at timestamptz
  );
  CREATE INDEX ON ${schema}.admin_audit (started_at DESC, id);
  CREATE INDEX ON ${schema}.admin_audit (admin_id, started_at DESC);
  CREATE INDEX ON ${schema}.admin_audit (user_id, started_at DESC);`;

async function applyAudit(tx: SqlExecutor, schema: string, r: RecordedEvent, event: UserEvent): Promise<void> {
  const userId = idFromStream(r.streamId);
  if (event.type === 'UserImpersonated')
    await tx.query(
      `INSERT INTO ${schema}.admin_audit (id, kind, admin_id, user_id, reason, started_at, until)
       VALUES ($1, 'impersonation', $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
      [r.id, event.data.adminId, userId, event.data.reason, r.metadata.time, event.data.until],
    );
  else if (event.type === 'UserImpersonationEnded')
    await tx.query(
      `UPDATE ${schema}.admin_audit SET ended_at = $3 WHERE id = (
         SELECT id FROM ${schema}.admin_audit WHERE admin_id = $1 AND user_id = $2 AND ended_at IS NULL AND started_at <= $3
         ORDER BY started_at DESC LIMIT 1)`,
      [event.data.adminId, userId, r.metadata.time],
    );
}

export const usersProjection: Projection = {
  name: 'users',
  // 6: the admin audit log
  version: 6,
  eventTypes: [
    'UserRegistered',
    'UserTermsAccepted',
    'UserAdminGranted',
    'UserPasswordChanged',
    'UserAvatarChanged',
    'UserEmailVerified',
    'UserLocaleChanged',
    'UserImpersonated',
    'UserImpersonationEnded',
  ],
  tables: ['users', 'admin_audit'],
  async migrate(tx, schema) {
    await tx.exec(
      `${createTableSql(schema, users)} CREATE UNIQUE INDEX ON ${schema}.users (email) WHERE email_held; CREATE INDEX ON ${schema}.users (email); ${auditSql(schema)}`,
    );
  },
  async apply(tx: SqlExecutor, schema: string, recorded: readonly RecordedEvent[], hooks: ApplyHooks) {
    const rows = await loadRows<UserRow>(tx, schema, users, [...new Set(recorded.map((e) => idFromStream(e.streamId)))]);
    const addresses = recorded.flatMap((r) =>
      r.type === 'UserRegistered' ? [(r as unknown as UserEvent & { type: 'UserRegistered' }).data.email] : [],
    );
    const holders = new Map(
      (
        await tx.query<{ id: string; email: string }>(
          `SELECT id, email FROM ${schema}.users WHERE email_held AND email = ANY($1::text[])`,
          [addresses],
        )
      ).map((h) => [h.email, h.id]),
    );
    hooks.midway();
    for (const r of recorded) {
      const event = r as unknown as UserEvent;
      const id = idFromStream(r.streamId);
      const time = r.metadata.time;
      if (event.type === 'UserRegistered') {
        if (!rows.has(id)) {
          const holder = holders.get(event.data.email);
          const held = holder === undefined || holder === id;
          if (held) holders.set(event.data.email, id);
          else hooks.anomaly('duplicate_email', r, { email: event.data.email, heldBy: holder });
          rows.set(id, {
            id,
            email: event.data.email,
            email_held: held,
            password_hash: event.data.passwordHash,
            type: event.data.type,
            terms_accepted: false,
            admin: false,
            avatar: null,
            email_verified: false,
            locale: event.data.locale ?? (r.metadata.locale === 'de' ? 'de' : 'en'),
            created_at: time,
            updated_at: time,
            revision: r.revision,
          });
        }
        continue;
      }
      const row = rows.get(id);
      if (!row || row.revision >= r.revision) continue;
      if (event.type === 'UserImpersonated' || event.type === 'UserImpersonationEnded') {
        // The audit log's, not the account's: the user's row keeps its own time of change.
        row.revision = r.revision;
        await applyAudit(tx, schema, r, event);
        continue;
      }
      row.updated_at = time;
      row.revision = r.revision;
      switch (event.type) {
        case 'UserTermsAccepted':
          row.terms_accepted = true;
          break;
        case 'UserAdminGranted':
          row.admin = true;
          break;
        case 'UserAvatarChanged':
          row.avatar = event.data.key;
          break;
        case 'UserPasswordChanged':
          row.password_hash = event.data.passwordHash;
          break;
        case 'UserEmailVerified':
          if (event.data.email === row.email) row.email_verified = true;
          break;
        case 'UserLocaleChanged':
          row.locale = event.data.locale;
          break;
      }
    }
    await upsertRows(tx, schema, users, rows.values());
  },
};
