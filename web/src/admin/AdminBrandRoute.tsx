import { plans, type Plan } from '@brandtrail/domain/brands/plans';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import type { AdminBrandRouteQuery } from '../__generated__/AdminBrandRouteQuery.graphql';
import { planMessage, roleMessage } from '../brands/labels';
import { momentTime } from '../history/Moment';
import { NotFound } from '../layout/ErrorPage';
import { BackLink } from '../ui/BackLink';
import { Button } from '../ui/Button';
import { ErrorText } from '../ui/ErrorText';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { OptionsSelect } from '../ui/OptionsSelect';
import { useToast } from '../ui/Toast';
import { usePending } from '../ui/usePending';
import type { AdminBrandLoaderData } from './loaders';
import { adminMessages as m } from './messages';
import { useChangeBrandPlanMutation } from './useChangeBrandPlanMutation';

/** /admin/brands/:brand: one brand as an admin sees it, and its plan set by hand (issue 28). */
export default function AdminBrandRoute() {
  const { queryRef } = useLoaderData<AdminBrandLoaderData>();
  if (!queryRef) return <NotFound />;
  return <AdminBrandScreen queryRef={queryRef} />;
}

function AdminBrandScreen({ queryRef }: { queryRef: PreloadedQuery<AdminBrandRouteQuery> }) {
  const intl = useIntl();
  const toast = useToast();
  const planId = useId();
  const { revalidate } = useRevalidator();
  const { adminBrand: brand } = usePreloadedQuery<AdminBrandRouteQuery>(
    graphql`
      query AdminBrandRouteQuery($id: ID!) {
        adminBrand(id: $id) {
          id
          name
          slug
          plan
          public
          createdAt
          updatedAt
          deletedAt
          pages
          assets
          storageBytes
          events
          members {
            userId
            email
            displayName
            role
          }
          activity {
            source
            kind
            at
            by
            actingAdmin
          }
        }
      }
    `,
    queryRef,
  );
  const [plan, setPlan] = useState<Plan>(plans.find((p) => p === brand?.plan) ?? 'free');
  const [changePlan, changing] = usePending(useChangeBrandPlanMutation());
  const [error, setError] = useState<ErrorInfo | null>(null);
  if (!brand) return <NotFound />;
  const date = (iso: string) => momentTime(intl, iso);
  const savePlan = async () => {
    setError(null);
    try {
      await changePlan(brand.id, plan);
      toast.show(intl.formatMessage(m.planSet, { plan: intl.formatMessage(planMessage(plan)) }), { tone: 'success' });
      await revalidate();
    } catch (e) {
      setError(errorInfo(e));
    }
  };
  return (
    <div className="admin stack-lg">
      <header className="stack">
        <BackLink to="/admin" label={intl.formatMessage(m.back)} />
        <h1 className="admin-user-title">
          {brand.name}
          {brand.plan ? <span className={`badge plan-${brand.plan}`}>{intl.formatMessage(planMessage(brand.plan))}</span> : null}
          {brand.public ? <span className="badge">{intl.formatMessage(m.publicBadge)}</span> : null}
          {brand.deletedAt ? <span className="badge danger">{intl.formatMessage(m.deleted)}</span> : null}
        </h1>
        {brand.deletedAt ? (
          <p className="admin-suspended-notice" role="status">
            {intl.formatMessage(m.brandDeletedNotice, { date: date(brand.deletedAt) })}
          </p>
        ) : (
          <p>
            <Link to={`/${brand.slug}`}>/{brand.slug}</Link>
          </p>
        )}
      </header>

      <div className="admin-results">
        <section className="card stack" aria-labelledby="admin-brand-facts">
          <h2 id="admin-brand-facts">{intl.formatMessage(m.brandFacts)}</h2>
          <dl className="admin-facts">
            <div>
              <dt>{intl.formatMessage(m.createdLabel)}</dt>
              <dd>{date(brand.createdAt)}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(m.lastChangeLabel)}</dt>
              <dd>{date(brand.updatedAt)}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(m.pagesLabel)}</dt>
              <dd>{intl.formatNumber(brand.pages)}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(m.assetsLabel)}</dt>
              <dd>{intl.formatNumber(brand.assets)}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(m.storageLabel)}</dt>
              <dd>{intl.formatNumber(brand.storageBytes / 1_000_000, { maximumFractionDigits: 1 })} MB</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(m.eventsLabel)}</dt>
              <dd>{intl.formatNumber(brand.events)}</dd>
            </div>
          </dl>
        </section>
        <section className="card stack" aria-labelledby="admin-brand-plan">
          <h2 id="admin-brand-plan">{intl.formatMessage(m.planTitle)}</h2>
          <p className="muted small">{intl.formatMessage(m.planIntro)}</p>
          <div className="field">
            <label htmlFor={planId}>{intl.formatMessage(m.planLabel)}</label>
            <OptionsSelect
              id={planId}
              value={plan}
              options={plans.map((p) => ({ value: p, label: intl.formatMessage(planMessage(p)) }))}
              onChange={(value) => setPlan(plans.find((p) => p === value) ?? 'free')}
            />
          </div>
          <ErrorText error={error} />
          <div>
            <Button variant="primary" busy={changing} disabled={plan === brand.plan} onClick={() => void savePlan()}>
              {intl.formatMessage(m.setPlan)}
            </Button>
          </div>
        </section>
      </div>

      <section className="card stack" aria-labelledby="admin-brand-members">
        <h2 id="admin-brand-members">{intl.formatMessage(m.brandMembers, { count: brand.members.length })}</h2>
        <ul className="admin-list">
          {brand.members.map((u) => (
            <li key={u.userId} className="admin-row">
              <span className="admin-row-main">
                <Link className="admin-row-title" to={`/admin/users/${encodeURIComponent(u.userId)}`}>
                  {u.displayName || u.email}
                </Link>
                <span className="admin-row-meta">
                  {u.displayName ? <span>{u.email}</span> : null}
                  <span>{intl.formatMessage(roleMessage(u.role))}</span>
                </span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section className="card stack" aria-labelledby="admin-brand-activity">
        <h2 id="admin-brand-activity">{intl.formatMessage(m.brandActivity)}</h2>
        {brand.activity.length === 0 ? (
          <p className="muted">{intl.formatMessage(m.noActivity)}</p>
        ) : (
          <ul className="admin-list">
            {brand.activity.map((a, i) => (
              <li key={i} className="admin-row">
                <span className="admin-row-main">
                  <span>{intl.formatMessage(m.activityLine, { source: a.source, kind: a.kind })}</span>
                  <span className="admin-row-meta">
                    <span>{date(a.at)}</span>
                    <span>{a.by || intl.formatMessage(m.system)}</span>
                    {a.actingAdmin ? <span>{intl.formatMessage(m.actingAdminNote, { admin: a.actingAdmin })}</span> : null}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
