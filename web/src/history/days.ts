import { defineMessages, type IntlShape } from 'react-intl';

/*
 * The activity grouped by day, in the viewer's time zone (react-intl's `timeZone`, the browser's):
 * "Today", "Yesterday", then the date with its weekday.
 */

const messages = defineMessages({
  today: { id: 'history.day.today', defaultMessage: 'Today' },
  yesterday: { id: 'history.day.yesterday', defaultMessage: 'Yesterday' },
});

/** The day (YYYY-MM-DD) a moment falls on in `timeZone` (undefined: the runtime's own). */
export function dayOf(at: string | Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(at));
}

/** The day before `day` (both YYYY-MM-DD). */
function dayBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/** Items (newest first) in runs of one day each, in the order given. */
export function groupByDay<T extends { at: string }>(items: readonly T[], timeZone?: string): { day: string; items: T[] }[] {
  const days: { day: string; items: T[] }[] = [];
  for (const item of items) {
    const day = dayOf(item.at, timeZone);
    const last = days.at(-1);
    if (last?.day === day) last.items.push(item);
    else days.push({ day, items: [item] });
  }
  return days;
}

/** A day's heading: "Today", "Yesterday", else "Friday, 27 November 2026" in the viewer's language. */
export function dayLabel(intl: IntlShape, day: string, now: Date): string {
  const today = dayOf(now, intl.timeZone);
  if (day === today) return intl.formatMessage(messages.today);
  if (day === dayBefore(today)) return intl.formatMessage(messages.yesterday);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return intl.formatDate(Date.UTC(y, m - 1, d, 12), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
