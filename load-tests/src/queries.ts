import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './child';

/** The brand list's fields as the web client asks for them (figure 4). */
export const BRAND_LIST_QUERY =
  '{ brands(first: 50) { totalCount edges { node { id name slug currentPlan userRole updatedAt } } } }';

export const CREATE_BRAND_MUTATION =
  'mutation CreateBrand($name: String!) { createBrand(input: { name: $name }) { brand { id slug } } }';

// Figures 8–10 build a page through the API as the product's client would (register, brand, page,
// elements, their content); the answers ask for little, so that building the page stays quick.
export const CREATE_PAGE_MUTATION =
  'mutation CreatePage($brandId: ID!, $name: String!) { createPage(input: { brandId: $brandId, name: $name }) { page { id slug } } }';

export const CREATE_ELEMENT_MUTATION =
  'mutation CreateElement($pageId: ID!, $type: PageElementType!) { createElement(input: { pageId: $pageId, type: $type }) { element { elementId } } }';

export const UPDATE_ELEMENT_MUTATION =
  'mutation UpdateElement($input: UpdateElementInput!) { updateElement(input: $input) { element { elementId } } }';

export const UPDATE_BRAND_MUTATION =
  'mutation UpdateBrand($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { id } } }';

/** Figure 8's baseline: the least a GraphQL request through the product can ask. */
export const TRIVIAL_QUERY = '{ __typename }';

/**
 * A document of the web client by its operation name, as relay-compiler persisted it
 * (web/persisted-queries.json): the id the built client sends and the text the server runs. The
 * file can hold stale entries of the same name; the id in the operation's generated artifact wins.
 */
export function persistedDocument(name: string): { id: string; text: string } {
  const documents = JSON.parse(readFileSync(path.join(repoRoot, 'web/persisted-queries.json'), 'utf8')) as Record<string, string>;
  const named = Object.entries(documents).filter(([, text]) =>
    new RegExp(`^(query|mutation|subscription) ${name}\\b`).test(text),
  );
  const artifact = path.join(repoRoot, `web/src/__generated__/${name}.graphql.ts`);
  const generatedId = existsSync(artifact) ? /"id": "([0-9a-f]+)"/.exec(readFileSync(artifact, 'utf8'))?.[1] : undefined;
  const chosen = named.find(([id]) => id === generatedId) ?? (named.length === 1 ? named[0] : undefined);
  if (!chosen)
    throw new Error(
      `${name}: ${named.length} persisted documents of that name in web/persisted-queries.json and none matches the generated artifact; run npm run generate --workspace web`,
    );
  return { id: chosen[0], text: chosen[1] };
}
