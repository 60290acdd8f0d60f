import type { ErrorCode } from './errors';
import { DomainError } from './errors';

/** An event as a decider produces it; the command handler adds id and metadata. */
export interface DomainEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
}

/** Who asks, and when. Deciders take time from here, never from the clock. */
export interface CommandContext {
  userId: string | null;
  admin: boolean;
  now: Date;
}

export interface Decider<State, Command, Event extends DomainEvent> {
  initialState: State;
  evolve: (state: State, event: Event) => State;
  /** Returns the new events, or throws a DomainError. */
  decide: (command: Command, state: State, context: CommandContext) => Event[];
}

export function fail(code: ErrorCode, params?: Record<string, string | number>): never {
  throw new DomainError(code, params);
}

export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}

export const fold = <S, E extends DomainEvent>(
  decider: Pick<Decider<S, unknown, E>, 'initialState' | 'evolve'>,
  events: readonly E[],
): S => events.reduce(decider.evolve, decider.initialState);
