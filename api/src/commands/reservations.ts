import {
  DomainError,
  fail,
  reservationDecider,
  reservationStream,
  type ErrorCode,
  type ReservationCommand,
  type ReservationKind,
  slugCandidate,
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

const MAX_SLUG_ATTEMPTS = 50;

/**
 * Claims an address for something new (a brand, a page): `wanted` alone when the person chose one,
 * else the first of `base`, `base-2`, `base-3`, ... (domain `slugCandidate`) that `claim` gets. The
 * search starts at the first candidate not in `held` (what the read model shows taken: the 60th
 * "Home" asks one reservation, not 60); the reservations still decide. A candidate `claim` refuses
 * with an error `taken` accepts is passed over; after 50, SLUG_TAKEN.
 */
export async function claimNewSlug(options: {
  base: string;
  wanted: string | undefined;
  held: ReadonlySet<string> | undefined;
  claim: (candidate: string) => Promise<void>;
  taken: (error: unknown) => boolean;
}): Promise<string> {
  const { base, wanted, held, claim, taken } = options;
  let first = 0;
  while (!wanted && held?.has(slugCandidate(base, first))) first++;
  for (let attempt = first; attempt < first + MAX_SLUG_ATTEMPTS; attempt++) {
    const candidate = wanted ?? slugCandidate(base, attempt);
    try {
      await claim(candidate);
      return candidate;
    } catch (error) {
      if (wanted || !taken(error)) throw error;
    }
  }
  fail('SLUG_TAKEN', { slug: base });
}
