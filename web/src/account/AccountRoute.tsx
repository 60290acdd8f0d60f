import { defineMessages, FormattedMessage } from 'react-intl';
import { useRouteLoaderData } from 'react-router';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import type { RootLoaderData } from '../layout/rootLoader';
import { AvatarInput } from './AvatarInput';
import { ResendConfirmation } from './ConfirmAddress';

const m = defineMessages({
  title: { id: 'account.title', defaultMessage: 'Your account' },
  email: { id: 'account.email', defaultMessage: 'Email address' },
  language: { id: 'account.language', defaultMessage: 'Language' },
  languageHint: {
    id: 'account.language.hint',
    defaultMessage: 'The language of Brandtrail in this browser, and of the emails we send you.',
  },
  unconfirmed: {
    id: 'account.email.unconfirmed',
    defaultMessage:
      'Not confirmed yet. Open the link we mailed to this address: once it is confirmed, invitations to it let you in.',
  },
});

/** /account: the logged-in user's address, avatar and language (no GraphQL: the session user is enough). */
export default function AccountRoute() {
  const root = useRouteLoaderData<RootLoaderData>('root');
  const user = root?.viewer;
  if (!user) return null;
  return (
    <div className="account stack">
      <h1>
        <FormattedMessage {...m.title} />
      </h1>
      <dl className="card facts account-facts">
        <div>
          <dt>
            <FormattedMessage {...m.email} />
          </dt>
          <dd className="account-email">
            {user.email}
            {user.type === 'user' && !user.emailVerified ? (
              <div className="account-unconfirmed">
                <p className="muted">
                  <FormattedMessage {...m.unconfirmed} />
                </p>
                <ResendConfirmation />
              </div>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage {...m.language} />
          </dt>
          <dd className="account-language">
            <LanguageSwitch />
            <span className="muted">
              <FormattedMessage {...m.languageHint} />
            </span>
          </dd>
        </div>
      </dl>
      <AvatarInput user={user} />
    </div>
  );
}
