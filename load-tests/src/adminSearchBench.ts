import { randomUUID } from 'node:crypto';
import { brandDecider, brandStream, userStream } from '@brandtrail/domain';
import { handle, type Actor } from '@brandtrail/infra';
import { graphql } from './httpBench';
import { WROTE_COOKIE } from './readersBench';
import { fmt, median, type Figure } from './report';
import { withSeededBrands, withStoppedStore } from './seededBrands';

/**
 * Figure 24 (issue 28): the admin area's search over 10,000 users and 5,000 brands. The product
 * (benchServer.ts in a child process) gets an account and a brand through the API; then, with the
 * product stopped, 10,000 registrations and 5,000 brands (the brand decider's own CreateBrand,
 * through the product's command handler) are appended to its event store, and the account is made
 * an admin. The product starts again and its read models catch up. Over loopback, with the write
 * cookie (every answer computed, none from the answer cache), REQUESTS searches as the admin area
 * asks them (searchUsers and searchBrands in one request, a different term each time) against the
 * brand list's first screen for the same account, in alternating blocks. Medians.
 */

type Say = (text: string) => void;

const USERS = Number(process.env.BENCH_ADMIN_USERS ?? 10_000);
const BRANDS = Number(process.env.BENCH_ADMIN_BRANDS ?? 5_000);
const REQUESTS = 200;
const BLOCK = 20;

const SEARCH = `query($term: String!) { searchUsers(term: $term, first: 20) { totalCount edges { node { id email admin } } }
  searchBrands(term: $term, first: 20) { totalCount edges { node { id name slug currentPlan updatedAt } } } }`;
const LIST = `{ brands(first: 20) { totalCount edges { node { id name slug currentPlan updatedAt } } } }`;

const pad = (n: number) => String(n).padStart(5, '0');

export async function adminSearchFigures(say: Say): Promise<Figure> {
  return withSeededBrands(
    'admin-search',
    ['Baseline Brand'],
    async (dataDir) => {
      const t0 = performance.now();
      await withStoppedStore(dataDir, async (store, metadata) => {
        for (let i = 0; i < USERS; i++) {
          const id = randomUUID();
          const email = `seeded-user-${pad(i)}-${id.slice(0, 6)}@example.com`;
          await store.append(
            userStream(id),
            [
              {
                id: randomUUID(),
                type: 'UserRegistered',
                data: { email, passwordHash: 'seeded', type: 'user' },
                metadata: metadata(),
              },
            ],
            'no_stream',
          );
        }
        const owner = randomUUID();
        const actor: Actor = {
          userId: owner,
          admin: false,
          now: new Date(),
          impersonatorId: null,
          correlationId: randomUUID(),
          causationId: null,
          locale: 'en',
        };
        for (let i = 0; i < BRANDS; i++)
          await handle(
            store,
            brandDecider,
            brandStream(randomUUID()),
            {
              type: 'CreateBrand',
              name: `Seeded Brand ${pad(i)}`,
              slug: `seeded-brand-${pad(i)}`,
            },
            actor,
          );
      });
      say(`appended ${fmt(USERS)} registrations and ${fmt(BRANDS)} brands in ${fmt((performance.now() - t0) / 1000, 1)} s`);
    },
    async (app, { cookie }) => {
      // The account becomes an admin (create-admin's event), through the running product's store.
      const me = (await graphql(app.url, cookie, '{ viewer { email } }')).json.data as { viewer: { email: string } };
      await app.ask(`grant-admin ${me.viewer.email}`, 'granted');
      const asked = `${cookie}; ${WROTE_COOKIE}=1`;
      // Until the read models hold every seeded user and brand.
      const deadline = Date.now() + 300_000;
      for (;;) {
        const res = (await graphql(app.url, asked, SEARCH, { term: 'seeded' })).json.data as {
          searchUsers: { totalCount: number };
          searchBrands: { totalCount: number };
        };
        if (res.searchUsers.totalCount >= USERS && res.searchBrands.totalCount >= BRANDS) break;
        if (Date.now() > deadline) throw new Error(`the read models hold ${JSON.stringify(res)} after 300 s`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const search: number[] = [];
      const list: number[] = [];
      const time = async (query: string, variables: Record<string, unknown>) => {
        const started = performance.now();
        await graphql(app.url, asked, query, variables);
        return performance.now() - started;
      };
      for (let done = 0; done < REQUESTS; done += BLOCK) {
        for (let i = 0; i < BLOCK; i++)
          search.push(await time(SEARCH, { term: `-${pad(((done + i) * 37) % USERS).slice(0, 4)}` }));
        for (let i = 0; i < BLOCK; i++) list.push(await time(LIST, {}));
      }
      const value = median(search);
      const baselineValue = median(list);
      say(`admin search (users and brands in one request): median ${fmt(value, 1)} ms; brand list: ${fmt(baselineValue, 1)} ms`);
      return {
        figure: `24. admin search over ${fmt(USERS)} users and ${fmt(BRANDS)} brands, median (server)`,
        value,
        unit: 'ms',
        baseline: 'the brand list’s first screen for the same account, median',
        baselineValue,
        target: 'value <= 30 ms',
        pass: value <= 30,
      };
    },
  );
}
