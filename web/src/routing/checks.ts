import { redirectTarget, loginPath } from '../auth/redirect';
import { needsTerms, skipsTermsStep } from '../auth/terms';
import { detectLocale, type Locale } from '../i18n/locale';

/**
 * The route checks (spec, point 2), in the spec's order: auth, terms check, session-replay
 * tagging, language. The root loader runs them on every navigation with the matched page's access
 * rule; the first redirect stops the rest. Pure: the caller supplies the viewer, cookie and
 * browser languages, and applies the outcome (redirect, terms dialog, language switch).
 */

/**
 * Who may open a page (a route's `handle.access`):
 * - `public`: auth-exempt, the guard is skipped (legal pages, not-found, the home page);
 * - `guest`: guest-only (log-in, registration), a logged-in user is sent on (or home);
 * - `user`: log-in needed, a logged-out visitor goes to /login, remembering the path.
 */
export type Access = 'public' | 'guest' | 'user';

/** What routes carry in `handle`. `relay: false` marks pages that need no GraphQL client. */
export interface RouteHandle {
  access?: Access;
  relay?: boolean;
  /**
   * The server renders the screen for a visitor without a session (entry-server.tsx): its loaders
   * read nothing but the session (no token to spend) and, with Relay, queries a stranger may ask.
   */
  serverRendered?: boolean;
  /**
   * The screen shows dates to anyone (a brand's versions), so the server renders it only when the
   * page's cookie names the browser's time zone (i18n/timeZone.ts), as it does a logged-in user's.
   */
  showsDates?: boolean;
}

/** Pages without an access rule need a log-in (spec: "any other page"). */
export const defaultAccess: Access = 'user';

export interface CheckViewer {
  type: string;
  termsAccepted: boolean;
  admin?: boolean;
  impersonated?: boolean;
}

export interface CheckInput {
  url: URL;
  access: Access;
  viewer: CheckViewer | null;
  /** The language cookie (i18n_redirected), when set. */
  localeCookie: Locale | undefined;
  /** navigator.languages */
  browserLanguages: readonly string[];
}

export interface CheckOutcome {
  /** Where to go instead (auth step). */
  redirect?: string;
  /** Show the terms dialog on this page (terms step). */
  showTerms: boolean;
  /** A language detected from the browser, to switch to and store (language step, root path only). */
  detectedLocale?: Locale;
  /** The steps that ran, in order (for the test and for debugging). */
  ran: CheckName[];
  notes: string[];
}

export type CheckName = 'auth' | 'terms' | 'sessionReplay' | 'language';

type Step = (input: CheckInput, outcome: CheckOutcome) => void;

/** The viewer with an account: a shared_link session (a shared link, no account) counts as a guest. */
export const accountOf = <V extends { type: string }>(viewer: V | null): V | null =>
  viewer && viewer.type !== 'shared_link' ? viewer : null;

const auth: Step = ({ url, access, viewer: session }, outcome) => {
  if (access === 'public') return;
  const viewer = accountOf(session);
  if (access === 'guest') {
    if (viewer) outcome.redirect = redirectTarget(url.searchParams.get('redirect'));
    return;
  }
  if (!viewer) outcome.redirect = loginPath(url.pathname + url.search + url.hash);
};

const terms: Step = ({ url, viewer }, outcome) => {
  outcome.showTerms = needsTerms(viewer) && !skipsTermsStep(url.pathname);
};

/**
 * Session-replay tagging (spec, points 4 and 9): the recorder would tag the session with the user
 * (never for admins or impersonated sessions). No tracker is configured in this product, so the
 * step only says so.
 */
const sessionReplay: Step = (_input, outcome) => {
  outcome.notes.push('session replay: no tracker configured, nothing tagged');
};

/** Browser-language detection redirects on the root path only (spec, point 9; no URL prefix). */
const language: Step = ({ url, localeCookie, browserLanguages }, outcome) => {
  if (localeCookie || url.pathname !== '/') return;
  outcome.detectedLocale = detectLocale(browserLanguages);
};

export const checkOrder: readonly CheckName[] = ['auth', 'terms', 'sessionReplay', 'language'];

const steps: Record<CheckName, Step> = { auth, terms, sessionReplay, language };

export function runChecks(input: CheckInput): CheckOutcome {
  const outcome: CheckOutcome = { showTerms: false, ran: [], notes: [] };
  for (const name of checkOrder) {
    steps[name](input, outcome);
    outcome.ran.push(name);
    if (outcome.redirect) break;
  }
  return outcome;
}
