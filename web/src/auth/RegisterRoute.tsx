import { defineMessage, FormattedMessage, type MessageTag } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { isSafeRedirect } from './redirect';
import { RegisterForm } from './RegisterForm';

const haveAccount = defineMessage<{ link: MessageTag }>({
  id: 'auth.register.haveAccount',
  defaultMessage: 'Already have an account? <link>Log in</link>',
});

export default function RegisterRoute() {
  const [search] = useSearchParams();
  const redirect = search.get('redirect');
  const safe = isSafeRedirect(redirect) ? redirect : null;
  const loginHref = safe ? `/login?${new URLSearchParams({ redirect: safe }).toString()}` : '/login';
  return (
    <div className="narrow stack">
      <RegisterForm redirectTo={safe} email={search.get('email')?.slice(0, 254)} />
      <p className="muted center">
        <FormattedMessage {...haveAccount} values={{ link: (chunks) => <Link to={loginHref}>{chunks}</Link> }} />
      </p>
    </div>
  );
}
