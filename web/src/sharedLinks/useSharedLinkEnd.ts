import { useState } from 'react';
import { useBrandChanged } from '../brands/useBrandChanged';

/**
 * For a screen of a brand read through a shared link (`userRole` shared): whether the session's
 * links to the brand stopped working while it was open (revoked, expired, or the brand deleted:
 * the brand's live stream ends, at once, for the server reads the links again at every change of
 * them and when one expires). `onReach` hears every change of the links (or of the pages) while
 * they work, to read again what the screen shows: a link narrowed may no longer show it.
 * Nothing for anyone else.
 */
export function useSharedLinkEnd(
  brand: { readonly id: string; readonly userRole: string } | null,
  onReach?: () => void,
): boolean {
  const [ended, setEnded] = useState<string | null>(null);
  const shared = brand?.userRole === 'shared' ? brand.id : null;
  useBrandChanged(
    shared,
    (change) => {
      if (change.everything || change.kinds.includes('LINKS') || change.kinds.includes('PAGES')) onReach?.();
    },
    () => setEnded(shared),
  );
  return ended !== null && ended === brand?.id;
}
