import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { defineMessages, useIntl } from 'react-intl';
import { useTopModal } from './Dialog';
import { Icon } from './Icon';

const messages = defineMessages({
  dismiss: { id: 'toast.dismiss', defaultMessage: 'Dismiss message' },
});

export type ToastTone = 'info' | 'success' | 'error';

/** A button in the toast ("Undo"): running it also dismisses the toast. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

interface Toast {
  id: number;
  message: ReactNode;
  tone: ToastTone;
  action?: ToastAction;
}

interface ToastApi {
  /**
   * Shows a short message for `duration` ms (default 5 s); errors are announced assertively.
   * Answers the toast's id, for `dismiss`.
   */
  show: (message: ReactNode, options?: { tone?: ToastTone; duration?: number; action?: ToastAction }) => number;
  /** Takes a toast away before its time (its action no longer applies, say). */
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** The imperative hook: `const toast = useToast(); toast.show('Saved', { tone: 'success' })`. */
export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider>');
  return api;
}

/** Holds the toasts and the live regions screen readers announce them from. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);

  const show = useCallback<ToastApi['show']>(
    (message, { tone = 'info', duration = 5000, action } = {}) => {
      const id = ++nextId.current;
      setToasts((list) => [...list.slice(-3), { id, message, tone, action }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), duration),
      );
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  const polite = toasts.filter((toast) => toast.tone !== 'error');
  const assertive = toasts.filter((toast) => toast.tone === 'error');
  // Inside an open modal, which would otherwise cover them and make them inert.
  const modal = useTopModal();

  const list = (
    <div className="toasts">
      <div role="status" aria-live="polite" className="toast-region">
        {polite.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
      <div role="alert" aria-live="assertive" className="toast-region">
        {assertive.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </div>
  );
  return (
    <ToastContext value={api}>
      {children}
      {modal ? createPortal(list, modal) : list}
    </ToastContext>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const intl = useIntl();
  return (
    <div className={`toast ${toast.tone}`}>
      <span>{toast.message}</span>
      {toast.action ? (
        <button
          type="button"
          className="toast-action"
          onClick={() => {
            onDismiss(toast.id);
            toast.action!.onClick();
          }}
        >
          {toast.action.label}
        </button>
      ) : null}
      <button
        type="button"
        className="toast-close"
        aria-label={intl.formatMessage(messages.dismiss)}
        onClick={() => onDismiss(toast.id)}
      >
        <Icon name="close" size={14} />
      </button>
    </div>
  );
}
