import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandDecider, brandStream, pageDecider, pageStream, type DomainError, type PageElement } from '@brandtrail/domain';
import {
  createPostgresEventStore,
  loadConfig,
  openPostgres,
  openTestDatabase,
  testDatabaseKinds,
  type EventStore,
  type Sql,
  type TestDatabase,
  handle,
  load,
  type Actor,
} from '@brandtrail/infra';
import { startApp, type RunningApp } from '../app';
import { TestClient } from '../testing/client';

/**
 * Issue 14: parallel edits of one aggregate are all recorded, per field the last writer wins,
 * within one process (commands of a stream queue and commit together) and across processes (two
 * handlers on their own connections retry a conflict for a bounded time).
 */
const CREATE_BRAND = `mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { id } } }`;
const UPDATE_BRAND = `mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { id } } }`;
const CREATE_PAGE = `mutation($input: CreatePageInput!) { createPage(input: $input) { page { id } } }`;
const CREATE_ELEMENT = `mutation($input: CreateElementInput!) { createElement(input: $input) { element { elementId } } }`;
const UPDATE_ELEMENT = `mutation($input: UpdateElementInput!) { updateElement(input: $input) { element { elementId } } }`;
const UUID_OF = (id: string) => Buffer.from(id, 'base64url').toString('utf8').split(':')[1]!;

/** Numeric fields of a text element and a value for writer i of the field (each writer its own). */
const FIELDS: Record<string, (i: number) => number> = {
  width: (i) => 0.5 + i / 100,
  height: (i) => 0.1 + i / 100,
  marginTop: (i) => 0.1 + i / 100,
  marginBottom: (i) => 0.2 + i / 100,
  marginX: (i) => 0.3 + i / 100,
  fontSize: (i) => 20 + i,
  borderRadius: (i) => 10 + i,
  rowBorderRadius: (i) => 30 + i,
};

/** 30 edits: field k of writer i, spread over the fields, each writer a value of its own. */
const edits = Array.from({ length: 30 }, (_, i) => {
  const names = Object.keys(FIELDS);
  const field = names[i % names.length]!;
  return { field, value: FIELDS[field]!(i) };
});

function expectEachFieldFromItsWriters(element: Record<string, unknown>, sent: readonly { field: string; value: unknown }[]) {
  for (const field of new Set(sent.map((e) => e.field)))
    expect(sent.filter((e) => e.field === field).map((e) => e.value)).toContainEqual(element[field]);
}

describe.each(testDatabaseKinds())('parallel edits of one aggregate on %s', (kind) => {
  let db: TestDatabase;
  let app: RunningApp;
  let dataDir: string;
  let owner: TestClient;
  let brandId: string;
  let pageId: string;

  const element = async () => {
    const res = await owner.graphql<{ createElement: { element: { elementId: string } } }>(CREATE_ELEMENT, {
      input: { pageId, type: 'text' },
    });
    expect(res.errors).toBeUndefined();
    return res.data!.createElement.element.elementId;
  };
  const aggregateElement = async (store: EventStore, elementId: string) => {
    const { state } = await load(store, pageDecider, pageStream(UUID_OF(pageId)));
    return state.elements.find((e: PageElement) => e.id === elementId) as unknown as Record<string, unknown>;
  };

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    dataDir = mkdtempSync(path.join(tmpdir(), 'bt-contention-'));
    app = await startApp({ ...loadConfig({ PORT: '0', DATA_DIR: dataDir }), redisUrl: undefined }, db.sql);
    owner = await new TestClient(app.url).signUp('contention@example.com');
    const brand = await owner.graphql<{ createBrand: { brand: { id: string } } }>(CREATE_BRAND, { input: { name: 'Busy Co' } });
    brandId = brand.data!.createBrand.brand.id;
    const page = await owner.graphql<{ createPage: { page: { id: string } } }>(CREATE_PAGE, { input: { brandId, name: 'Busy' } });
    pageId = page.data!.createPage.page.id;
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('records 30 parallel edits of different fields of one element, each field by one of its writers', async () => {
    const elementId = await element();
    const answers = await Promise.all(
      edits.map(({ field, value }) => owner.graphql(UPDATE_ELEMENT, { input: { pageId, elementId, [field]: value } })),
    );
    expect(answers.flatMap((a) => a.errors ?? [])).toEqual([]);
    expectEachFieldFromItsWriters(await aggregateElement(app.services.store, elementId), edits);
    const read = await owner.graphql<{ node: { elements: Record<string, unknown>[] } }>(
      `query($id: ID!) { node(id: $id) { ... on Page { elements { elementId ${Object.keys(FIELDS).join(' ')} } } } }`,
      { id: pageId },
    );
    expectEachFieldFromItsWriters(
      read.data!.node.elements.find((e) => e.elementId === elementId)!,
      edits,
    );
  });

  it('records 50 parallel updateBrand, each field by one of its writers', async () => {
    const sent = Array.from({ length: 50 }, (_, i) => {
      const field = ['name', 'bio', 'usp', 'fonts', 'public'][i % 5]!;
      const value = field === 'fonts' ? [{ name: `Font ${i}` }] : field === 'public' ? i % 2 === 0 : `${field} ${i}`;
      return { field, value };
    });
    const answers = await Promise.all(
      sent.map(({ field, value }) => owner.graphql(UPDATE_BRAND, { input: { id: brandId, [field]: value } })),
    );
    expect(answers.flatMap((a) => a.errors ?? [])).toEqual([]);
    const read = await owner.graphql<{ node: Record<string, unknown> }>(
      `query($id: ID!) { node(id: $id) { ... on Brand { name bio usp fonts { name } public } } }`,
      { id: brandId },
    );
    expectEachFieldFromItsWriters(read.data!.node, sent);
  });

  it('two handlers on their own connections editing one stream in parallel: no CONFLICT, a refused command fails alone', async () => {
    const elementId = await element();
    // A second process's handler: its own event store (and on PostgreSQL its own connections), so
    // its commands race this process's ones into revision conflicts.
    let second: Sql | undefined;
    const otherStore = db.url
      ? await createPostgresEventStore((second = await openPostgres(db.url, 5)))
      : await createPostgresEventStore(db.sql);
    try {
      const brand = await load(app.services.store, brandDecider, brandStream(UUID_OF(brandId)));
      const ownerId = Object.keys(brand.state.members)[0]!;
      const actor: Actor = {
        userId: ownerId,
        admin: false,
        now: new Date(),
        impersonatorId: null,
        correlationId: 'contention',
        causationId: null,
        locale: 'en',
      };
      const stream = pageStream(UUID_OF(pageId));
      const command = (changes: Record<string, unknown>) =>
        ({ type: 'UpdateElement', role: 'owner', brandPublic: false, elementId, changes }) as const;
      // Every fifth command is one the decider refuses (a font size out of range): it fails alone,
      // with its own error, and the commands decided in the same group are recorded.
      const results = await Promise.allSettled(
        edits.flatMap(({ field, value }, i) => {
          const store = i % 2 ? otherStore : app.services.store;
          const edit = handle(store, pageDecider, stream, command({ [field]: value }), actor);
          return i % 5 ? [edit] : [edit, handle(store, pageDecider, stream, command({ fontSize: 1000 }), actor)];
        }),
      );
      const refused = results.filter((r) => r.status === 'rejected').map((r) => (r.reason as DomainError).code);
      expect(refused).toEqual(Array.from({ length: 6 }, () => 'ELEMENT_FIELD_RANGE'));
      expectEachFieldFromItsWriters(await aggregateElement(otherStore, elementId), edits);
    } finally {
      if (second) {
        await otherStore.close();
        await second.close();
      }
    }
  });
});
