import { EMAIL_MAX, PASSWORD_MAX } from '@brandtrail/domain/limits';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useFetcher } from 'react-router';
import { useLocale } from '../i18n/LocaleProvider';
import { ErrorText } from '../ui/ErrorText';
import { Field } from '../ui/Field';
import type { AuthActionData } from './routes';

const messages = defineMessages({
  title: { id: 'auth.register.title', defaultMessage: 'Create an account' },
  email: { id: 'auth.register.email', defaultMessage: 'Email address' },
  password: { id: 'auth.register.password', defaultMessage: 'Password' },
  submit: { id: 'auth.register.submit', defaultMessage: 'Create account' },
  submitting: { id: 'auth.register.submitting', defaultMessage: 'Creating account…' },
});

/** Posts to the /register route's action, which logs the new account in. `email`: prefilled (an invitation's address). */
export function RegisterForm({ redirectTo, email }: { redirectTo?: string | null; email?: string | null }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const fetcher = useFetcher<AuthActionData>();
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" action="/register" className="card form" aria-labelledby="register-title">
      <h2 id="register-title">
        <FormattedMessage {...messages.title} />
      </h2>
      {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
      {/* The account's language (its mails'): the one the page is shown in. */}
      <input type="hidden" name="locale" value={locale} />
      <Field
        label={intl.formatMessage(messages.email)}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={email ?? undefined}
        maxLength={EMAIL_MAX}
        required
      />
      <Field
        label={intl.formatMessage(messages.password)}
        name="password"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        required
      />
      <ErrorText error={busy ? null : fetcher.data?.error} />
      <button type="submit" className="button primary" disabled={busy}>
        <FormattedMessage {...(busy ? messages.submitting : messages.submit)} />
      </button>
    </fetcher.Form>
  );
}
