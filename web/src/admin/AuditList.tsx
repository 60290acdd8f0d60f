import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, useSearchParams } from 'react-router';
import type { AuditList_entries$key } from '../__generated__/AuditList_entries.graphql';
import { momentTime } from '../history/Moment';
import { adminMessages as m } from './messages';

/**
 * Entries of the audit log (the admin area's, a user's page's): who did what to whom, when, why.
 * `filterable`: each entry offers to narrow the log to its admin or its person (on /admin);
 * `filtered`: the log shown is narrowed (its empty state says so).
 */
export function AuditList({
  entries,
  filterable = false,
  filtered = false,
}: {
  entries: AuditList_entries$key;
  filterable?: boolean;
  filtered?: boolean;
}) {
  const [params] = useSearchParams();
  const intl = useIntl();
  const list = useFragment(
    graphql`
      fragment AuditList_entries on AuditEntry @relay(plural: true) {
        id
        kind
        adminId
        adminEmail
        userId
        userEmail
        reason
        startedAt
        endedAt
        until
        changes
      }
    `,
    entries,
  );
  if (list.length === 0) return <p className="muted">{intl.formatMessage(filtered ? m.auditNoMatch : m.auditEmpty)}</p>;
  const narrowed = (key: string, id: string) => {
    const next = new URLSearchParams(params);
    next.set(key, id);
    return `/admin?${next.toString()}#admin-audit`;
  };
  const date = (iso: string) => momentTime(intl, iso);
  return (
    <ul className="admin-list">
      {list.map((a) => (
        <li key={a.id} className="admin-row admin-audit-row">
          <span className="admin-row-main">
            <span className="admin-row-title">
              {intl.formatMessage(m.auditLine, { kind: a.kind.replace(/-/g, '_'), admin: a.adminEmail, user: a.userEmail })}
            </span>
            {a.reason ? <span className="admin-audit-reason">“{a.reason}”</span> : null}
            <span className="admin-row-meta">
              <span>{date(a.startedAt)}</span>
              {a.kind === 'impersonation' ? (
                <>
                  <span>
                    {a.endedAt
                      ? intl.formatMessage(m.auditEnded, { date: date(a.endedAt) })
                      : a.until && new Date(a.until).getTime() > Date.now()
                        ? intl.formatMessage(m.auditOngoing)
                        : intl.formatMessage(m.auditRanOut, { date: date(a.until ?? a.startedAt) })}
                  </span>
                  <span>{intl.formatMessage(m.auditChanges, { count: a.changes })}</span>
                </>
              ) : null}
            </span>
            {filterable ? (
              <span className="admin-audit-row-filters">
                <Link to={narrowed('auditAdmin', a.adminId)} preventScrollReset>
                  {intl.formatMessage(m.auditOnlyAdmin, { email: a.adminEmail })}
                </Link>
                <Link to={narrowed('auditUser', a.userId)} preventScrollReset>
                  {intl.formatMessage(m.auditOnlyUser, { email: a.userEmail })}
                </Link>
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
