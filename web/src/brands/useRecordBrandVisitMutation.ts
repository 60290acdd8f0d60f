import { useEffect } from 'react';
import { graphql } from 'react-relay';
import type { useRecordBrandVisitMutation as RecordBrandVisitMutation } from '../__generated__/useRecordBrandVisitMutation.graphql';
import { mutationHook } from '../relay/mutation';

/** Records that a member opened the brand (recordBrandVisit). */
export const useRecordBrandVisitMutation = mutationHook<RecordBrandVisitMutation>(graphql`
  mutation useRecordBrandVisitMutation($input: RecordBrandVisitInput!) {
    recordBrandVisit(input: $input) {
      previousVisitAt
    }
  }
`)((brandId: string) => ({ variables: { input: { id: brandId } } }));

/**
 * Records the visit of a member who opens the brand, so that the activity's "Since my last visit"
 * means the visit before this one (the server joins screens less than 30 minutes apart into one
 * visit). Once per brand while the screen is open; readers are not asked (the server refuses
 * them). A failure is only logged: nothing on screen depends on it.
 */
export function useRecordBrandVisit(brandId: string | null | undefined, member: boolean): void {
  const record = useRecordBrandVisitMutation();
  useEffect(() => {
    if (!brandId || !member) return;
    void record(brandId).catch((error: unknown) => console.warn('the visit was not recorded', error));
  }, [brandId, member, record]);
}
