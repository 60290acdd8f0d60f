import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a server-rendered screen is shown but not yet taken over by the client (the server's
 * render and hydration's first), true after and in every screen the browser rendered itself. A
 * submit button waits for it (ui/Button.tsx): before, a submit would post the form natively, which the API
 * refuses (its account routes take JSON only, against cross-site forms).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
