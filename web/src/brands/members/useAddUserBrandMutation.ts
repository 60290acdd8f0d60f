import { useCallback } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { useAddUserBrandMutation as AddUserBrandMutation } from '../../__generated__/useAddUserBrandMutation.graphql';
import { GraphQLResponseError } from '../../relay/errors';
import { mutationHook } from '../../relay/mutation';
import type { MemberRole } from './useMemberMutations';

const mismatch = defineMessage({ id: 'members.brandIdMismatch', defaultMessage: 'Brand ID mismatch' });

/**
 * Spec 5: an answer naming another brand than the one asked for is an error (`message`: the
 * translated 'Brand ID mismatch'), never a success.
 */
export function brandMismatch(askedId: string, answer: { brand: { id: string } }, message: string): GraphQLResponseError | null {
  return answer.brand.id === askedId
    ? null
    : new GraphQLResponseError([{ message, extensions: { code: 'BRAND_ID_MISMATCH', status: 409 } }], 409);
}

const useAddUserBrand = mutationHook<AddUserBrandMutation>(graphql`
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
`)((brandId: string, email: string, role: MemberRole) => ({
  variables: { input: { id: brandId, email, role } },
  answer: (r) => r.addUserBrand,
}));

/**
 * Adds a person to a brand by address (a member at once, or an invitation); answers the member
 * (its status). Fails with 'Brand ID mismatch' (spec 5) when the answer's brand is not the one
 * asked for.
 */
export function useAddUserBrandMutation(): (brandId: string, email: string, role: MemberRole) => Promise<{ status: string }> {
  const intl = useIntl();
  const add = useAddUserBrand();
  return useCallback(
    async (brandId, email, role) => {
      const answer = await add(brandId, email, role);
      const error = brandMismatch(brandId, answer, intl.formatMessage(mismatch));
      if (error) throw error;
      return answer.brandUser;
    },
    [add, intl],
  );
}
