import { plans, type Plan } from '@brandtrail/domain/brands/plans';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import type { AdminBrandRouteQuery } from '../__generated__/AdminBrandRouteQuery.graphql';
import { planMessage, roleMessage } from '../brands/labels';
import { useUpdateBrandUserMutation } from '../brands/members/useUpdateBrandUserMutation';
import { useRestoreBrandMutation } from '../brands/useRestoreBrandMutation';
import { momentTime } from '../history/Moment';
import { NotFound } from '../layout/ErrorPage';
import { BackLink } from '../ui/BackLink';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ErrorText } from '../ui/ErrorText';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { OptionsSelect } from '../ui/OptionsSelect';
import { useToast } from '../ui/Toast';
import { usePending } from '../ui/usePending';
import type { AdminBrandLoaderData } from './loaders';
import { adminMessages as m } from './messages';
import { useChangeBrandPlanMutation } from './useChangeBrandPlanMutation';

/**
 * /admin/brands/:brand: one brand as an admin sees it (issue 28): its plan set by hand, a deleted
 * brand restored, and its ownership handed to a member (when its owners are gone or have left the
 * company). The access policy grants a site admin these on any brand (`siteAdminGrants`).
 */
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
            brandUserId
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
  const [restore, restoring] = usePending(useRestoreBrandMutation());
  const [restoreError, setRestoreError] = useState<ErrorInfo | null>(null);
  const [updateMember, handing] = usePending(useUpdateBrandUserMutation());
  const [handOver, setHandOver] = useState<{ brandUserId: string; name: string } | null>(null);
  const [handError, setHandError] = useState<ErrorInfo | null>(null);
  if (!brand) return <NotFound />;
  const date = (iso: string) => momentTime(intl, iso);
  const restoreBrand = async () => {
    setRestoreError(null);
    try {
      await restore(brand.id);
      toast.show(intl.formatMessage(m.brandRestored, { brand: brand.name }), { tone: 'success' });
      await revalidate();
    } catch (e) {
      setRestoreError(errorInfo(e));
    }
  };
  const makeOwner = async () => {
    if (!handOver) return;
    setHandError(null);
    try {
      await updateMember(handOver.brandUserId, 'owner');
      toast.show(intl.formatMessage(m.ownerMade, { name: handOver.name, brand: brand.name }), { tone: 'success' });
      setHandOver(null);
      await revalidate();
    } catch (e) {
      setHandError(errorInfo(e));
    }
  };
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
          <div className="admin-suspended-notice stack" role="status">
            <p>{intl.formatMessage(m.brandDeletedNotice, { date: date(brand.deletedAt) })}</p>
            <div>
              <Button busy={restoring} onClick={() => void restoreBrand()}>
                {intl.formatMessage(m.restoreBrand)}
              </Button>
            </div>
            <ErrorText error={restoreError} />
          </div>
        ) : (
          <p>
            <Link to={`/${brand.slug}`}>/{brand.slug}</Link>
          </p>
        )}
        <p>
          <Link to={`/admin?auditBrand=${encodeURIComponent(brand.id)}#admin-audit`}>{intl.formatMessage(m.brandAudit)}</Link>
        </p>
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
              {u.role !== 'owner' && !brand.deletedAt ? (
                <Button
                  size="small"
                  variant="ghost"
                  aria-label={intl.formatMessage(m.makeOwnerLabel, { name: u.displayName || u.email })}
                  onClick={() => {
                    setHandError(null);
                    setHandOver({ brandUserId: u.brandUserId, name: u.displayName || u.email });
                  }}
                >
                  {intl.formatMessage(m.makeOwner)}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      {handOver ? (
        <ConfirmDialog
          title={intl.formatMessage(m.makeOwnerTitle, { name: handOver.name })}
          width="30rem"
          error={handError}
          cancel={intl.formatMessage(m.cancel)}
          confirm={intl.formatMessage(m.makeOwner)}
          variant="primary"
          busy={handing}
          onConfirm={() => void makeOwner()}
          onClose={() => setHandOver(null)}
        >
          <p>{intl.formatMessage(m.makeOwnerBody, { name: handOver.name, brand: brand.name })}</p>
        </ConfirmDialog>
      ) : null}

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
