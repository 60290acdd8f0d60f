import { useEffect } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRecordBrandVisitMutation as RecordBrandVisitMutation } from '../__generated__/useRecordBrandVisitMutation.graphql';

/**
 * Records that a member opened the brand (recordBrandVisit), so that the activity's "Since my
 * last visit" means the visit before this one (the server joins screens less than 30 minutes
 * apart into one visit). Once per brand while the screen is open; readers are not asked (the
 * server refuses them). A failure is only logged: nothing on screen depends on it.
 */
export function useRecordBrandVisit(brandId: string | null | undefined, member: boolean): void {
  const [commit] = useMutation<RecordBrandVisitMutation>(graphql`
    mutation useRecordBrandVisitMutation($input: RecordBrandVisitInput!) {
      recordBrandVisit(input: $input) {
        previousVisitAt
      }
    }
  `);
  useEffect(() => {
    if (!brandId || !member) return;
    commit({
      variables: { input: { id: brandId } },
      onError: (error) => console.warn('the visit was not recorded', error),
    });
  }, [brandId, member, commit]);
}
