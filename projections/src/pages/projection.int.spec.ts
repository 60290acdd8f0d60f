import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandStream,
  newElement,
  pageDecider,
  pageStream,
  type BrandEvent,
  type PageElement,
  type PageEvent,
  type PageState,
  type RichText,
} from '@brandtrail/domain';
import { openTestEventStore, testDatabaseKinds, type TestEventStore } from '@brandtrail/infra';
import { brandsProjection } from '../brands/projection';
import { brandQueries } from '../brands/queries';
import type { ApplyHooks } from '../runner/projection';
import { ProjectionRunner, schemaOf } from '../runner/runner';
import { pagesProjection } from './projection';
import { pageQueries } from './queries';

describe.each(testDatabaseKinds())('pages read model on %s', (kind) => {
  let opened: TestEventStore;
  const brandId = randomUUID();
  const [one, two, three, legacy] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const [colour, link, text, localLink] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const [logo, photo, font] = [randomUUID(), randomUUID(), randomUUID()];

  const append = (stream: string, events: (PageEvent | BrandEvent)[]) => opened.append(stream, events);
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

  const oldMockupId = randomUUID();
  const oldMockup = (() => {
    const {
      label: _l,
      border: _b,
      lightbox: _x,
      download: _d,
      fontAsset: _f,
      ...rest
    } = {
      ...newElement('mockup', oldMockupId),
      variant: 'phone' as const,
    };
    return rest as unknown as PageElement;
  })();

  beforeAll(async () => {
    opened = await openTestEventStore(kind);
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
    // recorded before mockups had a label, a border, a lightbox and a download, and before element fonts
    await append(pageStream(one), [{ type: 'ElementAdded', data: { index: 2, element: oldMockup } }]);
    await new ProjectionRunner(opened.db.sql, opened.store, brandsProjection).rebuild();
    await new ProjectionRunner(opened.db.sql, opened.store, pagesProjection).rebuild();
  }, 60_000);
  afterAll(() => opened.close());

  it("keeps the brand's page order and lists the pages in it", async () => {
    const brand = await brandQueries(opened.db.sql).byId(brandId, null);
    expect(brand?.pagesOrder).toEqual([two, one]);
    const pages = await pageQueries(opened.db.sql).listForBrand(brandId, brand!.pagesOrder);
    expect(pages.map((p) => p.name)).toEqual(['Two', 'One']);
    expect((await pageQueries(opened.db.sql).listForBrand(brandId)).map((p) => p.name)).toEqual(['One', 'Two']);
  });

  it('finds the page holding an element and the pages referring to one, leaving deleted pages out', async () => {
    const q = pageQueries(opened.db.sql);
    expect((await q.holdingElements([colour, text])).map((p) => p.id).sort()).toEqual([one, two].sort());
    expect(await q.holdingElements([])).toEqual([]);
    const referring = await q.referringTo(brandId, colour, [two, one]);
    expect(referring.map((p) => p.name)).toEqual(['Two', 'One']);
    expect(await q.referringTo(brandId, text)).toEqual([]);
  });

  it('finds the pages referring to an asset (fonts, galleries), leaving deleted pages out', async () => {
    const q = pageQueries(opened.db.sql);
    expect((await q.referringToAsset(brandId, logo)).map((p) => p.name)).toEqual(['Two']);
    expect((await q.referringToAsset(brandId, font)).map((p) => p.name)).toEqual(['Two']);
    expect((await q.referringToAsset(brandId, photo.toUpperCase())).map((p) => p.name)).toEqual(['Two']);
    expect(await q.referringToAsset(randomUUID(), logo)).toEqual([]);
    expect(await q.referringToAsset(brandId, randomUUID())).toEqual([]);
  });

  it("holds an element recorded before some of its fields existed with today's defaults for them", async () => {
    const stored = (await pageQueries(opened.db.sql).byId(one))!.elements.find((e) => e.id === oldMockupId);
    expect(stored).toEqual({ ...newElement('mockup', oldMockupId), variant: 'phone' });
    const anomalies = await opened.db.sql.query(`SELECT * FROM read_model_anomalies WHERE stream_id = $1`, [pageStream(one)]);
    expect(anomalies).toEqual([]);
  });

  it('records the root of each deleted page', async () => {
    const q = pageQueries(opened.db.sql);
    expect((await q.byIdIncludingDeleted(three))?.deletedRoot).toBe(two);
    expect((await q.byIdIncludingDeleted(legacy))?.deletedRoot).toBe(legacy);
    expect((await q.byIdIncludingDeleted(one))?.deletedRoot).toBeNull();
    expect(await q.deletedWith(brandId, two)).toEqual([three]);
    expect((await q.deletedRootsForBrand(brandId)).map((p) => p.name)).toEqual(['Legacy']);
    const tree = await q.treeOfBrand(brandId);
    expect(tree.find((p) => p.id === three)).toEqual({ id: three, parentId: two, deleted: true, deletedRoot: two });
  });
  /** The elements' order and rows as a rebuild in batches of `batchSize` leaves them. */
  async function rebuiltElements(page: string, batchSize: number) {
    await new ProjectionRunner(opened.db.sql, opened.store, pagesProjection, { batchSize }).rebuild();
    const order = (await pageQueries(opened.db.sql).byId(page))!.elements.map((e) => e.id);
    const rows = await opened.db.sql.query('SELECT * FROM page_elements WHERE page_id = $1 ORDER BY element_id', [page]);
    return { order, rows: rows.map((r) => JSON.stringify(r)) };
  }

  it("keeps the elements' order through adds, moves, deletes and restores, the same in any batches", async () => {
    const page = randomUUID();
    const ids = Array.from({ length: 8 }, () => randomUUID());
    const squeezed = Array.from({ length: 60 }, () => randomUUID());
    const events: PageEvent[] = [
      created(page, 'Order'),
      // each new element first, then 60 into the same gap (numbers between two neighbours run out)
      ...ids.map((id): PageEvent => ({ type: 'ElementAdded', data: { index: 0, element: newElement('text', id) } })),
      ...squeezed.map((id): PageEvent => ({ type: 'ElementAdded', data: { index: 1, element: newElement('spacer', id) } })),
      { type: 'ElementsSorted', data: { order: [...ids, ...squeezed].reverse() } },
      { type: 'ElementDeleted', data: { id: ids[3]! } },
      { type: 'ElementDeleted', data: { id: squeezed[10]! } },
      { type: 'ElementUpdated', data: { id: ids[5]!, changes: { width: 0.5 } } },
      { type: 'ElementAdded', data: { index: 2, element: newElement('text', ids[3]!), restored: true } },
      { type: 'ElementsSorted', data: { order: [ids[0]!, ...ids.slice(1), ...squeezed.filter((_, i) => i !== 10)].reverse() } },
    ];
    await append(pageStream(page), events);
    const folded = events.reduce<PageState>((state, e) => pageDecider.evolve(state, e), pageDecider.initialState);
    const byOne = await rebuiltElements(page, 1);
    expect(byOne.order).toEqual(folded.elements.map((e) => e.id));
    expect(byOne.rows).toHaveLength(folded.elements.length);
    expect(await rebuiltElements(page, 500)).toEqual(byOne);
  }, 60_000);

  it("writes an element edit as the element's own row, not the page's 200 elements", async () => {
    const page = randomUUID();
    const words = (n: number) =>
      Array.from(
        { length: 90 },
        (_, i) => ['brand', 'colour', 'logo', 'type', 'grid', 'tone', 'space'][(n * 31 + i * i) % 7]! + n + i,
      ).join(' ');
    const paragraph = (n: number): RichText => ({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: words(n) }] }],
    });
    const elements = Array.from({ length: 200 }, () => randomUUID());
    await append(pageStream(page), [
      created(page, 'Long'),
      ...elements.map((id, i): PageEvent => ({
        type: 'ElementAdded',
        data: { index: i, element: { ...newElement('text', id), text: paragraph(i) } },
      })),
    ]);
    const generation = (
      await opened.db.sql.query<{ g: number }>(`SELECT generation AS g FROM projection_state WHERE name = 'pages'`)
    )[0]!.g;
    const schema = schemaOf('pages', generation);
    const hooks: ApplyHooks = { midway: () => undefined, anomaly: () => undefined };
    const built = await opened.store.readStream(pageStream(page));
    await opened.db.sql.transaction((tx) => pagesProjection.apply(tx, schema, built, hooks));
    const edited = await append(pageStream(page), [
      { type: 'ElementUpdated', data: { id: elements[100]!, changes: { text: paragraph(1000) } } } as PageEvent,
    ]);
    const [edit] = await opened.store.readStream(pageStream(page), { fromRevision: edited.nextRevision });
    // What the edit's transaction wrote to the read model's tables: the rows it made, in bytes.
    const written = await opened.db.sql.transaction(async (tx) => {
      await pagesProjection.apply(tx, schema, [edit!], hooks);
      let bytes = 0;
      for (const table of pagesProjection.tables) {
        const rows = await tx.query<{ bytes: string | null }>(
          `SELECT sum(pg_column_size(t.*))::text AS bytes FROM ${schema}.${table} t WHERE t.xmin = pg_current_xact_id()::xid`,
        );
        bytes += Number(rows[0]?.bytes ?? 0);
      }
      return bytes;
    });
    expect(written).toBeLessThan(5_000);
    const all = (
      await opened.db.sql.query<{ bytes: string }>(
        `SELECT sum(pg_column_size(e.*))::text AS bytes FROM ${schema}.page_elements e WHERE page_id = $1`,
        [page],
      )
    )[0]!;
    expect(Number(all.bytes)).toBeGreaterThan(100_000);
    expect((await pageQueries(opened.db.sql).byId(page))!.elements[100]).toMatchObject({
      id: elements[100],
      text: paragraph(1000),
    });
  }, 60_000);
});
