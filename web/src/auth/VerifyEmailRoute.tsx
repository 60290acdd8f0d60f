import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageTag } from 'react-intl';
import { Link, redirect, useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ResendConfirmation } from '../account/ConfirmAddress';
import { brandPath } from '../brands/lookup';
import { ApiError } from '../http/api';
import type { RootLoaderData } from '../layout/rootLoader';
import { accountOf } from '../routing/checks';
import { currentViewer, sessionChanged } from '../routing/viewer';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { ErrorText } from '../ui/ErrorText';
import { Icon } from '../ui/Icon';
import { loginPath } from './redirect';
import { verifyEmail } from './session';

const messages = defineMessages({
  title: { id: 'verifyEmail.title', defaultMessage: 'Your email address is confirmed' },
  logIn: { id: 'verifyEmail.logIn', defaultMessage: 'Log in to continue' },
  home: { id: 'verifyEmail.home', defaultMessage: 'Go to your brands' },
  failedTitle: { id: 'verifyEmail.failed.title', defaultMessage: 'This link did not confirm your address' },
  logInFailed: { id: 'verifyEmail.failed.logIn', defaultMessage: 'Log in' },
});
const confirmedText = defineMessage<{ email: string; b: MessageTag }>({
  id: 'verifyEmail.text',
  defaultMessage: '<b>{email}</b> is confirmed as yours.',
});
const joinedText = defineMessage<{ brands: string; count: number }>({
  id: 'verifyEmail.joined',
  defaultMessage:
    'The {count, plural, one {invitation} other {invitations}} waiting for it let you in: you are now a member of {brands}.',
});

interface Confirmed {
  email: string;
  joined: { slug: string; name: string }[];
}

export interface VerifyEmailData {
  confirmed?: Confirmed;
  error?: ErrorInfo;
}

/**
 * /verify-email/{token}, the link mailed at registration: posts the token (by a script only, so a
 * mail scanner that opens the link confirms nothing), and a person logged in with that account
 * goes on to the first brand it joined, or home; anyone else is told the address is confirmed.
 */
export async function verifyEmailLoader({ params }: LoaderFunctionArgs): Promise<VerifyEmailData | Response> {
  let confirmed: Confirmed;
  try {
    confirmed = await verifyEmail(params.token ?? '');
  } catch (error) {
    if (error instanceof ApiError) return { error: errorInfo(error) };
    throw error;
  }
  if (accountOf(await currentViewer())?.email === confirmed.email) {
    // The session's user changed (confirmed, in more brands): nothing cached of it may stay.
    sessionChanged();
    const first = confirmed.joined[0];
    if (first) return redirect(brandPath(first.slug));
  }
  return { confirmed };
}

export default function VerifyEmailRoute() {
  const intl = useIntl();
  const { confirmed, error } = useLoaderData<VerifyEmailData>();
  const viewer = accountOf(useRouteLoaderData<RootLoaderData>('root')?.viewer ?? null);
  if (!confirmed) {
    return (
      <div className="narrow stack">
        <div className="card form" aria-labelledby="verify-email-title">
          <h2 id="verify-email-title">
            <FormattedMessage {...messages.failedTitle} />
          </h2>
          <ErrorText error={error} />
          {viewer ? (
            <ResendConfirmation />
          ) : (
            <Link to={loginPath('/')} className="button primary">
              <FormattedMessage {...messages.logInFailed} />
            </Link>
          )}
        </div>
      </div>
    );
  }
  const first = confirmed.joined[0];
  const next = first ? brandPath(first.slug) : '/';
  return (
    <div className="narrow stack">
      <div className="card form notice" role="status" aria-labelledby="verify-email-title">
        <div className="notice-icon" aria-hidden="true">
          <Icon name="check" size={24} />
        </div>
        <h2 id="verify-email-title">
          <FormattedMessage {...messages.title} />
        </h2>
        <p>
          <FormattedMessage {...confirmedText} values={{ email: confirmed.email, b: (chunks) => <strong>{chunks}</strong> }} />
        </p>
        {confirmed.joined.length ? (
          <p>
            <FormattedMessage
              {...joinedText}
              values={{
                count: confirmed.joined.length,
                brands: intl.formatList(
                  confirmed.joined.map((b) => b.name),
                  { type: 'conjunction' },
                ),
              }}
            />
          </p>
        ) : null}
        {viewer ? (
          <Link to={viewer.email === confirmed.email ? next : '/'} className="button primary">
            <FormattedMessage {...messages.home} />
          </Link>
        ) : (
          <Link to={loginPath(next)} className="button primary">
            <FormattedMessage {...messages.logIn} />
          </Link>
        )}
      </div>
    </div>
  );
}
