import { describe, expect, it } from 'vitest';
import { at, spec } from '../testing';
import { brandDecider, type BrandEvent } from './brand';

const owner = 'u-owner';
const created: BrandEvent = {
  type: 'BrandCreated',
  data: {
    name: 'Acme',
    slug: 'acme',
    bio: '',
    usp: '',
    public: false,
    publicIndex: false,
    colors: [],
    fonts: [],
    plan: 'free',
    ownerId: owner,
  },
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
  it('gives a member added to the brand their role, and a member whose role changes the new one', () => {
    const editor: BrandEvent = { type: 'BrandMemberAdded', data: { userId: 'u-ed', role: 'editor', via: 'added' } };
    brand
      .given([created, editor])
      .when({ type: 'UpdateBrand', changes: { name: 'Edited' } }, at('u-ed'))
      .then([{ type: 'BrandUpdated', data: { name: 'Edited' } }]);
    brand.given([created, editor]).when({ type: 'DeleteBrand' }, at('u-ed')).thenFails('FORBIDDEN');
    const demoted: BrandEvent = { type: 'BrandMemberRoleChanged', data: { userId: 'u-ed', role: 'viewer' } };
    brand
      .given([created, editor, demoted])
      .when({ type: 'UpdateBrand', changes: { name: 'Edited' } }, at('u-ed'))
      .thenFails('FORBIDDEN');
  });
  it('changes plans only for site admins and only to known plans', () => {
    brand.given([created]).when({ type: 'ChangeBrandPlan', plan: 'pro' }, at(owner)).thenFails('FORBIDDEN');
    brand.given([created]).when({ type: 'ChangeBrandPlan', plan: 'gold' }, at('admin', true)).thenFails('PLAN_INVALID');
    brand
      .given([created])
      .when({ type: 'ChangeBrandPlan', plan: 'pro' }, at('admin', true))
      .then([{ type: 'BrandPlanChanged', data: { plan: 'pro' } }]);
  });
  it('starts a brand with its colours (six upper-case hex digits, no #) and fonts', () => {
    brand
      .given([])
      .when(
        {
          type: 'CreateBrand',
          name: 'Acme',
          slug: 'acme',
          colors: [{ hex: '#2f4bd8', label: ' Primary ' }, { hex: 'FFB000' }],
          fonts: [' Inter ', 'Source  Serif', 'inter'],
        },
        at(owner),
      )
      .then([
        {
          type: 'BrandCreated',
          data: {
            ...created.data,
            colors: [
              { hex: '2F4BD8', label: 'Primary' },
              { hex: 'FFB000', label: '' },
            ],
            fonts: ['Inter', 'Source Serif'],
          },
        },
      ]);
  });
  it('refuses colours that are not six hex digits, too many colours, long labels and bad fonts', () => {
    const create = (more: { colors?: { hex: string; label?: string }[]; fonts?: string[] }) =>
      brand.given([]).when({ type: 'CreateBrand', name: 'Acme', slug: 'acme', ...more }, at(owner));
    create({ colors: [{ hex: '#fff' }] }).thenFails('COLOR_INVALID');
    create({ colors: [{ hex: 'red' }] }).thenFails('COLOR_INVALID');
    create({ colors: [{ hex: '2F4BD8', label: 'x'.repeat(61) }] }).thenFails('COLOR_LABEL_TOO_LONG');
    create({ colors: Array.from({ length: 13 }, () => ({ hex: '000000' })) }).thenFails('TOO_MANY_COLORS');
    create({ fonts: ['  '] }).thenFails('FONT_NAME_INVALID');
    create({ fonts: ['x'.repeat(101)] }).thenFails('FONT_NAME_INVALID');
    create({ fonts: ['A', 'B', 'C', 'D', 'E', 'F', 'G'] }).thenFails('TOO_MANY_FONTS');
    create({ colors: Array.from({ length: 12 }, () => ({ hex: '000000' })), fonts: ['A', 'B', 'C', 'D', 'E', 'F'] }).then([
      expect.objectContaining({ type: 'BrandCreated' }) as BrandEvent,
    ]);
  });
  it('changes the palette and fonts, recording them only when they differ', () => {
    const withKit: BrandEvent = {
      type: 'BrandUpdated',
      data: { colors: [{ hex: '2F4BD8', label: 'Primary' }], fonts: ['Inter'] },
    };
    brand
      .given([created])
      .when({ type: 'UpdateBrand', changes: { colors: [{ hex: '2f4bd8', label: 'Primary' }], fonts: ['Inter'] } }, at(owner))
      .then([withKit]);
    brand
      .given([created, withKit])
      .when({ type: 'UpdateBrand', changes: { colors: [{ hex: '#2F4BD8', label: 'Primary' }], fonts: ['Inter'] } }, at(owner))
      .then([]);
    brand
      .given([created, withKit])
      .when({ type: 'UpdateBrand', changes: { colors: [], fonts: ['Inter', 'Lora'] } }, at(owner))
      .then([{ type: 'BrandUpdated', data: { colors: [], fonts: ['Inter', 'Lora'] } }]);
    brand
      .given([created])
      .when({ type: 'UpdateBrand', changes: { colors: [{ hex: 'nope' }] } }, at(owner))
      .thenFails('COLOR_INVALID');
  });
  it('reads brands created before colours and fonts existed as having none', () => {
    const { colors: _colors, fonts: _fonts, ...old } = created.data;
    const legacy = { type: 'BrandCreated', data: old } as BrandEvent;
    brand
      .given([legacy])
      .when({ type: 'UpdateBrand', changes: { colors: [], fonts: [] } }, at(owner))
      .then([]);
  });
  it('answers not found for a brand that was never created', () => {
    brand.given([]).when({ type: 'DeleteBrand' }, at(owner)).thenFails('BRAND_NOT_FOUND');
  });

  describe('page order', () => {
    const [p1, p2, p3, p4] = [1, 2, 3, 4].map((n) => `30000000-0000-4000-8000-00000000000${n}`) as [
      string,
      string,
      string,
      string,
    ];
    const brandPages = [p1, p2, p3, p4];
    const sorted = (order: string[]): BrandEvent => ({ type: 'BrandPagesSorted', data: { order } });

    it('records the order of the pages', () => {
      brand
        .given([created])
        .when({ type: 'SortPages', order: [p3, p1, p2], brandPages }, at(owner))
        .then([sorted([p3, p1, p2])]);
      brand
        .given([created])
        .when({ type: 'SortPages', order: [p2.toUpperCase()], brandPages }, at(owner))
        .then([sorted([p2])]);
    });
    it('puts the pages it names first and keeps the order of the others (sorting one set of siblings)', () => {
      brand
        .given([created, sorted([p1, p2, p3, p4])])
        .when({ type: 'SortPages', order: [p4, p2], brandPages }, at(owner))
        .then([sorted([p4, p2, p1, p3])]);
    });
    it('records nothing when the order stays', () => {
      brand
        .given([created, sorted([p1, p2, p3])])
        .when({ type: 'SortPages', order: [p1, p2], brandPages }, at(owner))
        .then([]);
      brand.given([created]).when({ type: 'SortPages', order: [], brandPages }, at(owner)).then([]);
    });
    it('refuses ids that are not pages of the brand, and repeats', () => {
      const other = '30000000-0000-4000-8000-000000000009';
      brand
        .given([created])
        .when({ type: 'SortPages', order: [p1, other], brandPages }, at(owner))
        .thenFails('PAGES_ORDER_INVALID');
      brand
        .given([created])
        .when({ type: 'SortPages', order: [p1, 'not-a-page'], brandPages }, at(owner))
        .thenFails('PAGES_ORDER_INVALID');
      brand
        .given([created])
        .when({ type: 'SortPages', order: [p1, p2, p1], brandPages }, at(owner))
        .thenFails('PAGES_ORDER_INVALID');
    });
    it('lets only editors and owners sort, like every page command', () => {
      brand
        .given([created])
        .when({ type: 'SortPages', order: [p1], brandPages }, at('u-stranger'))
        .thenFails('BRAND_NOT_FOUND');
      brand
        .given([created, { type: 'BrandUpdated', data: { public: true } }])
        .when({ type: 'SortPages', order: [p1], brandPages }, at('u-stranger'))
        .thenFails('FORBIDDEN');
      brand
        .given([created])
        .when({ type: 'SortPages', order: [p1], brandPages }, at(null))
        .thenFails('UNAUTHENTICATED');
      brand
        .given([created, { type: 'BrandDeleted', data: {} }])
        .when({ type: 'SortPages', order: [p1], brandPages }, at(owner))
        .thenFails('BRAND_DELETED');
    });
  });
});
