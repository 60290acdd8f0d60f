import { graphql } from 'react-relay';
import type { useRequestBrandAccessMutation as RequestMutation } from '../../__generated__/useRequestBrandAccessMutation.graphql';
import { mutationHook } from '../../relay/mutation';

/** Asks a brand's owners for access; the answer never tells whether the brand exists. */
export const useRequestBrandAccessMutation = mutationHook<RequestMutation>(graphql`
  mutation useRequestBrandAccessMutation($input: RequestBrandAccessInput!) {
    requestBrandAccess(input: $input) {
      ok
    }
  }
`)((brand: string, message: string) => ({ variables: { input: { brand, message } } }));
