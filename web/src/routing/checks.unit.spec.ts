import { describe, expect, it } from 'vitest';
import { checkOrder, runChecks, type Access, type CheckInput, type CheckViewer } from './checks';

const user: CheckViewer = { type: 'user', termsAccepted: true };
const newUser: CheckViewer = { type: 'user', termsAccepted: false };

function input(path: string, access: Access, viewer: CheckViewer | null, extra: Partial<CheckInput> = {}): CheckInput {
  return {
    url: new URL(path, 'http://localhost'),
    access,
    viewer,
    localeCookie: 'en',
    browserLanguages: ['de-DE'],
    ...extra,
  };
}

describe('route checks', () => {
  it('run in the spec order: auth, terms, session replay, language', () => {
    expect(checkOrder).toEqual(['auth', 'terms', 'sessionReplay', 'language']);
    expect(runChecks(input('/', 'public', user)).ran).toEqual(['auth', 'terms', 'sessionReplay', 'language']);
  });

  it('take a shared_link session (a shared link, no account) as a guest, without the terms', () => {
    const reader: CheckViewer = { type: 'shared_link', termsAccepted: true };
    expect(runChecks(input('/login', 'guest', reader)).redirect).toBeUndefined();
    expect(runChecks(input('/new-brand', 'user', reader)).redirect).toBe('/login?redirect=%2Fnew-brand');
    expect(runChecks(input('/acme/logo', 'public', reader))).toMatchObject({ showTerms: false });
  });

  it('stop at the first redirect', () => {
    expect(runChecks(input('/acme', 'user', null)).ran).toEqual(['auth']);
  });

  it('skip the guard on auth-exempt pages', () => {
    expect(runChecks(input('/en/terms', 'public', null)).redirect).toBeUndefined();
    expect(runChecks(input('/de/agb', 'public', user)).redirect).toBeUndefined();
  });

  it('send a logged-in user away from guest-only pages: home, or the remembered safe path', () => {
    expect(runChecks(input('/login', 'guest', user)).redirect).toBe('/');
    expect(runChecks(input('/login?redirect=%2Facme%2Fassets', 'guest', user)).redirect).toBe('/acme/assets');
    expect(runChecks(input('/login?redirect=%2F%2Fevil.example', 'guest', user)).redirect).toBe('/');
    expect(runChecks(input('/login', 'guest', null)).redirect).toBeUndefined();
  });

  it('send a logged-out visitor to /login, remembering the path', () => {
    expect(runChecks(input('/acme/settings/users?tab=2', 'user', null)).redirect).toBe(
      '/login?redirect=%2Facme%2Fsettings%2Fusers%3Ftab%3D2',
    );
    expect(runChecks(input('/account', 'user', user)).redirect).toBeUndefined();
  });

  it('show the terms dialog to users who have not accepted, except on legal pages and registration', () => {
    expect(runChecks(input('/', 'public', newUser)).showTerms).toBe(true);
    expect(runChecks(input('/acme', 'user', newUser)).showTerms).toBe(true);
    expect(runChecks(input('/en/terms', 'public', newUser)).showTerms).toBe(false);
    expect(runChecks(input('/de/datenschutz', 'public', newUser)).showTerms).toBe(false);
    expect(runChecks(input('/', 'public', user)).showTerms).toBe(false);
    expect(runChecks(input('/', 'public', { type: 'shared_link', termsAccepted: false })).showTerms).toBe(false);
  });

  it('say that no session-replay tracker is configured', () => {
    expect(runChecks(input('/', 'public', user)).notes.join()).toMatch(/no tracker configured/);
  });

  it('detect the browser language on the root path only, when no language is stored', () => {
    expect(runChecks(input('/', 'public', null, { localeCookie: undefined })).detectedLocale).toBe('de');
    expect(runChecks(input('/login', 'guest', null, { localeCookie: undefined })).detectedLocale).toBeUndefined();
    expect(runChecks(input('/', 'public', null, { localeCookie: 'en' })).detectedLocale).toBeUndefined();
  });
});
