import { useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, type MessageTag } from 'react-intl';
import { resendVerification } from '../auth/session';
import { Button } from '../ui/Button';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { ErrorText } from '../ui/ErrorText';
import { Icon } from '../ui/Icon';

const messages = defineMessages({
  resend: { id: 'confirmAddress.resend', defaultMessage: 'Send the link again' },
  sending: { id: 'confirmAddress.sending', defaultMessage: 'Sending…' },
  sent: { id: 'confirmAddress.sent', defaultMessage: 'Sent. Please check your inbox (and your spam folder).' },
  waitingTitle: { id: 'confirmAddress.waiting.title', defaultMessage: 'An invitation is waiting for you' },
});

const waitingText = defineMessage<{ email: string; b: MessageTag }>({
  id: 'confirmAddress.waiting.text',
  defaultMessage:
    'Someone invited <b>{email}</b> to a brand. To join, confirm the address with the link we mailed to it: invitations open only for confirmed addresses.',
});

/**
 * "Send the link again": mails the link that confirms the logged-in user's address once more. The
 * server limits how often (the answer then says when to try again).
 */
export function ResendConfirmation() {
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const [error, setError] = useState<ErrorInfo | null>(null);
  const send = async () => {
    setState('busy');
    setError(null);
    try {
      await resendVerification();
      setState('sent');
    } catch (caught) {
      setError(errorInfo(caught));
      setState('idle');
    }
  };
  if (state === 'sent')
    return (
      <p className="confirm-sent" role="status">
        <Icon name="check" size={16} />
        <FormattedMessage {...messages.sent} />
      </p>
    );
  return (
    <div className="confirm-resend">
      <Button busy={state === 'busy'} onClick={() => void send()}>
        <FormattedMessage {...(state === 'busy' ? messages.sending : messages.resend)} />
      </Button>
      <ErrorText error={error} />
    </div>
  );
}

/**
 * The brand list's notice for someone whose address is not confirmed while an invitation to it
 * waits (`User.invitationWaiting`): it names no brand, since whoever registered the address need
 * not be the one who reads its mail.
 */
export function InvitationWaitingNotice({ email }: { email: string }) {
  return (
    <section className="invitation-waiting card" aria-labelledby="invitation-waiting-title">
      <div className="notice-icon" aria-hidden="true">
        <Icon name="mail" size={24} />
      </div>
      <div className="stack-sm">
        <h2 id="invitation-waiting-title">
          <FormattedMessage {...messages.waitingTitle} />
        </h2>
        <p>
          <FormattedMessage {...waitingText} values={{ email, b: (chunks) => <strong>{chunks}</strong> }} />
        </p>
        <ResendConfirmation />
      </div>
    </section>
  );
}
