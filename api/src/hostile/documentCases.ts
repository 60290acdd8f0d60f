/**
 * Hostile GraphQL requests beyond argument values: deep, wide and huge documents, parser traps,
 * broken GraphQL parameters, persisted documents with hostile variables, batches, malformed and
 * oversize JSON bodies and wrong content types.
 */
import { readFileSync } from 'node:fs';
import {
  isInputType,
  Kind,
  OperationTypeNode,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { persistedQueriesFile } from '../http/server';
import { graphqlCase, type Case } from './cases';
import type { Fixture, Role } from './fixture';
import { raw, strings, toJson, type Random } from './values';
import { hostileValuesFor } from './argumentCases';

const nest = (open: string, close: string, depth: number, inner: string) => open.repeat(depth) + inner + close.repeat(depth);

/** Documents that cost the server: deep, wide, fan-out fragments. Sent last (hazards). */
function costlyDocuments(f: Fixture): Case[] {
  const pub = f.publicBrand;
  const priv = f.privateBrand;
  const out: Case[] = [];
  const doc = (name: string, as: Role, query: string, variables = {}) =>
    out.push(graphqlCase({ group: 'costly document', name, as, hazard: true }, { query, variables }));
  const chain = (step: (inner: string) => string, depth: number, leaf = 'id') => {
    let sel = leaf;
    for (let i = 0; i < depth; i++) sel = step(sel);
    return sel;
  };
  const elementsPage = (inner: string) => `elements { page { ${inner} } }`;
  doc(
    'elements { page { elements ... 7 levels on a public page (node)',
    'anonymous',
    `query($id: ID!) { node(id: $id) { ... on Page { ${chain(elementsPage, 7)} } } }`,
    { id: pub.pageId },
  );
  doc(
    'elements { linked { page { elements ... 7 levels',
    'anonymous',
    `{ page(brandSlug: "${pub.slug}", pageSlug: "${pub.pageSlug}") { ${chain((i) => `elements { linked { page { ${i} } } }`, 7)} } }`,
  );
  doc(
    'elements { assetList { usages { page { elements ... 5 levels',
    'owner',
    `{ page(brandSlug: "${priv.slug}", pageSlug: "${priv.pageSlug}") { ${chain((i) => `elements { assetList { usages { page { ${i} } } } }`, 5)} } }`,
  );
  doc(
    'colorPalette { pages { page { elements { page ... 6 levels',
    'anonymous',
    `{ brandBySlug(slug: "${pub.slug}") { colorPalette { pages { page { ${chain(elementsPage, 6)} } } } } }`,
  );
  doc(
    'introspection 12 levels of ofType and fields',
    'anonymous',
    `{ __schema { types { ${chain((i) => `fields { type { ofType { name ${i} } } }`, 6, 'name')} } } }`,
  );
  const aliases = (n: number, field: string) => Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ');
  doc(
    '2,000 aliases of brandBySlug { pages { elements } }',
    'anonymous',
    `{ ${aliases(2_000, `brandBySlug(slug: "${pub.slug}") { pages { elements { id } } }`)} }`,
  );
  doc('50,000 aliases of __typename', 'anonymous', `{ ${aliases(50_000, '__typename')} }`);
  const spreadsOfOne = Array.from({ length: 2_000 }, () => '...F').join(' ');
  doc(
    '2,000 spreads of one fragment',
    'anonymous',
    `{ ${spreadsOfOne} } fragment F on Query { brandBySlug(slug: "${pub.slug}") { pages { elements { id text } } } }`,
  );
  const fanOut = Array.from(
    { length: 8 },
    (_, level) =>
      `fragment F${level} on Page { id ${level < 7 ? Array.from({ length: 10 }, () => `...F${level + 1} elements { page { ...F${level + 1} } }`).join(' ') : 'name'} }`,
  ).join('\n');
  doc('fragments fanning out 10 ways 8 levels deep', 'anonymous', `query($id: ID!) { node(id: $id) { ...F0 } } ${fanOut}`, {
    id: pub.pageId,
  });
  const chainOfFragments = Array.from(
    { length: 1_000 },
    (_, i) => `fragment F${i} on Query { ${i < 999 ? `...F${i + 1}` : '__typename'} }`,
  ).join('\n');
  doc('a chain of 1,000 fragments', 'anonymous', `{ ...F0 } ${chainOfFragments}`);
  doc(
    'distinct fields under 1,000 aliases each with arguments',
    'anonymous',
    `{ ${Array.from({ length: 1_000 }, (_, i) => `a${i}: brandBySlug(slug: "${pub.slug}") { assetsConnection(first: 100, search: "${i}") { totalCount } }`).join(' ')} }`,
  );
  return out;
}

/** Parser and validator traps: recursion, huge and repetitive documents. */
function parserDocuments(f: Fixture): Case[] {
  const pub = f.publicBrand;
  const d = (name: string, query: string, extra: Partial<Case> = {}) =>
    graphqlCase({ group: 'document', name, as: 'anonymous', hazard: true, ...extra }, { query });
  return [
    d('selection nested 10,000 levels', `{ ${nest('a { ', ' }', 10_000, 'b')} }`),
    d('list literal nested 50,000 levels', `{ brand(id: ${nest('[', ']', 50_000, '"x"')}) { id } }`),
    d('object literal nested 20,000 levels', `{ brandBySlug(slug: ${nest('{a: ', '}', 20_000, '1')}) { id } }`),
    d('list type nested 20,000 levels', `query($v: ${nest('[', ']', 20_000, 'String')}) { __typename }`),
    d('inline fragments nested 10,000 levels', `{ ${nest('... on Query { ', ' }', 10_000, '__typename')} }`),
    d('10,000 directives on one field', `{ __typename ${'@include(if: true) '.repeat(10_000)} }`),
    d(
      '20,000 variable definitions',
      `query(${Array.from({ length: 20_000 }, (_, i) => `$v${i}: String`).join(' ')}) { __typename }`,
    ),
    d(
      '5,000 operations, the last one asked for',
      `${Array.from({ length: 5_000 }, (_, i) => `query Q${i} { __typename }`).join('\n')}`,
      {
        body: toJson({
          query: Array.from({ length: 5_000 }, (_, i) => `query Q${i} { __typename }`).join('\n'),
          operationName: 'Q4999',
        }),
      },
    ),
    d('20,000 unknown fields (as many errors)', `{ ${Array.from({ length: 20_000 }, (_, i) => `x${i}`).join(' ')} }`),
    d('900 KB comment', `# ${'a'.repeat(900_000)}\n{ __typename }`),
    d('900 KB of commas', `{ __typename ${','.repeat(900_000)} }`),
    d('a 900 KB string argument', `{ brandBySlug(slug: "${'a'.repeat(900_000)}") { id } }`),
    d('a 900 KB block string', `{ brandBySlug(slug: """${'a'.repeat(900_000)}""") { id } }`),
    d('a 500 KB name', `{ ${'a'.repeat(500_000)} }`),
    d(
      '10,000 arguments on one field',
      `{ brandBySlug(${Array.from({ length: 10_000 }, (_, i) => `a${i}: 1`).join(' ')}) { id } }`,
    ),
    d('the same argument 10,000 times', `{ brandBySlug(${'slug: "x" '.repeat(10_000)}) { id } }`),
    d('raw NUL in the document', `{ brandBySlug(slug: "a\u0000b") { id } }`),
    d('raw lone surrogate in the document', `{ brandBySlug(slug: "\ud800") { id } }`),
    d('raw control characters in the document', `{\u0001 __typename \u001b}`),
    d('unterminated string', `{ brandBySlug(slug: "abc) { id } }`),
    d('escaped NUL in a block string', `{ brandBySlug(slug: """a\\u0000""") { id } }`),
    d('Infinity as a Float literal in a directive', `{ __typename @skip(if: 1e400) }`),
    d('1,000 fields on a public brand', `{ brandBySlug(slug: "${pub.slug}") { ${'name slug bio usp '.repeat(250)} } }`),
  ];
}

/** Broken GraphQL parameters: doc_id, query, variables, operationName of every wrong shape. */
function parameterCases(f: Fixture, known: string): Case[] {
  const p = (name: string, payload: Record<string, unknown>, extra: Partial<Case> = {}) =>
    graphqlCase({ group: 'parameters', name, as: 'owner', ...extra }, payload);
  const typename = '{ __typename }';
  const get = (name: string, query: string, extra: Partial<Case> = {}): Case => ({
    group: 'parameters',
    name,
    as: 'owner',
    method: 'GET',
    path: `/graphql?${query}`,
    ...extra,
  });
  return [
    p('doc_id: {}', { doc_id: {} }),
    p('doc_id: []', { doc_id: [] }),
    p('doc_id: null', { doc_id: null }),
    p('doc_id: 1e400', { doc_id: raw('1e400') }),
    p('doc_id: NUL', { doc_id: '\u0000' }),
    p('doc_id: 10k chars', { doc_id: 'a'.repeat(10_000) }),
    p('doc_id: unknown', { doc_id: 'ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff' }),
    p('id: {} (the other name)', { id: {} }),
    p('doc_id and query disagree', { doc_id: known, query: 'mutation { deleteBrand(input: {id: "x"}) { deletedBrandId } }' }),
    p('doc_id with variables a string', { doc_id: known, variables: 'x' }),
    p('query: 1', { query: 1 }),
    p('query: {}', { query: {} }),
    p('query: array', { query: [typename] }),
    p('query: null', { query: null }),
    p('query: empty', { query: '' }),
    p('query: blank', { query: '   ' }),
    p('no query at all', { variables: {} }),
    p('variables: a string', { query: typename, variables: 'x' }),
    p('variables: a JSON string', { query: 'query($s: String!) { brandBySlug(slug: $s) { id } }', variables: '{"s":"x"}' }),
    p('variables: broken JSON string', { query: typename, variables: '{"s":' }),
    p('variables: an array', { query: typename, variables: [1] }),
    p('variables: a number', { query: typename, variables: 1 }),
    p('variables: true', { query: typename, variables: true }),
    p('variables: __proto__', {
      query: 'query($s: String!) { brandBySlug(slug: $s) { id } }',
      variables: { ['__proto__']: { s: 'x' } },
    }),
    p('operationName: {}', { query: typename, operationName: {} }),
    p('operationName: unknown', { query: 'query A { __typename } query B { __typename }', operationName: 'C' }),
    p('operationName: 1', { query: typename, operationName: 1 }),
    p('operationName: NUL', { query: 'query A { __typename }', operationName: 'A\u0000' }),
    p('two operations, no operationName', { query: 'query A { __typename } query B { __typename }' }),
    p('extensions: a string', { query: typename, extensions: 'x' }),
    p('extension: a persisted query hash', { query: typename, extension: { persistedQuery: { version: 1, sha256Hash: 'x' } } }),
    p(
      'subscription without an event stream',
      {
        query: 'subscription($id: ID!) { pageChanged(id: $id) { id } }',
        variables: { id: f.privateBrand.pageId },
      },
      { stream: true },
    ),
    p('a query asked as an event stream', { query: typename }, { headers: { accept: 'text/event-stream' }, stream: true }),
    get('GET without parameters', ''),
    get('GET a mutation', `query=${encodeURIComponent('mutation { createBrand(input: {name: "x"}) { brand { id } } }')}`),
    get('GET with invalid percent-encoding', 'query=%ff%fe&variables=%ff'),
    get(
      'GET with variables not JSON',
      `query=${encodeURIComponent('query($s: String!) { brandBySlug(slug: $s) { id } }')}&variables=notjson`,
    ),
    get('GET with variables NUL', `query=${encodeURIComponent(typename)}&variables=%00`),
    get('GET with query twice', `query=${encodeURIComponent(typename)}&query=${encodeURIComponent('{ viewer { id } }')}`),
    get('GET with doc_id unknown', 'doc_id=nope'),
    get('GET with id and doc_id', `id=${known}&doc_id=nope`),
    get('GET with a 12 KB query', `query=${encodeURIComponent(`{ ${'__typename '.repeat(1_100)} }`)}`),
    get('GET as an event stream, an unknown document', 'id=nope', {
      headers: { accept: 'text/event-stream' },
      stream: true,
      as: 'anonymous',
    }),
    get(
      'GET as an event stream, a subscription to a private page as a stranger',
      `query=${encodeURIComponent('subscription($id: ID!) { pageChanged(id: $id) { id } }')}&variables=${encodeURIComponent(JSON.stringify({ id: f.privateBrand.pageId }))}`,
      { headers: { accept: 'text/event-stream' }, stream: true, as: 'stranger' },
    ),
    get(
      'GET as an event stream, a subscription to the page as its owner',
      `query=${encodeURIComponent('subscription($id: ID!) { pageChanged(id: $id) { id name } }')}&variables=${encodeURIComponent(JSON.stringify({ id: f.privateBrand.pageId }))}`,
      { headers: { accept: 'text/event-stream' }, stream: true },
    ),
    get(
      'GET as an event stream, two subscriptions in one document',
      `query=${encodeURIComponent('subscription { a: pageChanged(id: "x") { id } b: pageChanged(id: "y") { id } }')}`,
      { headers: { accept: 'text/event-stream' }, stream: true, as: 'anonymous' },
    ),
  ];
}

/** Relay's persisted documents (what the web client sends), each with hostile variables. */
function persistedCases(schema: GraphQLSchema, f: Fixture, rnd: Random): Case[] {
  const documents = JSON.parse(readFileSync(persistedQueriesFile, 'utf8')) as Record<string, string>;
  const out: Case[] = [];
  for (const [id, text] of Object.entries(documents)) {
    const operation = parse(text).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    if (!operation) continue;
    const variables = (operation.variableDefinitions ?? []).map((v) => ({
      name: v.variable.name.value,
      type: typeFromAST(schema, v.type as never) as GraphQLInputType | undefined,
    }));
    const subscription = operation.operation === OperationTypeNode.SUBSCRIPTION;
    for (const v of variables) {
      if (!v.type || !isInputType(v.type)) continue;
      for (const value of rnd.sample(
        hostileValuesFor(v.type, v.name, f).filter((h) => !h.large),
        2,
      )) {
        const name = `persisted ${operation.name?.value ?? id} $${v.name}: ${value.label}`;
        const as = rnd.pick(['owner', 'owner', 'stranger', 'anonymous'] as const);
        if (subscription) {
          const params = new URLSearchParams({ id, variables: toJson({ [v.name]: value.value }) });
          out.push({
            group: 'persisted',
            name,
            as,
            method: 'GET',
            path: `/graphql?${params.toString()}`,
            headers: { accept: 'text/event-stream' },
            stream: true,
          });
        } else
          out.push(
            graphqlCase(
              { group: 'persisted', name, as, serial: operation.operation === OperationTypeNode.MUTATION },
              { doc_id: id, variables: { [v.name]: value.value } },
            ),
          );
      }
    }
  }
  return out;
}

/** Bodies: batches, malformed and oversize JSON, wrong content types. */
function bodyCases(): Case[] {
  const post = (
    name: string,
    body: string | Buffer,
    headers: Record<string, string> = { 'content-type': 'application/json' },
    extra: Partial<Case> = {},
  ): Case => ({
    group: 'body',
    name,
    as: 'owner',
    method: 'POST',
    path: '/graphql',
    headers,
    body,
    ...extra,
  });
  const one = JSON.stringify({ query: '{ __typename }' });
  const deep = `{ brandBySlug(slug: "hostile-public") { pages { elements { page { elements { page { elements { id } } } } } } } }`;
  return [
    post('batch of one', `[${one}]`),
    post('batch of 1,000', `[${Array.from({ length: 1_000 }, () => one).join(',')}]`),
    post('batch of 5,000 deep documents', `[${Array.from({ length: 5_000 }, () => JSON.stringify({ query: deep })).join(',')}]`),
    post('JSON string body', '"{ __typename }"'),
    post('JSON null body', 'null'),
    post('JSON number beyond double', '1e400'),
    post('truncated JSON', '{"query": "{ __typename }"'),
    post('trailing garbage', `${one}garbage`),
    post('two JSON objects', `${one}${one}`),
    post('NUL body', '\u0000'),
    post('byte-order mark before JSON', `\ufeff${one}`),
    post(
      'invalid UTF-8',
      Buffer.concat([
        Buffer.from('{"query":"{ brandBySlug(slug: \\"'),
        Buffer.from([0xff, 0xfe, 0xc0, 0x80]),
        Buffer.from('\\") { id } }"}'),
      ]),
    ),
    post('UTF-16 JSON', Buffer.from(one, 'utf16le'), { 'content-type': 'application/json; charset=utf-16' }),
    post('JSON nested 400,000 levels', '['.repeat(400_000) + ']'.repeat(400_000)),
    post(
      'variables nested 200,000 levels',
      `{"query":"{ __typename }","variables":{"a":${'['.repeat(200_000)}${']'.repeat(200_000)}}}`,
    ),
    post('100,000 keys', `{${Array.from({ length: 100_000 }, (_, i) => `"k${i}":1`).join(',')},"query":"{ __typename }"}`),
    post('duplicate keys', '{"query":"{ viewer { id } }","query":"{ __typename }"}'),
    post('2 MB body', JSON.stringify({ query: '{ __typename }', pad: 'x'.repeat(2_000_000) })),
    post('20 MB body', JSON.stringify({ query: '{ __typename }', pad: 'x'.repeat(20_000_000) }), undefined, { mayDrop: true }),
    post('empty body', ''),
    post('text/plain', one, { 'content-type': 'text/plain' }),
    post('no content type', one, {}),
    post('application/graphql', '{ __typename }', { 'content-type': 'application/graphql' }),
    post('form encoded', 'query=%7B__typename%7D', { 'content-type': 'application/x-www-form-urlencoded' }),
    post('multipart', '--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n{ __typename }\r\n--x--\r\n', {
      'content-type': 'multipart/form-data; boundary=x',
    }),
    post('application/jsonp', one, { 'content-type': 'application/jsonp' }),
    post('APPLICATION/JSON', one, { 'content-type': 'APPLICATION/JSON' }),
    post('content type of 8 KB', one, { 'content-type': `application/json; ${'a=b; '.repeat(1_300)}` }),
    post(
      'hostile strings as JSON keys',
      JSON.stringify(
        Object.fromEntries([...strings.filter((s) => !s.large).map((s) => [s.value as string, 1]), ['query', '{ __typename }']]),
      ),
    ),
  ];
}

export function documentCases(schema: GraphQLSchema, f: Fixture, rnd: Random): Case[] {
  const documents = JSON.parse(readFileSync(persistedQueriesFile, 'utf8')) as Record<string, string>;
  const known = Object.keys(documents).find((id) => documents[id]!.startsWith('query viewerQuery')) ?? Object.keys(documents)[0]!;
  return [
    ...parameterCases(f, known),
    ...persistedCases(schema, f, rnd),
    ...bodyCases(),
    ...parserDocuments(f),
    ...costlyDocuments(f),
  ];
}
