import { describe, expect, it } from 'vitest';
import { requestedRange } from './http';

describe('requestedRange', () => {
  it('reads one range of bytes, clipped to the object', () => {
    expect(requestedRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(requestedRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange('bytes=990-', 1000)).toEqual({ start: 990, end: 999 });
    expect(requestedRange('bytes=-10', 1000)).toEqual({ start: 990, end: 999 });
    expect(requestedRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });
  it('sends the whole object for no range, another unit, several ranges or nonsense', () => {
    for (const header of [undefined, '', 'items=0-1', 'bytes=0-1,5-9', 'bytes=-', 'bytes=9-2', 'bytes=a-b'])
      expect(requestedRange(header, 1000)).toBeNull();
  });
  it('answers a range starting past the end, or an empty suffix, as unsatisfiable', () => {
    expect(requestedRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(requestedRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(requestedRange('bytes=0-', 0)).toBe('unsatisfiable');
  });
});
