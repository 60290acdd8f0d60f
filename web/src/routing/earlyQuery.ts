import { tokenTimeLeft } from '../auth/session';
import { trackRequest } from './activity';
import { currentViewer } from './viewer';

/** A token with less time left than this may expire on the way: the session check renews it first. */
const TOKEN_MARGIN_MS = 30_000;

/** A GraphQL answer with data and without errors: what a loader can hand to Relay as it is. */
export interface EarlyAnswer {
  data: Record<string, unknown>;
}

/**
 * Sends a persisted query (by id, as the Relay network does) as the navigation starts, while the
 * route's code and Relay itself are still loading; the route's loader then hands Relay this
 * answer instead of asking again. Anything but a clean answer (a network error, a refusal, errors
 * in the answer, a 403 that wants the silent log-in) resolves null, and the loader asks through
 * Relay, which handles all of those. Lives in the main bundle: no Relay here.
 *
 * It leaves at once while the session's token has time left (`tokenTimeLeft`, with a margin for the
 * request's way to the server). Else it waits for the session check of the root loader
 * (routing/viewer.ts: POST /login {}): a request with an expired token renews the session and
 * turns the refresh token over, and a second request with the same refresh token at the same time
 * would find it spent and clear the cookies (a log-out).
 */
export function earlyQuery(id: string, variables: Record<string, unknown>, signal?: AbortSignal): Promise<EarlyAnswer | null> {
  const done = trackRequest();
  const session = tokenTimeLeft() > TOKEN_MARGIN_MS ? Promise.resolve() : currentViewer().catch(() => null);
  return session
    .then(() =>
      fetch('/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ id, variables }),
        signal,
      }),
    )
    .then(async (response) => {
      if (!response.ok) return null;
      const body = (await response.json()) as { data?: Record<string, unknown> | null; errors?: unknown[] } | null;
      return body?.data && !body.errors?.length ? { data: body.data } : null;
    })
    .catch(() => null)
    .finally(done);
}
