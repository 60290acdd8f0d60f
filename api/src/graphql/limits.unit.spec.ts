import { readFileSync } from 'node:fs';
import {
  getNullableType,
  getOperationAST,
  GraphQLError,
  GraphQLList,
  isEnumType,
  isInputObjectType,
  isNonNullType,
  isScalarType,
  parse,
  typeFromAST,
  visit,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { DomainError } from '@brandtrail/domain';
import { persistedQueriesFile } from '../http/server';
import {
  checkCost,
  checkSource,
  MAX_ALIASES,
  MAX_COST,
  MAX_DEPTH,
  MAX_FIELDS,
  MAX_NESTING,
  MAX_TOKENS,
  validateDocument,
} from './limits';
import { createSchema } from './schema';

const schema = createSchema();
const documents = JSON.parse(readFileSync(persistedQueriesFile, 'utf8')) as Record<string, string>;

/** Values for an operation's variables, enough for the cost to be computed (lists of one). */
function sampleValue(type: GraphQLInputType): unknown {
  const t = getNullableType(type);
  if (t instanceof GraphQLList) return [sampleValue(t.ofType)];
  if (isEnumType(t)) return t.getValues()[0]!.value;
  if (isInputObjectType(t))
    return Object.fromEntries(
      Object.values(t.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, sampleValue(f.type)]),
    );
  if (isScalarType(t)) return t.name === 'Int' || t.name === 'Float' ? 1 : t.name === 'Boolean' ? true : 'x';
  return null;
}

function variablesFor(s: GraphQLSchema, text: string): Record<string, unknown> {
  const operation = getOperationAST(parse(text))!;
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((v) => [
      v.variable.name.value,
      sampleValue(typeFromAST(s, v.type) as GraphQLInputType),
    ]),
  );
}

/** The DomainError code a check refuses with (validateDocument answers errors, checkCost throws). */
function refusal(text: string, variables: Record<string, unknown> = {}): string | undefined {
  try {
    const document = parse(text, { maxTokens: MAX_TOKENS });
    const [first] = validateDocument(schema, document);
    if (first) return first.originalError instanceof DomainError ? first.originalError.code : first.message;
    checkCost(schema, document, variables, undefined);
    return undefined;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    if (error instanceof GraphQLError && /tokens/.test(error.message)) return 'TOO_MANY_TOKENS';
    throw error;
  }
}

const nested = (levels: number) => {
  let inner = 'id';
  for (let i = 0; i < levels; i++) inner = `elements { page { ${inner} } }`;
  return `query($id: ID!) { node(id: $id) { ... on Page { ${inner} } } }`;
};

describe('GraphQL document limits', () => {
  it('let every document of the web client through, with room to grow', () => {
    expect(Object.keys(documents).length).toBeGreaterThan(10);
    let highest = { cost: 0, name: '', text: '' };
    for (const text of Object.values(documents)) {
      const name = getOperationAST(parse(text))?.name?.value ?? '';
      // parsing within a quarter of the token limit
      expect(() => parse(text, { maxTokens: MAX_TOKENS / 4 }), name).not.toThrow();
      let fields = 0;
      visit(parse(text), { Field: () => void fields++ });
      expect(fields, name).toBeLessThanOrEqual(MAX_FIELDS / 2);
      expect(validateDocument(schema, parse(text)), name).toEqual([]);
      const cost = checkCost(schema, parse(text), variablesFor(schema, text), undefined);
      if (cost > highest.cost) highest = { cost, name, text };
    }
    // A document reading a whole page of ELEMENTS_MAX elements is the most expensive (the page
    // query, or a mutation answering with the page), and still leaves room.
    expect(highest.text, highest.name).toMatch(/\belements\b/);
    expect(highest.cost).toBeLessThanOrEqual(MAX_COST / 2);
  });

  it('refuse a chain of lists seven levels deep, by depth and by cost alone', () => {
    expect(refusal(nested(7), { id: 'x' })).toBe('QUERY_TOO_DEEP');
    // within the depth limit, the cost of lists of lists still refuses it
    expect(refusal(nested(Math.floor((MAX_DEPTH - 1) / 2)), { id: 'x' })).toBe('QUERY_TOO_COMPLEX');
  });

  it('refuse too many aliases, fields, tokens, and fragments that multiply', () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: viewer { id }`).join(' ')} }`;
    expect(refusal(aliases(MAX_ALIASES))).toBeUndefined();
    expect(refusal(aliases(MAX_ALIASES + 1))).toBe('QUERY_TOO_MANY_ALIASES');
    expect(refusal(`{ viewer { ${Array.from({ length: MAX_FIELDS }, () => 'id').join(' ')} } }`)).toBe('QUERY_TOO_LARGE');
    expect(refusal(`{ ${'viewer { id } '.repeat(MAX_TOKENS / 4)} }`)).toBe('TOO_MANY_TOKENS');
    // F19 spreads F18 twice, ... : a million fields once expanded, a few hundred bytes written
    let fragments = 'fragment F0 on User { id email }';
    for (let i = 1; i < 20; i++) fragments += ` fragment F${i} on User { ...F${i - 1} ...F${i - 1} }`;
    expect(refusal(`{ viewer { ...F19 } } ${fragments}`)).toBe('QUERY_TOO_LARGE');
    // a page asked for 100 at a time, ten levels of brands: first multiplies
    expect(refusal(`{ brands(first: 100) { edges { node { pages { elements { assetList { id } } } } } } }`)).toBe(
      'QUERY_TOO_COMPLEX',
    );
  });

  it('refuse brackets nested past MAX_NESTING before parsing, counting none inside strings or comments', () => {
    const code = (source: string) => {
      try {
        checkSource(source);
        return undefined;
      } catch (error) {
        return (error as DomainError).code;
      }
    };
    const lists = (n: number) => `{ brand(id: ${'['.repeat(n)}"x"${']'.repeat(n)}) { id } }`;
    expect(code(lists(50_000))).toBe('QUERY_TOO_DEEP');
    expect(code(lists(MAX_NESTING - 3))).toBeUndefined();
    expect(code(lists(MAX_NESTING - 1))).toBe('QUERY_TOO_DEEP');
    const brackets = '{[('.repeat(MAX_NESTING);
    expect(code(`{ brandBySlug(slug: "${brackets}\\" ${brackets}") { id } }`)).toBeUndefined();
    expect(code(`{ brandBySlug(slug: """${brackets}""") { id } } # ${brackets}`)).toBeUndefined();
    for (const text of Object.values(documents)) expect(code(text)).toBeUndefined();
  });

  it('count the variables that set first again for every request, and others once per document', () => {
    const document = parse('query($n: Int) { brands(first: $n) { edges { node { pages { elements { id } } } } } }');
    expect(validateDocument(schema, document)).toEqual([]);
    expect(checkCost(schema, document, { n: 1 }, undefined)).toBeLessThan(MAX_COST);
    expect(() => checkCost(schema, document, { n: 100 }, undefined)).toThrow(DomainError);
    expect(checkCost(schema, document, { n: 1 }, undefined)).toBeLessThan(MAX_COST);
  });

  it('refuse string literals the database cannot store', () => {
    expect(refusal('{ brandBySlug(slug: "a\\u0000b") { id } }')).toBe('TEXT_INVALID');
    expect(refusal('{ brandBySlug(slug: "fine") { id } }')).toBeUndefined();
  });
});
