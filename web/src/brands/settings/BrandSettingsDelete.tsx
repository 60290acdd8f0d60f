import { NAME_MAX } from '@brandtrail/domain/limits';
import { useId, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, FormattedMessage, type MessageTag } from 'react-intl';
import { useNavigate } from 'react-router';
import { errorInfo, type ErrorInfo } from '../../ui/errorInfo';
import { usePending } from '../../ui/usePending';
import { ErrorText } from '../../ui/ErrorText';
import type { DeletedNotice } from '../DeletedBrands';
import { useDeleteBrandMutation } from '../useDeleteBrandMutation';
import { useSettingsBrand } from './BrandSettingsRoute';

const messages = defineMessages({
  title: { id: 'brandSettings.delete.title', defaultMessage: 'Delete brand' },
  what: { id: 'brandSettings.delete.what', defaultMessage: 'What happens' },
  point1: {
    id: 'brandSettings.delete.pointList',
    defaultMessage: 'The brand leaves your brand list, and its address and pages can no longer be opened.',
  },
  point2: {
    id: 'brandSettings.delete.pointAccess',
    defaultMessage: 'Members and visitors of public pages lose access at once.',
  },
  point3: {
    id: 'brandSettings.delete.pointRestore',
    defaultMessage: 'Nothing is lost: you can restore the brand whole from your home screen, with the same address.',
  },
  delete: { id: 'brandSettings.delete.submit', defaultMessage: 'Delete this brand' },
  deleting: { id: 'brandSettings.delete.deleting', defaultMessage: 'Deleting…' },
  failed: { id: 'brandSettings.delete.failed', defaultMessage: 'Unable to delete the brand' },
});

const confirmLabel = defineMessage<{ name: string; b: MessageTag }>({
  id: 'brandSettings.delete.confirm',
  defaultMessage: 'To confirm, type the brand name <b>{name}</b>',
});

/** /{brand}/settings/delete: for those who may delete the brand (the sidebar opens it); the name must be typed to confirm. */
export default function BrandSettingsDelete() {
  const brand = useSettingsBrand();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [remove, isInFlight] = usePending(useDeleteBrandMutation());
  const inputId = useId();

  const matches = typed.trim() === brand.name;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!matches) return;
    setError(null);
    void remove(brand.id).then(
      () => {
        const deleted: DeletedNotice = { id: brand.id, name: brand.name };
        void navigate('/', { state: { deleted } });
      },
      (e: unknown) => setError(errorInfo(e)),
    );
  }

  return (
    <form className="card form danger-zone" onSubmit={submit} aria-labelledby="settings-delete-title">
      <h2 id="settings-delete-title">
        <FormattedMessage {...messages.title} />
      </h2>
      <div>
        <h3 className="small-heading">
          <FormattedMessage {...messages.what} />
        </h3>
        <ul className="bullets">
          <li>
            <FormattedMessage {...messages.point1} />
          </li>
          <li>
            <FormattedMessage {...messages.point2} />
          </li>
          <li>
            <FormattedMessage {...messages.point3} />
          </li>
        </ul>
      </div>
      <div className="field">
        <label htmlFor={inputId}>
          <FormattedMessage {...confirmLabel} values={{ name: brand.name, b: (chunks) => <strong>{chunks}</strong> }} />
        </label>
        <input
          id={inputId}
          value={typed}
          maxLength={NAME_MAX}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      <ErrorText error={error} fallback={messages.failed} />
      <div className="actions">
        <button type="submit" className="button danger" disabled={!matches || isInFlight}>
          <FormattedMessage {...(isInFlight ? messages.deleting : messages.delete)} />
        </button>
      </div>
    </form>
  );
}
