import { postJson } from '../http/api';

/** What /login, /register and /update-user answer: the user object itself (spec, point 3). */
export interface SessionUser {
  id: string;
  type: string;
  termsAccepted: boolean;
  email: string;
  admin: boolean;
  impersonated: boolean;
  scope: string[];
}

/** Logs in; the session travels in http-only cookies. Rejects with ApiError (401, 429, ...). */
export const logIn = (email: string, password: string) => postJson<SessionUser>('/login', { email, password });

/** Creates the account and logs it in (201). */
export const register = (email: string, password: string) => postJson<SessionUser>('/register', { email, password });

/** Ends the session. A failure is ignored (spec, point 7): the client forgets the user anyway. */
export async function logOut(): Promise<void> {
  await postJson('/logout').catch(() => undefined);
}

/** Records the acceptance of the terms of use and privacy policy. */
export const acceptTerms = () => postJson<SessionUser>('/update-user', { termsAccepted: true });
