import { ADMIN_REASON_MAX, ADMIN_REASON_MIN } from '@brandtrail/domain/limits';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, type ButtonVariant } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { ErrorText } from '../ui/ErrorText';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { TextAreaField } from '../ui/TextAreaField';
import { adminMessages as m } from './messages';

/**
 * An admin action that asks why first (acting as a user, suspending one): what it does, the
 * reason (kept in the audit log, ADMIN_REASON_MIN to ADMIN_REASON_MAX characters), Cancel and the action's button. A
 * refusal says why in the dialog, which stays open.
 */
export function ReasonDialog({
  title,
  intro,
  confirm,
  variant,
  onSubmit,
  onClose,
}: {
  title: string;
  intro: string;
  confirm: string;
  variant: ButtonVariant;
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSubmit(reason);
    } catch (e) {
      setError(errorInfo(e));
      setBusy(false);
    }
  };
  return (
    <Dialog title={title} onClose={onClose} width="32rem">
      <form className="stack" onSubmit={(e) => void submit(e)}>
        <p className="muted">{intro}</p>
        <TextAreaField
          id={id}
          label={intl.formatMessage(m.reason)}
          hint={intl.formatMessage(m.reasonHint, { min: ADMIN_REASON_MIN })}
          value={reason}
          required
          minLength={ADMIN_REASON_MIN}
          maxLength={ADMIN_REASON_MAX}
          rows={3}
          onChange={(e) => setReason(e.target.value)}
        />
        <ErrorText error={error} />
        <div className="form-actions">
          <Button variant="ghost" onClick={onClose}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" variant={variant} busy={busy}>
            {confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
