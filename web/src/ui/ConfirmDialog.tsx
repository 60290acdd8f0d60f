import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './Button';
import { Dialog } from './Dialog';
import { ErrorText } from './ErrorText';
import type { ErrorInfo } from './errorInfo';

/**
 * A question before an action: what it does (`children`), then Cancel and the action's button. A
 * refused action says why in the dialog (`error`), which stays open.
 */
export function ConfirmDialog({
  title,
  width,
  children,
  error,
  cancel,
  confirm,
  variant = 'danger',
  busy,
  onConfirm,
  onClose,
}: {
  title: string;
  width: string;
  children: ReactNode;
  error?: ErrorInfo | null;
  cancel: string;
  confirm: string;
  variant?: ButtonVariant;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog title={title} onClose={onClose} width={width}>
      <div className="stack">
        {children}
        {error !== undefined ? <ErrorText error={error} /> : null}
        <div className="form-actions">
          <Button variant="ghost" onClick={onClose}>
            {cancel}
          </Button>
          <Button variant={variant} busy={busy} onClick={onConfirm}>
            {confirm}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
