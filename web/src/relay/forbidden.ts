import { postJson } from '../http/api';
import type { GraphQLErrorPayload } from './errors';

/**
 * True when an answer carries a GraphQL error with extensions.status 403 (spec, point 8). Terms
 * not yet accepted (TERMS_NOT_ACCEPTED, also 403) are not a session problem: the terms dialog
 * handles them, and logging in again would change nothing.
 */
export const isForbidden = (errors: readonly GraphQLErrorPayload[] | undefined): boolean =>
  !!errors?.some((error) => error.extensions?.status === 403 && error.extensions.code !== 'TERMS_NOT_ACCEPTED');

export interface ForbiddenDeps {
  /** The silent re-login: POST /login with an empty body answers the current user, or null when logged out. */
  relogin: () => Promise<unknown>;
  pathname: () => string;
  goToLogin: () => void;
  reload: () => void;
}

const browserDeps: ForbiddenDeps = {
  relogin: () => postJson('/login', {}),
  pathname: () => window.location.pathname,
  goToLogin: () => window.location.assign('/login'),
  reload: () => window.location.reload(),
};

/**
 * After a 403 (spec, points 2 and 8): one silent log-in attempt. When it succeeds the caller
 * retries the request once and resolves true; when it fails the client goes to /login from the
 * root path and reloads the page anywhere else, and this resolves false.
 */
export async function recoverFromForbidden(deps: ForbiddenDeps = browserDeps): Promise<boolean> {
  // A user: logged in again. Null (nobody logged in) or an error: the log-in failed.
  const user = await deps.relogin().catch(() => null);
  if (user) return true;
  if (deps.pathname() === '/') deps.goToLogin();
  else deps.reload();
  return false;
}
