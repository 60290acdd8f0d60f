import type { Locale } from '@brandtrail/domain';
import type { UserRow } from '@brandtrail/projections';
import type { Actor } from '@brandtrail/infra';
import type { Services } from '../services';
import type { Session } from '../users/sessions';

export interface Viewer {
  user: UserRow;
  session: Session;
  /** The admin acting as `user` (session.impersonatorId), when one is. */
  impersonator?: UserRow;
}

/** Everything a resolver may use, made once per request. */
export interface Context {
  services: Services;
  /** The logged-in user and their session; null for anyone else, a shared_link session included. */
  viewer: Viewer | null;
  /** The request's session of any kind (a shared_link session has no viewer), or null. */
  session: Session | null;
  actor: Actor;
  locale: Locale;
  /**
   * A subscription's current value: its resolver sets a new object for each one, and per-request
   * values (graphql/loader.ts) are kept per value, so no answer outlives the change it was read for.
   */
  delivery?: object;
}
