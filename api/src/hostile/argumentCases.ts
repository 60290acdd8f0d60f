/**
 * Hostile values for every argument of every field, found by walking the schema (`createSchema`):
 * every root field of Query, Mutation and Subscription, and every field with arguments of a type a
 * root field reaches. A new field or argument is covered without touching this file; a new root
 * field that needs real ids to get past its first checks gets a baseline below (without one, a
 * guess by the argument's name).
 *
 * For each argument and, inside input objects and lists, each input field and item (a "slot"),
 * the hostile values of its type (values.ts) replace the slot in a valid request, sent as JSON
 * variables, and a sample of them as literals in the document.
 */
import { elementTypes, newElement } from '@brandtrail/domain/pages/elements';
import {
  getNamedType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { graphqlCase, type Case } from './cases';
import type { BrandKit, Fixture, Role } from './fixture';
import {
  booleans,
  colours,
  cursors,
  enums,
  floats,
  ints,
  notStrings,
  raw,
  richTexts,
  strings,
  times,
  urls,
  LONG_10K,
  type Hostile,
  type Random,
} from './values';

type Args = Record<string, unknown>;

const nullableOf = (type: GraphQLInputType): GraphQLInputType => (isNonNullType(type) ? type.ofType : type);
interface Baseline {
  as: Role;
  args: Args;
}

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64url');
const uuidOf = (id: string) => Buffer.from(id, 'base64url').toString('utf8').split(':')[1]!;

/** The element a field of UpdateElementInput belongs to: the first type whose defaults have it. */
function elementFor(kit: BrandKit, field: string): string {
  const type = elementTypes.find((t) => field in newElement(t, ''));
  return kit.elements[type ?? 'text'];
}

/** Valid arguments for the root fields, on the owner's private brand (scratch objects for deletes). */
function baselines(f: Fixture): Record<string, Baseline> {
  const p = f.privateBrand;
  const owner = (args: Args): Baseline => ({ as: 'owner', args });
  const target = globalId('User', f.target.userId);
  return {
    'Query.assets': owner({ ids: [p.assetId, f.publicBrand.assetId] }),
    'Query.brand': owner({ id: p.id }),
    'Query.brandBySlug': owner({ slug: p.slug }),
    'Query.brands': owner({ first: 10 }),
    'Query.elementUsages': owner({ pageId: p.pageId, elementId: p.elements.color }),
    'Query.node': owner({ id: p.pageId }),
    'Query.page': owner({ brandSlug: p.slug, pageSlug: p.pageSlug }),
    'Query.searchBrands': { as: 'admin', args: { term: 'hostile', first: 10 } },
    'Query.searchUsers': { as: 'admin', args: { term: 'hostile', first: 10 } },
    'Query.adminAudit': { as: 'admin', args: { first: 10 } },
    'Query.adminBrand': { as: 'admin', args: { id: p.id } },
    'Subscription.pageChanged': owner({ id: p.pageId }),
    'Subscription.pageLive': owner({ id: p.pageId }),
    'Subscription.brandChanged': owner({ id: p.id }),
    'Mutation.changeBrandPlan': { as: 'admin', args: { input: { id: p.id, plan: 'pro' } } },
    // The admin's actions on an account of its own (no session, no brand the other cases use).
    'Mutation.suspendUser': { as: 'admin', args: { input: { id: target, reason: 'Hostile input test' } } },
    'Mutation.reinstateUser': { as: 'admin', args: { input: { id: target } } },
    'Mutation.endUserSessions': { as: 'admin', args: { input: { id: target } } },
    'Mutation.sendUserLink': { as: 'admin', args: { input: { id: target, kind: 'login' } } },
    // The account page's, as the owner. No account has this current password: a generated new
    // password that is valid, or the case sent as another role (the stranger's password is the
    // owner's), changes nobody's and ends no session (it did once the seeded values shifted); a
    // change that succeeds is the API tests' (users/admin.int.spec.ts).
    'Mutation.changePassword': owner({ input: { currentPassword: 'nobody has this password', newPassword: f.owner.password } }),
    'Mutation.updateAccount': owner({ input: { displayName: 'Hostile Owner' } }),
    'Mutation.endSessions': owner({ input: {} }),
    // Two-factor stays off for the owner: a code that fits no secret, the password for what is off already.
    'Mutation.beginTwoFactor': owner({ input: {} }),
    'Mutation.enableTwoFactor': owner({ input: { code: '000000' } }),
    'Mutation.disableTwoFactor': owner({ input: { password: f.owner.password } }),
    'Mutation.renewRecoveryCodes': owner({ input: { password: f.owner.password } }),
    'Mutation.requestEmailChange': owner({ input: { email: 'hostile-moved@example.com', password: f.owner.password } }),
    'Mutation.createAccessToken': owner({ input: { name: 'Hostile build', brandIds: [p.id], expiresInDays: 30 } }),
    'Mutation.revokeAccessToken': owner({ input: { id: globalId('AccessToken', '5f1c2a9e-0b7d-4c3e-9a21-7d4b8e6f0a13') } }),
    'Mutation.confirmAssetUpload': owner({ input: { id: p.assetId } }),
    'Mutation.createAsset': owner({ input: { brandId: p.id, name: 'file.png', byteSize: 68, tags: ['a'] } }),
    'Mutation.createBrand': owner({
      input: { name: 'Hostile Brand', colors: [{ hex: '#2F4BD8', label: 'Blue' }], fonts: ['Inter'] },
    }),
    'Mutation.createElement': owner({ input: { pageId: p.scratchPageId, type: 'text' } }),
    'Mutation.createPage': owner({ input: { brandId: p.id, name: 'Hostile Page', parentId: p.pageId } }),
    'Mutation.createSharedLink': owner({ input: { brand: p.id, pages: [p.pageId] } }),
    // Narrows the all-pages link: a value refused must leave it whole, one taken must apply whole.
    'Mutation.updateSharedLink': owner({ input: { id: p.sharedLinkId, accessAllPages: false, pages: [p.pageId] } }),
    'Mutation.deleteAsset': owner({ input: { id: p.scratchAssetId } }),
    'Mutation.deleteBrand': owner({ input: { id: f.scratchBrandId } }),
    'Mutation.deleteElement': owner({ input: { pageId: p.scratchPageId, id: p.scratchElementIds[0] } }),
    'Mutation.deletePage': owner({ input: { id: p.scratchPageId } }),
    'Mutation.duplicateElement': owner({ input: { pageId: p.scratchPageId, elementId: p.scratchElementIds[1] } }),
    'Mutation.refreshAssetTagsBrand': owner({ input: { id: p.id } }),
    'Mutation.restoreAsset': owner({ input: { id: p.scratchAssetId } }),
    'Mutation.restoreBrand': owner({ input: { id: f.scratchBrandId } }),
    'Mutation.restorePage': owner({ input: { id: p.scratchPageId } }),
    'Mutation.setPagePresence': owner({ input: { pageId: p.pageId, selecting: true } }),
    'Mutation.sortElementsPage': owner({ input: { id: p.scratchPageId, elementsOrder: [...p.scratchElementIds].reverse() } }),
    'Mutation.sortPagesBrand': owner({ input: { id: p.id, pagesOrder: [p.scratchPageId, p.pageId] } }),
    'Mutation.updateAsset': owner({ input: { id: p.assetId, name: 'logo.png', tags: ['logo'] } }),
    'Mutation.updateBrand': owner({ input: { id: p.id, bio: 'Bio' } }),
    'Mutation.updateElement': owner({ input: { pageId: p.pageId, elementId: p.elements.text } }),
    'Mutation.updatePage': owner({ input: { id: p.pageId, name: 'Everything' } }),
  };
}

/** A valid value for an input type, by the name of the argument or field it fills. */
function validValue(type: GraphQLInputType, name: string, f: Fixture): unknown {
  const p = f.privateBrand;
  if (isNonNullType(type)) return validValue(type.ofType, name, f);
  if (isListType(type)) return [validValue(type.ofType, name, f)];
  if (isInputObjectType(type)) {
    const out: Args = {};
    for (const field of Object.values(type.getFields()))
      if (isNonNullType(field.type) && field.defaultValue === undefined) out[field.name] = validValue(field.type, field.name, f);
    return out;
  }
  if (isEnumType(type)) return type.getValues()[0]!.name;
  switch (type.name) {
    case 'ID':
      if (/element/i.test(name)) return p.elements.color;
      if (/page/i.test(name)) return p.pageId;
      if (/asset/i.test(name)) return p.assetId;
      return p.id;
    case 'String':
      if (/color|hex/i.test(name)) return '#2F4BD8';
      if (/url|link/i.test(name)) return 'https://example.com/';
      return 'x';
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    default:
      return 'x';
  }
}

/** Ids of every kind, valid and not: the owner's, the stranger's, of the wrong type, made up, malformed. */
function hostileIds(f: Fixture): Hostile[] {
  const p = f.privateBrand;
  const s = f.strangerBrand;
  const random = '5f1c2a9e-0b7d-4c3e-9a21-7d4b8e6f0a13';
  const h = (label: string, value: unknown, core = false): Hostile => ({ label, value, core });
  return [
    h('own brand id', p.id),
    h('own page id', p.pageId, true),
    h('own asset id', p.assetId),
    h('own element id (a raw UUID)', p.elements.color),
    h('public brand id', f.publicBrand.id),
    h("stranger's brand id", s.id, true),
    h("stranger's page id", s.pageId),
    h("stranger's asset id", s.assetId),
    h("stranger's element id", s.elements.color),
    // Another person's account: the one the admin's actions act on, so that an admin's case that
    // takes it (ending its sessions, suspending it) logs out none of the roles the other cases use.
    h("another user's id", globalId('User', f.target.userId)),
    h('unknown brand id', globalId('Brand', random), true),
    h('unknown page id', globalId('Page', random)),
    h('unknown asset id', globalId('Asset', random)),
    h('unknown uuid (raw)', random),
    h('upper-case uuid', globalId('Brand', uuidOf(p.id).toUpperCase())),
    h('unknown type', globalId('Secret', uuidOf(p.id))),
    h('type without id', globalId('Brand', '')),
    h('id with NUL', globalId('Brand', uuidOf(p.id) + '\u0000'), true),
    h('id with quote', globalId('Page', `${uuidOf(p.pageId)}' OR '1'='1`)),
    h('id of 10k chars', globalId('Brand', LONG_10K)),
    h('standard base64 with padding', Buffer.from(`Brand:${uuidOf(p.id)}`).toString('base64')),
    h('not base64', '!!!***'),
    h('id with lone surrogate', 'QnJhbmQ6\ud800'),
    h('number', 12345),
    h('huge number', raw('1e400')),
    h('object', { id: p.id }),
    h('array', [p.id]),
    h('null', null),
  ];
}

const lists = (item: unknown, f: Fixture): Hostile[] => [
  { label: 'empty list', value: [] },
  { label: 'null', value: null },
  { label: 'single value for a list', value: item },
  { label: 'list with null', value: [null] },
  { label: 'nested list', value: [[item]] },
  { label: '10k items', value: Array.from({ length: 10_000 }, () => item) },
  {
    label: '60 distinct ids',
    value: Array.from({ length: 60 }, (_, i) => globalId('Asset', `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`)),
  },
  { label: "stranger's ids", value: [f.strangerBrand.assetId, f.strangerBrand.pageId] },
];

const objects = (valid: unknown): Hostile[] => [
  { label: 'string for an input object', value: 'x' },
  { label: 'array for an input object', value: [valid] },
  { label: 'number for an input object', value: 1 },
  { label: 'null input', value: null },
  { label: 'empty input object', value: {} },
  { label: 'unknown field', value: { ...(valid as Args), unknownField: 'x' } },
  { label: 'own __proto__ field', value: { ...(valid as Args), ['__proto__']: { admin: true } } },
];

/** The hostile values for a slot of a type, named `name` (an argument, input field or variable). */
export function hostileValuesFor(type: GraphQLInputType, name: string, f: Fixture): Hostile[] {
  const t = nullableOf(type);
  if (isListType(t)) return lists(validValue(t.ofType, name, f), f);
  if (isInputObjectType(t)) return objects(validValue(t, name, f));
  if (isEnumType(t)) return enums(t.getValues().map((v) => v.name));
  if (!isScalarType(t)) return [];
  switch (t.name) {
    case 'ID':
      return hostileIds(f);
    case 'Int':
      return [...ints];
    case 'Float':
      return [...floats];
    case 'Boolean':
      return [...booleans];
    default: {
      // the values of what the field holds go to every such field
      const extra = [
        ...(/text/i.test(name) ? richTexts : []),
        ...(/url|link/i.test(name) ? urls : []),
        ...(/colou?r$|hex/i.test(name) ? colours : []),
        ...(/^(after|before)$/.test(name) ? cursors : []),
        ...(/^(at|validUntil)$/.test(name) ? times : []),
      ].map((v) => ({ ...v, core: true }));
      return [...extra, ...strings, ...notStrings];
    }
  }
}

interface Slot {
  /** From the argument: ['input', 'colors', 0, 'hex']. */
  path: (string | number)[];
  type: GraphQLInputType;
  name: string;
}

/** Every argument, input field and list item below the arguments of a field (input objects to `depth`). */
function slotsOf(args: readonly GraphQLArgument[], depth = 3): Slot[] {
  const out: Slot[] = [];
  const walk = (type: GraphQLInputType, name: string, path: (string | number)[], level: number) => {
    out.push({ path, type, name });
    const t = nullableOf(type);
    if (level >= depth) return;
    if (isListType(t)) walk(t.ofType, name, [...path, 0], level + 1);
    else if (isInputObjectType(t))
      for (const field of Object.values(t.getFields())) walk(field.type, field.name, [...path, field.name], level + 1);
  };
  for (const arg of args) walk(arg.type, arg.name, [arg.name], 0);
  return out;
}

/** A copy of `args` with `value` at `path`, filling what is missing on the way with valid values. */
function setIn(args: Args, path: (string | number)[], value: unknown, types: GraphQLInputType[], f: Fixture): Args {
  const root = structuredClone(args);
  let node: Record<string | number, unknown> = root;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i]!;
    let child = node[key];
    if (child === undefined || child === null || typeof child !== 'object') {
      child = validValue(types[i]!, String(key), f);
      if (typeof path[i + 1] === 'number' && !Array.isArray(child)) child = [child];
      node[key] = child;
    }
    node = child as Record<string | number, unknown>;
  }
  node[path[path.length - 1]!] = value;
  return root;
}

/** The types along a slot's path (for setIn to make what is missing). */
function typesAlong(args: readonly GraphQLArgument[], path: (string | number)[]): GraphQLInputType[] {
  const types: GraphQLInputType[] = [];
  let type: GraphQLInputType = args.find((a) => a.name === path[0])!.type;
  types.push(type);
  for (const key of path.slice(1)) {
    const t = nullableOf(type);
    type = isListType(t) ? t.ofType : isInputObjectType(t) ? t.getFields()[String(key)]!.type : t;
    types.push(type);
  }
  return types;
}

/** A marker for a literal written into the document as it is. */
class Literal {
  constructor(readonly text: string) {}
}

/** A value as a GraphQL literal (enum names bare when the type says so). */
function toLiteral(value: unknown, type: GraphQLInputType | undefined): string {
  if (value instanceof Literal) return value.text;
  if (value === null || value === undefined) return 'null';
  const t = type && nullableOf(type);
  if (typeof value === 'object' && 'json' in value) return String((value as { json: string }).json);
  if (Array.isArray(value)) return `[${value.map((v) => toLiteral(v, t && isListType(t) ? t.ofType : undefined)).join(', ')}]`;
  if (typeof value === 'object') {
    const fields = t && isInputObjectType(t) ? t.getFields() : {};
    return `{${Object.entries(value)
      .map(([k, v]) => `${k}: ${toLiteral(v, fields[k]?.type)}`)
      .join(', ')}}`;
  }
  if (typeof value === 'string' && t && isEnumType(t) && /^[_A-Za-z][_0-9A-Za-z]*$/.test(value)) return value;
  return JSON.stringify(value);
}

/** A selection of the leaves of a type, and to `depth` levels its objects' leaves too. */
export function selection(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (isAbstractType(named)) return '{ __typename ... on Node { id } }';
  const parts: string[] = ['__typename'];
  for (const field of Object.values((named as GraphQLObjectType).getFields())) {
    if (field.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) continue;
    if (isLeafType(getNamedType(field.type))) parts.push(field.name);
    else if (depth > 0) parts.push(`${field.name} ${selection(field.type, depth - 1)}`);
  }
  return `{ ${parts.join(' ')} }`;
}

/** How to reach an object of each type from the root: a wrapper around a selection on it. */
function reachers(
  schema: GraphQLSchema,
  base: Record<string, Baseline>,
): Map<string, { as: Role; wrap: (inner: string) => string }> {
  const found = new Map<string, { as: Role; wrap: (inner: string) => string }>();
  const query = schema.getQueryType()!;
  const queue: { type: GraphQLNamedType; as: Role; wrap: (inner: string) => string; level: number }[] = [];
  for (const field of Object.values(query.getFields())) {
    const b = base[`Query.${field.name}`];
    if (!b && field.args.some((a) => isNonNullType(a.type))) continue;
    const args = field.args
      .filter((a) => b?.args[a.name] !== undefined)
      .map((a) => `${a.name}: ${toLiteral(b!.args[a.name], a.type)}`)
      .join(', ');
    const call = args ? `${field.name}(${args})` : field.name;
    queue.push({ type: getNamedType(field.type), as: b?.as ?? 'owner', wrap: (inner) => `${call} ${inner}`, level: 0 });
  }
  while (queue.length) {
    const { type, as, wrap, level } = queue.shift()!;
    if (!isObjectType(type) || found.has(type.name)) continue;
    found.set(type.name, { as, wrap });
    if (level >= 3) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) continue;
      const inner = getNamedType(field.type);
      if (isObjectType(inner) && !found.has(inner.name))
        queue.push({ type: inner, as, wrap: (sel) => wrap(`{ ${field.name} ${sel} }`), level: level + 1 });
    }
  }
  return found;
}

const others: Role[] = ['stranger', 'anonymous', 'noTerms'];
/** Mutations in an order that leaves the seeded objects usable the longest: deletes and restores last. */
const mutationRank = (name: string) =>
  name === 'restoreBrand' ? 5 : name === 'deleteBrand' ? 4 : name.startsWith('restore') ? 3 : name.startsWith('delete') ? 2 : 1;

export function argumentCases(schema: GraphQLSchema, f: Fixture, rnd: Random): Case[] {
  const base = baselines(f);
  const cases: Case[] = [];
  const roots: { kind: 'query' | 'mutation' | 'subscription'; type: GraphQLObjectType }[] = [
    { kind: 'query', type: schema.getQueryType()! },
    { kind: 'mutation', type: schema.getMutationType()! },
    { kind: 'subscription', type: schema.getSubscriptionType()! },
  ];
  const reach = reachers(schema, base);
  /** updateElement: each field of an element goes to an element of a type that has it, so its value is checked. */
  const elementField = (slot: Slot, args: Args): Args => {
    const field = slot.path[1];
    if (slot.path[0] !== 'input' || typeof field !== 'string' || field === 'pageId' || field === 'elementId') return args;
    return { ...args, input: { ...(args.input as Args), elementId: elementFor(f.privateBrand, field) } };
  };

  /** The cases of one field with arguments, `host` wrapping its call (root fields: none). */
  const fieldCases = (
    kind: 'query' | 'mutation' | 'subscription',
    owner: string,
    field: GraphQLField<unknown, unknown>,
    baseline: Baseline,
    host?: (inner: string) => string,
    /** Adjusts the valid arguments to the slot (e.g. picks the element whose type has the field). */
    adjust?: (slot: Slot, args: Args) => Args,
  ) => {
    const selected = selection(field.type, kind === 'mutation' ? 1 : 0);
    const label = `${owner}.${field.name}`;
    const slots = slotsOf(field.args);
    const stringSlots = slots.filter((s) => getNamedType(s.type).name === 'String');
    // the large values (a body of 1-2 MB each) go to one string slot of a quarter of the fields
    const largeSlot = stringSlots.length && rnd.next() < 0.25 ? rnd.pick(stringSlots) : undefined;
    for (const slot of slots) {
      const types = typesAlong(field.args, slot.path);
      const where = `${label} ${slot.path.join('.')}`;
      const valid = adjust ? adjust(slot, baseline.args) : baseline.args;
      const named = getNamedType(slot.type).name;
      const nullable = nullableOf(slot.type);
      // every value of a small set; a sample of the many strings and ids (each a different one)
      const size = isListType(nullable) || isInputObjectType(nullable) ? Infinity : named === 'String' || named === 'ID' ? 6 : 8;
      const all = hostileValuesFor(slot.type, slot.name, f);
      const sampled = new Set(
        rnd.sample(
          all.filter((v) => !v.core && !v.large),
          size,
        ),
      );
      const values = all.filter((v) => v.core || (v.large && slot === largeSlot) || sampled.has(v));
      const inline = new Set(
        rnd.sample(
          values.filter((v) => !v.large),
          2,
        ),
      );
      for (const v of values) {
        const role = rnd.next() < 0.8 ? baseline.as : rnd.pick(others);
        const locale = rnd.next() < 0.2 ? ('de' as const) : undefined;
        const args = setIn(valid, slot.path, v.value, types, f);
        const modes: ('variables' | 'literal')[] = inline.has(v) || v.literal ? ['variables', 'literal'] : ['variables'];
        for (const mode of modes) {
          let call: string;
          let declared = '';
          let variables: Args = {};
          if (mode === 'variables') {
            const used = field.args.filter((a) => args[a.name] !== undefined);
            declared = used.length ? `(${used.map((a) => `$${a.name}: ${String(a.type)}`).join(', ')})` : '';
            call = used.length ? `${field.name}(${used.map((a) => `${a.name}: $${a.name}`).join(', ')})` : field.name;
            variables = Object.fromEntries(used.map((a) => [a.name, args[a.name]]));
          } else {
            const literalArgs = v.literal ? setIn(valid, slot.path, new Literal(v.literal), types, f) : args;
            const used = field.args.filter((a) => literalArgs[a.name] !== undefined);
            call = used.length
              ? `${field.name}(${used.map((a) => `${a.name}: ${toLiteral(literalArgs[a.name], a.type)}`).join(', ')})`
              : field.name;
          }
          const body = host ? host(`{ ${call} ${selected} }`) : `${call} ${selected}`;
          const document = `${kind} Hostile${declared} { ${body} }`;
          const name = `${where}: ${v.label} (${mode === 'variables' ? 'variables' : 'in the document'})`;
          if (kind === 'subscription') {
            const query = new URLSearchParams({ query: document, variables: JSON.stringify(variables) });
            cases.push({
              group: 'argument',
              name,
              as: role,
              locale,
              method: 'GET',
              path: `/graphql?${query.toString()}`,
              headers: { accept: 'text/event-stream' },
              stream: true,
            });
          } else {
            cases.push(
              graphqlCase(
                { group: 'argument', name, as: role, locale, serial: kind === 'mutation' },
                mode === 'variables' ? { query: document, variables } : { query: document },
              ),
            );
          }
        }
      }
    }
  };

  for (const { kind, type } of roots) {
    const fields = Object.values(type.getFields());
    if (kind === 'mutation') fields.sort((a, b) => mutationRank(a.name) - mutationRank(b.name));
    for (const field of fields) {
      const key = `${type.name}.${field.name}`;
      if (!field.args.length) continue;
      const baseline = base[key] ?? {
        as: 'owner' as Role,
        args: Object.fromEntries(field.args.map((a) => [a.name, validValue(a.type, a.name, f)])),
      };
      fieldCases(kind, type.name, field, baseline, undefined, key === 'Mutation.updateElement' ? elementField : undefined);
    }
  }
  // fields with arguments below the root (Brand.assets, Brand.assetsConnection, ...)
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__') || roots.some((r) => r.type === type)) continue;
    const reached = reach.get(type.name);
    if (!reached) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.args.length) continue;
      const args = Object.fromEntries(
        field.args.filter((a) => isNonNullType(a.type)).map((a) => [a.name, validValue(a.type, a.name, f)]),
      );
      fieldCases('query', type.name, field, { as: reached.as, args }, reached.wrap);
    }
  }
  return cases;
}
