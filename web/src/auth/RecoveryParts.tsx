import type { ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageTag } from 'react-intl';
import { ErrorText } from '../ui/ErrorText';
import type { ClientProblem, RecoveryActionData } from './recovery';
import { PASSWORD_MIN } from '@brandtrail/domain/limits';
import { Icon } from '../ui/Icon';

const problems = defineMessages({
  emailInvalid: { id: 'auth.recovery.emailInvalid', defaultMessage: 'Please enter a valid email address.' },
  passwordMismatch: { id: 'auth.recovery.passwordMismatch', defaultMessage: 'The two passwords do not match.' },
});
const passwordTooShort = defineMessage<{ min: number }>({
  id: 'auth.recovery.passwordTooShort',
  defaultMessage: 'The password must be at least {min} characters long.',
});

const sentTo = {
  reset: defineMessage<{ email: string; b: MessageTag }>({
    id: 'auth.recovery.sentReset',
    defaultMessage:
      'If there is an account for <b>{email}</b>, we have just sent it a link to choose a new password. The link works once and expires in one hour.',
  }),
  login: defineMessage<{ email: string; b: MessageTag }>({
    id: 'auth.recovery.sentLogin',
    defaultMessage:
      'If there is an account for <b>{email}</b>, we have just sent it a sign-in link. The link works once and expires in 15 minutes.',
  }),
};
const sent = defineMessages({
  title: { id: 'auth.recovery.sentTitle', defaultMessage: 'Check your inbox' },
  spam: {
    id: 'auth.recovery.sentSpam',
    defaultMessage: 'Nothing there after a few minutes? Check your spam folder, or try again.',
  },
});

/** The form's problem: a client-side check (translated here) or the server's (translated there). */
export function RecoveryError({ data }: { data: RecoveryActionData | undefined }) {
  const intl = useIntl();
  const problem = data?.problem;
  if (problem === 'passwordTooShort')
    return <ProblemText problem={problem} text={intl.formatMessage(passwordTooShort, { min: PASSWORD_MIN })} />;
  if (problem) return <ProblemText problem={problem} text={intl.formatMessage(problems[problem])} />;
  return <ErrorText error={data?.error} />;
}

function ProblemText({ problem, text }: { problem: ClientProblem; text: string }) {
  return (
    <p className="form-error" role="alert" data-problem={problem}>
      {text}
    </p>
  );
}

/** Shown instead of a mail-request form once the request went through. */
export function MailSent({ email, kind, children }: { email: string; kind: 'reset' | 'login'; children?: ReactNode }) {
  return (
    <div className="card form notice" role="status">
      <div className="notice-icon" aria-hidden="true">
        <Icon name="mail" size={24} />
      </div>
      <h2>
        <FormattedMessage {...sent.title} />
      </h2>
      <p>
        <FormattedMessage {...sentTo[kind]} values={{ email, b: (chunks) => <strong>{chunks}</strong> }} />
      </p>
      <p className="muted notice-hint">
        <FormattedMessage {...sent.spam} />
      </p>
      {children}
    </div>
  );
}
