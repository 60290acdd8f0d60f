import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRequestBrandAccessMutation as RequestMutation } from '../../__generated__/useRequestBrandAccessMutation.graphql';
import { relayCallbacks, type MemberCallbacks } from './useMemberMutations';

/** Asks a brand's owners for access; the answer never tells whether the brand exists. */
export function useRequestBrandAccessMutation(): [
  (brand: string, message: string, callbacks: MemberCallbacks<unknown>) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<RequestMutation>(graphql`
    mutation useRequestBrandAccessMutation($input: RequestBrandAccessInput!) {
      requestBrandAccess(input: $input) {
        ok
      }
    }
  `);
  const request = useCallback(
    (brand: string, message: string, callbacks: MemberCallbacks<unknown>) =>
      void commit({ variables: { input: { brand, message } }, ...relayCallbacks((r) => r.requestBrandAccess, callbacks) }),
    [commit],
  );
  return [request, isInFlight];
}
