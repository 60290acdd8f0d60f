import { randomUUID } from 'node:crypto';
import { DomainError, fold, type CommandContext, type Decider, type DomainEvent } from '@brandtrail/domain';
import { WrongExpectedVersionError, type EventStore, type Position } from '@brandtrail/infra';

/** Who acts, for the decider and for every event's metadata. */
export interface Actor extends CommandContext {
  impersonatorId: string | null;
  correlationId: string;
  causationId: string | null;
  locale: string;
}

export interface Handled<S, E> {
  state: S;
  events: E[];
  /** Position of the last event appended; undefined when the decider had nothing to say. */
  position: Position | undefined;
}

export const MAX_ATTEMPTS = 5;

/** Folds the stream into the decider's state (the current state of one aggregate). */
export async function load<S, C, E extends DomainEvent>(store: EventStore, decider: Decider<S, C, E>, streamId: string) {
  const recorded = await store.readStream(streamId);
  const state = fold(
    decider,
    recorded.map((r) => ({ type: r.type, data: r.data }) as E),
  );
  const revision = recorded.length ? recorded[recorded.length - 1]!.revision : undefined;
  return { state, revision };
}

/**
 * The one command handler for every aggregate: read the stream, fold `evolve`, `decide`, append
 * with the revision read. When someone else appended in between, it reads again and decides again,
 * a bounded number of times, then reports a conflict. A command that depends on what the state
 * holds, beyond the stream (whether another aggregate still uses a claimed value), is given as a
 * function of the state, made again on every attempt from the state just read.
 */
export async function handle<S, C, E extends DomainEvent>(
  store: EventStore,
  decider: Decider<S, C, E>,
  streamId: string,
  command: C | ((state: S) => Promise<C>),
  actor: Actor,
): Promise<Handled<S, E>> {
  for (let attempt = 1; ; attempt++) {
    const { state, revision } = await load(store, decider, streamId);
    const decided = typeof command === 'function' ? await (command as (state: S) => Promise<C>)(state) : command;
    const events = decider.decide(decided, state, actor);
    if (events.length === 0) return { state, events, position: undefined };
    const metadata = {
      userId: actor.userId,
      impersonatorId: actor.impersonatorId,
      correlationId: actor.correlationId,
      causationId: actor.causationId,
      time: actor.now.toISOString(),
      locale: actor.locale,
    };
    try {
      const result = await store.append(
        streamId,
        events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata })),
        revision === undefined ? 'no_stream' : revision,
      );
      return { state: events.reduce(decider.evolve, state), events, position: result.position };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      if (attempt >= MAX_ATTEMPTS) throw new DomainError('CONFLICT');
    }
  }
}

export function systemActor(now = new Date()): Actor {
  return { userId: null, admin: true, now, impersonatorId: null, correlationId: randomUUID(), causationId: null, locale: 'en' };
}
