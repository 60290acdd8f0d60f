import { describe, expect, it } from 'vitest';
import { needsTerms, skipsTermsStep } from './terms';

describe('skipsTermsStep', () => {
  it.each(['/de', '/de/agb', '/en/terms', '/en/privacy-policy', '/register', '/register/'])('skips %s', (path) => {
    expect(skipsTermsStep(path)).toBe(true);
  });

  it.each(['/', '/login', '/new-brand', '/acme', '/demo', '/english-tea', '/registered'])('asks on %s', (path) => {
    expect(skipsTermsStep(path)).toBe(false);
  });
});

describe('needsTerms', () => {
  it('asks users of type user who have not accepted', () => {
    expect(needsTerms({ type: 'user', termsAccepted: false })).toBe(true);
    expect(needsTerms({ type: 'user', termsAccepted: true })).toBe(false);
  });

  it('does not ask other session types or guests', () => {
    expect(needsTerms({ type: 'shared_link', termsAccepted: false })).toBe(false);
    expect(needsTerms(null)).toBe(false);
  });
});
