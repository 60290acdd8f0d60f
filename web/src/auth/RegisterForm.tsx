import { defineMessages } from 'react-intl';
import { useLocale } from '../i18n/LocaleProvider';
import { CredentialsForm } from './CredentialsForm';

const messages = defineMessages({
  title: { id: 'auth.register.title', defaultMessage: 'Create an account' },
  email: { id: 'auth.register.email', defaultMessage: 'Email address' },
  password: { id: 'auth.register.password', defaultMessage: 'Password' },
  submit: { id: 'auth.register.submit', defaultMessage: 'Create account' },
  submitting: { id: 'auth.register.submitting', defaultMessage: 'Creating account…' },
});

/** Posts to the /register route's action, which logs the new account in. `email`: prefilled (an invitation's address). */
export function RegisterForm({ redirectTo, email }: { redirectTo?: string | null; email?: string | null }) {
  const { locale } = useLocale();
  return (
    <CredentialsForm
      action="/register"
      messages={messages}
      redirectTo={redirectTo}
      email={{ autoComplete: 'email', value: email }}
      // The account's language (its mails'): the one the page is shown in.
      hidden={<input type="hidden" name="locale" value={locale} />}
    />
  );
}
