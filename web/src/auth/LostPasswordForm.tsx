import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useFetcher } from 'react-router';
import { Field } from '../ui/Field';
import type { RecoveryActionData } from './recovery';
import { MailSent, RecoveryError } from './RecoveryParts';

const messages = defineMessages({
  title: { id: 'auth.lostPassword.title', defaultMessage: 'Forgot your password?' },
  intro: {
    id: 'auth.lostPassword.intro',
    defaultMessage: 'Enter the email address of your account and we will send you a link to choose a new password.',
  },
  email: { id: 'auth.lostPassword.email', defaultMessage: 'Email address' },
  submit: { id: 'auth.lostPassword.submit', defaultMessage: 'Send reset link' },
  submitting: { id: 'auth.lostPassword.submitting', defaultMessage: 'Sending…' },
  again: { id: 'auth.lostPassword.again', defaultMessage: 'Send another link' },
});

/** Asks for a reset-password mail (the /lost-password route's action). */
export function LostPasswordForm({ redirectTo }: { redirectTo?: string | null }) {
  const intl = useIntl();
  const fetcher = useFetcher<RecoveryActionData>();
  const busy = fetcher.state !== 'idle';
  // "Send another link" goes back to the form, which keeps the address.
  const [dismissed, setDismissed] = useState<RecoveryActionData | undefined>();
  const sent = !busy && fetcher.data !== dismissed ? fetcher.data?.sent : undefined;
  if (sent)
    return (
      <MailSent email={sent.email} kind="reset">
        <button type="button" className="button" onClick={() => setDismissed(fetcher.data)}>
          <FormattedMessage {...messages.again} />
        </button>
      </MailSent>
    );
  const problem = busy ? undefined : fetcher.data;
  return (
    <fetcher.Form method="post" action="/lost-password" className="card form" aria-labelledby="lost-password-title" noValidate>
      <h2 id="lost-password-title">
        <FormattedMessage {...messages.title} />
      </h2>
      <p className="muted">
        <FormattedMessage {...messages.intro} />
      </p>
      {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
      <Field
        label={intl.formatMessage(messages.email)}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={fetcher.data?.sent?.email}
        aria-invalid={problem?.problem === 'emailInvalid' || undefined}
      />
      <RecoveryError data={problem} />
      <button type="submit" className="button primary" disabled={busy}>
        <FormattedMessage {...(busy ? messages.submitting : messages.submit)} />
      </button>
    </fetcher.Form>
  );
}
