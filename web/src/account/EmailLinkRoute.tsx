import { useEffect, type ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, type MessageTag } from 'react-intl';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { ApiError, postJson } from '../http/api';
import { loginPath } from '../auth/redirect';
import { sessionChanged } from '../routing/viewer';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { ErrorText } from '../ui/ErrorText';
import { Icon } from '../ui/Icon';

const m = defineMessages({
  confirmedTitle: { id: 'emailLink.confirmed.title', defaultMessage: 'Your address is changed' },
  undoneTitle: { id: 'emailLink.undone.title', defaultMessage: 'Your address is back' },
  undoneText: {
    id: 'emailLink.undone.text',
    defaultMessage:
      'Every browser was logged out, and every link we mailed and every access token stopped working. If you did not make the change, set a new password now.',
  },
  newPassword: { id: 'emailLink.undone.newPassword', defaultMessage: 'Set a new password' },
  account: { id: 'emailLink.account', defaultMessage: 'Go to your account' },
  logIn: { id: 'emailLink.logIn', defaultMessage: 'Log in' },
  failedTitle: { id: 'emailLink.failed.title', defaultMessage: 'This link did not work' },
});
const confirmedText = defineMessage<{ email: string; b: MessageTag }>({
  id: 'emailLink.confirmed.text',
  defaultMessage: 'Your account uses <b>{email}</b> from now on: log in with it, and mails go there.',
});
const undoneAddress = defineMessage<{ email: string; b: MessageTag }>({
  id: 'emailLink.undone.address',
  defaultMessage: 'Your account uses <b>{email}</b> again.',
});

export interface EmailLinkData {
  kind: 'confirm' | 'undo';
  email?: string;
  error?: ErrorInfo;
}

/**
 * /confirm-email/{token} (mailed to a new address) and /undo-email/{token} (mailed to the old one
 * after a change): the page posts the token (a script, so a mail scanner that opens the link does
 * nothing) and says what happened. Undoing logs every browser out, this one too.
 */
export const emailLinkLoader =
  (kind: 'confirm' | 'undo') =>
  async ({ params }: LoaderFunctionArgs): Promise<EmailLinkData> => {
    try {
      const { email } = await postJson<{ email: string }>(kind === 'confirm' ? '/confirm-email' : '/undo-email', {
        token: params.token ?? '',
      });
      // The session's user changed (its address), or ended (undo): nothing cached of it may stay.
      sessionChanged(kind === 'undo' ? null : undefined);
      return { kind, email };
    } catch (error) {
      if (error instanceof ApiError) return { kind, error: errorInfo(error) };
      throw error;
    }
  };

export default function EmailLinkRoute() {
  const { kind, email, error } = useLoaderData<EmailLinkData>();
  // The header read the session beside this page's loader: read again once the address changed or the session ended.
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (email) void revalidate();
  }, [email, revalidate]);
  const b = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
  if (!email)
    return (
      <div className="narrow stack">
        <div className="card form" aria-labelledby="email-link-title">
          <h2 id="email-link-title">
            <FormattedMessage {...m.failedTitle} />
          </h2>
          <ErrorText error={error} />
          <Link to="/account" className="button primary">
            <FormattedMessage {...m.account} />
          </Link>
        </div>
      </div>
    );
  return (
    <div className="narrow stack">
      <div className="card form notice" role="status" aria-labelledby="email-link-title">
        <div className="notice-icon" aria-hidden="true">
          <Icon name="check" size={24} />
        </div>
        <h2 id="email-link-title">
          <FormattedMessage {...(kind === 'confirm' ? m.confirmedTitle : m.undoneTitle)} />
        </h2>
        <p>
          <FormattedMessage {...(kind === 'confirm' ? confirmedText : undoneAddress)} values={{ email, b }} />
        </p>
        {kind === 'undo' ? (
          <>
            <p>
              <FormattedMessage {...m.undoneText} />
            </p>
            <Link to="/lost-password" className="button primary">
              <FormattedMessage {...m.newPassword} />
            </Link>
            <Link to={loginPath('/account')} className="button">
              <FormattedMessage {...m.logIn} />
            </Link>
          </>
        ) : (
          <Link to="/account" className="button primary">
            <FormattedMessage {...m.account} />
          </Link>
        )}
      </div>
    </div>
  );
}
