import { EMAIL_MAX } from '@brandtrail/domain/limits';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useFetcher } from 'react-router';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import type { RecoveryActionData } from './recovery';
import { MailSent, RecoveryError } from './RecoveryParts';

const shared = defineMessages({
  submitting: { id: 'auth.mailLink.submitting', defaultMessage: 'Sending…' },
  again: { id: 'auth.mailLink.again', defaultMessage: 'Send another link' },
  email: { id: 'auth.mailLink.email', defaultMessage: 'Email address' },
});

const texts = {
  reset: defineMessages({
    title: { id: 'auth.lostPassword.title', defaultMessage: 'Forgot your password?' },
    intro: {
      id: 'auth.lostPassword.intro',
      defaultMessage: 'Enter the email address of your account and we will send you a link to choose a new password.',
    },
    submit: { id: 'auth.lostPassword.submit', defaultMessage: 'Send reset link' },
  }),
  login: defineMessages({
    title: { id: 'auth.loginLink.title', defaultMessage: 'Log in with an email link' },
    intro: { id: 'auth.loginLink.intro', defaultMessage: 'No password needed: we email you a link that logs you in once.' },
    submit: { id: 'auth.loginLink.submit', defaultMessage: 'Email me a sign-in link' },
  }),
};

const actions = { reset: '/lost-password', login: '/login-link' } as const;

/**
 * Asks for a mailed link: a password reset (/lost-password) or a one-time sign-in (/login-link).
 * `redirectTo` is remembered for when the link is opened.
 */
export function MailLinkForm({ kind, redirectTo }: { kind: 'reset' | 'login'; redirectTo?: string | null }) {
  const intl = useIntl();
  const fetcher = useFetcher<RecoveryActionData>();
  const busy = fetcher.state !== 'idle';
  const m = texts[kind];
  const titleId = `${kind}-link-title`;
  // "Send another link" goes back to the form, which keeps the address.
  const [dismissed, setDismissed] = useState<RecoveryActionData | undefined>();
  const sent = !busy && fetcher.data !== dismissed ? fetcher.data?.sent : undefined;
  if (sent)
    return (
      <MailSent email={sent.email} kind={kind}>
        <button type="button" className="button" onClick={() => setDismissed(fetcher.data)}>
          <FormattedMessage {...shared.again} />
        </button>
      </MailSent>
    );
  const problem = busy ? undefined : fetcher.data;
  return (
    <fetcher.Form method="post" action={actions[kind]} className="card form" aria-labelledby={titleId} noValidate>
      <h2 id={titleId}>
        <FormattedMessage {...m.title} />
      </h2>
      <p className="muted">
        <FormattedMessage {...m.intro} />
      </p>
      {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
      <Field
        label={intl.formatMessage(shared.email)}
        name="email"
        type="email"
        autoComplete={kind === 'login' ? 'username' : 'email'}
        maxLength={EMAIL_MAX}
        required
        defaultValue={fetcher.data?.sent?.email}
        aria-invalid={problem?.problem === 'emailInvalid' || undefined}
      />
      <RecoveryError data={problem} />
      <Button type="submit" variant="primary" disabled={busy}>
        <FormattedMessage {...(busy ? shared.submitting : m.submit)} />
      </Button>
    </fetcher.Form>
  );
}
