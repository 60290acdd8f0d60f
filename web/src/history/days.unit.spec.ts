import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { dayLabel, dayOf, groupByDay } from './days';

describe('the activity by day', () => {
  it('puts a moment on the day of the viewer’s time zone', () => {
    expect(dayOf('2026-11-28T23:30:00Z', 'UTC')).toBe('2026-11-28');
    expect(dayOf('2026-11-28T23:30:00Z', 'Europe/Berlin')).toBe('2026-11-29');
    expect(dayOf('2026-11-28T09:00:00Z', 'America/Los_Angeles')).toBe('2026-11-28');
    expect(dayOf('2026-11-28T07:00:00Z', 'America/Los_Angeles')).toBe('2026-11-27');
  });

  it('groups entries, newest first, in runs of one day', () => {
    const entries = ['2026-11-29T08:00:00Z', '2026-11-28T23:30:00Z', '2026-11-28T10:00:00Z', '2026-11-20T10:00:00Z'].map(
      (at, i) => ({ at, i }),
    );
    expect(groupByDay(entries, 'Europe/Berlin').map((d) => [d.day, d.items.map((e) => e.i)])).toEqual([
      ['2026-11-29', [0, 1]],
      ['2026-11-28', [2]],
      ['2026-11-20', [3]],
    ]);
    expect(groupByDay([], 'UTC')).toEqual([]);
  });

  it('names today, yesterday (across a month and a year), and other days by date, in English and German', () => {
    const en = createIntl({ locale: 'en-US', timeZone: 'Europe/Berlin', messages: {} });
    const de = createIntl({ locale: 'de-DE', timeZone: 'Europe/Berlin', messages: { 'history.day.yesterday': 'Gestern' } });
    const now = new Date('2026-12-01T00:30:00Z'); // 01:30 on 1 December in Berlin
    expect(dayLabel(en, '2026-12-01', now)).toBe('Today');
    expect(dayLabel(en, '2026-11-30', now)).toBe('Yesterday');
    expect(dayLabel(de, '2026-11-30', now)).toBe('Gestern');
    expect(dayLabel(en, '2026-11-27', now)).toBe('Friday, November 27, 2026');
    expect(dayLabel(de, '2026-11-27', now)).toBe('Freitag, 27. November 2026');
    expect(dayLabel(en, '2025-12-31', new Date('2026-01-01T12:00:00Z'))).toBe('Yesterday');
  });
});
