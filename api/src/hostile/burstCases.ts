/**
 * Requests sent several at the same moment, as a double-clicking user, several tabs or a script
 * send them: unique values claimed at once, idempotent creates, refreshes of one session.
 */
import { graphqlCase, type Case } from './cases';
import type { Fixture } from './fixture';

const json = { 'content-type': 'application/json' };
const CREATE_BRAND = `mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { id slug } } }`;
const CREATE_PAGE = `mutation($input: CreatePageInput!) { createPage(input: $input) { page { id slug } } }`;
const CREATE_ELEMENT = `mutation($input: CreateElementInput!) { createElement(input: $input) { element { elementId } } }`;
const UPDATE_BRAND = `mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { slug } } }`;

export function burstCases(f: Fixture): Case[] {
  const out: Case[] = [];
  const times = (n: number, make: (i: number) => Case) => Array.from({ length: n }, (_, i) => make(i));
  for (const round of [1, 2])
    out.push(
      ...times(8, (i) => ({
        group: 'burst',
        name: `8 registrations of one new address at once (round ${round})`,
        burst: `register-${round}`,
        as: 'anonymous',
        method: 'POST',
        path: '/register',
        headers: json,
        body: JSON.stringify({ email: `hostile-burst-${round}@example.com`, password: `correct horse battery ${i}` }),
      })),
    );
  out.push(
    ...times(8, (i) =>
      graphqlCase(
        { group: 'burst', name: '8 brands claiming one address at once', burst: 'brand-slug', as: i % 2 ? 'owner' : 'stranger' },
        { query: CREATE_BRAND, variables: { input: { name: `Burst ${i}`, slug: 'hostile-burst' } } },
      ),
    ),
    ...times(8, (i) =>
      graphqlCase(
        { group: 'burst', name: '8 pages claiming one address at once', burst: 'page-slug', as: 'owner' },
        { query: CREATE_PAGE, variables: { input: { brandId: f.privateBrand.id, name: `Burst ${i}`, slug: 'hostile-burst' } } },
      ),
    ),
    ...times(8, () =>
      graphqlCase(
        { group: 'burst', name: '8 creates of one element id at once', burst: 'element-id', as: 'owner' },
        {
          query: CREATE_ELEMENT,
          variables: {
            input: { pageId: f.privateBrand.scratchPageId, type: 'text', elementId: '0d1c6f8e-4c1a-4b7e-9f3d-2a5b8c7e1f00' },
          },
        },
      ),
    ),
    ...times(8, (i) =>
      graphqlCase(
        {
          group: 'burst',
          name: '8 moves of two brands to one address at once',
          burst: 'brand-move',
          as: i % 2 ? 'owner' : 'stranger',
        },
        {
          query: UPDATE_BRAND,
          variables: { input: { id: i % 2 ? f.scratchBrandId : f.strangerBrand.id, slug: 'hostile-burst-moved' } },
        },
      ),
    ),
    ...times(8, () => ({
      group: 'burst',
      name: '8 log-ins with the right password at once',
      burst: 'log-in',
      as: 'anonymous' as const,
      method: 'POST',
      path: '/login',
      headers: json,
      body: JSON.stringify({ email: f.stranger.email, password: f.stranger.password }),
    })),
  );
  // one session's refresh token, renewed by several tabs at once (the access token has expired)
  const refresh = f.cookies.burner.split('; ').find((c) => c.startsWith('auth._refresh_token='));
  if (refresh)
    out.push(
      ...times(5, () => ({
        group: 'burst',
        name: '5 renewals of one refresh token at once',
        burst: 'refresh',
        as: 'anonymous' as const,
        method: 'POST',
        path: '/login',
        headers: { ...json, cookie: refresh },
        body: '{}',
      })),
    );
  return out;
}
