import { describe, expect, it, vi } from 'vitest';
import { isForbidden, recoverFromForbidden, type ForbiddenDeps } from './forbidden';

function deps(ok: boolean | 'logged out', pathname: string) {
  const d = {
    relogin:
      ok === true
        ? () => Promise.resolve({ id: 'u' })
        : ok === 'logged out'
          ? () => Promise.resolve(null)
          : () => Promise.reject(new Error('network')),
    pathname: () => pathname,
    goToLogin: vi.fn<() => void>(),
    reload: vi.fn<() => void>(),
  };
  return d satisfies ForbiddenDeps;
}

describe('a 403 GraphQL answer', () => {
  it('is recognised by extensions.status', () => {
    expect(isForbidden([{ message: 'no', extensions: { status: 403 } }])).toBe(true);
    expect(isForbidden([{ message: 'no', extensions: { status: 401 } }])).toBe(false);
    expect(isForbidden(undefined)).toBe(false);
  });

  it('leaves terms not yet accepted to the terms dialog', () => {
    expect(isForbidden([{ message: 'terms', extensions: { status: 403, code: 'TERMS_NOT_ACCEPTED' } }])).toBe(false);
  });

  it('retries after a successful silent log-in, without navigating', async () => {
    const d = deps(true, '/acme');
    expect(await recoverFromForbidden(d)).toBe(true);
    expect(d.goToLogin).not.toHaveBeenCalled();
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('goes to /login from the root path when the log-in fails', async () => {
    const d = deps(false, '/');
    expect(await recoverFromForbidden(d)).toBe(false);
    expect(d.goToLogin).toHaveBeenCalledOnce();
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('takes a null answer (nobody logged in) as a failed log-in', async () => {
    const d = deps('logged out', '/');
    expect(await recoverFromForbidden(d)).toBe(false);
    expect(d.goToLogin).toHaveBeenCalledOnce();
  });

  it('reloads anywhere else when the log-in fails', async () => {
    const d = deps(false, '/acme/settings');
    expect(await recoverFromForbidden(d)).toBe(false);
    expect(d.reload).toHaveBeenCalledOnce();
    expect(d.goToLogin).not.toHaveBeenCalled();
  });
});
