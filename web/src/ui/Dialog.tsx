import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface Props {
  /** The dialog's heading; it also names the dialog for assistive technology. */
  title: ReactNode;
  children: ReactNode;
  /** Called when the user dismisses the dialog (Escape, when `dismissible`). */
  onClose?: () => void;
  /** Whether Escape closes it (false: a required step, e.g. the terms). */
  dismissible?: boolean;
  /** A CSS width, e.g. '42em' for the terms dialog (spec, point 9). */
  width?: string;
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert and gives the
 * backdrop; Tab and Shift+Tab also wrap inside it, so focus never leaves for the browser chrome.
 * Escape closes it only when `dismissible`.
 */
export function Dialog({ title, children, onClose, dismissible = true, width, className }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = ref.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      className={['dialog', className ?? ''].filter(Boolean).join(' ')}
      style={width ? { width: `min(${width}, calc(100vw - 2rem))` } : undefined}
      aria-labelledby={titleId}
      onKeyDown={trapTab}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose?.();
      }}
    >
      <h2 id={titleId} className="dialog-title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
