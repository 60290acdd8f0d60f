import { describe, expect, it } from 'vitest';
import { brandDecider } from '../brands/brand';
import type { DomainError } from '../errors';
import { canReadPage, can, requireCapability, roleCeiling, rolesWith, type BrandAccess, type Capability } from './policy';

import { capabilities } from './policy';

/** The whole table: who may do what, as the product promises it (README, Using it). */
const expected: Record<string, Capability[]> = {
  owner: ['read', 'readPrivate', 'editContent', 'manageAssets', 'manageMembers', 'manageLinks', 'billing', 'deleteBrand'],
  editor: ['read', 'readPrivate', 'editContent', 'manageAssets', 'manageMembers', 'manageLinks'],
  viewer: ['read', 'readPrivate'],
  'a shared link': ['read'],
  'anyone, public brand': ['read'],
  'anyone, private brand': [],
};

const accessOf: Record<string, BrandAccess> = {
  owner: { role: 'owner', brandPublic: false },
  editor: { role: 'editor', brandPublic: false },
  viewer: { role: 'viewer', brandPublic: true },
  'a shared link': { role: null, brandPublic: false, shared: { allPages: false, pages: ['p-1'] } },
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

  it('lets a shared link read exactly its pages, and the members every page', () => {
    expect(canReadPage(accessOf['a shared link']!, 'p-1')).toBe(true);
    expect(canReadPage(accessOf['a shared link']!, 'p-2')).toBe(false);
    expect(canReadPage({ role: null, brandPublic: false, shared: { allPages: true, pages: [] } }, 'p-2')).toBe(true);
    expect(canReadPage(accessOf.viewer!, 'p-2')).toBe(true);
    expect(canReadPage(accessOf['anyone, public brand']!, 'p-2')).toBe(true);
    expect(canReadPage(accessOf['anyone, private brand']!, 'p-1')).toBe(false);
  });

  it('lets members manage members only up to their own role', () => {
    expect(roleCeiling(accessOf.owner!)).toBe('owner');
    expect(roleCeiling(accessOf.editor!)).toBe('editor');
    expect(roleCeiling(accessOf.viewer!)).toBeNull();
    expect(roleCeiling(accessOf['a shared link']!)).toBeNull();
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

  it('names the member roles that hold a capability', () => {
    expect(rolesWith('deleteBrand')).toEqual(['owner']);
    expect(rolesWith('manageMembers')).toEqual(['editor', 'owner']);
    expect(rolesWith('read')).toEqual(['viewer', 'editor', 'owner']);
  });
});
