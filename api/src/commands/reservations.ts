import { DomainError, reservationDecider, reservationStream, type ErrorCode, type ReservationKind } from '@brandtrail/domain';
import type { EventStore } from '@brandtrail/infra';
import { handle, load, type Actor } from '@brandtrail/workers';

/**
 * Claims a unique value for `ownerId`. `holderStillUses` tells whether the current holder (another
 * owner) still uses the value; a claim left behind by an interrupted command is taken over.
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
  const stream = reservationStream(kind, value);
  const { state } = await load(store, reservationDecider, stream);
  const stillUses = state.ownerId !== null && state.ownerId !== ownerId ? await holderStillUses(state.ownerId) : false;
  await handle(
    store,
    reservationDecider,
    stream,
    { type: 'Reserve', ownerId, holderStillUses: stillUses, takenError, value },
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
