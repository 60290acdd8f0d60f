import { EMAIL_MAX, PASSWORD_MAX } from '@brandtrail/domain/limits';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useFetcher } from 'react-router';
import { Button } from '../ui/Button';
import { ErrorText } from '../ui/ErrorText';
import { Field } from '../ui/Field';
import type { AuthActionData } from './routes';

/**
 * An address and a password posted to an auth route's action (`/login`, `/register`), from
 * whichever page shows the form; `redirectTo` is checked there. `hidden` and `aside` go before the
 * fields and after the password.
 */
export function CredentialsForm({
  action,
  messages,
  redirectTo,
  hidden,
  aside,
  email,
}: {
  action: '/login' | '/register';
  messages: Record<'title' | 'email' | 'password' | 'submit' | 'submitting', MessageDescriptor>;
  redirectTo?: string | null;
  hidden?: ReactNode;
  aside?: ReactNode;
  /** The address field's autocomplete (log-in: the username; registration: a new address) and prefilled value. */
  email: { autoComplete: 'username' | 'email'; value?: string | null };
}) {
  const intl = useIntl();
  const fetcher = useFetcher<AuthActionData>();
  const busy = fetcher.state !== 'idle';
  const titleId = `${action.slice(1)}-title`;
  return (
    <fetcher.Form method="post" action={action} className="card form" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <FormattedMessage {...messages.title} />
      </h2>
      {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
      {hidden}
      <Field
        label={intl.formatMessage(messages.email)}
        name="email"
        type="email"
        autoComplete={email.autoComplete}
        defaultValue={email.value ?? undefined}
        maxLength={EMAIL_MAX}
        required
      />
      <Field
        label={intl.formatMessage(messages.password)}
        name="password"
        type="password"
        autoComplete={action === '/login' ? 'current-password' : 'new-password'}
        maxLength={PASSWORD_MAX}
        required
      />
      {aside}
      <ErrorText error={busy ? null : fetcher.data?.error} />
      <Button type="submit" variant="primary" disabled={busy}>
        <FormattedMessage {...(busy ? messages.submitting : messages.submit)} />
      </Button>
    </fetcher.Form>
  );
}
