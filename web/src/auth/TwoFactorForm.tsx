import { RECOVERY_CODE_MAX, TOTP_CODE_INPUT_MAX } from '@brandtrail/domain/limits';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useFetcher } from 'react-router';
import { Button } from '../ui/Button';
import { ErrorText } from '../ui/ErrorText';
import { Field } from '../ui/Field';
import type { AuthActionData } from './routes';

const m = defineMessages({
  title: { id: 'auth.twoFactor.title', defaultMessage: 'Enter your code' },
  intro: {
    id: 'auth.twoFactor.intro',
    defaultMessage: 'Open your authenticator app and enter the six-digit code it shows for Brandtrail.',
  },
  code: { id: 'auth.twoFactor.code', defaultMessage: 'Code' },
  recoveryIntro: {
    id: 'auth.twoFactor.recoveryIntro',
    defaultMessage: 'Enter one of the recovery codes you kept when you set up two-factor sign-in. Each works once.',
  },
  recoveryCode: { id: 'auth.twoFactor.recoveryCode', defaultMessage: 'Recovery code' },
  submit: { id: 'auth.twoFactor.submit', defaultMessage: 'Log in' },
  submitting: { id: 'auth.twoFactor.submitting', defaultMessage: 'Logging in…' },
  useRecovery: { id: 'auth.twoFactor.useRecovery', defaultMessage: 'Use a recovery code instead' },
  useApp: { id: 'auth.twoFactor.useApp', defaultMessage: 'Use the app’s code instead' },
});

/**
 * The log-in's second step, once the password (or a mailed link) was right and two-factor
 * sign-in is on: the app's six-digit code, or a recovery code. Posts to the /login action.
 */
export function TwoFactorForm({ redirectTo }: { redirectTo?: string | null }) {
  const intl = useIntl();
  const fetcher = useFetcher<AuthActionData>();
  const busy = fetcher.state !== 'idle';
  const [recovery, setRecovery] = useState(false);
  return (
    <fetcher.Form method="post" action="/login" className="card form" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">
        <FormattedMessage {...m.title} />
      </h2>
      <p className="muted">
        <FormattedMessage {...(recovery ? m.recoveryIntro : m.intro)} />
      </p>
      {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
      {recovery ? (
        <Field
          key="recovery"
          label={intl.formatMessage(m.recoveryCode)}
          name="recoveryCode"
          autoComplete="off"
          spellCheck={false}
          maxLength={RECOVERY_CODE_MAX}
          required
          autoFocus
        />
      ) : (
        <Field
          key="code"
          label={intl.formatMessage(m.code)}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]{6,7}"
          maxLength={TOTP_CODE_INPUT_MAX}
          required
          autoFocus
        />
      )}
      <ErrorText error={busy ? null : fetcher.data?.error} />
      <Button type="submit" variant="primary" disabled={busy}>
        <FormattedMessage {...(busy ? m.submitting : m.submit)} />
      </Button>
      <Button variant="ghost" onClick={() => setRecovery(!recovery)}>
        <FormattedMessage {...(recovery ? m.useApp : m.useRecovery)} />
      </Button>
    </fetcher.Form>
  );
}
