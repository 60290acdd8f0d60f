import { useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { SessionsList_user$key } from '../__generated__/SessionsList_user.graphql';
import { Moment, useNow } from '../history/Moment';
import { Button } from '../ui/Button';
import { ErrorText } from '../ui/ErrorText';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { Icon } from '../ui/Icon';
import { useToast } from '../ui/Toast';
import { usePending } from '../ui/usePending';
import { useEndSessionsMutation } from './useEndSessionsMutation';

export const sessionsMessages = defineMessages({
  title: { id: 'sessions.title', defaultMessage: 'Where you are logged in' },
  adminTitle: { id: 'sessions.adminTitle', defaultMessage: 'Browsers logged in' },
  intro: {
    id: 'sessions.intro',
    defaultMessage: 'Each browser logged in to this account. Log out any you do not recognise, then change your password.',
  },
  adminIntro: {
    id: 'sessions.adminIntro',
    defaultMessage: 'Each browser logged in to this account, most recently active first.',
  },
  device: defineMessage<{ browser: string; os: string }>({ id: 'sessions.device', defaultMessage: '{browser} on {os}' }),
  unknownBrowser: { id: 'sessions.unknownBrowser', defaultMessage: 'Unknown browser' },
  unknownSystem: { id: 'sessions.unknownSystem', defaultMessage: 'an unknown system' },
  current: { id: 'sessions.current', defaultMessage: 'This browser' },
  impersonated: { id: 'sessions.impersonated', defaultMessage: 'An admin acting as you' },
  lastActive: { id: 'sessions.lastActive', defaultMessage: 'Last active' },
  since: { id: 'sessions.since', defaultMessage: 'logged in' },
  end: { id: 'sessions.end', defaultMessage: 'Log out' },
  endOthers: { id: 'sessions.endOthers', defaultMessage: 'Log out all other browsers' },
  ended: defineMessage<{ count: number }>({
    id: 'sessions.ended',
    defaultMessage:
      '{count, plural, =0 {No other browser was logged in.} one {# browser is logged out.} other {# browsers are logged out.}}',
  }),
  none: { id: 'sessions.none', defaultMessage: 'No browser is logged in to this account.' },
});

/**
 * The browsers logged in to an account (the account page's, and the admin's of a user): device,
 * address, when it was last active. On one's own account page each other browser can be logged
 * out, or all of them at once.
 */
export function SessionsList({ user, canEnd }: { user: SessionsList_user$key; canEnd: boolean }) {
  const intl = useIntl();
  const toast = useToast();
  const now = useNow();
  const { sessions } = useFragment(
    graphql`
      fragment SessionsList_user on User {
        sessions {
          id
          browser
          os
          address
          createdAt
          lastSeenAt
          current
          impersonated
        }
      }
    `,
    user,
  );
  const [end, ending] = usePending(useEndSessionsMutation());
  const [error, setError] = useState<ErrorInfo | null>(null);
  const run = async (id: string | null) => {
    setError(null);
    try {
      const count = await end(id);
      toast.show(intl.formatMessage(sessionsMessages.ended, { count }), { tone: 'success' });
    } catch (caught) {
      setError(errorInfo(caught));
    }
  };
  const others = sessions.filter((s) => !s.current);
  return (
    <section className="card stack sessions" aria-labelledby="sessions-title">
      <div className="sessions-head">
        <h2 id="sessions-title">
          <FormattedMessage {...(canEnd ? sessionsMessages.title : sessionsMessages.adminTitle)} />
        </h2>
        {canEnd && others.length > 1 ? (
          <Button size="small" busy={ending} onClick={() => void run(null)}>
            <FormattedMessage {...sessionsMessages.endOthers} />
          </Button>
        ) : null}
      </div>
      <p className="muted">
        <FormattedMessage {...(canEnd ? sessionsMessages.intro : sessionsMessages.adminIntro)} />
      </p>
      {sessions.length === 0 ? (
        <p className="muted">
          <FormattedMessage {...sessionsMessages.none} />
        </p>
      ) : (
        <ul className="sessions-list">
          {sessions.map((s) => (
            <li key={s.id} className="sessions-row">
              <Icon name="monitor" size={20} className="sessions-icon" />
              <span className="sessions-main">
                <span className="sessions-device">
                  {intl.formatMessage(sessionsMessages.device, {
                    browser: s.browser ?? intl.formatMessage(sessionsMessages.unknownBrowser),
                    os: s.os ?? intl.formatMessage(sessionsMessages.unknownSystem),
                  })}
                  {s.current ? (
                    <span className="badge sessions-current">
                      <FormattedMessage {...sessionsMessages.current} />
                    </span>
                  ) : null}
                  {s.impersonated ? (
                    <span className="badge">
                      <FormattedMessage {...sessionsMessages.impersonated} />
                    </span>
                  ) : null}
                </span>
                <span className="sessions-meta">
                  {s.address ? <span className="sessions-address">{s.address}</span> : null}
                  <span>
                    <FormattedMessage {...sessionsMessages.lastActive} /> <Moment at={s.lastSeenAt} now={now} />
                  </span>
                  <span>
                    <FormattedMessage {...sessionsMessages.since} /> <Moment at={s.createdAt} now={now} />
                  </span>
                </span>
              </span>
              {canEnd && !s.current ? (
                <Button size="small" variant="ghost" disabled={ending} onClick={() => void run(s.id)}>
                  <FormattedMessage {...sessionsMessages.end} />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ErrorText error={error} />
    </section>
  );
}
