import { EMAIL_MAX, PASSWORD_MAX } from '@brandtrail/domain/limits';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useFetcher } from 'react-router';
import { ErrorText } from '../ui/ErrorText';
import { Field } from '../ui/Field';
import type { AuthActionData } from './routes';

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
  const intl = useIntl();
  const fetcher = useFetcher<AuthActionData>();
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" action="/login" className="card form" aria-labelledby="login-title">
      <h2 id="login-title">
        <FormattedMessage {...messages.title} />
      </h2>
      {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
      <Field
        label={intl.formatMessage(messages.email)}
        name="email"
        type="email"
        autoComplete="username"
        maxLength={EMAIL_MAX}
        required
      />
      <Field
        label={intl.formatMessage(messages.password)}
        name="password"
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX}
        required
      />
      <p className="field-aside">
        <Link to={redirectTo ? `/lost-password?${new URLSearchParams({ redirect: redirectTo }).toString()}` : '/lost-password'}>
          <FormattedMessage {...messages.forgot} />
        </Link>
      </p>
      <ErrorText error={busy ? null : fetcher.data?.error} />
      <button type="submit" className="button primary" disabled={busy}>
        <FormattedMessage {...(busy ? messages.submitting : messages.submit)} />
      </button>
    </fetcher.Form>
  );
}
