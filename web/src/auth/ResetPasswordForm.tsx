import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useFetcher } from 'react-router';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import type { RecoveryActionData } from './recovery';
import { PASSWORD_MAX, PASSWORD_MIN } from '@brandtrail/domain/limits';
import { RecoveryError } from './RecoveryParts';

const messages = defineMessages({
  title: { id: 'auth.resetPassword.title', defaultMessage: 'Choose a new password' },
  password: { id: 'auth.resetPassword.password', defaultMessage: 'New password' },
  confirm: { id: 'auth.resetPassword.confirm', defaultMessage: 'Repeat the new password' },
  submit: { id: 'auth.resetPassword.submit', defaultMessage: 'Save password and log in' },
  submitting: { id: 'auth.resetPassword.submitting', defaultMessage: 'Saving…' },
  newLink: { id: 'auth.resetPassword.newLink', defaultMessage: 'Request a new link' },
});

const intro = defineMessage<{ min: number }>({
  id: 'auth.resetPassword.intro',
  defaultMessage: 'Use at least {min} characters. Once saved, you are logged in here and logged out everywhere else.',
});

/** Sets a new password with the mailed token (the /reset-password/:token route's action). */
export function ResetPasswordForm({ token }: { token: string }) {
  const intl = useIntl();
  const fetcher = useFetcher<RecoveryActionData>();
  const busy = fetcher.state !== 'idle';
  const data = busy ? undefined : fetcher.data;
  const tokenInvalid = data?.error?.code === 'RESET_TOKEN_INVALID';
  const passwordProblem = data?.problem === 'passwordTooShort' || data?.error?.code?.startsWith('PASSWORD_');
  return (
    <fetcher.Form
      method="post"
      action={`/reset-password/${encodeURIComponent(token)}`}
      className="card form"
      aria-labelledby="reset-password-title"
      noValidate
    >
      <h2 id="reset-password-title">
        <FormattedMessage {...messages.title} />
      </h2>
      <p className="muted">
        <FormattedMessage {...intro} values={{ min: PASSWORD_MIN }} />
      </p>
      <Field
        label={intl.formatMessage(messages.password)}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        maxLength={PASSWORD_MAX}
        aria-invalid={passwordProblem || undefined}
      />
      <Field
        label={intl.formatMessage(messages.confirm)}
        name="confirm"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        required
        aria-invalid={data?.problem === 'passwordMismatch' || undefined}
      />
      <RecoveryError data={data} />
      {tokenInvalid ? (
        <Link to="/lost-password" className="button primary">
          <FormattedMessage {...messages.newLink} />
        </Link>
      ) : (
        <Button type="submit" variant="primary" disabled={busy}>
          <FormattedMessage {...(busy ? messages.submitting : messages.submit)} />
        </Button>
      )}
    </fetcher.Form>
  );
}
