import { EMAIL_MAX } from '@brandtrail/domain/limits';
import { useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageTag } from 'react-intl';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { Field } from '../ui/Field';
import { formText } from '../ui/form';
import { usePending } from '../ui/usePending';
import { PasswordDialog } from './PasswordDialog';
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
  if (sentTo)
    return (
      <Dialog title={intl.formatMessage(m.title)} onClose={onClose} width="30rem">
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
      </Dialog>
    );
  return (
    <PasswordDialog
      title={intl.formatMessage(m.title)}
      intro={intl.formatMessage(m.intro)}
      confirm={intl.formatMessage(m.send)}
      busy={busy}
      error={error}
      onSubmit={(password, form) => {
        setError(null);
        request(formText(form, 'email'), password).then(setSentTo, (e: unknown) => setError(errorInfo(e)));
      }}
      onClose={onClose}
    >
      <Field label={intl.formatMessage(m.email)} name="email" type="email" autoComplete="email" maxLength={EMAIL_MAX} required />
    </PasswordDialog>
  );
}
