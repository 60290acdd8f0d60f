import { useCallback } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { useAddUserBrandMutation as AddUserBrandMutation } from '../../__generated__/useAddUserBrandMutation.graphql';
import type { MemberRole } from './useMemberMutations';
import type { ErrorInfo } from '../../ui/errorInfo';
import { relayCallbacks, type MemberCallbacks } from './useMemberMutations';

const mismatch = defineMessage({ id: 'members.brandIdMismatch', defaultMessage: 'Brand ID mismatch' });

/**
 * Spec 5: an answer naming another brand than the one asked for is an error (`message`: the
 * translated 'Brand ID mismatch'), never a success.
 */
export function brandMismatch(askedId: string, answer: { brand: { id: string } }, message: string): ErrorInfo | null {
  return answer.brand.id === askedId ? null : { message, code: 'BRAND_ID_MISMATCH', status: 409 };
}

/**
 * Adds a person to a brand by address (a member at once, or an invitation). Fails with 'Brand ID
 * mismatch' (spec 5) when the answer's brand is not the one asked for.
 */
export function useAddUserBrandMutation(): [
  (brandId: string, email: string, role: MemberRole, callbacks: MemberCallbacks<{ status: string }>) => void,
  boolean,
] {
  const intl = useIntl();
  const [commit, isInFlight] = useMutation<AddUserBrandMutation>(graphql`
    mutation useAddUserBrandMutation($input: AddUserBrandInput!) {
      addUserBrand(input: $input) {
        brandUser {
          id
          status
        }
        brand {
          id
          ...UsersSettings_members
        }
      }
    }
  `);
  const add = useCallback(
    (brandId: string, email: string, role: MemberRole, callbacks: MemberCallbacks<{ status: string }>) => {
      commit({
        variables: { input: { id: brandId, email, role } },
        ...relayCallbacks((response) => response.addUserBrand, {
          onCompleted: (payload) => {
            const error = brandMismatch(brandId, payload, intl.formatMessage(mismatch));
            if (error) callbacks.onError(error);
            else callbacks.onCompleted(payload.brandUser);
          },
          onError: callbacks.onError,
        }),
      });
    },
    [commit, intl],
  );
  return [add, isInFlight];
}
