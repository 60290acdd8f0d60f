import { describe, it } from 'vitest';
import { at, spec } from '../testing';
import { CLAIM_IN_PROGRESS_MS, reservationDecider } from './reservation';

const reservation = spec(reservationDecider);
const reserve = (ownerId: string, holderStillUses: boolean) =>
  ({ type: 'Reserve', ownerId, holderStillUses, takenError: 'SLUG_TAKEN', value: 'acme' }) as const;

describe('reservation decider', () => {
  it('claims a free value, and again for its holder without a new event', () => {
    reservation
      .given([])
      .when(reserve('a', false), at('u'))
      .then([{ type: 'ValueReserved', data: { ownerId: 'a', at: '2026-01-01T00:00:00.000Z' } }]);
    reservation
      .given([{ type: 'ValueReserved', data: { ownerId: 'a' } }])
      .when(reserve('a', false), at('u'))
      .then([]);
  });
  it('refuses a value in use and takes over one left behind', () => {
    const held = [{ type: 'ValueReserved', data: { ownerId: 'a' } }] as const;
    reservation
      .given([...held])
      .when(reserve('b', true), at('u'))
      .thenFails('SLUG_TAKEN');
    reservation
      .given([...held])
      .when(reserve('b', false), at('u'))
      .then([{ type: 'ValueReserved', data: { ownerId: 'b', at: '2026-01-01T00:00:00.000Z' } }]);
  });
  it('never takes over a claim made a moment ago, though its holder does not use the value yet', () => {
    const claimed = (secondsBefore: number) =>
      [
        {
          type: 'ValueReserved',
          data: { ownerId: 'a', at: new Date(Date.parse('2026-01-01T00:00:00Z') - secondsBefore * 1000).toISOString() },
        },
      ] as const;
    reservation
      .given([...claimed(1)])
      .when(reserve('b', false), at('u'))
      .thenFails('SLUG_TAKEN');
    reservation
      .given([...claimed(CLAIM_IN_PROGRESS_MS / 1000 + 1)])
      .when(reserve('b', false), at('u'))
      .then([{ type: 'ValueReserved', data: { ownerId: 'b', at: '2026-01-01T00:00:00.000Z' } }]);
  });
  it('releases only its own claim', () => {
    const held = [{ type: 'ValueReserved', data: { ownerId: 'a' } }] as const;
    reservation
      .given([...held])
      .when({ type: 'Release', ownerId: 'b' }, at('u'))
      .then([]);
    reservation
      .given([...held])
      .when({ type: 'Release', ownerId: 'a' }, at('u'))
      .then([{ type: 'ValueReleased', data: { ownerId: 'a' } }]);
  });
});
