import type { ErrorCode } from './errors';
import { DomainError } from './errors';

/** An event as a decider produces it; the command handler adds id and metadata. */
export interface DomainEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
  /**
   * Who made the event and when, set on every event handed to `evolve` (by the command handler, for
   * recorded events and the ones just decided, and by the projections that fold with `evolve`), so
   * that a state may keep track of people (per-person undo). Deciders never set it: what `decide`
   * returns carries none.
   */
  meta?: EventMeta;
}

/** The part of an event's metadata a decider's `evolve` may look at. */
export interface EventMeta {
  /** The acting user, null for the system. */
  userId: string | null;
  /** The site admin acting as `userId`, when impersonating. */
  impersonatorId: string | null;
  /** ISO time of the command that recorded the event. */
  time: string;
}

/** Who asks, and when. Deciders take time from here, never from the clock. */
export interface CommandContext {
  userId: string | null;
  admin: boolean;
  now: Date;
  /** The site admin acting as `userId`, when impersonating (the forbidden four ask it). */
  impersonatorId?: string | null;
}

export interface Decider<State, Command, Event extends DomainEvent> {
  initialState: State;
  evolve: (state: State, event: Event) => State;
  /** Returns the new events, or throws a DomainError. */
  decide: (command: Command, state: State, context: CommandContext) => Event[];
  /**
   * Snapshots of the state, so that loading a long stream costs as much as a short one: the command
   * handler stores the state every `every` events (default 100) and starts a cold load, or a load
   * of a past state, from the newest one. `key` names the state's shape: change it whenever the
   * shape (or what `evolve` makes of an event) changes, and older snapshots are ignored. A decider
   * with snapshots must keep a state that survives JSON unchanged (plain objects, arrays, strings,
   * finite numbers, booleans, null). Housekeeping deletes snapshots under keys no decider of
   * `allDeciders` (deciders.ts) has.
   */
  snapshot?: { key: string; every?: number };
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
