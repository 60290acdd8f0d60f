import { EMAIL_MAX, PASSWORD_MAX } from '@brandtrail/domain/limits';
import { useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageTag } from 'react-intl';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { ErrorText } from '../ui/ErrorText';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { Field } from '../ui/Field';
import { formText } from '../ui/form';
import { usePending } from '../ui/usePending';
import { useRequestEmailChangeMutation } from './useRequestEmailChangeMutation';

const m = defineMessages({
  change: { id: 'emailChange.change', defaultMessage: 'Change address…' },
  title: { id: 'emailChange.title', defaultMessage: 'Change your email address' },
  intro: {
    id: 'emailChange.intro',
    defaultMessage:
      'We mail a link to the new address; your account changes to it when you open the link. Your current address is then told, and can undo the change.',
  },
  email: { id: 'emailChange.email', defaultMessage: 'New email address' },
  password: { id: 'emailChange.password', defaultMessage: 'Current password' },
  cancel: { id: 'emailChange.cancel', defaultMessage: 'Cancel' },
  send: { id: 'emailChange.send', defaultMessage: 'Send link' },
  done: { id: 'emailChange.done', defaultMessage: 'Done' },
});
const sent = defineMessage<{ email: string; b: MessageTag }>({
  id: 'emailChange.sent',
  defaultMessage: 'We sent a link to <b>{email}</b>. Your address changes when you open it (within 24 hours).',
});

/** "Change address…" on the account page: the new address and the password, then the link is mailed. */
export function EmailChange() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        <FormattedMessage {...m.change} />
      </Button>
      {open ? <EmailChangeDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function EmailChangeDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const [request, busy] = usePending(useRequestEmailChangeMutation());
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    try {
      setSentTo(await request(formText(form, 'email'), formText(form, 'password')));
    } catch (e) {
      setError(errorInfo(e));
    }
  };
  return (
    <Dialog title={intl.formatMessage(m.title)} onClose={onClose} width="30rem">
      {sentTo ? (
        <div className="stack" role="status">
          <p>
            <FormattedMessage {...sent} values={{ email: sentTo, b: (chunks) => <strong>{chunks}</strong> }} />
          </p>
          <div className="form-actions">
            <Button variant="primary" onClick={onClose}>
              <FormattedMessage {...m.done} />
            </Button>
          </div>
        </div>
      ) : (
        <form className="stack" onSubmit={(e) => void submit(e)}>
          <p className="muted">
            <FormattedMessage {...m.intro} />
          </p>
          <Field
            label={intl.formatMessage(m.email)}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            required
          />
          <Field
            label={intl.formatMessage(m.password)}
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX}
            required
          />
          <ErrorText error={error} />
          <div className="form-actions">
            <Button variant="ghost" onClick={onClose}>
              <FormattedMessage {...m.cancel} />
            </Button>
            <Button type="submit" variant="primary" busy={busy}>
              <FormattedMessage {...m.send} />
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
