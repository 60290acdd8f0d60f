import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, useFetcher } from 'react-router';
import type { Header_viewer$key } from '../__generated__/Header_viewer.graphql';
import { LanguageSwitch } from './LanguageSwitch';

const messages = defineMessages({
  home: { id: 'header.home', defaultMessage: 'Brandtrail, home' },
  logIn: { id: 'header.logIn', defaultMessage: 'Log in' },
  register: { id: 'header.register', defaultMessage: 'Register' },
  logOut: { id: 'header.logOut', defaultMessage: 'Log out' },
  loggingOut: { id: 'header.loggingOut', defaultMessage: 'Logging out…' },
  account: { id: 'header.account', defaultMessage: 'Account' },
});

export function Header({ viewer }: { viewer: Header_viewer$key | null | undefined }) {
  const intl = useIntl();
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" className="brandmark" aria-label={intl.formatMessage(messages.home)}>
          Brandtrail
        </Link>
        <nav className="header-actions" aria-label={intl.formatMessage(messages.account)}>
          <LanguageSwitch />
          {viewer ? <ViewerMenu viewer={viewer} /> : <GuestLinks />}
        </nav>
      </div>
    </header>
  );
}

function ViewerMenu({ viewer }: { viewer: Header_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment Header_viewer on User {
        email
      }
    `,
    viewer,
  );
  const logout = useFetcher();
  const busy = logout.state !== 'idle';
  return (
    <>
      <span className="header-email" title={data.email}>
        {data.email}
      </span>
      <logout.Form method="post" action="/logout">
        <button type="submit" className="button ghost small" disabled={busy}>
          <FormattedMessage {...(busy ? messages.loggingOut : messages.logOut)} />
        </button>
      </logout.Form>
    </>
  );
}

function GuestLinks() {
  return (
    <>
      <Link to="/login" className="button ghost small">
        <FormattedMessage {...messages.logIn} />
      </Link>
      <Link to="/register" className="button small">
        <FormattedMessage {...messages.register} />
      </Link>
    </>
  );
}
