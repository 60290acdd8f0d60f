import { EMAIL_MAX } from '@brandtrail/domain/limits';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Form, Link, useLoaderData, useSearchParams } from 'react-router';
import type { AdminRouteQuery } from '../__generated__/AdminRouteQuery.graphql';
import { planMessage } from '../brands/labels';
import { momentTime } from '../history/Moment';
import { NotFound } from '../layout/ErrorPage';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { ActAsDialog } from './ActAsDialog';
import { AuditFilters } from './AuditFilters';
import { AuditList } from './AuditList';
import { SEARCH_MAX, SEARCH_STEP, type AdminLoaderData } from './loaders';
import { adminMessages as m } from './messages';

/** /admin (spec 1, 7): admins find users and brands, act as a user for a reason, and read the audit log. */
export default function AdminRoute() {
  const { queryRef, term, shown, audit } = useLoaderData<AdminLoaderData>();
  // Anyone else finds nothing here, as on a page that does not exist.
  if (!queryRef) return <NotFound />;
  return <AdminScreen queryRef={queryRef} term={term} shown={shown} audit={audit} />;
}

function AdminScreen({
  queryRef,
  term,
  shown,
  audit: filter,
}: {
  queryRef: PreloadedQuery<AdminRouteQuery>;
  term: string;
  shown: AdminLoaderData['shown'];
  audit: AdminLoaderData['audit'];
}) {
  const intl = useIntl();
  const data = usePreloadedQuery<AdminRouteQuery>(
    graphql`
      query AdminRouteQuery(
        $term: String!
        $searching: Boolean!
        $users: Int!
        $brands: Int!
        $adminId: ID
        $userId: ID
        $brandId: ID
        $since: String
        $before: String
        $byAdmin: Boolean!
        $byUser: Boolean!
        $byBrand: Boolean!
        $auditAdmin: ID!
        $auditUser: ID!
        $auditBrand: ID!
      ) {
        viewer {
          id
        }
        searchUsers(term: $term, first: $users) @include(if: $searching) {
          totalCount
          edges {
            node {
              id
              email
              displayName
              admin
              suspended
              emailVerified
            }
          }
        }
        searchBrands(term: $term, first: $brands) @include(if: $searching) {
          totalCount
          edges {
            node {
              id
              name
              slug
              currentPlan
              updatedAt
              deletedAt
            }
          }
        }
        filterAdmin: node(id: $auditAdmin) @include(if: $byAdmin) {
          ... on User {
            email
          }
        }
        filterUser: node(id: $auditUser) @include(if: $byUser) {
          ... on User {
            email
          }
        }
        filterBrand: adminBrand(id: $auditBrand) @include(if: $byBrand) {
          name
        }
        adminAudit(first: 20, adminId: $adminId, userId: $userId, brandId: $brandId, since: $since, before: $before) {
          edges {
            node {
              ...AuditList_entries
            }
          }
        }
      }
    `,
    queryRef,
  );
  const [acting, setActing] = useState<{ id: string; email: string } | null>(null);
  const date = (iso: string) => momentTime(intl, iso);
  const users = data.searchUsers?.edges.map((e) => e.node) ?? [];
  const brands = data.searchBrands?.edges.map((e) => e.node) ?? [];
  const audit = data.adminAudit.edges.map((e) => e.node);
  return (
    <div className="admin stack-lg">
      <header className="stack">
        <h1>{intl.formatMessage(m.title)}</h1>
        <p className="muted">{intl.formatMessage(m.intro)}</p>
        <Form method="get" action="/admin" role="search" className="admin-search">
          <label htmlFor="admin-q" className="visually-hidden">
            {intl.formatMessage(m.searchLabel)}
          </label>
          <input
            id="admin-q"
            name="q"
            type="search"
            defaultValue={term}
            placeholder={intl.formatMessage(m.searchPlaceholder)}
            maxLength={EMAIL_MAX}
          />
          <Button type="submit" variant="primary">
            <Icon name="search" /> {intl.formatMessage(m.search)}
          </Button>
        </Form>
      </header>

      {term ? (
        <div className="admin-results">
          <section className="card stack" aria-labelledby="admin-users">
            <h2 id="admin-users">{intl.formatMessage(m.users, { count: data.searchUsers?.totalCount ?? 0 })}</h2>
            {users.length === 0 ? (
              <p className="muted">{intl.formatMessage(m.noUsers, { term })}</p>
            ) : (
              <ul className="admin-list">
                {users.map((u) => (
                  <li key={u.id} className="admin-row">
                    <span className="admin-row-main">
                      <Link
                        className="admin-row-title"
                        to={`/admin/users/${encodeURIComponent(u.id)}`}
                        aria-label={intl.formatMessage(m.openUser, { email: u.email })}
                      >
                        {u.email}
                      </Link>
                      <span className="admin-row-meta">
                        {u.displayName ? <span>{u.displayName}</span> : null}
                        {u.admin ? <span className="badge">{intl.formatMessage(m.adminBadge)}</span> : null}
                        {u.suspended ? <span className="badge danger">{intl.formatMessage(m.suspendedBadge)}</span> : null}
                        {!u.emailVerified ? <span className="badge">{intl.formatMessage(m.unverified)}</span> : null}
                      </span>
                    </span>
                    {u.admin || u.suspended || u.id === data.viewer?.id ? null : (
                      <Button size="small" onClick={() => setActing({ id: u.id, email: u.email })}>
                        {intl.formatMessage(m.actAs)}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <MoreResults list="users" shown={users.length} total={data.searchUsers?.totalCount ?? 0} term={term} others={shown} />
          </section>
          <section className="card stack" aria-labelledby="admin-brands">
            <h2 id="admin-brands">{intl.formatMessage(m.brands, { count: data.searchBrands?.totalCount ?? 0 })}</h2>
            {brands.length === 0 ? (
              <p className="muted">{intl.formatMessage(m.noBrands, { term })}</p>
            ) : (
              <ul className="admin-list">
                {brands.map((b) => (
                  <li key={b.id} className="admin-row">
                    <span className="admin-row-main">
                      <Link
                        className="admin-row-title"
                        to={`/admin/brands/${encodeURIComponent(b.id)}`}
                        aria-label={intl.formatMessage(m.openBrand, { name: b.name })}
                      >
                        {b.name}
                      </Link>
                      <span className="admin-row-meta">
                        <span>/{b.slug}</span>
                        {b.currentPlan ? (
                          <span className={`badge plan-${b.currentPlan}`}>{intl.formatMessage(planMessage(b.currentPlan))}</span>
                        ) : null}
                        {b.deletedAt ? <span className="badge">{intl.formatMessage(m.deleted)}</span> : null}
                        <span>{intl.formatMessage(m.lastChange, { date: date(b.updatedAt) })}</span>
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <MoreResults
              list="brands"
              shown={brands.length}
              total={data.searchBrands?.totalCount ?? 0}
              term={term}
              others={shown}
            />
          </section>
        </div>
      ) : null}

      <section className="card stack" aria-labelledby="admin-audit">
        <h2 id="admin-audit">{intl.formatMessage(m.audit)}</h2>
        <p className="muted small">{intl.formatMessage(m.auditIntro)}</p>
        <AuditFilters
          filter={filter}
          names={{ admin: data.filterAdmin?.email, user: data.filterUser?.email, brand: data.filterBrand?.name }}
        />
        <AuditList entries={audit} filterable filtered={Object.values(filter).some(Boolean)} />
      </section>
      {acting ? <ActAsDialog user={acting} onClose={() => setActing(null)} /> : null}
    </div>
  );
}

/** "Show more" under a list of the search while it shows fewer than it found (SEARCH_MAX at most: then refine). */
function MoreResults({
  list,
  shown,
  total,
  term,
  others,
}: {
  list: 'users' | 'brands';
  shown: number;
  total: number;
  term: string;
  others: AdminLoaderData['shown'];
}) {
  const intl = useIntl();
  const [current] = useSearchParams();
  if (shown >= total) return null;
  if (shown >= SEARCH_MAX) return <p className="muted small">{intl.formatMessage(m.refine, { shown, total })}</p>;
  const params = new URLSearchParams(current);
  params.set('q', term);
  params.set('users', String(others.users));
  params.set('brands', String(others.brands));
  params.set(list, String(shown + SEARCH_STEP));
  return (
    <div>
      <Link className="button small" to={`/admin?${params.toString()}`} preventScrollReset replace>
        {intl.formatMessage(m.showMore, { shown, total })}
      </Link>
    </div>
  );
}
