import { useEffect, useId, useRef, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';

/**
 * The modal dialogs open now, the last on top. What must show above them (the toasts) is placed
 * inside the top one: a modal sits in the browser's top layer, above every z-index, and makes the
 * rest of the page inert.
 */
const openModals: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const topModal = () => openModals[openModals.length - 1] ?? null;

/** The modal dialog on top, or null when none is open. */
export const useTopModal = (): HTMLDialogElement | null => useSyncExternalStore(subscribe, topModal, () => null);

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
    if (!element) return;
    if (!element.open) element.showModal();
    openModals.push(element);
    changed();
    return () => {
      openModals.splice(openModals.indexOf(element), 1);
      changed();
      element.close();
    };
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
