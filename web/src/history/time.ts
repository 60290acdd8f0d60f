/** A time from now as `Intl.RelativeTimeFormat` says it: "3 minutes ago", "vor 2 Tagen", "gestern". */
export interface RelativeTime {
  value: number;
  unit: Intl.RelativeTimeFormatUnit;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The largest unit that still says something, rounded: under 45 seconds is "now" (a clock a
 * little ahead of the server's must not read "in 3 seconds"), then minutes, hours, calendar days
 * (up to a week: "yesterday" is the day before today, however few hours back), weeks (up to about
 * a month), months and years. Times in the future count as now.
 */
export function relativeTime(at: Date, now: Date): RelativeTime {
  const ago = Math.max(0, now.getTime() - at.getTime());
  const back = (value: number, unit: Intl.RelativeTimeFormatUnit): RelativeTime => ({ value: -value, unit });
  if (ago < 45 * SECOND) return { value: 0, unit: 'second' };
  if (ago < 45 * MINUTE) return back(Math.max(1, Math.round(ago / MINUTE)), 'minute');
  if (ago < 22 * HOUR) return back(Math.round(ago / HOUR), 'hour');
  const days = calendarDays(at, now);
  // Early this morning, seen late the same day: still hours, not "yesterday".
  if (days === 0) return back(Math.round(ago / HOUR), 'hour');
  if (days < 7) return back(days, 'day');
  if (days < 30) return back(Math.round(days / 7), 'week');
  const months = (now.getFullYear() - at.getFullYear()) * 12 + now.getMonth() - at.getMonth();
  if (months < 12) return back(Math.max(1, months), 'month');
  return back(Math.max(1, Math.floor(months / 12)), 'year');
}

/** Whole days between the two dates on the calendar of the viewer's time zone ("yesterday" at 00:10 is 1). */
function calendarDays(at: Date, now: Date): number {
  const midnight = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((midnight(now) - midnight(at)) / DAY);
}
