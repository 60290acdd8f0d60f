import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, openTestDatabase, testDatabaseKinds, type TestDatabase } from '@brandtrail/infra';
import { startApp } from '../app';
import { createServer } from '../http/server';
import { openServices, type Services } from '../services';
import { TestClient } from '../testing/client';

/**
 * Issue 14, item 4: with the projections stopped, creates answer from the command's own result
 * (the read models never show it within the wait), and a create repeated with the same
 * clientMutationId (or, for an element, the same elementId) answers with the first result and
 * records nothing more.
 */
const CREATE_BRAND = `mutation($input: CreateBrandInput!) {
  createBrand(input: $input) { brand { id name slug userRole } brandEdge { node { id } } clientMutationId } }`;
const CREATE_PAGE = `mutation($input: CreatePageInput!) {
  createPage(input: $input) { page { id name slug url elements { elementId } } brand { id slug } } }`;
const CREATE_ELEMENT = `mutation($input: CreateElementInput!) {
  createElement(input: $input) { element { elementId type } page { id elements { elementId } } } }`;

interface Answer<T> {
  data?: T;
  errors?: { message: string; extensions: { code: string } }[];
}

describe.each(testDatabaseKinds())('creates while the read models lag on %s', (kind) => {
  let db: TestDatabase;
  let dataDir: string;
  let services: Services;
  let server: ReturnType<typeof createServer>;
  let owner: TestClient;
  let stranger: TestClient;

  /** How many events of a type the log holds for an aggregate id (a duplicate would make two). */
  const recorded = async (type: string, id: (data: Record<string, unknown>, streamId: string) => string | undefined) => {
    await db.settled(); // the log reads stop below transactions still open in other suites
    const events = await services.store.readAll({ filter: { eventTypes: [type] } });
    return events.map((e) => id(e.data as Record<string, unknown>, e.streamId));
  };
  const ok = <T>(answer: Answer<T>): T => {
    expect(answer.errors).toBeUndefined();
    return answer.data!;
  };

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    dataDir = mkdtempSync(path.join(tmpdir(), 'bt-lagging-'));
    const config = { ...loadConfig({ PORT: '0', DATA_DIR: dataDir }), redisUrl: undefined };
    // Registered with everything running (the read models know the user), then the app stops and
    // the API alone comes back: nothing projects any more.
    const app = await startApp(config, db.sql);
    owner = await new TestClient(app.url).signUp('lagging@example.com');
    stranger = await new TestClient(app.url).signUp('lagging-other@example.com');
    await app.close();
    services = await openServices(config, db.sql, undefined, { readYourWritesMs: 50 });
    server = createServer(services);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const moved = (client: TestClient) => {
      const next = new TestClient(url);
      for (const [name, value] of client.cookies) next.cookies.set(name, value);
      return next;
    };
    owner = moved(owner);
    stranger = moved(stranger);
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await services.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers createBrand, createPage, createElement and updateElement from their own results, and a repeated create with the first result', async () => {
    type BrandAnswer = {
      createBrand: { brand: { id: string; name: string; slug: string; userRole: string }; clientMutationId: string };
    };
    const brandInput = { name: 'Lagging Co', clientMutationId: 'brand-1' };
    const brand = ok(await owner.graphql<BrandAnswer>(CREATE_BRAND, { input: brandInput })).createBrand;
    expect(brand).toMatchObject({
      brand: { name: 'Lagging Co', slug: 'lagging-co', userRole: 'owner' },
      clientMutationId: 'brand-1',
    });
    const again = ok(await owner.graphql<BrandAnswer>(CREATE_BRAND, { input: brandInput })).createBrand;
    expect(again.brand).toEqual(brand.brand);
    const other = ok(
      await owner.graphql<BrandAnswer>(CREATE_BRAND, { input: { name: 'Lagging Co', clientMutationId: 'brand-2' } }),
    );
    expect(other.createBrand.brand.id).not.toBe(brand.brand.id);
    expect(other.createBrand.brand.slug).toBe('lagging-co-2');
    expect(await recorded('BrandCreated', (d) => d.name as string)).toEqual(['Lagging Co', 'Lagging Co']);

    type PageAnswer = { createPage: { page: { id: string; name: string; slug: string; url: string }; brand: { id: string } } };
    const pageInput = { brandId: brand.brand.id, name: 'Colours', clientMutationId: 'page-1' };
    const page = ok(await owner.graphql<PageAnswer>(CREATE_PAGE, { input: pageInput })).createPage;
    expect(page).toMatchObject({
      page: { name: 'Colours', slug: 'colours', url: '/lagging-co/colours' },
      brand: { id: brand.brand.id },
    });
    expect(ok(await owner.graphql<PageAnswer>(CREATE_PAGE, { input: pageInput })).createPage).toEqual(page);
    expect(await recorded('PageCreated', (_, stream) => stream)).toHaveLength(1);

    type ElementAnswer = {
      createElement: { element: { elementId: string; type: string }; page: { elements: { elementId: string }[] } };
    };
    const byMutationId = { pageId: page.page.id, type: 'text', clientMutationId: 'element-1' };
    const first = ok(await owner.graphql<ElementAnswer>(CREATE_ELEMENT, { input: byMutationId })).createElement;
    expect(first.element.type).toBe('text');
    expect(first.page.elements.map((e) => e.elementId)).toEqual([first.element.elementId]);
    expect(ok(await owner.graphql<ElementAnswer>(CREATE_ELEMENT, { input: byMutationId })).createElement).toEqual(first);
    const elementId = '3f0a3c2e-6a55-4d7e-9a43-5d2d1f0e8b11';
    const byId = { pageId: page.page.id, type: 'headline', elementId };
    const second = ok(await owner.graphql<ElementAnswer>(CREATE_ELEMENT, { input: byId })).createElement;
    expect(second.element).toEqual({ elementId, type: 'headline' });
    expect(ok(await owner.graphql<ElementAnswer>(CREATE_ELEMENT, { input: byId })).createElement).toEqual(second);
    expect(second.page.elements.map((e) => e.elementId)).toEqual([first.element.elementId, elementId]);
    expect(await recorded('ElementAdded', (d) => (d.element as { id: string }).id)).toEqual([first.element.elementId, elementId]);

    // An edit of an element the read models have not seen answers from its own result too.
    const edited = await owner.graphql<{ updateElement: { element: { elementId: string; marginTop: number } } }>(
      `mutation($input: UpdateElementInput!) { updateElement(input: $input) { element { elementId marginTop } } }`,
      { input: { pageId: page.page.id, elementId, marginTop: 0.5 } },
    );
    expect(ok(edited).updateElement.element).toEqual({ elementId, marginTop: 0.5 });
  });

  it("refuses a taken slug as ever, and another user's same clientMutationId makes their own brand", async () => {
    const res = await owner.graphql(CREATE_BRAND, { input: { name: 'Taken', slug: 'lagging-co', clientMutationId: 'brand-3' } });
    expect(res.errors?.[0]?.extensions.code).toBe('SLUG_TAKEN');
    const theirs = await stranger.graphql<{ createBrand: { brand: { name: string; userRole: string } } }>(CREATE_BRAND, {
      input: { name: 'Theirs', clientMutationId: 'brand-1' },
    });
    expect(theirs.data?.createBrand.brand).toMatchObject({ name: 'Theirs', userRole: 'owner' });
  });
});
