import { useEffect, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useRouteLoaderData } from 'react-router';
import type { RootLoaderData } from '../layout/rootLoader';
import { Tooltip } from '../ui/Tooltip';
import { relativeTime } from './time';

/**
 * The present, renewed every minute, so that "3 minutes ago" does not stand still on an open screen.
 * The first render takes the moment the screen was loaded (the root loader's): on a screen the
 * server rendered, the server's, so that the client's first render says what the server's did.
 */
export function useNow(): Date {
  const loadedAt = useRouteLoaderData<RootLoaderData>('root')?.loadedAt;
  const [now, setNow] = useState(() => (loadedAt ? new Date(loadedAt) : new Date()));
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The exact time as the history shows it, in the viewer's time zone ("14. März 2026, 10:32:05"). */
export const exactTime = { dateStyle: 'long', timeStyle: 'medium' } as const;

/** A moment within a sentence or a banner: "12 Nov 2026, 14:03". */
export const momentTime = (intl: IntlShape, iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A moment as a relative time ("5 minutes ago"), with the exact date and time in a tooltip on
 * hover and keyboard focus (the time element takes focus for that), both in the viewer's language
 * and time zone.
 */
export function Moment({ at, now, focusable = true }: { at: string; now: Date; focusable?: boolean }) {
  const intl = useIntl();
  const { value, unit } = relativeTime(new Date(at), now);
  const exact = intl.formatDate(at, exactTime);
  return (
    <Tooltip label={exact}>
      {/* Inside a button (an entry that opens its moment) the button takes focus, not the time. */}
      <time className="moment" dateTime={at} tabIndex={focusable ? 0 : undefined}>
        {intl.formatRelativeTime(value, unit, { numeric: 'auto' })}
      </time>
    </Tooltip>
  );
}
