import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useHydrated } from './useHydrated';

export type ButtonVariant = 'default' | 'primary' | 'ghost' | 'danger';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'small' | 'medium';
  /** Shows a spinner and disables the button while something runs. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * The product's button: `button` classes of styles.css, a visible focus ring, type=button by default.
 * A submit button is off until the client has taken a server-rendered screen over (useHydrated).
 */
export function Button({ variant = 'default', size = 'medium', busy = false, className, children, disabled, ...rest }: Props) {
  const hydrated = useHydrated();
  const classes = ['button', variant !== 'default' ? variant : '', size === 'small' ? 'small' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={classes}
      disabled={disabled || busy || (rest.type === 'submit' && !hydrated)}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <span className="spinner small" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
