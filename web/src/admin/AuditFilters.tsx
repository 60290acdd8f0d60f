import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Form, Link, useSearchParams } from 'react-router';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { auditArguments, type AuditFilter } from './loaders';
import { adminMessages as m } from './messages';

/** The address parameter of each filter that names someone or something. */
const NAMED = { admin: 'auditAdmin', user: 'auditUser', brand: 'auditBrand' } as const;

/**
 * The audit log's filters on /admin: days (from, to) in a form, the admin, person and brand it is
 * narrowed to as chips that take themselves away (rows and a brand's admin page narrow it), and
 * the CSV and JSON exports of what the filter shows. `names`: the chips' labels.
 */
export function AuditFilters({
  filter,
  names,
}: {
  filter: AuditFilter;
  names: { admin?: string | null; user?: string | null; brand?: string | null };
}) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const fromId = useId();
  const toId = useId();
  const without = (...keys: string[]) => {
    const next = new URLSearchParams(params);
    for (const key of keys) next.delete(key);
    const query = next.toString();
    return `/admin${query ? `?${query}` : ''}#admin-audit`;
  };
  const exported = new URLSearchParams(
    Object.entries(auditArguments(filter)).flatMap(([k, v]) => (v ? [[k, v] as [string, string]] : [])),
  ).toString();
  const chips = (Object.keys(NAMED) as (keyof typeof NAMED)[]).flatMap((which) =>
    filter[which]
      ? [
          {
            which,
            label: intl.formatMessage(m.auditChip, { which, name: names[which] ?? intl.formatMessage(m.auditUnknown) }),
            to: without(NAMED[which]),
          },
        ]
      : [],
  );
  const filtered = chips.length > 0 || !!filter.from || !!filter.to;
  return (
    <div className="stack">
      <Form method="get" action="/admin" className="admin-audit-filters" preventScrollReset>
        {[...params.entries()]
          .filter(([key]) => key !== 'from' && key !== 'to')
          .map(([key, value]) => (
            <input key={key} type="hidden" name={key} value={value} />
          ))}
        <div className="field">
          <label htmlFor={fromId}>{intl.formatMessage(m.auditFrom)}</label>
          <input id={fromId} name="from" type="date" defaultValue={filter.from ?? ''} />
        </div>
        <div className="field">
          <label htmlFor={toId}>{intl.formatMessage(m.auditTo)}</label>
          <input id={toId} name="to" type="date" defaultValue={filter.to ?? ''} />
        </div>
        <Button type="submit" size="small">
          {intl.formatMessage(m.auditApply)}
        </Button>
        {filtered ? (
          <Link className="button small ghost" to={without('from', 'to', ...Object.values(NAMED))} preventScrollReset>
            {intl.formatMessage(m.auditClear)}
          </Link>
        ) : null}
        <span className="admin-exports">
          <a className="button small" href={`/api/admin/audit.csv${exported ? `?${exported}` : ''}`} download>
            <Icon name="down" /> CSV
          </a>
          <a className="button small" href={`/api/admin/audit.json${exported ? `?${exported}` : ''}`} download>
            <Icon name="down" /> JSON
          </a>
        </span>
      </Form>
      {chips.length ? (
        <ul className="admin-audit-chips" aria-label={intl.formatMessage(m.auditFiltered)}>
          {chips.map((chip) => (
            <li key={chip.which}>
              <Link
                className="tag-chip"
                to={chip.to}
                preventScrollReset
                aria-label={intl.formatMessage(m.auditRemoveChip, { filter: chip.label })}
              >
                {chip.label} <Icon name="close" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
