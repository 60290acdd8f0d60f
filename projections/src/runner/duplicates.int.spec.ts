import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandStream,
  newElement,
  pageStream,
  userStream,
  type BrandEvent,
  type PageEvent,
  type UserEvent,
} from '@brandtrail/domain';
import {
  appendTestEvents,
  openTestEventStore,
  testDatabaseKinds,
  testMetadata,
  type EventStore,
  type Position,
  type TestDatabase,
  type TestEventStore,
} from '@brandtrail/infra';
import { allProjections } from '../all';
import { brandQueries } from '../brands/queries';
import { pageQueries } from '../pages/queries';
import { userQueries } from '../users/queries';
import { startProjections } from './all';
import { ProjectionRunner } from './runner';
import { CheckpointWaiter } from './waiter';

/**
 * An event log that holds what older code let races write (two users with one address, two brands
 * with one slug, two pages of a brand with one slug, an element id another page took after it was
 * deleted) and an event no projection can apply: the
 * read models still project and rebuild, the same on every database, and keep following.
 */
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [userA, userB, userC, userBad, userD] = [id(1), id(2), id(3), id(4), id(5)];
const [brand1, brand2] = [id(11), id(12)];
const [page1, page2, page3] = [id(21), id(22), id(23)];
const taken = id(31);
const elementAdded = (elementId: string): PageEvent => ({
  type: 'ElementAdded',
  data: { index: 0, element: newElement('spacer', elementId), step: 1 },
});
let clock = Date.parse('2026-02-01T00:00:00Z');
/** By the system, each a second after the one before. */
const meta = () => testMetadata(null, new Date((clock += 1000)));

const registered = (email: string): UserEvent => ({
  type: 'UserRegistered',
  data: { email, passwordHash: 'argon2-hash', type: 'user' },
});
const brandCreated = (slug: string, ownerId: string): BrandEvent => ({
  type: 'BrandCreated',
  data: { name: slug, slug, bio: '', usp: '', public: false, publicIndex: false, plan: 'free', ownerId },
});
const pageCreated = (pageId: string, slug: string): PageEvent => ({
  type: 'PageCreated',
  data: {
    id: pageId,
    brandId: brand1,
    name: slug,
    slug,
    parentId: null,
    fontAsset: null,
    textColor: null,
    textColorElement: null,
    backgroundColor: null,
    backgroundColorElement: null,
  },
});

/** The facts each database must agree on (positions differ between databases, so they are left out). */
async function facts(db: TestDatabase) {
  return {
    users: await db.sql.query('SELECT id, email, email_held FROM users ORDER BY id'),
    brands: await db.sql.query('SELECT id, slug, slug_held FROM brands ORDER BY id'),
    pages: await db.sql.query('SELECT id, slug, slug_held FROM pages ORDER BY id'),
    anomalies: await db.sql.query(
      'SELECT projection, kind, stream_id, event_type, detail FROM read_model_anomalies ORDER BY position',
    ),
  };
}

const everything = async (db: TestDatabase) =>
  Object.fromEntries(
    await Promise.all(
      allProjections
        .flatMap((p) => p.tables)
        .map(async (t) => [t, (await db.sql.query(`SELECT * FROM ${t}`)).map((r) => JSON.stringify(r)).sort()] as const),
    ),
  );

const seen: Record<string, unknown> = {};

describe.each(testDatabaseKinds())('duplicates in the log on %s', (kind) => {
  let opened: TestEventStore;
  let db: TestDatabase;
  let store: EventStore;
  let waiter: CheckpointWaiter;
  const abort = new AbortController();
  let running: Promise<void>;
  const append = async (stream: string, event: UserEvent | BrandEvent | PageEvent): Promise<Position> =>
    (await appendTestEvents(store, stream, [event], { metadata: meta() })).position;
  const projected = async (position: Position, type: string) => expect(await waiter.waitFor(position, [type])).toBe(true);

  beforeAll(async () => {
    ({ db, store } = opened = await openTestEventStore(kind));
    // As older code wrote them: both claims "won".
    await append(userStream(userA), registered('same@example.com'));
    await append(userStream(userB), registered('same@example.com'));
    await append(brandStream(brand1), brandCreated('acme', userA));
    await append(brandStream(brand2), brandCreated('acme', userB));
    await append(pageStream(page1), pageCreated(page1, 'about'));
    await append(pageStream(page2), pageCreated(page2, 'about'));
    // Page 1's element is deleted, and page 2 takes its id (older code let it).
    await append(pageStream(page1), elementAdded(taken));
    await append(pageStream(page1), { type: 'ElementDeleted', data: { id: taken, step: 2 } });
    await append(pageStream(page2), elementAdded(taken));
    // A user registered without an address: the users table cannot hold it.
    await append(userStream(userBad), {
      type: 'UserRegistered',
      data: { passwordHash: 'x', type: 'user' },
    } as unknown as UserEvent);
    waiter = new CheckpointWaiter(db.sql, allProjections, 30_000);
    await waiter.start();
    running = (await startProjections(db.sql, store, abort.signal)).done;
  }, 60_000);
  afterAll(async () => {
    abort.abort();
    await running;
    await waiter.close();
    await opened.close();
  });

  it('keeps the first holder of each unique value and reports the later ones', async () => {
    await projected(await append(userStream(userC), registered('next@example.com')), 'UserRegistered');
    await projected(await append(pageStream(page3), pageCreated(page3, 'contact')), 'PageCreated');
    const users = userQueries(db.sql);
    expect((await users.byEmail('same@example.com'))?.id).toBe(userA);
    expect((await users.byId(userB))?.email).toBe('same@example.com');
    expect((await users.byEmail('next@example.com'))?.id).toBe(userC);
    expect(await users.byId(userBad)).toBeUndefined();
    expect((await brandQueries(db.sql).bySlug('acme', null))?.id).toBe(brand1);
    expect((await brandQueries(db.sql).byId(brand2, null))?.slug).toBe('acme');
    expect((await pageQueries(db.sql).byBrandAndSlug(brand1, 'about'))?.id).toBe(page1);
    expect((await pageQueries(db.sql).listForBrand(brand1)).map((p) => p.id)).toEqual([page1, page2, page3]);
    // The id stays the page's that held it first: page 1 may bring its element back.
    expect(await pageQueries(db.sql).firstHolders([taken])).toEqual(new Map([[taken, page1]]));

    const found = await facts(db);
    expect(found.anomalies).toEqual([
      {
        projection: 'users',
        kind: 'duplicate_email',
        stream_id: userStream(userB),
        event_type: 'UserRegistered',
        detail: { email: 'same@example.com', heldBy: userA },
      },
      {
        projection: 'brands',
        kind: 'duplicate_brand_slug',
        stream_id: brandStream(brand2),
        event_type: 'BrandCreated',
        detail: { slug: 'acme', heldBy: brand1 },
      },
      {
        projection: 'pages',
        kind: 'duplicate_page_slug',
        stream_id: pageStream(page2),
        event_type: 'PageCreated',
        detail: { brandId: brand1, slug: 'about', heldBy: page1 },
      },
      {
        projection: 'pages',
        kind: 'duplicate_element_id',
        stream_id: pageStream(page2),
        event_type: 'ElementAdded',
        detail: { elementId: taken, heldBy: page1 },
      },
      {
        projection: 'users',
        kind: 'apply_failed',
        stream_id: userStream(userBad),
        event_type: 'UserRegistered',
        detail: { error: expect.stringContaining('null value') },
      },
    ]);
    // PGlite and PostgreSQL show the same rows.
    if (seen.facts) expect(found).toEqual(seen.facts);
    seen.facts = found;
  });

  it('rebuilds to the same rows and anomalies, and the live runners carry on', async () => {
    const live = await everything(db);
    const anomalies = (await facts(db)).anomalies;
    for (const p of allProjections) await new ProjectionRunner(db.sql, store, p).rebuild();
    expect(await everything(db)).toEqual(live);
    expect((await facts(db)).anomalies).toEqual(anomalies);
    // A registration after the rebuild projects, a duplicate of it too (reported, not wedged).
    await projected(await append(userStream(userD), registered('late@example.com')), 'UserRegistered');
    await projected(await append(userStream(id(6)), registered('late@example.com')), 'UserRegistered');
    expect((await userQueries(db.sql).byEmail('late@example.com'))?.id).toBe(userD);
    expect((await facts(db)).anomalies.filter((a) => a.kind === 'duplicate_email')).toHaveLength(2);
  });

  it('moves a slug to a later brand when its holder takes another one', async () => {
    await projected(await append(brandStream(brand1), { type: 'BrandUpdated', data: { slug: 'acme-one' } }), 'BrandUpdated');
    expect((await brandQueries(db.sql).bySlug('acme-one', null))?.id).toBe(brand1);
    // The later brand still does not hold "acme" until it sets a slug itself.
    expect(await brandQueries(db.sql).bySlug('acme', null)).toBeUndefined();
    await projected(await append(brandStream(brand2), { type: 'BrandUpdated', data: { slug: 'acme-two' } }), 'BrandUpdated');
    expect((await brandQueries(db.sql).bySlug('acme-two', null))?.id).toBe(brand2);
  });
});
