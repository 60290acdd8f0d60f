import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandStream, newElement, pageStream, type BrandEvent, type PageEvent } from '@brandtrail/domain';
import {
  createPostgresEventStore,
  openTestDatabase,
  testDatabaseKinds,
  type EventStore,
  type TestDatabase,
} from '@brandtrail/infra';
import { brandsProjection } from '../brands/projection';
import { brandQueries } from '../brands/queries';
import { ProjectionRunner } from '../runner/runner';
import { pagesProjection } from './projection';
import { pageQueries } from './queries';

const meta = () => ({
  userId: null,
  impersonatorId: null,
  correlationId: randomUUID(),
  causationId: null,
  time: new Date().toISOString(),
});

describe.each(testDatabaseKinds())('pages read model on %s', (kind) => {
  let db: TestDatabase;
  let store: EventStore;
  const brandId = randomUUID();
  const [one, two, three, legacy] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const [colour, link, text, localLink] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const [logo, photo, font] = [randomUUID(), randomUUID(), randomUUID()];

  const append = (stream: string, events: (PageEvent | BrandEvent)[]) =>
    store.append(
      stream,
      events.map((e) => ({ id: randomUUID(), ...e, metadata: meta() })),
      'any',
    );
  const created = (id: string, name: string, parentId: string | null = null): PageEvent => ({
    type: 'PageCreated',
    data: {
      id,
      brandId,
      name,
      slug: name.toLowerCase(),
      parentId,
      fontAsset: null,
      textColor: null,
      textColorElement: null,
      backgroundColor: null,
      backgroundColorElement: null,
    },
  });

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    store = await createPostgresEventStore(db.sql);
    await append(brandStream(brandId), [
      {
        type: 'BrandCreated',
        data: { name: 'B', slug: 'b', bio: '', usp: '', public: false, publicIndex: false, plan: 'free', ownerId: randomUUID() },
      },
      { type: 'BrandPagesSorted', data: { order: [two, one] } },
    ]);
    await append(pageStream(one), [
      created(one, 'One'),
      { type: 'ElementAdded', data: { index: 0, element: { ...newElement('color', colour), color: 'FF0000' } } },
      { type: 'ElementAdded', data: { index: 1, element: { ...newElement('link', localLink), linkedElement: colour } } },
    ]);
    await append(pageStream(two), [
      created(two, 'Two', one),
      { type: 'ElementAdded', data: { index: 0, element: newElement('link', link) } },
      { type: 'ElementUpdated', data: { id: link, changes: { linkedElement: colour } } },
      { type: 'ElementAdded', data: { index: 1, element: newElement('text', text) } },
      { type: 'PageUpdated', data: { backgroundColorElement: colour } },
      { type: 'ElementAdded', data: { index: 2, element: { ...newElement('gallery', randomUUID()), assets: [logo, photo] } } },
      { type: 'PageUpdated', data: { fontAsset: font.toUpperCase() } },
    ]);
    await append(pageStream(three), [
      created(three, 'Three', two),
      { type: 'ElementAdded', data: { index: 0, element: { ...newElement('text', randomUUID()), textColorElement: colour } } },
      { type: 'ElementAdded', data: { index: 1, element: { ...newElement('mockup', randomUUID()), asset: logo } } },
      { type: 'PageDeleted', data: { root: two } },
    ]);
    // deleted before deletes had roots: deleted on its own
    await append(pageStream(legacy), [created(legacy, 'Legacy'), { type: 'PageDeleted', data: {} }]);
    await new ProjectionRunner(db.sql, store, brandsProjection).rebuild();
    await new ProjectionRunner(db.sql, store, pagesProjection).rebuild();
  }, 60_000);
  afterAll(async () => {
    await store.close();
    await db.close();
  });

  it("keeps the brand's page order and lists the pages in it", async () => {
    const brand = await brandQueries(db.sql).byId(brandId, null);
    expect(brand?.pagesOrder).toEqual([two, one]);
    const pages = await pageQueries(db.sql).listForBrand(brandId, brand!.pagesOrder);
    expect(pages.map((p) => p.name)).toEqual(['Two', 'One']);
    expect((await pageQueries(db.sql).listForBrand(brandId)).map((p) => p.name)).toEqual(['One', 'Two']);
  });

  it('finds the page holding an element and the pages referring to one, leaving deleted pages out', async () => {
    const q = pageQueries(db.sql);
    expect((await q.holdingElements([colour, text])).map((p) => p.id).sort()).toEqual([one, two].sort());
    expect(await q.holdingElements([])).toEqual([]);
    const referring = await q.referringTo(brandId, colour, [two, one]);
    expect(referring.map((p) => p.name)).toEqual(['Two', 'One']);
    expect(await q.referringTo(brandId, text)).toEqual([]);
  });

  it('finds the pages referring to an asset (fonts, galleries), leaving deleted pages out', async () => {
    const q = pageQueries(db.sql);
    expect((await q.referringToAsset(brandId, logo)).map((p) => p.name)).toEqual(['Two']);
    expect((await q.referringToAsset(brandId, font)).map((p) => p.name)).toEqual(['Two']);
    expect((await q.referringToAsset(brandId, photo.toUpperCase())).map((p) => p.name)).toEqual(['Two']);
    expect(await q.referringToAsset(randomUUID(), logo)).toEqual([]);
    expect(await q.referringToAsset(brandId, randomUUID())).toEqual([]);
  });

  it('records the root of each deleted page', async () => {
    const q = pageQueries(db.sql);
    expect((await q.byIdIncludingDeleted(three))?.deletedRoot).toBe(two);
    expect((await q.byIdIncludingDeleted(legacy))?.deletedRoot).toBe(legacy);
    expect((await q.byIdIncludingDeleted(one))?.deletedRoot).toBeNull();
    expect(await q.deletedWith(brandId, two)).toEqual([three]);
    expect((await q.deletedRootsForBrand(brandId)).map((p) => p.name)).toEqual(['Legacy']);
    const tree = await q.treeOfBrand(brandId);
    expect(tree.find((p) => p.id === three)).toEqual({ id: three, parentId: two, deleted: true, deletedRoot: two });
  });
});
