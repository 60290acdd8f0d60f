import { expect } from 'vitest';
import type { BrandEvent } from './brands/brand';
import { brandFieldList } from './brands/fields';
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
          thenFails: (code: ErrorCode) => expectRefusal(run, code),
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

/** Expects `run` to throw a DomainError with `code` (and with `params`, where given). */
export function expectRefusal(run: () => unknown, code: ErrorCode, params?: Record<string, string | number>): void {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(DomainError);
  expect((caught as DomainError).code).toBe(code);
  if (params) expect((caught as DomainError).params).toMatchObject(params);
}

/** The code of the DomainError `run` throws, or undefined when it throws none (anything else it throws fails the test). */
export function refusal(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return undefined;
}

/** What a create records of the brand registry's fields beside those written out below: their defaults (fields.unit.spec). */
const createdDefaults = Object.fromEntries(brandFieldList.filter((f) => !f.later).map((f) => [f.name, f.default]));

/** What creating the brand Acme (slug acme) as `ownerId` records: private, on the free plan, without colours or fonts. */
export const brandCreated = (ownerId: string): Extract<BrandEvent, { type: 'BrandCreated' }> => ({
  type: 'BrandCreated',
  data: {
    ...createdDefaults,
    name: 'Acme',
    slug: 'acme',
    bio: '',
    usp: '',
    public: false,
    publicIndex: false,
    colors: [],
    fonts: [],
    plan: 'free',
    ownerId,
  },
});
