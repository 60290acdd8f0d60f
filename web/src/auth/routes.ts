import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../http/api';
import { defaultLocale, isLocale } from '../i18n/locale';
import { currentViewer, sessionChanged } from '../routing/viewer';
import { accountOf } from '../routing/checks';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { formText } from '../ui/form';
import { isSafeRedirect, loginPath, redirectTarget } from './redirect';
import { logIn, logInWithCode, logOut, register, wantsSecondFactor, type SignInAnswer } from './session';

/** What the log-in and registration actions answer when the server refuses. */
export interface AuthActionData {
  error: ErrorInfo;
}

/**
 * Guard for pages that need a user (the root loader's auth check does the same for every route with
 * access `user`; see routing/checks.ts). For a logged-out visitor it gives the redirect to
 * /login?redirect=<this page>, which the loader returns; for a logged-in user null.
 */
export async function loginRedirectIfGuest(request: Request): Promise<Response | null> {
  if (accountOf(await currentViewer())) return null;
  const url = new URL(request.url);
  return redirect(loginPath(url.pathname + url.search));
}

/** Guard for guest-only pages (log-in, registration): a logged-in user goes on (or home). */
export async function guestOnlyLoader({ request }: LoaderFunctionArgs): Promise<Response | null> {
  if (accountOf(await currentViewer())) return redirect(redirectTarget(new URL(request.url).searchParams.get('redirect')));
  return null;
}

async function authenticate(
  request: Request,
  call: (email: string, password: string, form: FormData) => Promise<SignInAnswer>,
): Promise<AuthActionData | Response> {
  const form = await request.formData();
  let answer: SignInAnswer;
  try {
    answer = await call(formText(form, 'email').trim(), formText(form, 'password'), form);
  } catch (error) {
    if (error instanceof ApiError) return { error: errorInfo(error) };
    throw error;
  }
  return signedIn(answer, formText(form, 'redirect'));
}

/**
 * Where a first or second factor leads: with two-factor sign-in on, the log-in's code step (which
 * keeps the page to come back to); logged in, that page. A new user: nothing cached for the
 * previous one may survive (the Relay environment starts over too), and the redirect revalidates
 * every loader, the root's included.
 */
export function signedIn(answer: SignInAnswer, target: string | null): Response {
  if (wantsSecondFactor(answer)) {
    const params = new URLSearchParams({ step: 'code' });
    if (isSafeRedirect(target)) params.set('redirect', target);
    return redirect(`/login?${params.toString()}`);
  }
  sessionChanged(answer);
  return redirect(redirectTarget(target));
}

/** The log-in form's action: the password, or on the code step the app's code or a recovery code. */
export const loginAction = ({ request }: ActionFunctionArgs) =>
  authenticate(request, (email, password, form) => {
    const code = formText(form, 'code').trim();
    const recoveryCode = formText(form, 'recoveryCode').trim();
    if (code) return logInWithCode({ code });
    if (recoveryCode) return logInWithCode({ recoveryCode });
    return logIn(email, password);
  });

export const registerAction = ({ request }: ActionFunctionArgs) =>
  authenticate(request, (email, password, form) => {
    const locale = formText(form, 'locale');
    return register(email, password, isLocale(locale) ? locale : defaultLocale);
  });

/** Logs out; an admin acting as a user logs out of that only, back to /admin (spec 4). */
export async function logoutAction(): Promise<Response> {
  const viewer = await currentViewer().catch(() => null);
  if (viewer?.impersonated) {
    const { exitImpersonation } = await import('../admin/impersonation');
    // Refused (the hour ran out, the admin right was taken away): an ordinary log-out instead.
    const exited = await exitImpersonation().then(
      () => true,
      () => false,
    );
    if (exited) return redirect('/admin');
  }
  await logOut();
  sessionChanged(null);
  return redirect('/');
}
