import { describe, expect, it } from 'vitest';
import { brandDecider } from '../brands/brand';
import type { DomainError } from '../errors';
import { can, requireCapability, type BrandAccess, type Capability } from './policy';

const capabilities: Capability[] = ['read', 'readPrivate', 'editContent', 'manageAssets', 'deleteBrand'];

/** The whole table: who may do what, as the product promises it (README, Using it). */
const expected: Record<string, Capability[]> = {
  owner: ['read', 'readPrivate', 'editContent', 'manageAssets', 'deleteBrand'],
  editor: ['read', 'readPrivate', 'editContent', 'manageAssets'],
  viewer: ['read', 'readPrivate'],
  'anyone, public brand': ['read'],
  'anyone, private brand': [],
};

const accessOf: Record<string, BrandAccess> = {
  owner: { role: 'owner', brandPublic: false },
  editor: { role: 'editor', brandPublic: false },
  viewer: { role: 'viewer', brandPublic: true },
  'anyone, public brand': { role: null, brandPublic: true },
  'anyone, private brand': { role: null, brandPublic: false },
};

const codeOf = (fn: () => void): string | undefined => {
  try {
    fn();
    return undefined;
  } catch (error) {
    return (error as DomainError).code;
  }
};

describe('the access policy', () => {
  it.each(Object.keys(expected))('grants %s exactly its capabilities', (who) => {
    expect(capabilities.filter((c) => can(accessOf[who]!, c))).toEqual(expected[who]);
  });

  it('answers in one order: logged in, then not found for those who may not read, then forbidden', () => {
    const editContent = (who: string, userId: string | null) =>
      codeOf(() => requireCapability(accessOf[who]!, { userId }, 'editContent', 'PAGE_NOT_FOUND'));
    // Anonymous: the same answer whatever the target.
    expect(editContent('anyone, private brand', null)).toBe('UNAUTHENTICATED');
    expect(editContent('anyone, public brand', null)).toBe('UNAUTHENTICATED');
    // A stranger to a private brand gets the target's not-found answer, as for an id that does not exist.
    expect(editContent('anyone, private brand', 'u-1')).toBe('PAGE_NOT_FOUND');
    // Someone who may read it is told they may not do this.
    expect(editContent('anyone, public brand', 'u-1')).toBe('FORBIDDEN');
    expect(editContent('viewer', 'u-1')).toBe('FORBIDDEN');
    expect(editContent('editor', 'u-1')).toBeUndefined();
  });

  it('refuses a plan change by a non-admin before it looks at the brand', () => {
    const ctx = { userId: 'u-1', admin: false, now: new Date(0) };
    // Missing and existing brands answer alike.
    expect(codeOf(() => brandDecider.decide({ type: 'ChangeBrandPlan', plan: 'pro' }, brandDecider.initialState, ctx))).toBe(
      'FORBIDDEN',
    );
    const existing = brandDecider.evolve(brandDecider.initialState, {
      type: 'BrandCreated',
      data: { name: 'A', slug: 'a', bio: '', usp: '', public: false, publicIndex: false, plan: 'free', ownerId: 'u-2' },
    });
    expect(codeOf(() => brandDecider.decide({ type: 'ChangeBrandPlan', plan: 'pro' }, existing, ctx))).toBe('FORBIDDEN');
  });
});
