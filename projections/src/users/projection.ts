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
    display_name: 'text',
    suspended: 'boolean',
    two_factor: 'boolean',
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
 * The admin audit log (issue 28): one row per admin action on a user, all recorded on the user's
 * stream. `impersonation`: an admin acted as the user (UserImpersonated), with the reason given,
 * when it began, when it would end by itself (`until`) and when the admin ended it
 * (UserImpersonationEnded: the newest open row of that admin and user). `suspension` (with its
 * reason), `reinstatement`, `sessions-ended`, `login-link` and `reset-link` are moments: no
 * `until`, no end.
 */
const auditSql = (schema: string) => `
  CREATE TABLE ${schema}.admin_audit (
    id uuid PRIMARY KEY,
    kind text NOT NULL,
    admin_id uuid NOT NULL,
    user_id uuid NOT NULL,
    reason text NOT NULL,
    started_at timestamptz NOT NULL,
    until timestamptz,
    ended_at timestamptz
  );
  CREATE INDEX ON ${schema}.admin_audit (started_at DESC, id);
  CREATE INDEX ON ${schema}.admin_audit (admin_id, started_at DESC);
  CREATE INDEX ON ${schema}.admin_audit (user_id, started_at DESC);`;

/** The audit log's events: admin actions on the user whose stream holds them. */
type AuditEvent = Extract<
  UserEvent,
  {
    type:
      | 'UserImpersonated'
      | 'UserImpersonationEnded'
      | 'UserSuspended'
      | 'UserReinstated'
      | 'UserSessionsEndedByAdmin'
      | 'UserLinkSentByAdmin';
  }
>;
const auditTypes = new Set<string>([
  'UserImpersonated',
  'UserImpersonationEnded',
  'UserSuspended',
  'UserReinstated',
  'UserSessionsEndedByAdmin',
  'UserLinkSentByAdmin',
] satisfies AuditEvent['type'][]);

/** The kind of an audit row a moment's event makes. */
function momentKind(event: Exclude<AuditEvent, { type: 'UserImpersonated' | 'UserImpersonationEnded' }>): string {
  switch (event.type) {
    case 'UserSuspended':
      return 'suspension';
    case 'UserReinstated':
      return 'reinstatement';
    case 'UserSessionsEndedByAdmin':
      return 'sessions-ended';
    case 'UserLinkSentByAdmin':
      return `${event.data.kind}-link`;
  }
}

async function applyAudit(tx: SqlExecutor, schema: string, r: RecordedEvent, event: AuditEvent): Promise<void> {
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
  else
    await tx.query(
      `INSERT INTO ${schema}.admin_audit (id, kind, admin_id, user_id, reason, started_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
      [
        r.id,
        momentKind(event),
        event.data.adminId,
        userId,
        event.type === 'UserSuspended' ? event.data.reason : '',
        r.metadata.time,
      ],
    );
}

export const usersProjection: Projection = {
  name: 'users',
  // 6: the admin audit log; 7: display names, suspensions, and every admin action in the audit log; 8: two-factor;
  // 9: address changes
  version: 9,
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
    'UserDisplayNameChanged',
    'UserTwoFactorEnabled',
    'UserTwoFactorDisabled',
    'UserEmailChanged',
    ...auditTypes,
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
            display_name: '',
            suspended: false,
            two_factor: false,
            created_at: time,
            updated_at: time,
            revision: r.revision,
          });
        }
        continue;
      }
      const row = rows.get(id);
      if (!row || row.revision >= r.revision) continue;
      if (auditTypes.has(event.type)) {
        await applyAudit(tx, schema, r, event as AuditEvent);
        if (event.type === 'UserSuspended' || event.type === 'UserReinstated') row.suspended = event.type === 'UserSuspended';
        else {
          // The audit log's alone: the user's row keeps its own time of change.
          row.revision = r.revision;
          continue;
        }
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
        case 'UserDisplayNameChanged':
          row.display_name = event.data.name;
          break;
        case 'UserEmailChanged':
          // The reservation gave it to this account: it holds the address from now on, and the old
          // one is free (for a registration later in this batch too).
          if (holders.get(String(row.email)) === id) holders.delete(String(row.email));
          holders.set(event.data.email, id);
          row.email = event.data.email;
          row.email_held = true;
          row.email_verified = true;
          break;
        case 'UserTwoFactorEnabled':
        case 'UserTwoFactorDisabled':
          row.two_factor = event.type === 'UserTwoFactorEnabled';
          break;
      }
    }
    await upsertRows(tx, schema, users, rows.values());
  },
};
