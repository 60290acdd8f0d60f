import { fail, type Decider, type DomainEvent } from '../decider';
import type { ErrorCode } from '../errors';

/**
 * A unique value (an email address, a brand slug) is held by appending to its own stream, so two
 * people can never claim it at once: the second append meets a revision conflict and re-decides.
 *
 * A claim can be left behind when a process stops between claiming and using the value; the
 * caller therefore says whether the current holder still uses the value (`holderStillUses`), and a
 * stale claim is taken over.
 */
export type ReservationEvent =
  DomainEvent<'ValueReserved', { ownerId: string }> | DomainEvent<'ValueReleased', { ownerId: string }>;

export type ReservationCommand =
  | { type: 'Reserve'; ownerId: string; holderStillUses: boolean; takenError: ErrorCode; value: string }
  | { type: 'Release'; ownerId: string };

export interface ReservationState {
  ownerId: string | null;
}

export const reservationDecider: Decider<ReservationState, ReservationCommand, ReservationEvent> = {
  initialState: { ownerId: null },
  evolve: (state, event) => {
    switch (event.type) {
      case 'ValueReserved':
        return { ownerId: event.data.ownerId };
      case 'ValueReleased':
        return state.ownerId === event.data.ownerId ? { ownerId: null } : state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'Reserve':
        if (state.ownerId === command.ownerId) return [];
        if (state.ownerId !== null && command.holderStillUses)
          fail(command.takenError, { slug: command.value, email: command.value });
        return [{ type: 'ValueReserved', data: { ownerId: command.ownerId } }];
      case 'Release':
        return state.ownerId === command.ownerId ? [{ type: 'ValueReleased', data: { ownerId: command.ownerId } }] : [];
    }
  },
};
