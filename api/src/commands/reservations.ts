import {
  DomainError,
  reservationDecider,
  reservationStream,
  type ErrorCode,
  type ReservationCommand,
  type ReservationKind,
} from '@brandtrail/domain';
import type { EventStore } from '@brandtrail/infra';
import { handle, type Actor } from '@brandtrail/infra';

/**
 * Claims a unique value for `ownerId`. `holderStillUses` tells whether the current holder (another
 * owner) still uses the value, asked again for the holder of each attempt (an answer about an
 * earlier holder proves nothing); a claim left behind by an interrupted command is taken over once
 * it is older than CLAIM_IN_PROGRESS_MS, so that exactly one of many concurrent claims wins.
 */
export async function reserve(
  store: EventStore,
  kind: ReservationKind,
  value: string,
  ownerId: string,
  actor: Actor,
  takenError: ErrorCode,
  holderStillUses: (holderId: string) => Promise<boolean>,
): Promise<void> {
  await handle(
    store,
    reservationDecider,
    reservationStream(kind, value),
    async (state): Promise<ReservationCommand> => ({
      type: 'Reserve',
      ownerId,
      holderStillUses: state.ownerId !== null && state.ownerId !== ownerId ? await holderStillUses(state.ownerId) : false,
      takenError,
      value,
    }),
    actor,
  );
}

export async function release(
  store: EventStore,
  kind: ReservationKind,
  value: string,
  ownerId: string,
  actor: Actor,
): Promise<void> {
  await handle(store, reservationDecider, reservationStream(kind, value), { type: 'Release', ownerId }, actor);
}

export const isTaken = (error: unknown, code: ErrorCode) => error instanceof DomainError && error.code === code;
