import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandFieldDefaults,
  brandDecider,
  brandStream,
  pageDecider,
  pageStream,
  type BrandCommand,
  type BrandState,
  type PageCommand,
  type PageState,
  type RichText,
} from '@brandtrail/domain';
import {
  appendTestEvents,
  openTestEventStore,
  testDatabaseKinds,
  testMetadata,
  type EventStore,
  type RecordedEvent,
  type SqlExecutor,
  type TestDatabase,
  type TestEventStore,
} from '@brandtrail/infra';
import { brandsProjection } from '../brands/projection';
import type { ApplyHooks } from '../runner/projection';
import { GROUP_MS, movedIds } from './history';
import { pagesProjection } from './projection';

/*
 * The pages read model's history (issue 16): each step of a person is an entry with what changed
 * in it, grouped as the rules say, and elements removed are kept until they come back. Events are
 * made by the deciders, as the command handler would record them, and applied to fresh tables all
 * at once and one event per batch: both must give the same tables.
 */

const doc = (text: string): RichText => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
const access = { role: 'owner' as const, brandPublic: false };
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
const noHooks: ApplyHooks = { midway: () => undefined, anomaly: () => undefined };

describe('movedIds', () => {
  it('names the fewest elements whose moving explains the new order', () => {
    expect(movedIds(['a', 'b', 'c', 'd'], ['b', 'c', 'd', 'a'])).toEqual(['a']);
    expect(movedIds(['a', 'b', 'c', 'd'], ['a', 'd', 'b', 'c'])).toEqual(['d']);
    expect(movedIds(['a', 'b', 'c'], ['a', 'b', 'c'])).toEqual([]);
    expect(movedIds(['a', 'b', 'c'], ['c', 'b', 'a'])).toHaveLength(2);
  });
});

describe.each(testDatabaseKinds())('page history on %s', (kind) => {
  let opened: TestEventStore;
  let db: TestDatabase;
  let store: EventStore;
  const ann = randomUUID();
  const bob = randomUUID();
  const brandId = randomUUID();
  const pageId = randomUUID();
  const [headline, body, colour, spacer] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  let clock = Date.parse('2026-03-01T10:00:00Z');
  let page: PageState = pageDecider.initialState;
  let brand: BrandState = brandDecider.initialState;
  let recorded: RecordedEvent[] = [];

  /** The clock's time, then moves it on by `pause`. */
  const tick = (pause: number) => {
    const now = new Date(clock);
    clock += pause;
    return now;
  };
  /** Appends what a decider decided as `user` at `now`, with the author in the metadata; answers the metadata. */
  async function record(stream: string, events: readonly { type: string; data: unknown }[], user: string, now: Date) {
    const metadata = testMetadata(user, now);
    if (events.length) await appendTestEvents(store, stream, events, { metadata });
    return metadata;
  }
  /** Decides as `user` now, appends with the author in the metadata, then moves the clock on. */
  async function act(user: string, command: DistributiveOmit<PageCommand, 'role' | 'brandPublic'>, pause = 10_000) {
    const now = tick(pause);
    const events = pageDecider.decide({ ...command, ...access }, page, { userId: user, admin: false, now });
    const metadata = await record(pageStream(pageId), events, user, now);
    for (const e of events) page = pageDecider.evolve(page, { ...e, meta: metadata });
  }
  async function actOnBrand(user: string, command: BrandCommand) {
    const now = tick(10_000);
    const events = brandDecider.decide(command, brand, { userId: user, admin: false, now });
    await record(brandStream(brandId), events, user, now);
    for (const e of events) brand = brandDecider.evolve(brand, e);
  }

  async function applyInto(schema: string, batches: RecordedEvent[][]) {
    await db.sql.transaction(async (tx: SqlExecutor) => {
      await tx.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema};`);
      await pagesProjection.migrate(tx, schema);
      await brandsProjection.migrate(tx, schema);
      for (const batch of batches) {
        const pages = batch.filter((r) => pagesProjection.eventTypes.includes(r.type));
        const brands = batch.filter((r) => brandsProjection.eventTypes.includes(r.type));
        if (pages.length) await pagesProjection.apply(tx, schema, pages, noHooks);
        if (brands.length) await brandsProjection.apply(tx, schema, brands, noHooks);
      }
    });
  }
  const entries = (schema: string) =>
    db.sql.query<{
      kind: string;
      user_id: string;
      step: number | null;
      changes: Record<string, unknown>[];
      reverted_to: string | null;
    }>(`SELECT kind, user_id, step::float8 AS step, changes, reverted_to FROM ${schema}.page_history ORDER BY entry`);

  beforeAll(async () => {
    ({ db, store } = opened = await openTestEventStore(kind));
    await actOnBrand(ann, { type: 'CreateBrand', name: 'Acme', slug: 'acme' });
    await act(ann, { type: 'CreatePage', id: pageId, brandId, name: 'Colours', slug: 'colours' });
    await act(ann, { type: 'AddElement', elementId: headline, elementType: 'headline' }); // 1
    await act(ann, { type: 'AddElement', elementId: body, elementType: 'text' }); // 2
    // A burst of typing in the text: one entry.
    for (const text of ['Our', 'Our colours', 'Our colours carry the brand'])
      await act(ann, { type: 'UpdateElement', elementId: body, changes: { text: doc(text) } }, 700);
    // More typing after a pause, still within GROUP_MS: grouped with the burst.
    await act(
      ann,
      { type: 'UpdateElement', elementId: body, changes: { text: doc('Our colours carry the brand.') } },
      GROUP_MS + 1,
    );
    // After GROUP_MS: an entry of its own.
    await act(ann, { type: 'UpdateElement', elementId: body, changes: { text: doc('Our colours carry the brand!') } });
    await act(bob, { type: 'AddElement', elementId: colour, elementType: 'color', fields: { color: '#ff8000' } });
    await act(bob, { type: 'UpdateElement', elementId: colour, changes: { color: '#1a2b3c', label: 'Ink' } });
    await act(bob, { type: 'AddElement', elementId: spacer, elementType: 'spacer' });
    await act(bob, { type: 'SortElements', order: [colour, headline, body, spacer] });
    await act(ann, { type: 'DeleteElement', elementId: headline });
    await act(ann, { type: 'UndoPage' }); // the headline comes back
    await act(ann, { type: 'DeleteElement', elementId: spacer, force: true });
    await actOnBrand(ann, { type: 'UpdateBrand', changes: { bio: 'We make things', public: true } });
    await actOnBrand(ann, { type: 'CreateVersion', id: randomUUID(), name: 'v1' });
    const then: PageState = { ...page, name: 'Palette', elements: page.elements.slice(1) };
    await act(bob, { type: 'RevertPage', at: new Date(clock).toISOString(), target: then });
    await actOnBrand(ann, {
      type: 'RevertBrand',
      at: new Date(clock).toISOString(),
      target: {
        ...brandFieldDefaults(),
        name: 'Acme Inc',
        bio: '',
        usp: '',
        colors: [],
        fonts: [],
        logo: null,
        pagesOrder: [pageId],
      },
    });
    await db.settled(); // the log reads stop below transactions still open in other suites
    recorded = await store.readAll();
    await applyInto('hist_whole', [recorded]);
    await applyInto(
      'hist_single',
      recorded.map((r) => [r]),
    );
  }, 60_000);
  afterAll(() => opened.close());

  it('keeps one entry per step, groups a burst and nearby edits, and words nothing yet', async () => {
    const list = await entries('hist_whole');
    expect(list.map((e) => e.kind)).toEqual([
      'created',
      'edit',
      'edit',
      'edit',
      'edit',
      'edit',
      'edit',
      'edit',
      'edit',
      'edit',
      'undo',
      'edit',
      'revert',
    ]);
    const [, addHeadline, addBody, typing, later] = list;
    expect(addHeadline!.changes).toEqual([{ k: 'added', id: headline, type: 'headline', summary: '' }]);
    expect(addBody!.user_id).toBe(ann);
    expect(typing!.changes).toEqual([
      {
        k: 'field',
        id: body,
        type: 'text',
        summary: 'Our colours carry the brand.',
        field: 'text',
        before: '',
        after: 'Our colours carry the brand.',
      },
    ]);
    expect(later!.changes).toMatchObject([{ before: 'Our colours carry the brand.', after: 'Our colours carry the brand!' }]);
  });

  it('records field changes from old to new value, moves, removals and what an undo did', async () => {
    const list = await entries('hist_whole');
    expect(list[6]!.changes).toEqual([
      { k: 'field', id: colour, type: 'color', summary: 'Ink', field: 'color', before: 'FF8000', after: '1A2B3C' },
      { k: 'field', id: colour, type: 'color', summary: 'Ink', field: 'label', before: '', after: 'Ink' },
    ]);
    expect(list[8]!.changes).toEqual([{ k: 'moved', id: colour, type: 'color', summary: 'Ink' }]);
    const undo = list[10]!;
    expect(undo).toMatchObject({ kind: 'undo', user_id: ann, changes: [{ k: 'added', id: headline, type: 'headline' }] });
    const revert = list[12]!;
    expect(revert.kind).toBe('revert');
    expect(revert.reverted_to).not.toBeNull();
    expect(revert.changes).toEqual(
      expect.arrayContaining([
        { k: 'page', field: 'name', before: 'Colours', after: 'Palette' },
        { k: 'removed', id: colour, type: 'color', summary: 'Ink' },
      ]),
    );
  });

  it('lists elements removed and not back, with their last state', async () => {
    const removed = await db.sql.query<{
      element_id: string;
      element: { id: string; type: string };
      position: number;
      after_id: string | null;
    }>(`SELECT element_id, element, position, after_id FROM hist_whole.page_removed_elements ORDER BY revision`);
    expect(removed.map((r) => r.element_id)).toEqual([spacer, colour]);
    expect(removed[0]).toMatchObject({ element: { id: spacer, type: 'spacer' }, position: 3, after_id: body });
  });

  it("keeps the brand's own entries: settings, versions and a restore as one", async () => {
    const list = await db.sql.query<{ kind: string; changes: Record<string, unknown>[] }>(
      `SELECT kind, changes FROM hist_whole.brand_history ORDER BY entry`,
    );
    expect(list.map((e) => e.kind)).toEqual(['created', 'settings', 'version', 'revert']);
    expect(list[1]!.changes).toEqual([{ k: 'field', field: 'bio', before: '', after: 'We make things' }]);
    expect(list[3]!.changes).toEqual([
      { k: 'field', field: 'name', before: 'Acme', after: 'Acme Inc' },
      { k: 'field', field: 'bio', before: 'We make things', after: '' },
      { k: 'order' },
    ]);
    const versions = await db.sql.query<{ name: string }>(`SELECT name FROM hist_whole.brand_versions`);
    expect(versions.map((v) => v.name)).toEqual(['v1']);
  });

  it('gives the same tables whether the events come in one batch or one at a time', async () => {
    for (const table of ['page_history', 'page_removed_elements', 'brand_history', 'brand_versions', 'pages', 'brands']) {
      const whole = await db.sql.query(`SELECT row_to_json(t)::text AS r FROM hist_whole.${table} t ORDER BY 1`);
      const single = await db.sql.query(`SELECT row_to_json(t)::text AS r FROM hist_single.${table} t ORDER BY 1`);
      expect(single, table).toEqual(whole);
    }
  });
});
