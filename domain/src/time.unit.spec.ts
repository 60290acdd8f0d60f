import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import { clampTime, parseMoment, readTime } from './time';

const iso = (text: string) => readTime(text)?.toISOString() ?? null;

describe('times people send', () => {
  it('reads ISO 8601 dates and date-times with a zone, within 1970 to 9999', () => {
    expect(iso('2026-11-26')).toBe('2026-11-26T00:00:00.000Z');
    expect(iso('2026-11-26T14:02Z')).toBe('2026-11-26T14:02:00.000Z');
    expect(iso('2026-11-26T14:02:03.123456789Z')).toBe('2026-11-26T14:02:03.123Z');
    expect(iso('2026-11-26T15:02:03+01:00')).toBe('2026-11-26T14:02:03.000Z');
    expect(iso('2026-11-26T13:02:03-0100')).toBe('2026-11-26T14:02:03.000Z');
    expect(iso('2028-02-29T00:00:00Z')).toBe('2028-02-29T00:00:00.000Z');
    expect(iso('1970-01-01T00:00:00Z')).toBe('1970-01-01T00:00:00.000Z');
    expect(iso('9999-12-31T23:59:59.999Z')).toBe('9999-12-31T23:59:59.999Z');
  });
  it('reads nothing outside the range, no day or hour that does not exist, and no other form', () => {
    for (const text of [
      '0000-01-01T00:00:00Z',
      '-000001-01-01T00:00:00Z',
      '-271821-04-20T00:00:00Z',
      '+010000-01-01T00:00:00Z',
      '+275760-09-13T00:00:00Z',
      '10000-01-01T00:00:00Z',
      '0099-01-01T00:00:00Z',
      '1969-12-31T23:59:59.999Z',
      '1970-01-01T00:30:00+01:00',
      '2027-02-29T00:00:00Z',
      '2026-13-01',
      '2026-11-26T24:00:00Z',
      '2026-11-26T14:60:00Z',
      '2026-11-26T14:02:00',
      '2026-11-26T14:02:00+25:00',
      '2026-11-26 14:02:00Z',
      'Thu, 26 Nov 2026 14:02:00 GMT',
      '1764165720000',
      '',
      'soon',
      '2026-11-26T14:02:00Z'.padEnd(41, ' '),
    ])
      expect(iso(text), text).toBeNull();
  });
  it('takes a moment up to now, else AT_INVALID', () => {
    const now = new Date('2026-11-26T14:02:00Z');
    expect(parseMoment('2026-11-26T14:02:00Z', now).toISOString()).toBe('2026-11-26T14:02:00.000Z');
    for (const at of ['2026-11-26T14:02:00.001Z', '0000-01-01T00:00:00Z', 'x'])
      expect(() => parseMoment(at, now)).toThrow(new DomainError('AT_INVALID'));
  });
  it('clamps a recorded time into the range', () => {
    expect(clampTime('+010000-01-01T00:00:00.000Z')).toBe('9999-12-31T23:59:59.999Z');
    expect(clampTime('-000001-01-01T00:00:00.000Z')).toBe('1970-01-01T00:00:00.000Z');
    expect(clampTime('2026-11-26T14:02:00.000Z')).toBe('2026-11-26T14:02:00.000Z');
    expect(clampTime('never')).toBeNull();
  });
});
