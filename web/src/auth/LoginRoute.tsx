import { defineMessage, FormattedMessage, type MessageTag } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { LoginForm } from './LoginForm';
import { isSafeRedirect } from './redirect';

const noAccount = defineMessage<{ link: MessageTag }>({
  id: 'auth.login.noAccount',
  defaultMessage: 'No account yet? <link>Create one</link>',
});

export default function LoginRoute() {
  const [search] = useSearchParams();
  const redirect = search.get('redirect');
  const safe = isSafeRedirect(redirect) ? redirect : null;
  const registerHref = safe ? `/register?${new URLSearchParams({ redirect: safe }).toString()}` : '/register';
  return (
    <div className="narrow stack">
      <LoginForm redirectTo={safe} />
      <p className="muted center">
        <FormattedMessage {...noAccount} values={{ link: (chunks) => <Link to={registerHref}>{chunks}</Link> }} />
      </p>
    </div>
  );
}
