import { useCallback, useSyncExternalStore } from 'react';

/**
 * Narrow screens (tablets upright, phones): up to 64rem (1024 px at the default font size). Here
 * the brand layout puts the page tree above the page, and what sits beside the page on wide
 * screens (the element settings, the page's history) opens as a sheet over it instead. styles.css
 * uses the same width in its `@media (max-width: 64rem)` rules.
 */
export const NARROW_SCREEN = '(max-width: 64rem)';

/** Whether the media query matches now, following changes (a rotated tablet, a resized window). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
