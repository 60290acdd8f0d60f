import { PASSWORD_MAX } from '@brandtrail/domain/limits';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { ErrorText } from '../ui/ErrorText';
import type { ErrorInfo } from '../ui/errorInfo';
import { Field } from '../ui/Field';
import { formText } from '../ui/form';

const m = defineMessages({
  password: { id: 'passwordDialog.password', defaultMessage: 'Current password' },
  cancel: { id: 'passwordDialog.cancel', defaultMessage: 'Cancel' },
});

/**
 * A change of the account that asks for the current password (two-factor sign-in off, new recovery
 * codes, a new address): what it does, the fields of its own (`children`), the password, Cancel
 * and the action's button. `onSubmit` gets the password and the whole form.
 */
export function PasswordDialog({
  title,
  intro,
  confirm,
  busy,
  error,
  children,
  onSubmit,
  onClose,
}: {
  title: string;
  intro: ReactNode;
  confirm: string;
  busy: boolean;
  error: ErrorInfo | null;
  children?: ReactNode;
  onSubmit: (password: string, form: FormData) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Dialog title={title} onClose={onClose} width="30rem">
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          onSubmit(formText(form, 'password'), form);
        }}
      >
        <p className="muted">{intro}</p>
        {children}
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
            {confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
