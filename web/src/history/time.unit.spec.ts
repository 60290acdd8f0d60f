import { describe, expect, it } from 'vitest';
import { relativeTime } from './time';

// The web tests run with TZ=UTC (vite.config.ts), so calendar days are UTC days here.
const now = new Date('2026-03-14T15:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const minutes = (n: number) => n * 60_000;
const hours = (n: number) => n * 3_600_000;

describe('relativeTime', () => {
  it('says "now" for the last 45 seconds and for times ahead of the clock', () => {
    expect(relativeTime(ago(0), now)).toEqual({ value: 0, unit: 'second' });
    expect(relativeTime(ago(44_000), now)).toEqual({ value: 0, unit: 'second' });
    expect(relativeTime(new Date(now.getTime() + 5_000), now)).toEqual({ value: 0, unit: 'second' });
  });

  it('counts minutes, then hours', () => {
    expect(relativeTime(ago(46_000), now)).toEqual({ value: -1, unit: 'minute' });
    expect(relativeTime(ago(minutes(44)), now)).toEqual({ value: -44, unit: 'minute' });
    expect(relativeTime(ago(minutes(46)), now)).toEqual({ value: -1, unit: 'hour' });
    expect(relativeTime(ago(hours(5)), now)).toEqual({ value: -5, unit: 'hour' });
  });

  it('counts calendar days: yesterday is the day before, also a few hours back', () => {
    const late = new Date('2026-03-14T23:50:00Z');
    // 22.8 hours back, the same day: hours
    expect(relativeTime(new Date('2026-03-14T01:00:00Z'), late)).toEqual({ value: -23, unit: 'hour' });
    // 23 hours back, the day before
    expect(relativeTime(new Date('2026-03-13T16:00:00Z'), now)).toEqual({ value: -1, unit: 'day' });
    expect(relativeTime(new Date('2026-03-08T09:00:00Z'), now)).toEqual({ value: -6, unit: 'day' });
  });

  it('counts weeks within a month, then months and years', () => {
    expect(relativeTime(new Date('2026-03-07T09:00:00Z'), now)).toEqual({ value: -1, unit: 'week' });
    expect(relativeTime(new Date('2026-02-20T09:00:00Z'), now)).toEqual({ value: -3, unit: 'week' });
    expect(relativeTime(new Date('2026-01-10T09:00:00Z'), now)).toEqual({ value: -2, unit: 'month' });
    expect(relativeTime(new Date('2025-04-01T09:00:00Z'), now)).toEqual({ value: -11, unit: 'month' });
    expect(relativeTime(new Date('2025-03-01T09:00:00Z'), now)).toEqual({ value: -1, unit: 'year' });
    expect(relativeTime(new Date('2022-12-31T09:00:00Z'), now)).toEqual({ value: -3, unit: 'year' });
  });
});
