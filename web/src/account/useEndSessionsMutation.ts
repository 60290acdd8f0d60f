import { graphql } from 'react-relay';
import type { useEndSessionsMutation as EndSessionsMutation } from '../__generated__/useEndSessionsMutation.graphql';
import { mutationHook } from '../relay/mutation';

/** Logs out one other browser (its AccountSession.id), or every other one (null); answers how many. */
export const useEndSessionsMutation = mutationHook<EndSessionsMutation>(graphql`
  mutation useEndSessionsMutation($input: EndSessionsInput!) {
    endSessions(input: $input) {
      ended
      viewer {
        id
        ...SessionsList_user
      }
    }
  }
`)((id: string | null) => ({ variables: { input: { id } }, answer: (r) => r.endSessions.ended }));
