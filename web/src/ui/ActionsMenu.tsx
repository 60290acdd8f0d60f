import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon, type IconName } from './Icon';

export interface MenuAction {
  label: string;
  icon?: IconName;
  onSelect: () => void;
}

/**
 * A "more" button (three dots, named `label`) that opens a menu of `actions` under it, as the WAI
 * menu button pattern has it: the first action takes the focus, arrow keys, Home and End move it,
 * Escape closes the menu and gives the focus back to the button, a click elsewhere or Tab closes it.
 * For what a row offers beside its main content without repeating a button on every row.
 */
export function ActionsMenu({ label, actions }: { label: string; actions: readonly MenuAction[] }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = () => [...(wrapper.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const away = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <div className="actions-menu" ref={wrapper}>
      <button
        ref={button}
        type="button"
        className="button small ghost icon-only"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <Icon name="more" />
      </button>
      {open ? (
        <div className="actions-menu-list" role="menu" id={menuId} aria-label={label} onKeyDown={onKeyDown}>
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="actions-menu-item"
              onClick={() => {
                close(true);
                action.onSelect();
              }}
            >
              {action.icon ? <Icon name={action.icon} /> : null} {action.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
