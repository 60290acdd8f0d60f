import { defineMessage, defineMessages, FormattedMessage, type MessageTag } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { LinkNote } from './LinkNote';
import { LoginForm } from './LoginForm';
import { MailLinkForm } from './MailLinkForm';
import { safeRedirectIn, withRedirect } from './redirect';
import { TwoFactorForm } from './TwoFactorForm';

const noAccount = defineMessage<{ link: MessageTag }>({
  id: 'auth.login.noAccount',
  defaultMessage: 'No account yet? <link>Create one</link>',
});

const directory = defineMessage<{ link: MessageTag }>({
  id: 'auth.login.directory',
  defaultMessage: 'Just looking? <link>Browse public brands</link>',
});

const via = defineMessages({
  or: { id: 'auth.login.or', defaultMessage: 'or' },
  link: { id: 'auth.login.viaLink', defaultMessage: 'Email me a sign-in link' },
  password: { id: 'auth.login.viaPassword', defaultMessage: 'Log in with password' },
});

export default function LoginRoute() {
  const [search] = useSearchParams();
  const safe = safeRedirectIn(search);
  // ?step=code: the second factor, after the password or a mailed link (two-factor sign-in on).
  if (search.get('step') === 'code')
    return (
      <div className="narrow stack">
        <TwoFactorForm redirectTo={safe} />
      </div>
    );
  // ?via=link: the sign-in link form instead of the password (both keep the remembered page).
  const byLink = search.get('via') === 'link';
  const switchParams = new URLSearchParams(safe ? { redirect: safe } : {});
  if (!byLink) switchParams.set('via', 'link');
  const switchHref = `/login${switchParams.size ? `?${switchParams.toString()}` : ''}`;
  return (
    <div className="narrow stack">
      {byLink ? <MailLinkForm kind="login" redirectTo={safe} /> : <LoginForm redirectTo={safe} />}
      <div className="or-divider" aria-hidden="true">
        <FormattedMessage {...via.or} />
      </div>
      <Link to={switchHref} replace className="button block">
        <FormattedMessage {...(byLink ? via.password : via.link)} />
      </Link>
      <LinkNote message={noAccount} to={withRedirect('/register', safe)} />
      <LinkNote message={directory} to="/directory" />
    </div>
  );
}
