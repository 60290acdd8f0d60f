import { fail, type Decider, type DomainEvent } from '../decider';
import type { ErrorCode } from '../errors';

/**
 * A unique value (an email address, a brand slug) is held by appending to its own stream, so two
 * people can never claim it at once: the second append meets a revision conflict and re-decides.
 *
 * A claim can be left behind when a process stops between claiming and using the value; the
 * caller therefore says whether the current holder still uses the value (`holderStillUses`, asked
 * again on every attempt), and a stale claim is taken over. A claim younger than
 * CLAIM_IN_PROGRESS_MS is never taken over: its holder may be about to use the value (a
 * registration claims the address first and records the user a moment later), and taking it then
 * would let two holders use one value.
 */
export const CLAIM_IN_PROGRESS_MS = 60_000;

export type ReservationEvent =
  /** `at`: when the claim was made (claims recorded before it was added count as old). */
  DomainEvent<'ValueReserved', { ownerId: string; at?: string }> | DomainEvent<'ValueReleased', { ownerId: string }>;

export type ReservationCommand =
  | { type: 'Reserve'; ownerId: string; holderStillUses: boolean; takenError: ErrorCode; value: string }
  | { type: 'Release'; ownerId: string };

export interface ReservationState {
  ownerId: string | null;
  /** When the current claim was made (milliseconds), or null when unknown. */
  reservedAt: number | null;
}

export const reservationDecider: Decider<ReservationState, ReservationCommand, ReservationEvent> = {
  initialState: { ownerId: null, reservedAt: null },
  evolve: (state, event) => {
    switch (event.type) {
      case 'ValueReserved':
        return { ownerId: event.data.ownerId, reservedAt: event.data.at ? Date.parse(event.data.at) : null };
      case 'ValueReleased':
        return state.ownerId === event.data.ownerId ? { ownerId: null, reservedAt: null } : state;
    }
  },
  decide: (command, state, ctx) => {
    switch (command.type) {
      case 'Reserve': {
        if (state.ownerId === command.ownerId) return [];
        const inProgress = state.reservedAt !== null && ctx.now.getTime() - state.reservedAt < CLAIM_IN_PROGRESS_MS;
        if (state.ownerId !== null && (command.holderStillUses || inProgress))
          fail(command.takenError, { slug: command.value, email: command.value });
        return [{ type: 'ValueReserved', data: { ownerId: command.ownerId, at: ctx.now.toISOString() } }];
      }
      case 'Release':
        return state.ownerId === command.ownerId ? [{ type: 'ValueReleased', data: { ownerId: command.ownerId } }] : [];
    }
  },
};
