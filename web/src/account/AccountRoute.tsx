import { defineMessages, FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useRouteLoaderData } from 'react-router';
import type { AccountRouteQuery } from '../__generated__/AccountRouteQuery.graphql';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import type { RootLoaderData } from '../layout/rootLoader';
import { AccessTokensSection } from './AccessTokensSection';
import { AvatarInput } from './AvatarInput';
import { ResendConfirmation } from './ConfirmAddress';
import { DisplayNameForm } from './DisplayNameForm';
import { EmailChange } from './EmailChange';
import { ExportSection } from './ExportSection';
import type { AccountLoaderData } from './loaders';
import { PasswordForm } from './PasswordForm';
import { SessionsList } from './SessionsList';
import { TwoFactorSection } from './TwoFactorSection';

const m = defineMessages({
  title: { id: 'account.title', defaultMessage: 'Your account' },
  email: { id: 'account.email', defaultMessage: 'Email address' },
  name: { id: 'account.name', defaultMessage: 'Name' },
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

/**
 * /account: the logged-in person's profile (address, name, language, avatar), password and the
 * browsers logged in to the account.
 */
export default function AccountRoute() {
  const root = useRouteLoaderData<RootLoaderData>('root');
  const { queryRef } = useLoaderData<AccountLoaderData>();
  const data = usePreloadedQuery<AccountRouteQuery>(
    graphql`
      query AccountRouteQuery {
        viewer {
          id
          displayName
          ...SessionsList_user
          ...TwoFactorSection_user
          ...AccessTokensSection_user
        }
        brands(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    queryRef,
  );
  const user = root?.viewer;
  if (!user || !data.viewer) return null;
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
            <span className="account-email-line">
              {user.email}
              {user.impersonated ? null : <EmailChange />}
            </span>
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
            <label htmlFor="account-name">
              <FormattedMessage {...m.name} />
            </label>
          </dt>
          <dd>
            <DisplayNameForm name={data.viewer.displayName} />
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
      <PasswordForm impersonated={user.impersonated} />
      <TwoFactorSection user={data.viewer} impersonated={user.impersonated} />
      <SessionsList user={data.viewer} canEnd />
      <AccessTokensSection user={data.viewer} brands={data.brands.edges.map((e) => e.node)} impersonated={user.impersonated} />
      {user.impersonated ? null : <ExportSection />}
    </div>
  );
}
