import { describe, it } from 'vitest';
import { at, spec } from '../testing';
import { brandDecider, type BrandEvent } from './brand';

const owner = 'u-owner';
const created: BrandEvent = {
  type: 'BrandCreated',
  data: { name: 'Acme', slug: 'acme', bio: '', usp: '', public: false, publicIndex: false, plan: 'free', ownerId: owner },
};
const brand = spec(brandDecider);

describe('brand decider', () => {
  it('creates a brand owned by the acting user, on the free plan, private', () => {
    brand.given([]).when({ type: 'CreateBrand', name: '  Acme ', slug: 'acme' }, at(owner)).then([created]);
  });
  it('refuses a brand without a name, a bad slug or a reserved slug', () => {
    brand.given([]).when({ type: 'CreateBrand', name: '   ', slug: 'acme' }, at(owner)).thenFails('NAME_REQUIRED');
    brand.given([]).when({ type: 'CreateBrand', name: 'Acme', slug: 'Acme!' }, at(owner)).thenFails('SLUG_INVALID');
    brand.given([]).when({ type: 'CreateBrand', name: 'Acme', slug: 'login' }, at(owner)).thenFails('SLUG_RESERVED');
    brand
      .given([])
      .when({ type: 'CreateBrand', name: 'x'.repeat(101), slug: 'acme' }, at(owner))
      .thenFails('NAME_TOO_LONG');
  });
  it('needs a logged-in user to create', () => {
    brand.given([]).when({ type: 'CreateBrand', name: 'Acme', slug: 'acme' }, at(null)).thenFails('UNAUTHENTICATED');
  });
  it('records only the fields that change', () => {
    brand
      .given([created])
      .when({ type: 'UpdateBrand', changes: { name: 'Acme', bio: 'We make things', public: true } }, at(owner))
      .then([{ type: 'BrandUpdated', data: { bio: 'We make things', public: true } }]);
    brand
      .given([created])
      .when({ type: 'UpdateBrand', changes: { name: 'Acme' } }, at(owner))
      .then([]);
  });
  it('hides a private brand from strangers and forbids them on a public one', () => {
    brand
      .given([created])
      .when({ type: 'UpdateBrand', changes: { name: 'Mine' } }, at('u-other'))
      .thenFails('BRAND_NOT_FOUND');
    const opened: BrandEvent = { type: 'BrandUpdated', data: { public: true } };
    brand
      .given([created, opened])
      .when({ type: 'UpdateBrand', changes: { name: 'Mine' } }, at('u-other'))
      .thenFails('FORBIDDEN');
  });
  it('lets only the owner delete, and restores a deleted brand', () => {
    brand.given([created]).when({ type: 'DeleteBrand' }, at('u-other')).thenFails('BRAND_NOT_FOUND');
    brand
      .given([created])
      .when({ type: 'DeleteBrand' }, at(owner))
      .then([{ type: 'BrandDeleted', data: {} }]);
    const deleted: BrandEvent = { type: 'BrandDeleted', data: {} };
    brand.given([created, deleted]).when({ type: 'DeleteBrand' }, at(owner)).then([]);
    brand
      .given([created, deleted])
      .when({ type: 'UpdateBrand', changes: { name: 'New' } }, at(owner))
      .thenFails('BRAND_DELETED');
    brand
      .given([created, deleted])
      .when({ type: 'RestoreBrand' }, at(owner))
      .then([{ type: 'BrandRestored', data: {} }]);
    brand.given([created]).when({ type: 'RestoreBrand' }, at(owner)).thenFails('BRAND_NOT_DELETED');
  });
  it('changes plans only for site admins and only to known plans', () => {
    brand.given([created]).when({ type: 'ChangeBrandPlan', plan: 'pro' }, at(owner)).thenFails('FORBIDDEN');
    brand.given([created]).when({ type: 'ChangeBrandPlan', plan: 'gold' }, at('admin', true)).thenFails('PLAN_INVALID');
    brand
      .given([created])
      .when({ type: 'ChangeBrandPlan', plan: 'pro' }, at('admin', true))
      .then([{ type: 'BrandPlanChanged', data: { plan: 'pro' } }]);
  });
  it('answers not found for a brand that was never created', () => {
    brand.given([]).when({ type: 'DeleteBrand' }, at(owner)).thenFails('BRAND_NOT_FOUND');
  });
});
