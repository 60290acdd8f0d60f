import { useState } from 'react';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { useLiveQuery } from '../relay/useLiveQuery';

/**
 * For a screen of a brand read through a shared link (`userRole` shared): whether the session's
 * links to the brand stopped working while it was open (revoked, expired, or the brand deleted:
 * the brand's live stream ends, at once, for the server reads the links again at every change of
 * them and when one expires). While they work, every change of the links (or of the pages) reads
 * the screen's `query` again (`useLiveQuery`): a link narrowed may no longer show it.
 * Nothing for anyone else.
 */
export function useSharedLinkEnd<Q extends OperationType = OperationType>(
  brand: { readonly id: string; readonly userRole: string } | null,
  screen?: { query: GraphQLTaggedNode; variables: Q['variables'] },
): boolean {
  const [ended, setEnded] = useState<string | null>(null);
  const shared = brand?.userRole === 'shared' ? brand.id : null;
  useLiveQuery<Q>(shared, {
    kinds: ['LINKS', 'PAGES'],
    query: screen?.query,
    variables: screen?.variables,
    onLost: () => setEnded(shared),
  });
  return ended !== null && ended === brand?.id;
}
