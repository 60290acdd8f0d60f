import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { CredentialsForm } from './CredentialsForm';
import { withRedirect } from './redirect';

const messages = defineMessages({
  title: { id: 'auth.login.title', defaultMessage: 'Log in' },
  email: { id: 'auth.login.email', defaultMessage: 'Email address' },
  password: { id: 'auth.login.password', defaultMessage: 'Password' },
  submit: { id: 'auth.login.submit', defaultMessage: 'Log in' },
  submitting: { id: 'auth.login.submitting', defaultMessage: 'Logging in…' },
  forgot: { id: 'auth.login.forgot', defaultMessage: 'Forgot your password?' },
});

/** Posts to the /login route's action, from whichever page shows it; `redirectTo` is checked there. */
export function LoginForm({ redirectTo }: { redirectTo?: string | null }) {
  return (
    <CredentialsForm
      action="/login"
      messages={messages}
      redirectTo={redirectTo}
      email={{ autoComplete: 'username' }}
      aside={
        <p className="field-aside">
          <Link to={withRedirect('/lost-password', redirectTo)}>
            <FormattedMessage {...messages.forgot} />
          </Link>
        </p>
      }
    />
  );
}
