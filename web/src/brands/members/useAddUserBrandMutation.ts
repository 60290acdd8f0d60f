import { useCallback } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { useAddUserBrandMutation as AddUserBrandMutation } from '../../__generated__/useAddUserBrandMutation.graphql';
import type { MemberRole } from './useMemberMutations';
import { relayCallbacks, type MemberCallbacks } from './useMemberMutations';

const mismatch = defineMessage({ id: 'members.brandIdMismatch', defaultMessage: 'Brand ID mismatch' });

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
            if (payload.brand.id !== brandId)
              callbacks.onError({ message: intl.formatMessage(mismatch), code: 'BRAND_ID_MISMATCH', status: 409 });
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
