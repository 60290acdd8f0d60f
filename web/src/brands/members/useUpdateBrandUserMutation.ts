import { graphql } from 'react-relay';
import type { useUpdateBrandUserMutation as UpdateBrandUserMutation } from '../../__generated__/useUpdateBrandUserMutation.graphql';
import { mutationHook } from '../../relay/mutation';
import type { MemberRole } from './useMemberMutations';

/** Changes a member's role (also "make owner" and stepping down). */
export const useUpdateBrandUserMutation = mutationHook<UpdateBrandUserMutation>(graphql`
  mutation useUpdateBrandUserMutation($input: UpdateBrandUserInput!) {
    updateBrandUser(input: $input) {
      brandUser {
        id
        role
      }
      brand {
        id
        userRole
        ...UsersSettings_members
      }
    }
  }
`)((id: string, role: MemberRole) => ({ variables: { input: { id, role } } }));
