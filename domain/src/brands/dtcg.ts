/**
 * A structural check of a W3C Design Tokens document (DTCG format 2025.10), for tests of what the
 * product writes (`tokens.ts`) and of what a client downloads: every problem as a line naming its
 * path, none for a valid document. It checks what the format's Format and Color modules require of
 * a file: property names (`$`-prefixed, known ones only), token and group names (not starting with
 * `$`, without `{`, `}` or `.`), that every token has a type (its own `$type`, or the nearest
 * group's), that `$type` is one of the format's types, and the values of the types the product
 * writes (colour, fontFamily) and of the other simple types. Aliases (`"{group.token}"`) must name
 * a token of the document. Composite types are checked to be objects or arrays only.
 */

export const TOKEN_TYPES = [
  'color',
  'dimension',
  'fontFamily',
  'fontWeight',
  'duration',
  'cubicBezier',
  'number',
  'strokeStyle',
  'border',
  'transition',
  'shadow',
  'gradient',
  'typography',
] as const;

/** The colour spaces of the Color module, each with three components. */
const COLOR_SPACES = [
  'srgb',
  'srgb-linear',
  'hsl',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'display-p3',
  'a98-rgb',
  'prophoto-rgb',
  'rec2020',
  'xyz-d65',
  'xyz-d50',
];
/** Spaces whose components are all 0 to 1. */
const UNIT_SPACES = new Set(['srgb', 'srgb-linear', 'display-p3', 'a98-rgb', 'prophoto-rgb', 'rec2020', 'xyz-d65', 'xyz-d50']);

const FONT_WEIGHTS = new Set([
  'thin',
  'hairline',
  'extra-light',
  'ultra-light',
  'light',
  'normal',
  'regular',
  'book',
  'medium',
  'semi-bold',
  'demi-bold',
  'bold',
  'extra-bold',
  'ultra-bold',
  'black',
  'heavy',
  'extra-black',
  'ultra-black',
]);

const TOKEN_PROPS = new Set(['$value', '$type', '$description', '$extensions', '$deprecated']);
const GROUP_PROPS = new Set(['$type', '$description', '$extensions', '$deprecated', '$extends']);
const ROOT_PROPS = new Set([...GROUP_PROPS, '$schema']);
const ALIAS = /^\{([^{}]+)\}$/;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function colorProblems(value: unknown): string[] {
  if (!isObject(value)) return ['a colour value must be an object {colorSpace, components, alpha?, hex?}'];
  const out: string[] = [];
  const space = value.colorSpace;
  if (typeof space !== 'string' || !COLOR_SPACES.includes(space)) out.push(`unknown colorSpace ${JSON.stringify(space)}`);
  const components = value.components;
  if (!Array.isArray(components) || components.length !== 3) out.push('components must be an array of 3');
  else
    components.forEach((c, i) => {
      if (c === 'none') return;
      if (!isNumber(c)) out.push(`component ${i} must be a number or "none"`);
      else if (typeof space === 'string' && UNIT_SPACES.has(space) && (c < 0 || c > 1)) out.push(`component ${i} must be 0 to 1`);
    });
  if ('alpha' in value && !(isNumber(value.alpha) && value.alpha >= 0 && value.alpha <= 1))
    out.push('alpha must be a number 0 to 1');
  if ('hex' in value && !(typeof value.hex === 'string' && /^#[0-9a-fA-F]{6}$/.test(value.hex)))
    out.push('hex must be 6-digit CSS hex notation (#rrggbb)');
  for (const key of Object.keys(value))
    if (!['colorSpace', 'components', 'alpha', 'hex'].includes(key)) out.push(`unknown colour property ${key}`);
  return out;
}

const unitValue = (value: unknown, units: readonly string[], what: string): string[] =>
  isObject(value) && isNumber(value.value) && typeof value.unit === 'string' && units.includes(value.unit)
    ? []
    : [`a ${what} value must be {value: number, unit: ${units.join(' | ')}}`];

function valueProblems(type: string, value: unknown): string[] {
  switch (type) {
    case 'color':
      return colorProblems(value);
    case 'fontFamily':
      return (typeof value === 'string' && value.length > 0) ||
        (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string' && v.length > 0))
        ? []
        : ['a fontFamily value must be a name or a non-empty array of names'];
    case 'dimension':
      return unitValue(value, ['px', 'rem'], 'dimension');
    case 'duration':
      return unitValue(value, ['ms', 's'], 'duration');
    case 'fontWeight':
      return (isNumber(value) && value >= 1 && value <= 1000) || (typeof value === 'string' && FONT_WEIGHTS.has(value))
        ? []
        : ['a fontWeight value must be 1 to 1000 or one of its names'];
    case 'cubicBezier':
      return Array.isArray(value) &&
        value.length === 4 &&
        value.every(isNumber) &&
        (value[0] as number) >= 0 &&
        (value[0] as number) <= 1 &&
        (value[2] as number) >= 0 &&
        (value[2] as number) <= 1
        ? []
        : ['a cubicBezier value must be [x1, y1, x2, y2] with x in 0 to 1'];
    case 'number':
      return isNumber(value) ? [] : ['a number value must be a number'];
    default:
      return isObject(value) || Array.isArray(value) ? [] : [`a ${type} value must be an object or an array`];
  }
}

/** Every problem of the document as "path: problem"; empty when it is a valid DTCG 2025.10 document. */
export function validateDesignTokens(doc: unknown): string[] {
  const problems: string[] = [];
  if (!isObject(doc)) return ['the document must be a JSON object'];
  const tokens = new Map<string, { type: string | undefined; value: unknown; at: string }>();

  const walk = (node: Record<string, unknown>, path: string[], inherited: string | undefined) => {
    const at = path.length ? path.join('.') : '(root)';
    const isToken = '$value' in node;
    const allowed = isToken ? TOKEN_PROPS : path.length ? GROUP_PROPS : ROOT_PROPS;
    const own = node.$type;
    if (own !== undefined && (typeof own !== 'string' || !(TOKEN_TYPES as readonly string[]).includes(own)))
      problems.push(`${at}: $type ${JSON.stringify(own)} is not a type of the format`);
    const type = typeof own === 'string' ? own : inherited;
    if ('$description' in node && typeof node.$description !== 'string') problems.push(`${at}: $description must be a string`);
    if ('$extensions' in node && !isObject(node.$extensions)) problems.push(`${at}: $extensions must be an object`);
    if ('$deprecated' in node && typeof node.$deprecated !== 'boolean' && typeof node.$deprecated !== 'string')
      problems.push(`${at}: $deprecated must be a boolean or a string`);
    if (!path.length && '$schema' in node && typeof node.$schema !== 'string') problems.push(`${at}: $schema must be a string`);
    for (const [key, child] of Object.entries(node)) {
      if (key.startsWith('$')) {
        if (!allowed.has(key)) problems.push(`${at}: unknown property ${key}`);
        continue;
      }
      const childAt = [...path, key].join('.');
      if (/[{}.]/.test(key)) problems.push(`${childAt}: a name must not contain {, } or .`);
      if (isToken) {
        problems.push(`${at}: a token cannot hold ${key}`);
        continue;
      }
      if (!isObject(child)) {
        problems.push(`${childAt}: must be a token or a group (an object)`);
        continue;
      }
      walk(child, [...path, key], type);
    }
    if (isToken) tokens.set(path.join('.'), { type: typeof own === 'string' ? own : inherited, value: node.$value, at });
  };
  walk(doc, [], undefined);

  for (const [, token] of tokens) {
    const alias = typeof token.value === 'string' ? ALIAS.exec(token.value) : null;
    if (alias) {
      const target = tokens.get(alias[1]!);
      if (!target) problems.push(`${token.at}: the alias ${alias[0]} names no token`);
      continue;
    }
    if (!token.type) {
      problems.push(`${token.at}: no $type (neither its own nor a group's)`);
      continue;
    }
    for (const p of valueProblems(token.type, token.value)) problems.push(`${token.at}: ${p}`);
  }
  return problems;
}
