/**
 * The product in a process killed between a mutation's append and its answer
 * (retriedMutation.int.spec.ts): `startApp` on PGlite in DATA_DIR, or on the PostgreSQL database
 * `databaseUrl`, used through its GraphQL API as a browser would (TestClient). It prints one JSON
 * line per step on stdout:
 *
 * - without `state`: it registers a user, makes a brand, a page and a colour element, prints
 *   `{"state": ...}` (the session's cookies and the ids), and sends `updateElement` (colour #123456,
 *   `clientMutationId` from the state); once the events are in the log (the store's append resolved)
 *   it prints `{"appended": true}` and stops there: the answer never leaves, and the test kills it;
 * - with `state`: the same user edits the colour again (#654321, another clientMutationId), then
 *   its client sends the first mutation again, as a client does whose answer was lost, and it prints
 *   `{"retried": answer}` and `{"logged": [event types of the page's stream]}`.
 *
 * argv[2]: JSON of KilledMutationSettings.
 */
import { randomUUID } from 'node:crypto';
import { pageStream } from '@brandtrail/domain';
import type { EventStore } from '@brandtrail/infra';
import { startChildProduct, type ChildProductSettings } from '../testing/childProduct';
import { fromGlobalId } from '../graphql/relay';
import { TestClient } from '../testing/client';

export interface KilledMutationSettings extends ChildProductSettings {
  state?: KilledMutationState;
}

export interface KilledMutationState {
  cookies: [string, string][];
  pageId: string;
  elementId: string;
  clientMutationId: string;
}

const { settings, say, app, sql } = await startChildProduct<KilledMutationSettings>();
const store: EventStore = app.services.store;

const UPDATE = `mutation($input: UpdateElementInput!) { updateElement(input: $input) { element { elementId color } clientMutationId } }`;
const ok = async <T>(client: TestClient, query: string, variables: Record<string, unknown>): Promise<T> => {
  const res = await client.graphql<T>(query, variables);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!;
};

if (!settings.state) {
  const client = await new TestClient(app.url).signUp('killed-mutation@example.com');
  const brand = await ok<{ createBrand: { brand: { id: string } } }>(
    client,
    `mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { id } } }`,
    { input: { name: 'Killed Co', slug: 'killed-co' } },
  );
  const page = await ok<{ createPage: { page: { id: string } } }>(
    client,
    `mutation($input: CreatePageInput!) { createPage(input: $input) { page { id } } }`,
    { input: { brandId: brand.createBrand.brand.id, name: 'Colours' } },
  );
  const pageId = page.createPage.page.id;
  const elementId = randomUUID();
  await ok(client, `mutation($input: CreateElementInput!) { createElement(input: $input) { element { elementId } } }`, {
    input: { pageId, type: 'color', elementId },
  });
  // From here, an append to the page's stream is the last thing this process does.
  const stream = pageStream(fromGlobalId(pageId).id);
  const stopAfter =
    <A extends unknown[], R>(append: (...args: A) => Promise<R>, streams: (...args: A) => string[]) =>
    async (...args: A): Promise<R> => {
      const result = await append(...args);
      if (streams(...args).includes(stream)) {
        say({ appended: true });
        await new Promise(() => undefined);
      }
      return result;
    };
  store.append = stopAfter(store.append.bind(store), (streamId) => [streamId]);
  if (store.appendMany) store.appendMany = stopAfter(store.appendMany.bind(store), (writes) => writes.map((w) => w.streamId));
  const state: KilledMutationState = { cookies: [...client.cookies], pageId, elementId, clientMutationId: randomUUID() };
  say({ state });
  await client.graphql(UPDATE, { input: { pageId, elementId, color: '#123456', clientMutationId: state.clientMutationId } });
  throw new Error('the update was answered');
}

const { cookies, pageId, elementId, clientMutationId } = settings.state;
const client = new TestClient(app.url);
for (const [name, value] of cookies) client.cookies.set(name, value);
await ok(client, UPDATE, { input: { pageId, elementId, color: '#654321', clientMutationId: randomUUID() } });
const retried = await ok(client, UPDATE, { input: { pageId, elementId, color: '#123456', clientMutationId } });
say({ retried });
say({ logged: (await store.readStream(pageStream(fromGlobalId(pageId).id))).map((e) => e.type) });
await app.close();
await sql?.close();
process.exit(0);
