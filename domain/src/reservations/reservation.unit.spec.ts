import { describe, it } from 'vitest';
import { at, spec } from '../testing';
import { reservationDecider } from './reservation';

const reservation = spec(reservationDecider);
const reserve = (ownerId: string, holderStillUses: boolean) =>
  ({ type: 'Reserve', ownerId, holderStillUses, takenError: 'SLUG_TAKEN', value: 'acme' }) as const;

describe('reservation decider', () => {
  it('claims a free value, and again for its holder without a new event', () => {
    reservation
      .given([])
      .when(reserve('a', false), at('u'))
      .then([{ type: 'ValueReserved', data: { ownerId: 'a' } }]);
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
      .then([{ type: 'ValueReserved', data: { ownerId: 'b' } }]);
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
