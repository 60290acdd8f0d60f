import { describe, expect, it } from 'vitest';
import { tokenTimeLeft } from './session';

describe('tokenTimeLeft', () => {
  const now = 1_800_000_000_000;
  it("reads the token's expiry from the readable cookie", () => {
    expect(tokenTimeLeft(`i18n_redirected=de; auth._token_expiration=${now + 90_000}; other=1`, now)).toBe(90_000);
    expect(tokenTimeLeft(`auth._token_expiration=${now + 5}`, now)).toBe(5);
  });
  it('answers 0 without the cookie, for a past expiry, and for anything else in it', () => {
    expect(tokenTimeLeft('', now)).toBe(0);
    expect(tokenTimeLeft(`auth._token_expiration=${now - 1}`, now)).toBe(0);
    expect(tokenTimeLeft('auth._token_expiration=soon', now)).toBe(0);
    expect(tokenTimeLeft(`xauth._token_expiration=${now + 90_000}`, now)).toBe(0);
  });
});
