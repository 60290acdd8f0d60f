import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  getNullableType,
  GraphQLError,
  GraphQLList,
  Kind,
  visit,
  type ArgumentNode,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLField,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import {
  DomainError,
  ELEMENT_ASSETS_MAX,
  ELEMENTS_MAX,
  FONT_FILES_MAX,
  FONTS_MAX,
  PALETTE_MAX,
  ASSET_TAGS_MAX,
  COLORS_MAX,
  checkStorableText,
} from '@brandtrail/domain';
import { MAX_PAGE } from './relay';

/**
 * What one GraphQL document may ask for, checked before anything runs, in every mode (the
 * embedded `npm start` accepts any document, production only persisted ones; both are measured
 * the same way). A refused document is answered 400 with a translated message and is never kept in
 * the document cache, so refusing costs no memory.
 *
 * - Tokens: the parser stops after MAX_TOKENS (graphql-js's own `maxTokens`), which bounds the
 *   document's size, its fragments and spreads, and the time to parse it.
 * - Depth and aliases (graphql-armor's rules, fragments flattened): a field chain at most MAX_DEPTH
 *   deep, at most MAX_ALIASES aliases (Relay's documents use a few); at most MAX_FIELDS fields
 *   written in the document. These run first, on the document alone: graphql-js's own rules
 *   (overlapping fields above all) take time that grows faster than the document, 50 ms for 500
 *   repeated fields here, so they only see documents already within these bounds.
 * - Cost (graphql-query-complexity, list-aware): every field costs 1, and a list multiplies the cost
 *   of what is selected under it by its largest size (`first` when the field takes it, else the
 *   domain's limit for that list, else DEFAULT_LIST_SIZE). Fragments are expanded where they are
 *   spread, at most MAX_NODES selections in all, so a fragment that spreads another twice, and so
 *   on, is refused rather than expanded. A page of ELEMENTS_MAX elements queried the way the web
 *   client does fits with room; `elements { page { elements { page ...` does not.
 *
 * The web client's persisted documents are checked against these limits by a unit test, so a
 * change to the client that would be refused fails there first.
 */
export const MAX_TOKENS = 3_000;
export const MAX_DEPTH = 12;
export const MAX_ALIASES = 30;
/**
 * Brackets nested in the document's text ({, [, (): graphql-js parses them by recursion, and
 * 50,000 nested list literals overflow the stack before the token limit is reached. Far above what
 * MAX_DEPTH lets through anyway.
 */
export const MAX_NESTING = 64;
/** Field selections written in the document (Relay's largest has about 150). */
export const MAX_FIELDS = 400;
export const MAX_NODES = 3_000;
export const MAX_COST = 2_000_000;
/** The size assumed for a list whose length nothing in the domain bounds (a brand's pages, say). */
export const DEFAULT_LIST_SIZE = 100;

/**
 * Lists whose length the domain bounds: the bound is the size the cost assumes. The palette's
 * nested lists are weighted by what a brand's pages hold in practice (a few headlines a page, a
 * few dozen colours under each), since their product is bounded by the page's elements anyway.
 */
const listSizes: Readonly<Record<string, number>> = {
  'ColorPalettePage.sections': 20,
  'ColorPaletteSection.colors': 50,
  'Page.elements': ELEMENTS_MAX,
  'PageElement.assets': ELEMENT_ASSETS_MAX,
  'PageElement.assetList': ELEMENT_ASSETS_MAX,
  'PageElement.items': ELEMENT_ASSETS_MAX,
  'PageElement.colors': PALETTE_MAX,
  'Brand.colors': COLORS_MAX,
  'Brand.fonts': FONTS_MAX,
  'BrandFont.files': FONT_FILES_MAX,
  'Asset.tags': ASSET_TAGS_MAX,
};

/** Fields of a connection type (edges) repeat what `first` on the field returning it already counted. */
const isConnectionType = (typeName: string) => typeName.endsWith('Connection');

function listSize(parentType: string, field: GraphQLField<unknown, unknown>, args: Record<string, unknown>): number {
  if (isConnectionType(parentType)) return 1;
  const named = listSizes[`${parentType}.${field.name}`];
  if (named !== undefined) return named;
  if (Array.isArray(args.ids)) return Math.min(args.ids.length, MAX_PAGE);
  return DEFAULT_LIST_SIZE;
}

/** Cost of one field: 1, plus what it selects times how often (lists and connections). */
const listAwareCost: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  if (typeof args.first === 'number') return 1 + Math.min(Math.max(args.first, 0), MAX_PAGE) * childComplexity;
  const returned = getNullableType(field.type);
  if (returned instanceof GraphQLList) return 1 + listSize(type.name, field, args) * childComplexity;
  return 1 + childComplexity;
};

/** The refusal, as the one error mapping will translate it (`GraphQLError.originalError`). */
const refusal = (error: DomainError) => new GraphQLError(error.code, { originalError: error });

/**
 * Rules that need nothing but the document (no schema types, no variables): they run before the
 * specified rules, some of which cost more than linear time on a hostile document.
 */
function shapeRules(): { rules: ValidationRule[]; refused: () => DomainError | undefined } {
  let refused: DomainError | undefined;
  const onReject = (code: 'QUERY_TOO_DEEP' | 'QUERY_TOO_MANY_ALIASES', max: number) => [
    () => {
      refused ??= new DomainError(code, { max });
    },
  ];
  let fields = 0;
  const fieldCount: ValidationRule = () => ({
    Field() {
      if (++fields > MAX_FIELDS) refused ??= new DomainError('QUERY_TOO_LARGE', { max: MAX_FIELDS });
    },
  });
  return {
    rules: [
      fieldCount,
      maxDepthRule({
        n: MAX_DEPTH,
        flattenFragments: true,
        propagateOnRejection: false,
        onReject: onReject('QUERY_TOO_DEEP', MAX_DEPTH),
      }),
      maxAliasesRule({ n: MAX_ALIASES, propagateOnRejection: false, onReject: onReject('QUERY_TOO_MANY_ALIASES', MAX_ALIASES) }),
    ],
    refused: () => refused,
  };
}

/**
 * Checks that depend on the document only, once per document (the handler caches the answer): its
 * string literals can be stored, its shape is within the limits, and it is valid for the schema.
 */
export function validateDocument(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[] {
  const literal = firstBadLiteral(document);
  if (literal) return [refusal(literal)];
  const shape = shapeRules();
  validate(schema, document, shape.rules);
  const refused = shape.refused();
  if (refused) return [refusal(refused)];
  return validate(schema, document, specifiedRules);
}

/**
 * Whether a variable can change the cost: one that sets `first` or `ids`, or decides `@include` or
 * `@skip`. The web client's documents use none, so their cost is computed once per document.
 */
function costDependsOnVariables(document: DocumentNode): boolean {
  let depends = false;
  const hasVariable = (node: ArgumentNode) => {
    let found = false;
    visit(node.value, { Variable: () => void (found = true) });
    return found;
  };
  visit(document, {
    Argument(node, _key, _parent, _path, ancestors) {
      const owner = ancestors[ancestors.length - 1] as { kind?: string; name?: { value: string } } | undefined;
      const counts =
        owner?.kind === Kind.DIRECTIVE
          ? owner.name?.value === 'include' || owner.name?.value === 'skip'
          : node.name.value === 'first' || node.name.value === 'ids';
      if (counts && hasVariable(node)) depends = true;
    },
  });
  return depends;
}

/** Costs of documents whose cost no variable changes, by document and operation name. */
const knownCosts = new WeakMap<DocumentNode, Map<string, number>>();

/**
 * The list-aware cost of the operation that runs, with the request's variables (which may set
 * `first`). Throws a DomainError when it is above MAX_COST or expands to more than MAX_NODES
 * selections. Call it on a document that passed `validateDocument`.
 */
export function checkCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
): number {
  const known = knownCosts.get(document)?.get(operationName ?? '');
  if (known !== undefined) return known;
  let cost: number;
  try {
    cost = getComplexity({
      schema,
      query: document,
      variables: variables ?? {},
      operationName,
      estimators: [listAwareCost],
      maxQueryNodes: MAX_NODES,
    });
  } catch (error) {
    if (error instanceof GraphQLError && /maximum allowed number of nodes/.test(error.message))
      throw new DomainError('QUERY_TOO_LARGE', { max: MAX_NODES });
    // Otherwise variables that do not fit the operation (a GraphQLError that names them): the
    // caller answers it as any other invalid request.
    throw error;
  }
  if (cost > MAX_COST) throw new DomainError('QUERY_TOO_COMPLEX', { max: MAX_COST });
  if (!costDependsOnVariables(document)) {
    const costs = knownCosts.get(document) ?? new Map<string, number>();
    costs.set(operationName ?? '', cost);
    knownCosts.set(document, costs);
  }
  return cost;
}

/**
 * Checks the document's text before it is parsed: brackets nested at most MAX_NESTING deep (strings
 * and comments skipped), in one pass, without recursion.
 */
export function checkSource(source: string): void {
  let depth = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '#') {
      while (i < source.length && source[i] !== '\n' && source[i] !== '\r') i++;
    } else if (c === '"') {
      if (source.startsWith('"""', i)) {
        const end = source.indexOf('"""', i + 3);
        i = end < 0 ? source.length : end + 2;
      } else {
        for (i++; i < source.length && source[i] !== '"' && source[i] !== '\n'; i++) if (source[i] === '\\') i++;
      }
    } else if (c === '{' || c === '[' || c === '(') {
      if (++depth > MAX_NESTING) throw new DomainError('QUERY_TOO_DEEP', { max: MAX_NESTING });
    } else if (c === '}' || c === ']' || c === ')') {
      depth--;
    }
  }
}

/** The first string literal of the document that the database could not store, as a refusal. */
function firstBadLiteral(document: DocumentNode): DomainError | undefined {
  // Documents are small (MAX_TOKENS): a plain walk over the AST's string values.
  const stack: unknown[] = [document];
  while (stack.length) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      for (const child of node) stack.push(child);
      continue;
    }
    if (!node || typeof node !== 'object') continue;
    const n = node as { kind?: string; value?: unknown };
    if (n.kind === 'StringValue' && typeof n.value === 'string') {
      try {
        checkStorableText(n.value);
      } catch (error) {
        if (error instanceof DomainError) return error;
        throw error;
      }
      continue;
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'loc' && child && typeof child === 'object') stack.push(child);
  }
  return undefined;
}
