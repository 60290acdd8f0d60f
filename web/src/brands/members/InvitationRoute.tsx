import { useEffect, useRef, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import type { InvitationRouteQuery } from '../../__generated__/InvitationRouteQuery.graphql';
import { Button } from '../../ui/Button';
import { errorInfo, type ErrorInfo } from '../../ui/errorInfo';
import { usePending } from '../../ui/usePending';
import { ErrorText } from '../../ui/ErrorText';
import type { InvitationLoaderData } from '../loaders';
import { brandPath } from '../lookup';
import { useAcceptBrandInvitationMutation } from './useAcceptBrandInvitationMutation';
import { asRole } from './useMemberMutations';
import { roleLabels } from './roles';

const messages = defineMessages({
  register: { id: 'invitation.register', defaultMessage: 'Create an account' },
  logIn: { id: 'invitation.logIn', defaultMessage: 'Log in' },
  guestHint: {
    id: 'invitation.guestHint',
    defaultMessage: 'Create an account with this address, or log in if you have one: you land in the brand right after.',
  },
  accept: { id: 'invitation.accept', defaultMessage: 'Accept invitation' },
  accepting: { id: 'invitation.accepting', defaultMessage: 'Accepting…' },
  gone: { id: 'invitation.gone', defaultMessage: 'This invitation is no longer valid' },
  goneText: {
    id: 'invitation.goneText',
    defaultMessage: 'It was withdrawn or has already been accepted. Ask the person who invited you to send a new one.',
  },
  home: { id: 'invitation.home', defaultMessage: 'Back to home' },
  failed: { id: 'invitation.failed', defaultMessage: 'Unable to accept the invitation' },
});

const titleMessage = defineMessage<{ brand: string }>({ id: 'invitation.title', defaultMessage: 'You are invited to {brand}' });
const roleMessage = defineMessage<{ role: string }>({ id: 'invitation.role', defaultMessage: 'Role: {role}' });
const forMessage = defineMessage<{ email: string }>({ id: 'invitation.for', defaultMessage: 'The invitation is for {email}.' });
const otherAddressMessage = defineMessage<{ you: string; email: string }>({
  id: 'invitation.otherAddress',
  defaultMessage:
    'You are logged in as {you}, but the invitation is for {email}. Log out and log in (or create an account) with {email} to accept it.',
});

/**
 * /invitations/{token}: the invitation's brand and role. Logged out: register (address prefilled)
 * or log in, both coming back here with ?accept=1, which accepts at once (once the terms are
 * accepted). Logged in with the invited address: accept; with another: says so.
 */
export default function InvitationRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { queryRef, token, viewer } = useLoaderData<InvitationLoaderData>();
  const { invitation } = usePreloadedQuery<InvitationRouteQuery>(
    graphql`
      query InvitationRouteQuery($token: String!) {
        invitation(token: $token) {
          brandName
          role
          email
        }
      }
    `,
    queryRef,
  );
  const [accept, busy] = usePending(useAcceptBrandInvitationMutation());
  const [error, setError] = useState<ErrorInfo | null>(null);
  const started = useRef(false);
  const matches = !!viewer && !!invitation && viewer.email.toLowerCase() === invitation.email.toLowerCase();
  const ready = matches && viewer.termsAccepted;

  const run = async () => {
    setError(null);
    try {
      const brand = await accept(token);
      void navigate(brandPath(brand.slug), { replace: true });
    } catch (e) {
      setError(errorInfo(e));
    }
  };
  // A registration or log-in started from the link comes back with ?accept=1: accept at once.
  useEffect(() => {
    if (ready && search.get('accept') === '1' && !started.current) {
      started.current = true;
      void run();
    }
  });

  if (!invitation)
    return (
      <section className="card narrow stack invitation" aria-labelledby="invitation-title">
        <h1 id="invitation-title">
          <FormattedMessage {...messages.gone} />
        </h1>
        <p className="muted">
          <FormattedMessage {...messages.goneText} />
        </p>
        <p>
          <Link className="button" to="/">
            <FormattedMessage {...messages.home} />
          </Link>
        </p>
      </section>
    );

  const back = `/invitations/${token}?accept=1`;
  const role = intl.formatMessage(roleLabels[asRole(invitation.role)]);
  return (
    <section className="card narrow stack invitation" aria-labelledby="invitation-title">
      <h1 id="invitation-title" className="invitation-title">
        <FormattedMessage {...titleMessage} values={{ brand: invitation.brandName }} />
      </h1>
      <p>
        <span className="badge">
          <FormattedMessage {...roleMessage} values={{ role }} />
        </span>
      </p>
      <p className="muted break">
        <FormattedMessage {...forMessage} values={{ email: invitation.email }} />
      </p>
      {!viewer ? (
        <>
          <p className="muted">
            <FormattedMessage {...messages.guestHint} />
          </p>
          <p className="actions">
            <Link
              className="button primary"
              to={`/register?${new URLSearchParams({ email: invitation.email, redirect: back }).toString()}`}
            >
              <FormattedMessage {...messages.register} />
            </Link>
            <Link className="button" to={`/login?${new URLSearchParams({ redirect: back }).toString()}`}>
              <FormattedMessage {...messages.logIn} />
            </Link>
          </p>
        </>
      ) : matches ? (
        <p className="actions">
          <Button variant="primary" busy={busy} onClick={() => void run()} disabled={!viewer.termsAccepted}>
            <FormattedMessage {...(busy ? messages.accepting : messages.accept)} />
          </Button>
        </p>
      ) : (
        <p className="form-error break" role="alert">
          <FormattedMessage {...otherAddressMessage} values={{ you: viewer.email, email: invitation.email }} />
        </p>
      )}
      <ErrorText error={error} fallback={messages.failed} />
    </section>
  );
}
