import { fail } from '@brandtrail/domain';
import type { AuditFilter, AuditRow } from '@brandtrail/projections';
import { idOrUuidOf } from '../graphql/relay';

/** The audit log's filter as asked (GraphQL's adminAudit, the export's query string). */
export interface AuditArgs {
  adminId?: string | null;
  userId?: string | null;
  brandId?: string | null;
  since?: string | null;
  before?: string | null;
}

const moment = (value: string | null | undefined): Date | null => {
  if (!value) return null;
  const at = new Date(value);
  if (Number.isNaN(at.getTime()) || value.length > 40) fail('VALIDATION');
  return at;
};

/** A user by User.id or by the bare id the log-in answers. */
const userIdIn = (value: string | null | undefined): string | null => (value ? idOrUuidOf(value, 'User') : null);

/** The filter's names, as the export's query string and GraphQL's adminAudit take them. */
export const AUDIT_FILTERS = ['adminId', 'userId', 'brandId', 'since', 'before'] as const;

/** A user given by User.id (or a bare UUID), a brand by Brand.id; a time as ISO 8601. Anything else: VALIDATION. */
export function auditFilter(args: AuditArgs): AuditFilter {
  return {
    adminId: userIdIn(args.adminId),
    userId: userIdIn(args.userId),
    brandId: args.brandId ? idOrUuidOf(args.brandId, 'Brand') : null,
    since: moment(args.since),
    before: moment(args.before),
  };
}

const COLUMNS = ['startedAt', 'endedAt', 'until', 'adminEmail', 'adminId', 'userEmail', 'userId', 'reason', 'changes'] as const;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : '');

/** One entry as the export writes it (times in ISO 8601, UTC). */
const exported = (row: AuditRow): Record<(typeof COLUMNS)[number], string | number> => ({
  startedAt: iso(row.startedAt),
  endedAt: iso(row.endedAt),
  until: iso(row.until),
  adminEmail: row.adminEmail,
  adminId: row.adminId,
  userEmail: row.userEmail,
  userId: row.userId,
  reason: row.reason,
  changes: row.changes,
});

/** A CSV field (RFC 4180), and a leading =, +, - or @ quoted with ' so that a spreadsheet does not run it. */
const csvField = (value: string | number): string => {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The audit log as a file: CSV (a header line, then one line per entry) or JSON (an array). */
export function auditExport(rows: readonly AuditRow[], format: 'csv' | 'json'): string {
  if (format === 'json') return JSON.stringify(rows.map(exported), null, 2);
  return [COLUMNS.join(','), ...rows.map((r) => COLUMNS.map((c) => csvField(exported(r)[c])).join(','))].join('\r\n') + '\r\n';
}
