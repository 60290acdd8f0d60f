import { describe, expect, it } from 'vitest';
import { brandDecider } from '../brands/brand';
import type { DomainError } from '../errors';
import type { AssetStatus } from '../assets/status';
import { newElement, type PageElement } from '../pages/elements';
import {
  assetsShownTo,
  canReadElement,
  canReadPage,
  canSeeAsset,
  can,
  libraryScope,
  requireCapability,
  roleCeiling,
  rolesWith,
  type BrandAccess,
  type Capability,
} from './policy';

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

  it('grants a site admin acting as themselves deleting, members and billing on any brand, and nothing to read', () => {
    const nobody: BrandAccess = { role: null, brandPublic: false };
    const admin = { userId: 'u-admin', admin: true };
    const outcome = (actor: typeof admin & { impersonatorId?: string }, capability: Capability) => {
      try {
        requireCapability(nobody, actor, capability, 'BRAND_NOT_FOUND');
        return 'ok';
      } catch (error) {
        return (error as DomainError).code;
      }
    };
    expect(capabilities.filter((c) => outcome(admin, c) === 'ok')).toEqual(['manageMembers', 'deleteBrand']);
    expect(outcome(admin, 'read')).toBe('BRAND_NOT_FOUND');
    expect(capabilities.filter((c) => outcome({ ...admin, impersonatorId: 'u-admin' }, c) === 'ok')).toEqual([]);
    expect(roleCeiling(nobody, admin)).toBe('owner');
    expect(roleCeiling({ role: 'editor', brandPublic: false }, { ...admin, impersonatorId: 'u-2' })).toBe('editor');
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

  describe('what someone sees of the library (canSeeAsset, the one rule)', () => {
    const id = (n: number) => `a000000${n}-0000-4000-8000-000000000000`;
    const ready = { uploaded: true, status: 'ready' as const };
    const processing = { uploaded: true, status: 'uploaded' as const };
    const failed = { uploaded: true, status: 'failed' as const };
    const pending = { uploaded: false, status: 'pending' as const };
    const element = <T extends PageElement>(e: T, fields: Partial<T>): PageElement => ({ ...e, ...fields });
    const pages = [
      {
        id: 'p-1',
        fontAsset: id(1).toUpperCase(),
        elements: [
          element(newElement('gallery', 'e-1'), { assets: [id(2)] }),
          element(newElement('download', 'e-2'), { assets: [id(3)], public: true }),
          // a download for members only: its file is not shown to readers
          element(newElement('download', 'e-3'), { assets: [id(4)], public: false }),
        ],
      },
      { id: 'p-2', fontAsset: null, elements: [element(newElement('mockup', 'e-4'), { asset: id(5) })] },
    ];
    const brand = { logo: id(6), fonts: [{ assetIds: [id(7)] }] };

    it('gives members every asset and readers the ones shown where they read', () => {
      expect(libraryScope(accessOf.owner!)).toBe('all');
      expect(libraryScope(accessOf.editor!)).toBe('all');
      expect(libraryScope(accessOf.viewer!)).toBe('uploaded');
      expect(libraryScope(accessOf['anyone, public brand']!)).toBe('shown');
      expect(libraryScope(accessOf['a shared link']!)).toBe('shown');
      expect(libraryScope(accessOf['anyone, private brand']!)).toBe('none');
      const sees = (who: string, asset: { uploaded: boolean; status: AssetStatus }, shownOnReadablePage: boolean) =>
        canSeeAsset(accessOf[who]!, asset, { shownOnReadablePage });
      for (const asset of [ready, processing, failed, pending]) expect(sees('editor', asset, false)).toBe(true);
      for (const asset of [ready, processing, failed]) expect(sees('viewer', asset, false)).toBe(true);
      expect(sees('viewer', pending, true)).toBe(false);
      for (const who of ['anyone, public brand', 'a shared link']) {
        expect(sees(who, ready, true)).toBe(true);
        expect(sees(who, ready, false)).toBe(false);
        for (const asset of [processing, failed, pending]) expect(sees(who, asset, true)).toBe(false);
      }
      expect(sees('anyone, private brand', ready, true)).toBe(false);
    });

    it('shows readers the logo, the kit’s font files and what the pages and elements they read show', () => {
      const all = [1, 2, 3, 5, 6, 7].map(id);
      expect([...assetsShownTo(accessOf['anyone, public brand']!, brand, pages)].sort()).toEqual(all);
      // members read the download for members only too
      expect([...assetsShownTo(accessOf.viewer!, brand, pages)].sort()).toEqual([...all, id(4)].sort());
      // a shared link reads its pages only
      expect([...assetsShownTo(accessOf['a shared link']!, brand, pages)].sort()).toEqual([1, 2, 3, 6, 7].map(id));
      expect([...assetsShownTo(accessOf['anyone, public brand']!, { logo: null }, [])]).toEqual([]);
    });

    it('keeps button links and downloads that are not public for members', () => {
      const hidden = { type: 'download', public: false };
      expect(canReadElement(accessOf['anyone, public brand']!, hidden)).toBe(false);
      expect(canReadElement(accessOf['anyone, public brand']!, { type: 'hyperlink', public: false })).toBe(false);
      expect(canReadElement(accessOf['anyone, public brand']!, { type: 'download', public: true })).toBe(true);
      expect(canReadElement(accessOf['anyone, public brand']!, { type: 'gallery' })).toBe(true);
      expect(canReadElement(accessOf.viewer!, hidden)).toBe(true);
    });
  });
});
