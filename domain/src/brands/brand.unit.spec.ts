import { describe, expect, it } from 'vitest';
import { at, brandCreated, spec } from '../testing';
import { brandDecider, FONT_FILES_MAX, type BrandEvent } from './brand';
import { brandFieldDefaults } from './fields';

const owner = 'u-owner';
const created = brandCreated(owner);
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
  it('takes a new logo only when the API found an uploaded image of that id in the library', () => {
    const logo = '40000000-0000-4000-8000-000000000000';
    const update = (asset?: { uploaded: boolean; mimeType: string | null } | null) =>
      brand.given([created]).when(
        {
          type: 'UpdateBrand',
          changes: { logo: logo.toUpperCase() },
          library: asset ? { [logo]: { ...asset, extension: 'png' } } : asset === null ? {} : undefined,
        },
        at(owner),
      );
    update({ uploaded: true, mimeType: 'image/png' }).then([{ type: 'BrandUpdated', data: { logo } }]);
    update(null).thenFails('ELEMENT_ASSET_INVALID');
    update(undefined).thenFails('ELEMENT_ASSET_INVALID');
    // a file of the library that is no image (yet): said so
    update({ uploaded: false, mimeType: null }).thenFails('ELEMENT_ASSET_NOT_IMAGE');
    update({ uploaded: true, mimeType: 'application/pdf' }).thenFails('ELEMENT_ASSET_NOT_IMAGE');
    update({ uploaded: true, mimeType: 'font/woff2' }).thenFails('ELEMENT_ASSET_NOT_IMAGE');
    // the logo it has already, or none, needs no look-up
    const withLogo: BrandEvent = { type: 'BrandUpdated', data: { logo } };
    brand.given([created, withLogo]).when({ type: 'UpdateBrand', changes: { logo } }, at(owner)).then([]);
    brand
      .given([created, withLogo])
      .when({ type: 'UpdateBrand', changes: { logo: null } }, at(owner))
      .then([{ type: 'BrandUpdated', data: { logo: null } }]);
    // the other fields are checked first
    brand
      .given([created])
      .when({ type: 'UpdateBrand', changes: { name: '', logo }, library: {} }, at(owner))
      .thenFails('NAME_REQUIRED');
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
    // A site admin restores any brand; acting as someone who is not its owner, nobody's brand.
    brand
      .given([created, deleted])
      .when({ type: 'RestoreBrand' }, at('u-admin', true))
      .then([{ type: 'BrandRestored', data: {} }]);
    brand
      .given([created, deleted])
      .when({ type: 'RestoreBrand' }, { ...at('u-other', true), impersonatorId: 'u-admin' })
      .thenFails('BRAND_NOT_FOUND');
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
            fonts: [
              { name: 'Inter', assetIds: [] },
              { name: 'Source Serif', assetIds: [] },
            ],
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
      data: { colors: [{ hex: '2F4BD8', label: 'Primary' }], fonts: [{ name: 'Inter', assetIds: [] }] },
    };
    brand
      .given([created])
      .when({ type: 'UpdateBrand', changes: { colors: [{ hex: '2f4bd8', label: 'Primary' }], fonts: ['Inter'] } }, at(owner))
      .then([withKit]);
    brand
      .given([created, withKit])
      .when(
        { type: 'UpdateBrand', changes: { colors: [{ hex: '#2F4BD8', label: 'Primary' }], fonts: [{ name: 'Inter' }] } },
        at(owner),
      )
      .then([]);
    brand
      .given([created, withKit])
      .when({ type: 'UpdateBrand', changes: { colors: [], fonts: ['Inter', 'Lora'] } }, at(owner))
      .then([
        {
          type: 'BrandUpdated',
          data: {
            colors: [],
            fonts: [
              { name: 'Inter', assetIds: [] },
              { name: 'Lora', assetIds: [] },
            ],
          },
        },
      ]);
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
  it('reads fonts recorded as bare names (before files could be tied to them) as fonts without files', () => {
    const legacy: BrandEvent[] = [
      { type: 'BrandCreated', data: { ...created.data, fonts: ['Inter'] } },
      { type: 'BrandUpdated', data: { fonts: ['Inter', 'Lora'] } },
    ];
    const state = legacy.reduce(brandDecider.evolve, brandDecider.initialState);
    expect(state.fonts).toEqual([
      { name: 'Inter', assetIds: [] },
      { name: 'Lora', assetIds: [] },
    ]);
    brand
      .given(legacy)
      .when({ type: 'UpdateBrand', changes: { fonts: [{ name: 'Inter', assetIds: [] }, 'Lora'] } }, at(owner))
      .then([]);
  });
  it('reorders, relabels and removes colours: the palette is replaced as sent', () => {
    const three: BrandEvent = {
      type: 'BrandUpdated',
      data: {
        colors: [
          { hex: '2F4BD8', label: 'Blue' },
          { hex: 'F5B400', label: 'Yellow' },
          { hex: '1C2330', label: '' },
        ],
      },
    };
    brand
      .given([created, three])
      .when(
        {
          type: 'UpdateBrand',
          changes: {
            colors: [
              { hex: '1C2330', label: 'Ink' },
              { hex: '2F4BD8', label: 'Blue' },
            ],
          },
        },
        at(owner),
      )
      .then([
        {
          type: 'BrandUpdated',
          data: {
            colors: [
              { hex: '1C2330', label: 'Ink' },
              { hex: '2F4BD8', label: 'Blue' },
            ],
          },
        },
      ]);
    // The same colours in another order are a change; the same order is none.
    brand
      .given([created, three])
      .when(
        {
          type: 'UpdateBrand',
          changes: { colors: [{ hex: 'F5B400', label: 'Yellow' }, { hex: '2F4BD8', label: 'Blue' }, { hex: '1C2330' }] },
        },
        at(owner),
      )
      .then([expect.objectContaining({ type: 'BrandUpdated' }) as BrandEvent]);
    brand
      .given([created, three])
      .when(
        {
          type: 'UpdateBrand',
          changes: { colors: [{ hex: '2F4BD8', label: 'Blue' }, { hex: 'F5B400', label: 'Yellow' }, { hex: '1C2330' }] },
        },
        at(owner),
      )
      .then([]);
    // Viewers read the kit and change nothing of it.
    const viewer: BrandEvent = { type: 'BrandMemberAdded', data: { userId: 'u-viewer', role: 'viewer', via: 'added' } };
    brand
      .given([created, three, viewer])
      .when({ type: 'UpdateBrand', changes: { colors: [] } }, at('u-viewer'))
      .thenFails('FORBIDDEN');
  });
  describe('fonts tied to the files of the library', () => {
    const regular = '10000000-0000-4000-8000-000000000001';
    const bold = '10000000-0000-4000-8000-000000000002';
    const photo = '10000000-0000-4000-8000-000000000003';
    const fontFile = { uploaded: true, mimeType: 'font/woff2', extension: 'woff2' };
    const byExtension = { uploaded: true, mimeType: 'application/octet-stream', extension: 'otf' };
    const update = (
      fonts: { name: string; assetIds?: string[] }[],
      library: Record<string, typeof fontFile> = {},
      given: BrandEvent[] = [],
    ) => brand.given([created, ...given]).when({ type: 'UpdateBrand', changes: { fonts }, library }, at(owner));

    it('ties uploaded font files of the brand (by MIME type or extension), once each, in lower case', () => {
      update([{ name: 'Inter', assetIds: [regular.toUpperCase(), bold, regular] }], {
        [regular]: fontFile,
        [bold]: byExtension,
      }).then([{ type: 'BrandUpdated', data: { fonts: [{ name: 'Inter', assetIds: [regular, bold] }] } }]);
    });
    it('refuses a file the library does not hold (unknown, deleted, another brand’s), one that is no font, and one not uploaded', () => {
      // The API looks the ids up in the brand's library: another brand's asset is not there.
      update([{ name: 'Inter', assetIds: [regular] }], {}).thenFails('ELEMENT_ASSET_INVALID');
      update([{ name: 'Inter', assetIds: ['not-an-id'] }], {}).thenFails('ELEMENT_ASSET_INVALID');
      update([{ name: 'Inter', assetIds: [photo] }], {
        [photo]: { uploaded: true, mimeType: 'image/png', extension: 'png' },
      }).thenFails('ELEMENT_ASSET_NOT_FONT');
      update([{ name: 'Inter', assetIds: [regular] }], { [regular]: { ...fontFile, uploaded: false } }).thenFails(
        'ELEMENT_ASSET_NOT_FONT',
      );
    });
    it('keeps files the kit holds already without looking them up (one deleted meanwhile stays tied), and moves them between fonts', () => {
      const tied: BrandEvent = {
        type: 'BrandUpdated',
        data: {
          fonts: [
            { name: 'Inter', assetIds: [regular] },
            { name: 'Lora', assetIds: [] },
          ],
        },
      };
      update([{ name: 'Inter', assetIds: [regular] }, { name: 'Lora' }], {}, [tied]).then([]);
      update([{ name: 'Inter' }, { name: 'Lora', assetIds: [regular] }], {}, [tied]).then([
        {
          type: 'BrandUpdated',
          data: {
            fonts: [
              { name: 'Inter', assetIds: [] },
              { name: 'Lora', assetIds: [regular] },
            ],
          },
        },
      ]);
      // Reordering fonts is a change.
      update([{ name: 'Lora' }, { name: 'Inter', assetIds: [regular] }], {}, [tied]).then([
        {
          type: 'BrandUpdated',
          data: {
            fonts: [
              { name: 'Lora', assetIds: [] },
              { name: 'Inter', assetIds: [regular] },
            ],
          },
        },
      ]);
    });
    it('allows at most FONT_FILES_MAX files a font', () => {
      const ids = Array.from({ length: FONT_FILES_MAX + 1 }, (_, i) => `20000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
      const library = Object.fromEntries(ids.map((id) => [id, fontFile]));
      update([{ name: 'Inter', assetIds: ids }], library).thenFails('TOO_MANY_FONT_FILES');
      update([{ name: 'Inter', assetIds: ids.slice(1) }], library).then([
        expect.objectContaining({ type: 'BrandUpdated' }) as BrandEvent,
      ]);
    });
    it('creates brands with font names only: a new brand has no files', () => {
      brand
        .given([])
        .when({ type: 'CreateBrand', name: 'Acme', slug: 'acme', fonts: [{ name: 'Inter', assetIds: [regular] }] }, at(owner))
        .thenFails('ELEMENT_ASSET_INVALID');
    });
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

describe('brand decider: versions and restoring a moment (issue 16)', () => {
  const versionId = '20000000-0000-4000-8000-000000000001';
  const named: BrandEvent = {
    type: 'BrandVersionCreated',
    data: { id: versionId, name: 'v2: new logo', notes: 'Approved by the board', at: '2026-01-01T00:00:00.000Z', by: owner },
  };
  it('names the present moment; a repeat records nothing', () => {
    brand
      .given([created])
      .when(
        { type: 'CreateVersion', id: versionId.toUpperCase(), name: ' v2: new logo ', notes: 'Approved by the board ' },
        at(owner),
      )
      .then([named]);
    brand.given([created, named]).when({ type: 'CreateVersion', id: versionId, name: 'again' }, at(owner)).then([]);
    brand.given([created]).when({ type: 'CreateVersion', id: versionId, name: ' ' }, at(owner)).thenFails('NAME_REQUIRED');
    brand
      .given([created])
      .when({ type: 'CreateVersion', id: versionId, name: 'v2', notes: 'x'.repeat(2001) }, at(owner))
      .thenFails('TEXT_TOO_LONG');
    brand
      .given([created])
      .when({ type: 'CreateVersion', id: versionId, name: 'v2' }, at('u-stranger'))
      .thenFails('BRAND_NOT_FOUND');
  });
  it('restores the content of a moment, and keeps address, visibility and people', () => {
    const changed: BrandEvent = {
      type: 'BrandUpdated',
      data: { name: 'Acme Corp', slug: 'acme-corp', public: true, colors: [{ hex: 'FF8000', label: 'Orange' }], logo: versionId },
    };
    const sorted: BrandEvent = { type: 'BrandPagesSorted', data: { order: ['p2', 'p1', 'p3'] } };
    const then = {
      ...brandFieldDefaults(),
      name: 'Acme',
      bio: '',
      usp: '',
      colors: [],
      fonts: [],
      logo: null,
      pagesOrder: ['p1', 'p2'],
    };
    brand
      .given([created, changed, sorted])
      .when({ type: 'RevertBrand', at: '2025-12-31T00:00:00Z', target: then }, at(owner))
      .then([
        { type: 'BrandReverted', data: { at: '2025-12-31T00:00:00.000Z' } },
        { type: 'BrandUpdated', data: { name: 'Acme', colors: [], logo: null } },
        { type: 'BrandPagesSorted', data: { order: ['p1', 'p2', 'p3'] } },
      ]);
    brand
      .given([created])
      .when({ type: 'RevertBrand', at: '2027-01-01T00:00:00Z', target: then }, at(owner))
      .thenFails('AT_INVALID');
    // A moment before the brand existed (no brand then): nothing to restore it to.
    brand
      .given([created, changed])
      .when({ type: 'RevertBrand', at: '2025-12-31T00:00:00Z', target: null }, at(owner))
      .thenFails('AT_TOO_EARLY');
    brand
      .given([created])
      .when({ type: 'RevertBrand', at: '2025-12-31T00:00:00Z', target: then }, at('u-stranger'))
      .thenFails('BRAND_NOT_FOUND');
  });
  it('lets readers be shown the newest version through a setting', () => {
    brand
      .given([created])
      .when({ type: 'UpdateBrand', changes: { readersSeeVersion: true } }, at(owner))
      .then([{ type: 'BrandUpdated', data: { readersSeeVersion: true } }]);
  });
});
