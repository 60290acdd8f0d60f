import { cloneElement, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';

/** Spec, point 9: show after 50 ms, hide at once. */
export const TOOLTIP_SHOW_DELAY_MS = 50;

interface TriggerProps {
  'aria-describedby'?: string;
}

/**
 * A short description of one control, shown on hover and keyboard focus after 50 ms and hidden at
 * once on leave, blur or Escape. The trigger is described by it (aria-describedby), so screen
 * readers read it too.
 */
export function Tooltip({ label, children }: { label: ReactNode; children: ReactElement<TriggerProps> }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), TOOLTIP_SHOW_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <span className="tooltip-anchor" onPointerEnter={show} onPointerLeave={hide} onFocus={show} onBlur={hide}>
      {cloneElement(children, { 'aria-describedby': id })}
      <span role="tooltip" id={id} className="tooltip" data-open={open}>
        {label}
      </span>
    </span>
  );
}
