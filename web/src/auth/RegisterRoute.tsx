import { defineMessage, type MessageTag } from 'react-intl';
import { useSearchParams } from 'react-router';
import { LinkNote } from './LinkNote';
import { safeRedirectIn, withRedirect } from './redirect';
import { RegisterForm } from './RegisterForm';

const haveAccount = defineMessage<{ link: MessageTag }>({
  id: 'auth.register.haveAccount',
  defaultMessage: 'Already have an account? <link>Log in</link>',
});

export default function RegisterRoute() {
  const [search] = useSearchParams();
  const safe = safeRedirectIn(search);
  return (
    <div className="narrow stack">
      <RegisterForm redirectTo={safe} email={search.get('email')?.slice(0, 254)} />
      <LinkNote message={haveAccount} to={withRedirect('/login', safe)} />
    </div>
  );
}
