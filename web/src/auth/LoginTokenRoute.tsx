import { defineMessages, FormattedMessage } from 'react-intl';
import { Link, useLoaderData } from 'react-router';
import { ErrorText } from '../ui/ErrorText';
import type { LoginTokenData } from './recovery';

const messages = defineMessages({
  title: { id: 'auth.loginToken.title', defaultMessage: 'This link did not log you in' },
  newLink: { id: 'auth.loginToken.newLink', defaultMessage: 'Email me a new link' },
  password: { id: 'auth.loginToken.password', defaultMessage: 'Log in with password' },
});

/** /login/{token}: the loader logs in and moves on; this page only shows when the link did not work. */
export default function LoginTokenRoute() {
  const { error } = useLoaderData<LoginTokenData>();
  return (
    <div className="narrow stack">
      <div className="card form" aria-labelledby="login-token-title">
        <h2 id="login-token-title">
          <FormattedMessage {...messages.title} />
        </h2>
        <ErrorText error={error} />
        <Link to="/login?via=link" className="button primary">
          <FormattedMessage {...messages.newLink} />
        </Link>
        <Link to="/login" className="button">
          <FormattedMessage {...messages.password} />
        </Link>
      </div>
    </div>
  );
}
