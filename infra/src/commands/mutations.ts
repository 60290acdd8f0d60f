import { createHash } from 'node:crypto';
import type { Decider, DomainEvent } from '@brandtrail/domain';

/**
 * Mutations done exactly once (issue 24, 21). A client names each of its mutations with a
 * `clientMutationId` and sends it again when it repeats the mutation (its answer was lost). The
 * mutation's record is a stream of its own, `mutation-<key>` (the key from the acting user, the
 * mutation's name and that id, so another user's same id is another mutation), holding one `MutationCommandRecorded` per
 * command of the mutation that recorded events: which stream, the how-many-th command of this
 * mutation on it (`ordinal`), and the fingerprint of what was asked (the GraphQL field and its
 * input). The command handler appends it in the same atomic append as the command's events
 * (`EventStore.appendMany`), so a mutation's events and its record exist together or not at all,
 * whenever the process dies. A repeat runs the mutation again; the handler answers each command the
 * record holds from the stream's state without deciding it again, and records the others (so a
 * mutation cut off half way finishes); one whose fingerprint differs is refused
 * (`MUTATION_ID_REUSED`).
 */

export const MUTATION_STREAM_PREFIX = 'mutation-';

/** A mutation being handled: the actor carries it, and every command of the mutation is recorded under it. */
export interface MutationRef {
  /** `mutation-<key>`. */
  readonly streamId: string;
  /** What was asked (the field and its input, hashed): the same clientMutationId with another input is refused. */
  readonly fingerprint: string;
  /** How many commands this run of the mutation has handed to each stream: the next one's ordinal. */
  readonly calls: Map<string, number>;
}

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** JSON with object keys sorted, so that the same input in another key order has the same fingerprint. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
}

/**
 * The mutation `name` (a GraphQL field) of `userId` with `input` (whose clientMutationId is left out
 * of the fingerprint). The record is the user's, the field's and the id's: a client that sends one
 * id with two different mutations (the brand wizard's create, then its AI pages) makes two.
 */
export function mutationRef(userId: string, clientMutationId: string, name: string, input: Record<string, unknown>): MutationRef {
  const { clientMutationId: _, ...rest } = input;
  void _;
  return {
    streamId: MUTATION_STREAM_PREFIX + sha256([userId, name, clientMutationId]).slice(0, 40),
    fingerprint: sha256([name, canonical(rest)]).slice(0, 40),
    calls: new Map(),
  };
}

export interface MutationCommandRecorded extends DomainEvent {
  type: 'MutationCommandRecorded';
  data: { fingerprint: string; streamId: string; ordinal: number };
}

export interface MutationRecord {
  /** The fingerprint of the first run; undefined before anything was recorded. */
  fingerprint: string | undefined;
  /** `<stream>#<ordinal>` of each command recorded. */
  done: Readonly<Record<string, true>>;
}

export const commandKey = (streamId: string, ordinal: number) => `${streamId}#${ordinal}`;

/** The record's fold; nothing decides on it but the command handler. */
export const mutationRecordDecider: Decider<MutationRecord, never, MutationCommandRecorded> = {
  initialState: { fingerprint: undefined, done: {} },
  evolve: (state, event) =>
    event.type === 'MutationCommandRecorded'
      ? {
          fingerprint: state.fingerprint ?? event.data.fingerprint,
          done: { ...state.done, [commandKey(event.data.streamId, event.data.ordinal)]: true },
        }
      : state,
  decide: () => {
    throw new Error('a mutation record is written by the command handler only');
  },
};
