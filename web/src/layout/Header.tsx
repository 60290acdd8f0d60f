import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useFetcher } from 'react-router';
import { Avatar } from '../account/Avatar';
import type { SessionUser } from '../auth/session';
import { Button } from '../ui/Button';
import { Tooltip } from '../ui/Tooltip';
import { LanguageSwitch } from './LanguageSwitch';

const messages = defineMessages({
  home: { id: 'header.home', defaultMessage: 'Brandtrail, home' },
  logIn: { id: 'header.logIn', defaultMessage: 'Log in' },
  register: { id: 'header.register', defaultMessage: 'Register' },
  logOut: { id: 'header.logOut', defaultMessage: 'Log out' },
  loggingOut: { id: 'header.loggingOut', defaultMessage: 'Logging out…' },
  account: { id: 'header.account', defaultMessage: 'Account' },
  skip: { id: 'header.skip', defaultMessage: 'Skip to content' },
});

const signedInAs = defineMessage<{ email: string }>({ id: 'header.signedInAs', defaultMessage: 'Signed in as {email}' });

/** The header of every page; the viewer is the plain session user (no GraphQL needed). */
export function Header({ viewer }: { viewer: Pick<SessionUser, 'email' | 'avatar' | 'type'> | null }) {
  const intl = useIntl();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        <FormattedMessage {...messages.skip} />
      </a>
      <div className="site-header-inner">
        <Link to="/" className="brandmark" aria-label={intl.formatMessage(messages.home)}>
          Brandtrail
        </Link>
        <nav className="header-actions" aria-label={intl.formatMessage(messages.account)}>
          <LanguageSwitch />
          {/* A shared_link session has no account: it may log in or register like a guest. */}
          {viewer && viewer.type !== 'shared_link' ? (
            <ViewerMenu email={viewer.email} avatar={viewer.avatar ?? null} />
          ) : (
            <GuestLinks />
          )}
        </nav>
      </div>
    </header>
  );
}

function ViewerMenu({ email, avatar }: { email: string; avatar: string | null }) {
  const intl = useIntl();
  const logout = useFetcher();
  const busy = logout.state !== 'idle';
  return (
    <>
      <Tooltip label={intl.formatMessage(signedInAs, { email })}>
        <Link to="/account" className="header-account">
          <Avatar src={avatar} email={email} />
          <span className="header-email">{email}</span>
        </Link>
      </Tooltip>
      <logout.Form method="post" action="/logout">
        <Button type="submit" variant="ghost" size="small" disabled={busy}>
          <FormattedMessage {...(busy ? messages.loggingOut : messages.logOut)} />
        </Button>
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
