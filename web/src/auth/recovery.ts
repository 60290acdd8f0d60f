import { PASSWORD_MIN } from '@brandtrail/domain/limits';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { ApiError, postJson } from '../http/api';
import { currentViewer } from '../routing/viewer';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { formText } from '../ui/form';
import { isSafeRedirect, redirectTarget } from './redirect';
import { signedIn } from './routes';
import type { SignInAnswer } from './session';

/*
 * Getting in without the password: the lost-password mail (a link to /reset-password/{token}) and
 * the sign-in link (/login/{token}). The mailed link may open in another tab, so the page the user
 * wanted to reach is remembered in local storage (the spec's `auth.` prefix) when the mail is
 * requested and taken back once the link has logged them in.
 */

const REDIRECT_KEY = 'auth.redirect';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // disabled storage: the link then lands on home
  }
}

export function rememberRedirect(target: string | null): void {
  if (isSafeRedirect(target)) storage()?.setItem(REDIRECT_KEY, target);
  else storage()?.removeItem(REDIRECT_KEY);
}

/** The remembered page when it is still a safe target, else home; forgets it either way. */
export function takeRememberedRedirect(): string {
  const target = storage()?.getItem(REDIRECT_KEY) ?? null;
  storage()?.removeItem(REDIRECT_KEY);
  return redirectTarget(target);
}

// --- API calls
/** Asks for a reset-password mail. The answer is the same whether or not the address has an account. */
export const requestPasswordReset = (email: string) => postJson<{ ok: true }>('/lost-password', { email });
/** Asks for a sign-in link mail (same answer for unknown addresses). */
export const requestLoginLink = (email: string) => postJson<{ ok: true }>('/login-link', { email });
/** Sets a new password with a mailed token; logs in (cookies) and answers the user. */
export const resetPassword = (token: string, password: string) => postJson<SignInAnswer>('/reset-password', { token, password });
/** Logs in with a sign-in link's token. */
export const logInWithToken = (token: string) => postJson<SignInAnswer>('/login', { token });

// --- Client-side checks. Their texts live in the forms (react-intl); the actions answer the key.
export type ClientProblem = 'emailInvalid' | 'passwordTooShort' | 'passwordMismatch';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What a recovery form's action answers: sent (the mail request went through) or a problem. */
export interface RecoveryActionData {
  sent?: { email: string };
  problem?: ClientProblem;
  error?: ErrorInfo;
}

async function mailAction(request: Request, send: (email: string) => Promise<unknown>): Promise<RecoveryActionData> {
  const form = await request.formData();
  const email = formText(form, 'email').trim();
  if (!EMAIL.test(email)) return { problem: 'emailInvalid' };
  try {
    await send(email);
  } catch (error) {
    if (error instanceof ApiError) return { error: errorInfo(error) };
    throw error;
  }
  rememberRedirect(formText(form, 'redirect') || null);
  return { sent: { email } };
}

export const lostPasswordAction = ({ request }: ActionFunctionArgs) => mailAction(request, requestPasswordReset);

export const loginLinkAction = ({ request }: ActionFunctionArgs) => mailAction(request, requestLoginLink);

export async function resetPasswordAction({ request, params }: ActionFunctionArgs): Promise<RecoveryActionData | Response> {
  const form = await request.formData();
  const password = formText(form, 'password');
  if (password.length < PASSWORD_MIN) return { problem: 'passwordTooShort' };
  if (password !== formText(form, 'confirm')) return { problem: 'passwordMismatch' };
  let answer: SignInAnswer;
  try {
    answer = await resetPassword(params.token ?? '', password);
  } catch (error) {
    if (error instanceof ApiError) return { error: errorInfo(error) };
    throw error;
  }
  return signedIn(answer, takeRememberedRedirect());
}

/** What /login/{token} shows when the link does not work. */
export interface LoginTokenData {
  error: ErrorInfo;
}

/**
 * /login/{token}: guest-only like /login; posts the token and goes on to the remembered page (or
 * home). The token is spent only here, by a script, so a mail scanner that opens the link does not
 * use it up.
 */
export async function loginTokenLoader(args: LoaderFunctionArgs): Promise<LoginTokenData | Response> {
  if (await currentViewer()) return redirect(takeRememberedRedirect());
  let answer: SignInAnswer;
  try {
    answer = await logInWithToken(args.params.token ?? '');
  } catch (error) {
    if (error instanceof ApiError) return { error: errorInfo(error) };
    throw error;
  }
  return signedIn(answer, takeRememberedRedirect());
}
