import { describe, expect, it } from 'vitest';
import { isSafeRedirect, loginPath, redirectTarget } from './redirect';

describe('isSafeRedirect', () => {
  it.each([
    '/',
    '/new-brand',
    '/acme',
    '/acme/page-1/settings',
    '/acme/assets/logos/dark',
    '/user@example.com',
    '/a-b_c~d.e:f%20g',
    '/acme?tab=users',
    '/acme?tab=users&sort=name#members',
    '/acme#top',
    '/?redirected=1',
  ])('accepts the local path %s', (target) => {
    expect(isSafeRedirect(target)).toBe(true);
  });

  it.each([
    '',
    'acme',
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    ' /acme',
    '/acme brand',
    '/acme\n/x',
    '/acme\t',
    '/acme<script>',
    '/acme"onload',
    "/acme'x",
    '/acme?x=1 2',
    '/acme#a b',
    '/acme?x=\\evil',
    '/brands/ä',
  ])('refuses %j', (target) => {
    expect(isSafeRedirect(target)).toBe(false);
  });

  it('refuses what is not a string', () => {
    expect(isSafeRedirect(null)).toBe(false);
    expect(isSafeRedirect(undefined)).toBe(false);
    expect(isSafeRedirect(42)).toBe(false);
    expect(isSafeRedirect(['/acme'])).toBe(false);
  });
});

describe('redirectTarget', () => {
  it('keeps a safe target', () => {
    expect(redirectTarget('/acme?tab=users')).toBe('/acme?tab=users');
  });

  it('falls back to home, or to the given fallback', () => {
    expect(redirectTarget('//evil.example')).toBe('/');
    expect(redirectTarget(null)).toBe('/');
    expect(redirectTarget('https://evil.example', '/new-brand')).toBe('/new-brand');
  });
});

describe('loginPath', () => {
  it('remembers the requested path, encoded', () => {
    expect(loginPath('/new-brand')).toBe('/login?redirect=%2Fnew-brand');
    expect(loginPath('/acme?tab=users')).toBe('/login?redirect=%2Facme%3Ftab%3Dusers');
  });

  it('remembers nothing for home or an unsafe path', () => {
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('//evil.example')).toBe('/login');
  });

  it('round-trips through URLSearchParams', () => {
    const from = '/acme/page?x=1&y=2#top';
    const search = new URL(loginPath(from), 'http://localhost').searchParams;
    expect(redirectTarget(search.get('redirect'))).toBe(from);
  });
});
