import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useFetcher } from 'react-router';
import { Field } from '../ui/Field';
import type { RecoveryActionData } from './recovery';
import { MailSent, RecoveryError } from './RecoveryParts';

const messages = defineMessages({
  title: { id: 'auth.loginLink.title', defaultMessage: 'Log in with an email link' },
  intro: {
    id: 'auth.loginLink.intro',
    defaultMessage: 'No password needed: we email you a link that logs you in once.',
  },
  email: { id: 'auth.loginLink.email', defaultMessage: 'Email address' },
  submit: { id: 'auth.loginLink.submit', defaultMessage: 'Email me a sign-in link' },
  submitting: { id: 'auth.loginLink.submitting', defaultMessage: 'Sending…' },
  again: { id: 'auth.loginLink.again', defaultMessage: 'Send another link' },
});

/** Asks for a sign-in link (the /login-link route's action); `redirectTo` is remembered for when it is opened. */
export function LoginLinkForm({ redirectTo }: { redirectTo?: string | null }) {
  const intl = useIntl();
  const fetcher = useFetcher<RecoveryActionData>();
  const busy = fetcher.state !== 'idle';
  const [dismissed, setDismissed] = useState<RecoveryActionData | undefined>();
  const sent = !busy && fetcher.data !== dismissed ? fetcher.data?.sent : undefined;
  if (sent)
    return (
      <MailSent email={sent.email} kind="login">
        <button type="button" className="button" onClick={() => setDismissed(fetcher.data)}>
          <FormattedMessage {...messages.again} />
        </button>
      </MailSent>
    );
  const data = busy ? undefined : fetcher.data;
  return (
    <fetcher.Form method="post" action="/login-link" className="card form" aria-labelledby="login-link-title" noValidate>
      <h2 id="login-link-title">
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
        autoComplete="username"
        required
        defaultValue={fetcher.data?.sent?.email}
        aria-invalid={data?.problem === 'emailInvalid' || undefined}
      />
      <RecoveryError data={data} />
      <button type="submit" className="button primary" disabled={busy}>
        <FormattedMessage {...(busy ? messages.submitting : messages.submit)} />
      </button>
    </fetcher.Form>
  );
}
