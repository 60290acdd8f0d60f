import { fail } from './decider';
import type { ErrorCode } from './errors';

/**
 * Times people send (a moment of the history, a shared link's expiry), read by one parser, and the
 * range of times the product stores. Every store and read model holds the times from 1970 to the
 * end of year 9999: timestamptz and JavaScript hold more, but PostgreSQL reads neither year 0 nor
 * the expanded years (`-000001-…`, `+010000-…`) that `toISOString` writes outside 0000 to 9999, and
 * a time before 1970 names nothing Brandtrail could have recorded. So a decider refuses a time
 * outside the range before it is recorded, and a projection that meets one recorded before that
 * rule existed clamps it into the range (`clampTime`): the event still applies.
 */

/** 1970-01-01T00:00:00.000Z. */
export const TIME_MIN = Date.UTC(1970, 0, 1);
/** 9999-12-31T23:59:59.999Z. */
export const TIME_MAX = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
/** The last day a person may choose (a shared link's expiry), as a date field writes it: 9999-12-31. */
export const LAST_DAY = new Date(TIME_MAX).toISOString().slice(0, 10);

/** The longest time text read (a date-time with nine fraction digits and an offset is 35). */
const TIME_TEXT_MAX = 40;

/**
 * ISO 8601 as people and browsers write it: a date (`2026-11-26`, midnight UTC), or a date-time
 * with seconds and a fraction optional and a zone required (`Z`, `+01:00`, `+0100`).
 */
const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:(Z)|([+-])(\d{2}):?(\d{2})))?$/;

/** Whether `ms` (milliseconds since 1970) lies in the range the product stores. */
export const isStorableTime = (ms: number): boolean => Number.isFinite(ms) && ms >= TIME_MIN && ms <= TIME_MAX;

/**
 * The time a text names, or null when it is no ISO 8601 date or date-time (see ISO_TIME), names a
 * day or hour that does not exist (`2026-02-30`, `25:00`), or lies outside 1970 to 9999.
 */
export function readTime(text: string): Date | null {
  if (typeof text !== 'string' || text.length > TIME_TEXT_MAX) return null;
  const m = ISO_TIME.exec(text);
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', , sign, oh = '0', om = '0'] = m;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  if (Number(oh) > 23 || Number(om) > 59) return null;
  const ms = Number(fraction.padEnd(3, '0').slice(0, 3));
  // setUTCFullYear, unlike Date.UTC, takes years below 100 as they are.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, ms);
  // A day the month does not have (30 February) rolls over into the next month: it is none.
  if (date.getUTCDate() !== day) return null;
  const local = date.getTime();
  const offset = sign ? (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om)) * 60_000 : 0;
  const time = local - offset;
  return isStorableTime(time) ? new Date(time) : null;
}

/** A time the product may store, else `invalid`. */
export function checkStorableTime(time: Date, invalid: ErrorCode): Date {
  if (!isStorableTime(time.getTime())) fail(invalid);
  return time;
}

/**
 * A moment of the history (`page(at:)`, `Brand.asOf`, `revertPreview`, `revertPage`,
 * `revertBrand`): a time from 1970 up to `now` (AT_INVALID otherwise).
 */
export function parseMoment(at: string, now: Date): Date {
  const time = readTime(at) ?? fail('AT_INVALID');
  if (time.getTime() > now.getTime()) fail('AT_INVALID');
  return time;
}

/**
 * A recorded time as a read model stores it: its ISO form within 1970 to 9999 (an event recorded
 * before deciders checked the range keeps applying: a link valid until year 10000 is valid until
 * the end of 9999, which is the same for every reader). Text that is no time is left for the
 * caller (null).
 */
export function clampTime(iso: string): string | null {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  return new Date(Math.min(TIME_MAX, Math.max(TIME_MIN, ms))).toISOString();
}
