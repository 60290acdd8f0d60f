import { EMAIL_MAX } from '@brandtrail/domain/limits';
import { useDeferredValue, useId, useState, type FormEvent, type ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql, useFragment, usePreloadedQuery } from 'react-relay';
import { useLiveQuery } from '../../relay/useLiveQuery';
import { Link, useLoaderData, useNavigate } from 'react-router';
import type { UsersSettings_members$data, UsersSettings_members$key } from '../../__generated__/UsersSettings_members.graphql';
import type { UsersSettingsQuery } from '../../__generated__/UsersSettingsQuery.graphql';
import { roleLabels } from './roles';
import { asRole, type MemberRole } from './useMemberMutations';
import { NotFound } from '../../layout/ErrorPage';
import { Avatar } from '../../account/Avatar';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Icon } from '../../ui/Icon';
import { errorInfo, type ErrorInfo } from '../../ui/errorInfo';
import { ErrorText } from '../../ui/ErrorText';
import { useToast } from '../../ui/Toast';
import { usePending } from '../../ui/usePending';
import type { UsersSettingsLoaderData } from '../loaders';
import { useAddUserBrandMutation } from './useAddUserBrandMutation';
import { useAnswerBrandAccessRequestMutation } from './useAnswerBrandAccessRequestMutation';
import { useDeleteBrandUserMutation } from './useDeleteBrandUserMutation';
import { useResendBrandInvitationMutation } from './useResendBrandInvitationMutation';
import { useUpdateBrandUserMutation } from './useUpdateBrandUserMutation';

const messages = defineMessages({
  title: { id: 'members.title', defaultMessage: 'Users' },
  intro: {
    id: 'members.intro',
    defaultMessage:
      'Owners may do everything, including deleting the brand. Editors change settings and content and invite editors and viewers. Viewers read the brand, also its private pages.',
  },
  handOver: {
    id: 'members.handOver',
    defaultMessage: 'A brand always keeps an owner: to hand it over, make another member owner; then you can step down or leave.',
  },
  inviteTitle: { id: 'members.invite.title', defaultMessage: 'Invite someone' },
  email: { id: 'members.invite.email', defaultMessage: 'Email address' },
  role: { id: 'members.invite.role', defaultMessage: 'Role' },
  invite: { id: 'members.invite.submit', defaultMessage: 'Invite' },
  inviting: { id: 'members.invite.submitting', defaultMessage: 'Inviting…' },
  inviteFailed: { id: 'members.invite.failed', defaultMessage: 'Unable to invite this person' },
  search: { id: 'members.list.search', defaultMessage: 'Search by email' },
  you: { id: 'members.list.you', defaultMessage: 'you' },
  remove: { id: 'members.list.remove', defaultMessage: 'Remove' },
  leave: { id: 'members.list.leave', defaultMessage: 'Leave brand' },
  leaveConfirm: {
    id: 'members.leave.confirm',
    defaultMessage: 'You lose access to its pages and files unless someone invites you again.',
  },
  soleOwnerText: {
    id: 'members.leave.soleOwner',
    defaultMessage:
      'You are the only owner, and a brand always keeps one. Choose the member who takes over as owner; then you leave.',
  },
  successor: { id: 'members.leave.successor', defaultMessage: 'New owner' },
  handOverAndLeave: { id: 'members.leave.handOver', defaultMessage: 'Make owner and leave' },
  aloneTitle: { id: 'members.leave.aloneTitle', defaultMessage: 'Nobody can take over this brand yet' },
  aloneText: {
    id: 'members.leave.aloneText',
    defaultMessage:
      'You are its only member, and a brand always keeps an owner. Invite someone and make them owner once they have joined, or delete the brand if it is no longer needed.',
  },
  toDelete: { id: 'members.leave.toDelete', defaultMessage: 'Delete the brand…' },
  close: { id: 'members.leave.close', defaultMessage: 'Close' },
  cancel: { id: 'members.leave.cancel', defaultMessage: 'Cancel' },
  changed: { id: 'members.list.changed', defaultMessage: 'Role changed.' },
  failed: { id: 'members.failed', defaultMessage: 'That did not work. Please try again.' },
  invitedBadge: { id: 'members.invitations.badge', defaultMessage: 'invited' },
  withdraw: { id: 'members.invitations.withdraw', defaultMessage: 'Withdraw' },
  resend: { id: 'members.invitations.resend', defaultMessage: 'Send again' },
  resent: { id: 'members.invitations.resent', defaultMessage: 'Invitation sent again.' },
  copy: { id: 'members.invitations.copy', defaultMessage: 'Copy link' },
  copied: { id: 'members.invitations.copied', defaultMessage: 'Invitation link copied.' },
  approve: { id: 'members.requests.approve', defaultMessage: 'Approve' },
  decline: { id: 'members.requests.decline', defaultMessage: 'Decline' },
  declined: { id: 'members.requests.declined', defaultMessage: 'Request declined.' },
  noMessage: { id: 'members.requests.noMessage', defaultMessage: 'No message' },
  alone: { id: 'members.list.alone', defaultMessage: 'Nobody else is here yet. Invite colleagues above.' },
});

const addedMessage = defineMessage<{ email: string }>({ id: 'members.invite.added', defaultMessage: '{email} is now a member.' });
const invitedMessage = defineMessage<{ email: string }>({
  id: 'members.invite.invited',
  defaultMessage: 'Invitation mailed to {email}.',
});
const membersTitleMessage = defineMessage<{ count: number }>({ id: 'members.list.title', defaultMessage: 'Members ({count})' });
const noMatchMessage = defineMessage<{ term: string }>({
  id: 'members.list.noMatch',
  defaultMessage: 'Nobody matches “{term}”.',
});
const moreMessage = defineMessage<{ count: number }>({ id: 'members.list.more', defaultMessage: 'Show {count} more' });
const roleOfMessage = defineMessage<{ email: string }>({ id: 'members.list.roleOf', defaultMessage: 'Role of {email}' });
const leaveTitleMessage = defineMessage<{ brand: string }>({ id: 'members.leave.title', defaultMessage: 'Leave “{brand}”?' });
const memberOptionMessage = defineMessage<{ email: string; role: string }>({
  id: 'members.leave.option',
  defaultMessage: '{email} ({role})',
});
const invitedWaitingMessage = defineMessage<{ count: number }>({
  id: 'members.leave.invitedWaiting',
  defaultMessage:
    '{count, plural, one {One invitation is waiting: once that person has joined, you can make them owner.} other {# invitations are waiting: once someone has joined, you can make them owner.}}',
});
const removeConfirmMessage = defineMessage<{ email: string }>({
  id: 'members.list.removeConfirm',
  defaultMessage: 'Remove {email} from this brand?',
});
const invitationsTitleMessage = defineMessage<{ count: number }>({
  id: 'members.invitations.title',
  defaultMessage: 'Invited ({count})',
});
const requestsTitleMessage = defineMessage<{ count: number }>({
  id: 'members.requests.title',
  defaultMessage: 'Access requests ({count})',
});
const requestRoleMessage = defineMessage<{ email: string }>({ id: 'members.requests.role', defaultMessage: 'Role for {email}' });
const approvedMessage = defineMessage<{ email: string }>({
  id: 'members.requests.approved',
  defaultMessage: '{email} is now a member.',
});

const ranks: Record<MemberRole, number> = { viewer: 1, editor: 2, owner: 3 };
const rolesUpTo = (ceiling: MemberRole | null | undefined): MemberRole[] =>
  ceiling ? (['viewer', 'editor', 'owner'] as const).filter((r) => ranks[r] <= ranks[ceiling]) : [];

/** Rows rendered at first, of members and of invitations; the rest on request (a brand can have hundreds). */
const FIRST_ROWS = 100;

const usersQuery = graphql`
  query UsersSettingsQuery($slug: String!) {
    brandBySlug(slug: $slug) {
      id
      name
      ...UsersSettings_members
    }
  }
`;

/** /{brand}/settings/users: members, invitations and access requests. */
export default function UsersSettings() {
  const { queryRef } = useLoaderData<UsersSettingsLoaderData>();
  const { brandBySlug: brand } = usePreloadedQuery<UsersSettingsQuery>(usersQuery, queryRef);
  // Live: members, invitations and requests others change are read again.
  useLiveQuery<UsersSettingsQuery>(brand?.id, { kinds: ['MEMBERS'], query: usersQuery, variables: queryRef.variables });
  if (!brand) return <NotFound />;
  return <Members brandId={brand.id} brandName={brand.name} members={brand} />;
}

type Data = UsersSettings_members$data;
type Row = Data['users'][number];

function Members({ brandId, brandName, members }: { brandId: string; brandName: string; members: UsersSettings_members$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment UsersSettings_members on Brand {
        id
        slug
        viewerRoleCeiling
        users {
          id
          role
          status
          email
          isViewer
          invitationUrl
          invitedAt
          user {
            avatar
            displayName
          }
        }
        accessRequests {
          id
          message
          requestedAt
          user {
            email
            avatar
            displayName
          }
        }
      }
    `,
    members,
  );
  const [term, setTerm] = useState('');
  const deferred = useDeferredValue(term.trim().toLowerCase());
  const ceiling = data.viewerRoleCeiling ? asRole(data.viewerRoleCeiling) : null;
  const memberRows = data.users.filter((u) => u.status === 'MEMBER');
  const invited = data.users.filter((u) => u.status === 'INVITED');
  const matching = deferred ? memberRows.filter((u) => u.email.includes(deferred)) : memberRows;
  const matchingInvited = deferred ? invited.filter((u) => u.email.includes(deferred)) : invited;
  const searchId = useId();

  return (
    <div className="stack members">
      <section className="card stack" aria-labelledby="members-title">
        <h2 id="members-title">
          <FormattedMessage {...messages.title} />
        </h2>
        <p className="muted">
          <FormattedMessage {...messages.intro} />
        </p>
        {ceiling ? <InviteForm brandId={brandId} ceiling={ceiling} /> : null}
      </section>

      {ceiling && data.accessRequests.length ? <AccessRequests requests={data.accessRequests} ceiling={ceiling} /> : null}

      <section className="card stack" aria-labelledby="members-list-title">
        <div className="members-head">
          <h3 id="members-list-title">
            <FormattedMessage {...membersTitleMessage} values={{ count: memberRows.length }} />
          </h3>
          {memberRows.length + invited.length > 8 ? (
            <div className="field members-search">
              <label htmlFor={searchId} className="visually-hidden">
                <FormattedMessage {...messages.search} />
              </label>
              <input
                id={searchId}
                type="search"
                value={term}
                placeholder={intl.formatMessage(messages.search)}
                maxLength={EMAIL_MAX}
                onChange={(e) => setTerm(e.target.value)}
              />
            </div>
          ) : null}
        </div>
        <FirstRows
          rows={matching}
          row={(row) => (
            <MemberRow
              key={row.id}
              row={row}
              ceiling={ceiling}
              leave={row.isViewer ? { brandName, slug: data.slug, members: memberRows, invited: invited.length } : null}
            />
          )}
        />
        {deferred && !matching.length ? (
          <p className="muted">
            <FormattedMessage {...noMatchMessage} values={{ term: deferred }} />
          </p>
        ) : null}
        {memberRows.length === 1 && !invited.length ? (
          <p className="muted">
            <FormattedMessage {...messages.alone} />
          </p>
        ) : null}
        {ceiling === 'owner' ? (
          <p className="muted small">
            <FormattedMessage {...messages.handOver} />
          </p>
        ) : null}
      </section>

      {invited.length ? (
        <section className="card stack" aria-labelledby="members-invited-title">
          <h3 id="members-invited-title">
            <FormattedMessage {...invitationsTitleMessage} values={{ count: invited.length }} />
          </h3>
          <FirstRows rows={matchingInvited} row={(row) => <InvitationRow key={row.id} row={row} ceiling={ceiling} />} />
        </section>
      ) : null}
    </div>
  );
}

/**
 * The first rows of a list (a brand can have hundreds of people), the rest a "Show N more" away,
 * 400 at a time. While it offers more, the list is neither empty nor alone.
 */
function FirstRows({ rows, row }: { rows: readonly Row[]; row: (row: Row) => ReactNode }) {
  const [shown, setShown] = useState(FIRST_ROWS);
  return (
    <>
      <ul className="members-list">{rows.slice(0, shown).map(row)}</ul>
      {rows.length > shown ? (
        <Button size="small" onClick={() => setShown((n) => n + 400)}>
          <FormattedMessage {...moreMessage} values={{ count: rows.length - shown }} />
        </Button>
      ) : null}
    </>
  );
}

/** Why an action on a row was refused, under the row. */
function RowError({ error }: { error: ErrorInfo | null }) {
  return error ? (
    <span className="member-error">
      <ErrorText error={error} fallback={messages.failed} />
    </span>
  ) : null;
}

function RoleSelect({
  value,
  roles,
  label,
  onChange,
  disabled,
}: {
  value: MemberRole;
  roles: MemberRole[];
  label: string;
  onChange: (role: MemberRole) => void;
  disabled?: boolean;
}) {
  const intl = useIntl();
  return (
    <select
      className="role-select"
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as MemberRole)}
    >
      {roles.map((r) => (
        <option key={r} value={r}>
          {intl.formatMessage(roleLabels[r])}
        </option>
      ))}
    </select>
  );
}

function InviteForm({ brandId, ceiling }: { brandId: string; ceiling: MemberRole }) {
  const intl = useIntl();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('viewer');
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [add, busy] = usePending(useAddUserBrandMutation());
  const emailId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const address = email.trim();
    try {
      const user = await add(brandId, address, role);
      setEmail('');
      toast.show(intl.formatMessage(user.status === 'INVITED' ? invitedMessage : addedMessage, { email: address }), {
        tone: 'success',
      });
    } catch (e) {
      setError(errorInfo(e));
    }
  }

  return (
    <form className="invite-form" onSubmit={(e) => void submit(e)} aria-label={intl.formatMessage(messages.inviteTitle)}>
      <div className="field invite-email">
        <label htmlFor={emailId}>
          <FormattedMessage {...messages.email} />
        </label>
        <input
          id={emailId}
          type="email"
          required
          maxLength={EMAIL_MAX}
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className="field">
        <label>
          <FormattedMessage {...messages.role} />
          <RoleSelect value={role} roles={rolesUpTo(ceiling)} label={intl.formatMessage(messages.role)} onChange={setRole} />
        </label>
      </div>
      <Button type="submit" variant="primary" busy={busy}>
        <FormattedMessage {...(busy ? messages.inviting : messages.invite)} />
      </Button>
      <div className="invite-error">
        <ErrorText error={error} fallback={messages.inviteFailed} />
      </div>
    </form>
  );
}

/** What leaving needs to know: the brand, and its members (a sole owner hands over first). */
interface LeaveContext {
  brandName: string;
  slug: string;
  members: readonly Row[];
  /** Invitations not yet accepted. */
  invited: number;
}

function MemberRow({ row, ceiling, leave }: { row: Row; ceiling: MemberRole | null; leave: LeaveContext | null }) {
  const intl = useIntl();
  const toast = useToast();
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [update, updating] = usePending(useUpdateBrandUserMutation());
  const [remove, removing] = usePending(useDeleteBrandUserMutation());
  const [leaving, setLeaving] = useState(false);
  const role = asRole(row.role);
  const manageable = !!ceiling && ranks[role] <= ranks[ceiling];
  const failed = (e: unknown) => setError(errorInfo(e));

  function changeRole(next: MemberRole) {
    setError(null);
    void update(row.id, next).then(() => toast.show(intl.formatMessage(messages.changed), { tone: 'success' }), failed);
  }
  function removeRow() {
    if (!window.confirm(intl.formatMessage(removeConfirmMessage, { email: row.email }))) return;
    setError(null);
    void remove(row.id).catch(failed);
  }

  return (
    <li className="member-row">
      <span className="member-email" title={row.email}>
        <Avatar src={row.user?.avatar ?? null} email={row.email} />
        {row.user?.displayName ? (
          <span className="member-names">
            <span className="member-name">{row.user.displayName}</span>
            <span className="member-address muted">{row.email}</span>
          </span>
        ) : (
          <span className="member-address">{row.email}</span>
        )}
        {row.isViewer ? (
          <span className="badge">
            <FormattedMessage {...messages.you} />
          </span>
        ) : null}
      </span>
      <span className="member-role">
        {manageable ? (
          <RoleSelect
            value={role}
            roles={rolesUpTo(ceiling)}
            label={intl.formatMessage(roleOfMessage, { email: row.email })}
            onChange={changeRole}
            disabled={updating}
          />
        ) : (
          <FormattedMessage {...roleLabels[role]} />
        )}
      </span>
      <span className="member-actions">
        {leave ? (
          <Button size="small" variant="ghost" onClick={() => setLeaving(true)}>
            <FormattedMessage {...messages.leave} />
          </Button>
        ) : manageable ? (
          <Button size="small" variant="ghost" busy={removing} onClick={removeRow}>
            <FormattedMessage {...messages.remove} />
          </Button>
        ) : null}
      </span>
      <RowError error={error} />
      {leave && leaving ? <LeaveDialog self={row} context={leave} onClose={() => setLeaving(false)} /> : null}
    </li>
  );
}

/**
 * Leaving the brand. A brand always keeps an owner, so its only owner first chooses a member to
 * make owner ("Make owner and leave": the role change, then the leaving); with nobody else in the
 * brand there is no one to hand over to, and the dialog points to inviting someone or deleting
 * the brand.
 */
function LeaveDialog({ self, context, onClose }: { self: Row; context: LeaveContext; onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const update = useUpdateBrandUserMutation();
  const remove = useDeleteBrandUserMutation();
  const others = context.members.filter((m) => !m.isViewer);
  const soleOwner = asRole(self.role) === 'owner' && !others.some((m) => asRole(m.role) === 'owner');
  const [successor, setSuccessor] = useState(others[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const successorId = useId();
  const title = intl.formatMessage(leaveTitleMessage, { brand: context.brandName });

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      if (soleOwner) await update(successor, 'owner');
      await remove(self.id);
      onClose();
      void navigate('/');
    } catch (e) {
      setError(errorInfo(e));
      setBusy(false);
    }
  }

  if (soleOwner && others.length === 0) {
    return (
      <Dialog title={intl.formatMessage(messages.aloneTitle)} onClose={onClose} width="30rem">
        <div className="stack">
          <p>
            <FormattedMessage {...messages.aloneText} />
          </p>
          {context.invited ? (
            <p className="muted">
              <FormattedMessage {...invitedWaitingMessage} values={{ count: context.invited }} />
            </p>
          ) : null}
          <div className="form-actions">
            <Link to={`/${context.slug}/settings/delete`} className="button ghost danger-text">
              <FormattedMessage {...messages.toDelete} />
            </Link>
            <Button variant="primary" onClick={onClose}>
              <FormattedMessage {...messages.close} />
            </Button>
          </div>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog title={title} onClose={busy ? undefined : onClose} width="30rem">
      <div className="stack">
        {soleOwner ? (
          <>
            <p>
              <FormattedMessage {...messages.soleOwnerText} />
            </p>
            <div className="field">
              <label htmlFor={successorId}>
                <FormattedMessage {...messages.successor} />
              </label>
              <select id={successorId} value={successor} onChange={(e) => setSuccessor(e.target.value)}>
                {others.map((m) => (
                  <option key={m.id} value={m.id}>
                    {intl.formatMessage(memberOptionMessage, {
                      email: m.email,
                      role: intl.formatMessage(roleLabels[asRole(m.role)]),
                    })}
                  </option>
                ))}
              </select>
            </div>
          </>
        ) : (
          <p>
            <FormattedMessage {...messages.leaveConfirm} />
          </p>
        )}
        <ErrorText error={error} fallback={messages.failed} />
        <div className="form-actions">
          <Button variant="ghost" disabled={busy} onClick={onClose}>
            <FormattedMessage {...messages.cancel} />
          </Button>
          <Button variant="danger" busy={busy} onClick={() => void confirm()}>
            <FormattedMessage {...(soleOwner ? messages.handOverAndLeave : messages.leave)} />
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function InvitationRow({ row, ceiling }: { row: Row; ceiling: MemberRole | null }) {
  const intl = useIntl();
  const toast = useToast();
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [remove, removing] = usePending(useDeleteBrandUserMutation());
  const [resend, resending] = usePending(useResendBrandInvitationMutation());
  const failed = (e: unknown) => setError(errorInfo(e));
  const role = asRole(row.role);
  const manageable = !!ceiling && ranks[role] <= ranks[ceiling];

  async function copy() {
    if (!row.invitationUrl) return;
    try {
      await navigator.clipboard.writeText(row.invitationUrl);
      toast.show(intl.formatMessage(messages.copied), { tone: 'success' });
    } catch {
      window.prompt(intl.formatMessage(messages.copy), row.invitationUrl);
    }
  }

  return (
    <li className="member-row invitation-row">
      <span className="member-email" title={row.email}>
        {/* No account yet, so no picture: a neutral envelope. */}
        <span className="avatar avatar-pending" aria-hidden="true">
          <Icon name="mail" size={14} />
        </span>
        {row.user?.displayName ? (
          <span className="member-names">
            <span className="member-name">{row.user.displayName}</span>
            <span className="member-address muted">{row.email}</span>
          </span>
        ) : (
          <span className="member-address">{row.email}</span>
        )}
        <span className="badge">
          <FormattedMessage {...messages.invitedBadge} />
        </span>
      </span>
      <span className="member-role">
        <FormattedMessage {...roleLabels[role]} />
      </span>
      {manageable ? (
        <span className="member-actions">
          <Button size="small" variant="ghost" onClick={() => void copy()}>
            <FormattedMessage {...messages.copy} />
          </Button>
          <Button
            size="small"
            variant="ghost"
            busy={resending}
            onClick={() =>
              void resend(row.id).then(() => toast.show(intl.formatMessage(messages.resent), { tone: 'success' }), failed)
            }
          >
            <FormattedMessage {...messages.resend} />
          </Button>
          <Button size="small" variant="ghost" busy={removing} onClick={() => void remove(row.id).catch(failed)}>
            <FormattedMessage {...messages.withdraw} />
          </Button>
        </span>
      ) : null}
      <RowError error={error} />
    </li>
  );
}

function AccessRequests({ requests, ceiling }: { requests: Data['accessRequests']; ceiling: MemberRole }) {
  return (
    <section className="card stack" aria-labelledby="members-requests-title">
      <h3 id="members-requests-title">
        <FormattedMessage {...requestsTitleMessage} values={{ count: requests.length }} />
      </h3>
      <ul className="members-list">
        {requests.map((r) => (
          <AccessRequestRow key={r.id} request={r} ceiling={ceiling} />
        ))}
      </ul>
    </section>
  );
}

function AccessRequestRow({ request, ceiling }: { request: Data['accessRequests'][number]; ceiling: MemberRole }) {
  const intl = useIntl();
  const toast = useToast();
  const [role, setRole] = useState<MemberRole>('viewer');
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [answer, busy] = usePending(useAnswerBrandAccessRequestMutation());
  const email = request.user.email;
  const send = (approve: MemberRole | null, done: MessageDescriptor) =>
    void answer(request.id, approve).then(
      () => toast.show(intl.formatMessage(done, { email }), { tone: 'success' }),
      (e: unknown) => setError(errorInfo(e)),
    );
  return (
    <li className="member-row request-row">
      <span className="member-email" title={email}>
        <Avatar src={request.user.avatar ?? null} email={email} />
        <span className="member-address">{email}</span>
      </span>
      <span className="request-message muted">{request.message || intl.formatMessage(messages.noMessage)}</span>
      <span className="member-actions">
        <RoleSelect
          value={role}
          roles={rolesUpTo(ceiling)}
          label={intl.formatMessage(requestRoleMessage, { email })}
          onChange={setRole}
        />
        <Button size="small" variant="primary" busy={busy} onClick={() => send(role, approvedMessage)}>
          <FormattedMessage {...messages.approve} />
        </Button>
        <Button size="small" variant="ghost" disabled={busy} onClick={() => send(null, messages.declined)}>
          <FormattedMessage {...messages.decline} />
        </Button>
      </span>
      <RowError error={error} />
    </li>
  );
}
