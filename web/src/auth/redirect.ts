/**
 * Where to go after log-in (spec, point 5): a local path that starts with one slash and is made of
 * letters, digits and @ - % _ ~ . : /, with an optional query and fragment. Anything else (another
 * origin, `//host`, `/\host`, `javascript:`, spaces, control characters) falls back to home.
 */
const SAFE_REDIRECT = /^\/(?!\/)[A-Za-z0-9@\-%_~.:/]*(?:\?[^#\s\\]*)?(?:#[^\s\\]*)?$/;

export function isSafeRedirect(target: unknown): target is string {
  return typeof target === 'string' && SAFE_REDIRECT.test(target);
}

/** The target when it is safe, else `fallback` (home). */
export function redirectTarget(target: unknown, fallback = '/'): string {
  return isSafeRedirect(target) ? target : fallback;
}

/** The address's `redirect` (the page to come back to) when it passes the rule, else null. */
export function safeRedirectIn(search: URLSearchParams): string | null {
  const target = search.get('redirect');
  return isSafeRedirect(target) ? target : null;
}

/** `path` remembering the page to come back to (`?redirect=`), when there is one. */
export function withRedirect(path: string, redirect: string | null | undefined): string {
  return redirect ? `${path}?${new URLSearchParams({ redirect }).toString()}` : path;
}

/** The log-in page, remembering `from` (a path with query) when it is worth coming back to. */
export function loginPath(from: string): string {
  if (from === '/' || !isSafeRedirect(from)) return '/login';
  return withRedirect('/login', from);
}
