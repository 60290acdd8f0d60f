import type { PayloadError } from 'relay-runtime';
import { errorInfo, type ErrorInfo } from '../../ui/errorInfo';

/** A member's role, as the schema's MemberRole enum has it. */
export type MemberRole = 'owner' | 'editor' | 'viewer';

/** A role as Relay types it (with its "future added value"): anything unknown reads as viewer. */
export const asRole = (role: string): MemberRole => (role === 'owner' || role === 'editor' ? role : 'viewer');

/** What each member mutation hook takes: the answer's data, or the error as the UI shows it. */
export interface MemberCallbacks<T> {
  onCompleted: (data: T) => void;
  onError: (error: ErrorInfo) => void;
}

/** Relay's two ways of failing (errors with data, or a rejected request) as one `onError`. */
export function relayCallbacks<R, T>(pick: (response: R) => T, { onCompleted, onError }: MemberCallbacks<T>) {
  return {
    onCompleted: (response: R, errors: readonly PayloadError[] | null | undefined) => {
      const first = errors?.[0];
      if (first) onError({ message: first.message, code: undefined, status: 400 });
      else onCompleted(pick(response));
    },
    onError: (error: Error) => onError(errorInfo(error)),
  };
}
