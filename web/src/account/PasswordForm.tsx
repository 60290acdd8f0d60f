import { PASSWORD_MAX, PASSWORD_MIN } from '@brandtrail/domain/limits';
import { useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../ui/Button';
import { ErrorText } from '../ui/ErrorText';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { Field } from '../ui/Field';
import { formText } from '../ui/form';
import { useToast } from '../ui/Toast';
import { usePending } from '../ui/usePending';
import { useChangePasswordMutation } from './useChangePasswordMutation';

const m = defineMessages({
  title: { id: 'account.password.title', defaultMessage: 'Password' },
  current: { id: 'account.password.current', defaultMessage: 'Current password' },
  next: { id: 'account.password.new', defaultMessage: 'New password' },
  confirm: { id: 'account.password.confirm', defaultMessage: 'Repeat the new password' },
  mismatch: { id: 'account.password.mismatch', defaultMessage: 'The two new passwords are not the same.' },
  save: { id: 'account.password.save', defaultMessage: 'Change password' },
  saved: {
    id: 'account.password.saved',
    defaultMessage: 'Your password is changed. Every other browser is logged out.',
  },
  acting: {
    id: 'account.password.acting',
    defaultMessage: 'While you act as this person, their password stays theirs to change.',
  },
});
const intro = defineMessage<{ min: number }>({
  id: 'account.password.intro',
  defaultMessage: 'At least {min} characters. Once changed, you stay logged in here and every other browser is logged out.',
});

/** Changing the password on the account page: the current one, the new one twice. */
export function PasswordForm({ impersonated }: { impersonated: boolean }) {
  const intl = useIntl();
  const toast = useToast();
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [change, saving] = usePending(useChangePasswordMutation());
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const next = formText(data, 'newPassword');
    setError(null);
    if (next !== formText(data, 'confirm'))
      return setError({ message: intl.formatMessage(m.mismatch), code: undefined, status: 400 });
    try {
      await change(formText(data, 'currentPassword'), next);
      form.reset();
      toast.show(intl.formatMessage(m.saved), { tone: 'success' });
    } catch (caught) {
      setError(errorInfo(caught));
    }
  };
  return (
    <section className="card stack account-password" aria-labelledby="account-password-title">
      <h2 id="account-password-title">
        <FormattedMessage {...m.title} />
      </h2>
      {impersonated ? (
        <p className="muted">
          <FormattedMessage {...m.acting} />
        </p>
      ) : (
        <form className="stack" onSubmit={(e) => void submit(e)}>
          <p className="muted">
            <FormattedMessage {...intro} values={{ min: PASSWORD_MIN }} />
          </p>
          <Field
            label={intl.formatMessage(m.current)}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            maxLength={PASSWORD_MAX}
          />
          <Field
            label={intl.formatMessage(m.next)}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN}
            maxLength={PASSWORD_MAX}
          />
          <Field
            label={intl.formatMessage(m.confirm)}
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
            maxLength={PASSWORD_MAX}
          />
          <ErrorText error={error} />
          <div>
            <Button type="submit" variant="primary" busy={saving}>
              <FormattedMessage {...m.save} />
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
