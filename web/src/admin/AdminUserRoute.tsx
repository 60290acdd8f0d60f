import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import type { AdminUserRouteQuery } from '../__generated__/AdminUserRouteQuery.graphql';
import { SessionsList } from '../account/SessionsList';
import { planMessage, roleMessage } from '../brands/labels';
import { momentTime } from '../history/Moment';
import { NotFound } from '../layout/ErrorPage';
import { BackLink } from '../ui/BackLink';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ErrorText } from '../ui/ErrorText';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { useToast } from '../ui/Toast';
import { usePending } from '../ui/usePending';
import { ActAsDialog } from './ActAsDialog';
import { AuditList } from './AuditList';
import { ReasonDialog } from './ReasonDialog';
import type { AdminUserLoaderData } from './loaders';
import { adminMessages as m } from './messages';
import { useEndUserSessionsMutation } from './useEndUserSessionsMutation';
import { useReinstateUserMutation } from './useReinstateUserMutation';
import { useSendUserLinkMutation } from './useSendUserLinkMutation';
import { useSuspendUserMutation } from './useSuspendUserMutation';

/** /admin/users/:user: one account as an admin sees it, and what an admin may do to it (issue 28). */
export default function AdminUserRoute() {
  const { queryRef } = useLoaderData<AdminUserLoaderData>();
  if (!queryRef) return <NotFound />;
  return <AdminUserScreen queryRef={queryRef} />;
}

type Dialogs = 'actAs' | 'suspend' | 'endSessions' | null;

function AdminUserScreen({ queryRef }: { queryRef: PreloadedQuery<AdminUserRouteQuery> }) {
  const intl = useIntl();
  const toast = useToast();
  const revalidator = useRevalidator();
  const data = usePreloadedQuery<AdminUserRouteQuery>(
    graphql`
      query AdminUserRouteQuery($id: ID!) {
        viewer {
          id
        }
        node(id: $id) {
          ... on User {
            id
            email
            displayName
            admin
            suspended
            emailVerified
            createdAt
            lastLogInAt
            aiRequests30Days
            memberships {
              brandId
              name
              slug
              role
              plan
              deleted
            }
            ...SessionsList_user @alias(as: "sessions")
          }
        }
        adminAudit(userId: $id, first: 50) {
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
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [reinstate, reinstating] = usePending(useReinstateUserMutation());
  const [sendLink, sending] = usePending(useSendUserLinkMutation());
  const user = data.node;
  if (!user?.email || !user.id) return <NotFound />;
  const { id, email } = user;
  const date = (iso: string) => momentTime(intl, iso);
  // After an action the audit log below has an entry more: the screen's query is asked again.
  const act = async (run: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await run();
      toast.show(done, { tone: 'success' });
      await revalidator.revalidate();
    } catch (caught) {
      setError(errorInfo(caught));
    }
  };
  const self = id === data.viewer?.id;
  return (
    <div className="admin stack-lg">
      <header className="stack">
        <BackLink to="/admin" label={intl.formatMessage(m.back)} />
        <h1 className="admin-user-title">
          {email}
          {user.admin ? <span className="badge">{intl.formatMessage(m.adminBadge)}</span> : null}
          {user.suspended ? <span className="badge danger">{intl.formatMessage(m.suspendedBadge)}</span> : null}
        </h1>
        {user.suspended ? (
          <p className="admin-suspended-notice" role="status">
            {intl.formatMessage(m.suspendedNotice)}
          </p>
        ) : null}
      </header>

      <section className="card stack" aria-labelledby="admin-user-actions">
        <h2 id="admin-user-actions">{intl.formatMessage(m.actions)}</h2>
        <div className="button-row">
          {!user.admin && !user.suspended && !self ? (
            <Button onClick={() => setDialog('actAs')}>{intl.formatMessage(m.actAs)}</Button>
          ) : null}
          {!user.suspended ? (
            <>
              <Button
                busy={sending}
                onClick={() => void act(() => sendLink(id, 'login'), intl.formatMessage(m.linkSent, { email }))}
              >
                {intl.formatMessage(m.sendLogin)}
              </Button>
              <Button
                busy={sending}
                onClick={() => void act(() => sendLink(id, 'reset'), intl.formatMessage(m.linkSent, { email }))}
              >
                {intl.formatMessage(m.sendReset)}
              </Button>
            </>
          ) : null}
          {!self ? <Button onClick={() => setDialog('endSessions')}>{intl.formatMessage(m.endSessions)}</Button> : null}
          {user.suspended ? (
            <Button
              variant="primary"
              busy={reinstating}
              onClick={() => void act(() => reinstate(id), intl.formatMessage(m.reinstated))}
            >
              {intl.formatMessage(m.reinstate)}
            </Button>
          ) : !user.admin && !self ? (
            <Button variant="danger" onClick={() => setDialog('suspend')}>
              {intl.formatMessage(m.suspend)}
            </Button>
          ) : null}
        </div>
        <ErrorText error={error} />
      </section>

      <div className="admin-results">
        <section className="card stack" aria-labelledby="admin-user-facts">
          <h2 id="admin-user-facts">{intl.formatMessage(m.userFacts)}</h2>
          <dl className="admin-facts">
            <div>
              <dt>{intl.formatMessage(m.displayName)}</dt>
              <dd>{user.displayName || <span className="muted">{intl.formatMessage(m.noName)}</span>}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(m.registered)}</dt>
              <dd>
                {user.createdAt ? date(user.createdAt) : null}
                {!user.emailVerified ? <span className="badge">{intl.formatMessage(m.unverified)}</span> : null}
              </dd>
            </div>
            <div>
              <dt>{intl.formatMessage(m.lastLogIn)}</dt>
              <dd>{user.lastLogInAt ? date(user.lastLogInAt) : intl.formatMessage(m.never)}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(m.aiUsage)}</dt>
              <dd>{intl.formatMessage(m.aiRequests, { count: user.aiRequests30Days ?? 0 })}</dd>
            </div>
          </dl>
        </section>
        <section className="card stack" aria-labelledby="admin-user-brands">
          <h2 id="admin-user-brands">{intl.formatMessage(m.memberships)}</h2>
          {user.memberships?.length ? (
            <ul className="admin-list">
              {user.memberships.map((b) => (
                <li key={b.brandId} className="admin-row">
                  <span className="admin-row-main">
                    {b.deleted ? (
                      <span className="admin-row-title">{b.name}</span>
                    ) : (
                      <Link className="admin-row-title" to={`/${b.slug}`}>
                        {b.name}
                      </Link>
                    )}
                    <span className="admin-row-meta">
                      <span>{intl.formatMessage(roleMessage(b.role))}</span>
                      {b.plan ? <span className={`badge plan-${b.plan}`}>{intl.formatMessage(planMessage(b.plan))}</span> : null}
                      {b.deleted ? <span className="badge">{intl.formatMessage(m.deleted)}</span> : null}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{intl.formatMessage(m.noMemberships)}</p>
          )}
        </section>
      </div>

      {user.sessions ? <SessionsList user={user.sessions} canEnd={false} /> : null}

      <section className="card stack" aria-labelledby="admin-user-audit">
        <h2 id="admin-user-audit">{intl.formatMessage(m.userAudit)}</h2>
        <AuditList entries={data.adminAudit.edges.map((e) => e.node)} />
      </section>

      {dialog === 'actAs' ? <ActAsDialog user={{ id, email }} onClose={() => setDialog(null)} /> : null}
      {dialog === 'suspend' ? (
        <SuspendDialog
          user={{ id, email }}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            toast.show(intl.formatMessage(m.suspended), { tone: 'success' });
            void revalidator.revalidate();
          }}
        />
      ) : null}
      {dialog === 'endSessions' ? <EndSessionsDialog user={{ id, email }} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}

/** Asks why before an admin suspends an account (kept in the audit log). */
function SuspendDialog({
  user,
  onClose,
  onDone,
}: {
  user: { id: string; email: string };
  onClose: () => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const suspend = useSuspendUserMutation();
  return (
    <ReasonDialog
      title={intl.formatMessage(m.suspendTitle, { email: user.email })}
      intro={intl.formatMessage(m.suspendIntro)}
      confirm={intl.formatMessage(m.suspendConfirm)}
      variant="danger"
      onSubmit={async (reason) => {
        await suspend(user.id, reason);
        onDone();
      }}
      onClose={onClose}
    />
  );
}

/** Logs every browser of the user out, after asking. */
function EndSessionsDialog({ user, onClose }: { user: { id: string; email: string }; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [end, busy] = usePending(useEndUserSessionsMutation());
  const confirm = async () => {
    setError(null);
    try {
      await end(user.id);
      onClose();
      toast.show(intl.formatMessage(m.sessionsEnded), { tone: 'success' });
      void revalidator.revalidate();
    } catch (caught) {
      setError(errorInfo(caught));
    }
  };
  return (
    <ConfirmDialog
      title={intl.formatMessage(m.endSessionsTitle, { email: user.email })}
      width="30rem"
      error={error}
      cancel={intl.formatMessage(m.cancel)}
      confirm={intl.formatMessage(m.endSessionsConfirm)}
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <p>{intl.formatMessage(m.endSessionsIntro)}</p>
    </ConfirmDialog>
  );
}
