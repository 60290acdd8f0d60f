import { graphql } from 'react-relay';
import type { Plan } from '@brandtrail/domain/brands/plans';
import type { useChangeBrandPlanMutation as ChangeBrandPlanMutation } from '../__generated__/useChangeBrandPlanMutation.graphql';
import { mutationHook } from '../relay/mutation';

/** Sets a brand's plan by hand (admins; the embedded default of billing). */
export const useChangeBrandPlanMutation = mutationHook<ChangeBrandPlanMutation>(graphql`
  mutation useChangeBrandPlanMutation($input: ChangeBrandPlanInput!) {
    changeBrandPlan(input: $input) {
      brand {
        id
        currentPlan
      }
    }
  }
`)((id: string, plan: Plan) => ({ variables: { input: { id, plan } } }));
