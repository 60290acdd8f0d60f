import { DISPLAY_NAME_MAX } from '@brandtrail/domain/limits';
import { useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../ui/Button';
import { ErrorText } from '../ui/ErrorText';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { useToast } from '../ui/Toast';
import { usePending } from '../ui/usePending';
import { useUpdateAccountMutation } from './useUpdateAccountMutation';

const m = defineMessages({
  hint: {
    id: 'account.displayName.hint',
    defaultMessage:
      'Shown beside your address in members lists and to people editing a page with you. Leave it empty to show the address alone.',
  },
  save: { id: 'account.displayName.save', defaultMessage: 'Save name' },
  saved: { id: 'account.displayName.saved', defaultMessage: 'Your name is saved.' },
});

/** The display name on the account page (labelled by the facts' "Name"): typed, saved with its button. */
export function DisplayNameForm({ name }: { name: string }) {
  const intl = useIntl();
  const toast = useToast();
  const [value, setValue] = useState(name);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [save, saving] = usePending(useUpdateAccountMutation());
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const answer = await save(value);
      setValue(answer.updateAccount.viewer.displayName);
      toast.show(intl.formatMessage(m.saved), { tone: 'success' });
    } catch (caught) {
      setError(errorInfo(caught));
    }
  };
  return (
    <form className="stack account-name" onSubmit={(e) => void submit(e)}>
      <input
        id="account-name"
        className="account-name-input"
        name="displayName"
        autoComplete="name"
        value={value}
        maxLength={DISPLAY_NAME_MAX}
        aria-describedby="account-name-hint"
        onChange={(e) => setValue(e.target.value)}
      />
      <p className="field-hint" id="account-name-hint">
        <FormattedMessage {...m.hint} />
      </p>
      <ErrorText error={error} />
      <div>
        <Button type="submit" busy={saving} disabled={value.trim() === name}>
          <FormattedMessage {...m.save} />
        </Button>
      </div>
    </form>
  );
}
