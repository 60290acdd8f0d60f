import { useEffect, useId, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useRevalidator } from 'react-router';
import { removeAvatar, uploadAvatar, type SessionUser } from '../auth/session';
import { rememberViewer } from '../routing/viewer';
import { Button } from '../ui/Button';
import { ErrorText } from '../ui/ErrorText';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { useToast } from '../ui/Toast';
import { Avatar } from './Avatar';

const m = defineMessages({
  label: { id: 'avatar.label', defaultMessage: 'Avatar' },
  hint: {
    id: 'avatar.hint',
    defaultMessage: 'A PNG, JPEG, WebP or GIF picture of at most 5 MB. It is cut to a square; members of your brands see it.',
  },
  choose: { id: 'avatar.choose', defaultMessage: 'Choose picture' },
  change: { id: 'avatar.change', defaultMessage: 'Change picture' },
  save: { id: 'avatar.save', defaultMessage: 'Save picture' },
  cancel: { id: 'avatar.cancel', defaultMessage: 'Cancel' },
  remove: { id: 'avatar.remove', defaultMessage: 'Remove picture' },
  preview: { id: 'avatar.preview', defaultMessage: 'Preview of the new picture' },
  saved: { id: 'avatar.saved', defaultMessage: 'Your picture is saved.' },
  removed: { id: 'avatar.removed', defaultMessage: 'Your picture is removed.' },
});

/**
 * The avatar input (spec, point 2): pick a picture, see it as it will show (a circle), save it, or
 * remove the current one. The server checks the file (type by its bytes, size) and answers with
 * the user, whom the header then shows with the new picture.
 */
export function AvatarInput({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const toast = useToast();
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'remove' | null>(null);
  const [error, setError] = useState<ErrorInfo | null>(null);

  // The preview's object URL lives as long as the picked file.
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const done = (next: SessionUser, message: string) => {
    rememberViewer(next);
    setFile(null);
    void revalidator.revalidate();
    toast.show(message, { tone: 'success' });
  };
  const run = async (kind: 'save' | 'remove') => {
    setBusy(kind);
    setError(null);
    try {
      if (kind === 'save' && file) done(await uploadAvatar(file), intl.formatMessage(m.saved));
      else if (kind === 'remove') done(await removeAvatar(), intl.formatMessage(m.removed));
    } catch (caught) {
      setError(errorInfo(caught));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card stack avatar-input" aria-labelledby="avatar-title">
      <h2 id="avatar-title">
        <FormattedMessage {...m.label} />
      </h2>
      <div className="avatar-input-row">
        {preview ? (
          <img className="avatar large" src={preview} alt={intl.formatMessage(m.preview)} />
        ) : (
          <Avatar src={user.avatar} email={user.email} size="large" />
        )}
        <div className="stack avatar-input-body">
          <p className="muted" id={hintId}>
            <FormattedMessage {...m.hint} />
          </p>
          <input
            ref={input}
            className="visually-hidden"
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            aria-label={intl.formatMessage(m.choose)}
            aria-describedby={hintId}
            tabIndex={-1}
            onChange={(event) => {
              setError(null);
              setFile(event.target.files?.[0] ?? null);
              // The same file may be picked again after a cancel.
              event.target.value = '';
            }}
          />
          <div className="actions">
            {file ? (
              <>
                <Button variant="primary" busy={busy === 'save'} disabled={busy !== null} onClick={() => void run('save')}>
                  <FormattedMessage {...m.save} />
                </Button>
                <Button variant="ghost" disabled={busy !== null} onClick={() => (setFile(null), setError(null))}>
                  <FormattedMessage {...m.cancel} />
                </Button>
              </>
            ) : (
              <>
                <Button disabled={busy !== null} onClick={() => input.current?.click()}>
                  <FormattedMessage {...(user.avatar ? m.change : m.choose)} />
                </Button>
                {user.avatar ? (
                  <Button variant="ghost" busy={busy === 'remove'} disabled={busy !== null} onClick={() => void run('remove')}>
                    <FormattedMessage {...m.remove} />
                  </Button>
                ) : null}
              </>
            )}
          </div>
          <ErrorText error={error} />
        </div>
      </div>
    </section>
  );
}
