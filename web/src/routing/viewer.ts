import { postJson } from '../http/api';
import type { SessionUser } from '../auth/session';

/**
 * Who is logged in, as the plain POST /login {} answers it (the user, or null when logged out).
 * The layout, the guards and the terms step read it without Relay, so that the log-in,
 * registration and legal pages load no GraphQL client. One request serves a whole session until
 * something changes who is logged in (log-in, log-out, terms, a 403): then `forgetViewer()`.
 */
let pending: Promise<SessionUser | null> | undefined = sessionInPage();

/**
 * The session the page's HTML came with (the server writes what POST /login {} would answer into a
 * `<script type="application/json" id="bt-session">`): read once, at the first page, and removed,
 * so it never stands for a later moment. Undefined where the page has none (the Vite dev server).
 */
function sessionInPage(): Promise<SessionUser | null> | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById('bt-session');
  if (!element) return undefined;
  element.remove();
  try {
    return Promise.resolve(JSON.parse(element.textContent ?? '') as SessionUser | null);
  } catch {
    return undefined;
  }
}

export function currentViewer(): Promise<SessionUser | null> {
  if (!pending) {
    const request = postJson<SessionUser | null>('/login', {}).then((user) => user ?? null);
    // A failure (server down) is not remembered: the next navigation asks again.
    request.catch(() => {
      if (pending === request) pending = undefined;
    });
    pending = request;
  }
  return pending;
}

/** The next `currentViewer()` asks the server again. */
export function forgetViewer(): void {
  pending = undefined;
}

/** Stores a user the server has just answered (log-in, registration, terms accepted). */
export function rememberViewer(user: SessionUser | null): void {
  pending = Promise.resolve(user);
}

/*
 * Who is logged in changed (log-in, registration, log-out), or the language the server words its
 * answers in: the Relay environment compares this number and starts over with an empty store, so
 * nothing of the previous user, or of the previous language, survives. Kept here,
 * not in relay/, so the log-in page's actions need no GraphQL client.
 */
let epoch = 0;

export const viewerEpoch = (): number => epoch;

/**
 * The server's answers are worded anew (the language changed): every cached answer goes, so that
 * what the server words (history lines, messages) comes again in the new language.
 */
export function answersChanged(): void {
  epoch++;
}

/** Call after log-in, registration and log-out: forgets the user and every cached answer. */
export function sessionChanged(user?: SessionUser | null): void {
  answersChanged();
  if (user === undefined) forgetViewer();
  else rememberViewer(user);
}
