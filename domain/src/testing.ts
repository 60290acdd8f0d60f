import { expect } from 'vitest';
import type { CommandContext, Decider, DomainEvent } from './decider';
import { DomainError, type ErrorCode } from './errors';

/** given(events).when(command).then(events) or .thenFails(code): decider tests read like the rules. */
export function spec<S, C, E extends DomainEvent>(decider: Decider<S, C, E>) {
  return {
    given: (events: E[]) => ({
      when: (command: C, context: CommandContext) => {
        const state = events.reduce(decider.evolve, decider.initialState);
        const run = () => decider.decide(command, state, context);
        return {
          then: (expected: E[]) => expect(run()).toEqual(expected),
          /** The events decided, for a test that checks some of them. */
          events: (): E[] => run(),
          thenFails: (code: ErrorCode) => {
            let caught: unknown;
            try {
              run();
            } catch (error) {
              caught = error;
            }
            expect(caught).toBeInstanceOf(DomainError);
            expect((caught as DomainError).code).toBe(code);
          },
        };
      },
    }),
  };
}

export const at = (userId: string | null, admin = false): CommandContext => ({
  userId,
  admin,
  now: new Date('2026-01-01T00:00:00Z'),
});
