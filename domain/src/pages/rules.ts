import { COLOR_LABEL_MAX, normaliseHex } from '../colors';
import { fail } from '../decider';

/**
 * What the values of page elements' fields may be: their types, bounds and the rules that check
 * what a client sends (each takes the raw value and returns the value to store, or fails). Which
 * element has which field, with which rule and default, is the registry's (`elements.ts`).
 *
 * Elements that show assets (gallery, mockup, download, font) name them by asset id (the Asset
 * aggregate's UUID, stored lower-case). Only the syntax is checked here: that an asset exists,
 * belongs to the page's brand and, for a font element, is a font, is the API's check (it reads the
 * assets read model) when an id is newly referenced.
 */

export type VerticalAlign = 'top' | 'center' | 'bottom';
export const verticalAligns: readonly VerticalAlign[] = ['top', 'center', 'bottom'];
/** Row width and row background width (the spec names only default and fullwidth). */
export type RowWidth = 'narrow' | 'default' | 'wide' | 'fullwidth';
export const rowWidths: readonly RowWidth[] = ['narrow', 'default', 'wide', 'fullwidth'];
/** How an image fills its box (CSS object-fit). */
export type Fit = 'contain' | 'cover';
export const fits: readonly Fit[] = ['contain', 'cover'];
/**
 * The frame a mockup shows its asset in (the spec names only the default, card): a plain card, a
 * phone, a laptop, a browser window, a poster on a wall.
 */
export type MockupVariant = 'card' | 'phone' | 'laptop' | 'browser' | 'poster';
export const mockupVariants: readonly MockupVariant[] = ['card', 'phone', 'laptop', 'browser', 'poster'];

/**
 * A gallery's extras for one of its assets: a caption under it and a link it opens (http(s) or
 * mailto, '' for none). Items are keyed by asset id; an item whose asset is not (or no longer) in the
 * gallery's `assets` is kept but shows nothing, so that taking an image out and back in keeps its
 * caption. At most one item per asset.
 */
export interface GalleryItem {
  asset: string;
  caption: string;
  link: string;
}

/** A rich-text document as ProseMirror's `toJSON` gives it; `richTextSchema` says what it may hold. */
export interface RichText {
  type: 'doc';
  content?: RichTextNode[];
}
export interface RichTextNode {
  type: string;
  [key: string]: unknown;
}

/** A colour of a colour element's palette: hex as six upper-case hex digits without #. */
export interface PaletteColor {
  color: string;
  label: string;
}

export const ELEMENT_LABEL_MAX = 100;
export const ELEMENT_CAPTION_MAX = 300;
export const ELEMENT_INFO_MAX = 2000;
export const URL_MAX = 2000;
export const PALETTE_MAX = 24;
/** Assets a gallery or download element shows (and gallery items). */
export const ELEMENT_ASSETS_MAX = 50;
/** A font element's sample text. */
export const FONT_SAMPLE_MAX = 1000;
/** The font element's sample: the alphabet in capitals and small letters, and the digits. */
export const FONT_SAMPLE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ\nabcdefghijklmnopqrstuvwxyz\n0123456789';
/** Rich text is limited to this many bytes of JSON (UTF-8). */
export const RICH_TEXT_MAX_BYTES = 100_000;
export const RICH_TEXT_MAX_DEPTH = 64;

/** What a new headline or text element holds: one empty paragraph. */
export const emptyDoc = (): RichText => ({ type: 'doc', content: [{ type: 'paragraph' }] });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Element ids are UUIDs the client makes; its temporary "__new/..." ids never reach the server. */
export const isElementId = (id: unknown): id is string => typeof id === 'string' && UUID.test(id);
export function checkElementId(id: unknown): string {
  if (!isElementId(id)) fail('ELEMENT_ID_INVALID');
  return id.toLowerCase();
}

/** A field rule: takes the raw value a client sent (and the field's name, for errors) and returns the value to store, or fails. */
export type Rule<V> = (value: unknown, field: string) => V;
/** A rule that also takes null (clearing the field); the flag lets the registry tell which fields may be null. */
export type NullableRule<V> = Rule<V | null> & { readonly nullable: true };

/**
 * What a rule takes, as a form needs to know it: a number's bounds (and whether it must be whole;
 * `aboveMin`: the lower bound itself is refused), a text's longest length, a list's most entries.
 * The rules that check bounds carry theirs, so that an input's min, max and maxLength are the
 * rule's own (`fieldLimits` in elements.ts).
 */
export interface FieldLimits {
  readonly min?: number;
  readonly max?: number;
  readonly integer?: boolean;
  readonly aboveMin?: boolean;
  readonly maxLength?: number;
  readonly maxItems?: number;
}
const withLimits = <R extends Rule<unknown>>(rule: R, limits: FieldLimits): R & { readonly limits: FieldLimits } =>
  Object.assign(rule, { limits });
/** The limits a rule carries ({} for one without: booleans, enums, references). */
export const limitsOf = (rule: Rule<unknown>): FieldLimits => (rule as { limits?: FieldLimits }).limits ?? {};

/** The rule, or null as it is. */
export const orNull = <V>(rule: Rule<V>): NullableRule<V> =>
  Object.assign((value: unknown, field: string) => (value === null ? null : rule(value, field)), {
    nullable: true as const,
    limits: limitsOf(rule),
  });
export const isNullable = (rule: Rule<unknown>): boolean => (rule as Partial<NullableRule<unknown>>).nullable === true;

const invalid = (field: string): never => fail('ELEMENT_FIELD_INVALID', { field });

export const num = (min: number, max: number, { aboveMin = false, integer = false } = {}): Rule<number> =>
  withLimits(
    (value, field) => {
      if (typeof value !== 'number' || !Number.isFinite(value) || (integer && !Number.isInteger(value))) invalid(field);
      const n = value as number;
      if (n > max || n < min || (aboveMin && n === min)) fail('ELEMENT_FIELD_RANGE', { field, min, max });
      return n;
    },
    { min, max, integer, aboveMin },
  );

export const bool: Rule<boolean> = (value, field) => (typeof value === 'boolean' ? value : invalid(field));

export const oneOf =
  <V extends string>(values: readonly V[]): Rule<V> =>
  (value, field) =>
    typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as V) : invalid(field);

export const text = (max: number): Rule<string> =>
  withLimits(
    (value, field) => {
      if (typeof value !== 'string') invalid(field);
      const s = (value as string).trim();
      if (s.length > max) fail('TEXT_TOO_LONG', { field, max });
      return s;
    },
    { maxLength: max },
  );

/** A colour value: hex with or without #, any case; stored as six upper-case digits. */
export const hex: Rule<string> = (value, field) => {
  if (typeof value !== 'string') invalid(field);
  const normalised = normaliseHex(value as string);
  if (!normalised) fail('COLOR_INVALID', { hex: (value as string).trim().slice(0, 20) });
  return normalised;
};
export const hexOrNull = orNull(hex);

/** A reference to another element; that it exists and has a fitting type is the API's check (it may be on another page). */
export const elementRef = orNull((value, field) => (isElementId(value) ? value.toLowerCase() : invalid(field)));

const ASSET_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A font setting (common `fontAsset`): any id-like string, as before asset elements existed. */
export const assetRef = orNull((value, field) => (typeof value === 'string' && ASSET_ID.test(value) ? value : invalid(field)));

/** An asset id as the Asset aggregate makes them (a UUID); stored lower-case. */
export const isAssetId = (id: unknown): id is string => typeof id === 'string' && UUID.test(id);
const assetId: Rule<string> = (value, field) => (isAssetId(value) ? value.toLowerCase() : invalid(field));
export const assetIdOrNull = orNull(assetId);

/** A list of asset ids: at most ELEMENT_ASSETS_MAX, each once. */
export const assetIds: Rule<string[]> = withLimits(
  (value, field) => {
    if (!Array.isArray(value)) invalid(field);
    const list = value as unknown[];
    if (list.length > ELEMENT_ASSETS_MAX) fail('ELEMENT_LIST_TOO_LONG', { field, max: ELEMENT_ASSETS_MAX });
    const ids = list.map((id) => assetId(id, field));
    if (new Set(ids).size !== ids.length) invalid(field);
    return ids;
  },
  { maxItems: ELEMENT_ASSETS_MAX },
);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function nestingDepth(root: unknown): number {
  let max = 0;
  const stack: [unknown, number][] = [[root, 1]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    if (depth > max) max = depth;
    if (max > RICH_TEXT_MAX_DEPTH) break;
    for (const child of Object.values(value)) stack.push([child, depth + 1]);
  }
  return max;
}

// Link addresses. Whitespace and control characters are never part of one: the URL parser would
// drop some of them silently (a tab inside "java\tscript:"), and a browser reads what it keeps.
const CONTROL_OR_SPACE = /[\s\p{Cc}]/u;

/** An http(s) address with a host, or a mailto: link with an address. */
function isWebOrMailAddress(s: string): boolean {
  if (s.length > URL_MAX || CONTROL_OR_SPACE.test(s)) return false;
  let parsed: URL;
  try {
    parsed = new URL(s);
  } catch {
    return false;
  }
  const web = (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  const mail = parsed.protocol === 'mailto:' && parsed.pathname !== '';
  return web || mail;
}

/** A phone number as tel: links carry it: digits with the usual separators, at most 60 characters. */
const TEL = /^tel:\+?[\d ().\/-]*\d[\d ().\/-]*$/i;

/**
 * A link in rich text: an http(s) address with a host, a mailto: link or a tel: number, as typed
 * (no surrounding spaces). Everything else, `javascript:`, `data:` and `vbscript:` above all, is
 * refused. The web editor's link form checks with it, and the editor takes any other link (pasted,
 * or linked as typed) off the document with its next change.
 */
export function isRichTextHref(value: unknown): value is string {
  if (typeof value !== 'string' || value !== value.trim()) return false;
  if (/^tel:/i.test(value)) return value.length <= 60 && TEL.test(value);
  return isWebOrMailAddress(value);
}

/**
 * What an attribute of a rich-text node or mark may hold. Every attribute but a link's `href` may
 * be left out or null (ProseMirror fills in its default).
 * - `href`: required, a link address `isRichTextHref` takes;
 * - `integer`: an integer;
 * - `string`: a string;
 * - `scalar`: a string, a number or a boolean: TipTap reads a pasted link's attributes that have no
 *   parser of their own with its `fromString`, so `title="2024"` arrives as the number 2024.
 */
export type RichTextAttr = 'href' | 'integer' | 'string' | 'scalar';

export interface RichTextNodeSpec {
  /**
   * The children a node holds: the first must be one of `first`, the rest each one of `then`;
   * `required`: at least one. Nodes without `content` are leaves.
   */
  readonly content?: { readonly first: readonly string[]; readonly then: readonly string[]; readonly required: boolean };
  /** Inline nodes sit in paragraphs and are the only ones that may carry marks. */
  readonly inline?: boolean;
  /** A text node: its `text` is a non-empty string. */
  readonly text?: boolean;
  readonly attrs?: Readonly<Record<string, RichTextAttr>>;
}
export interface RichTextMarkSpec {
  readonly attrs?: Readonly<Record<string, RichTextAttr>>;
}

const BLOCKS = ['paragraph', 'bulletList', 'orderedList'] as const;
const INLINES = ['text', 'hardBreak'] as const;
const ITEMS = ['listItem'] as const;

/**
 * The rich-text schema of headline and text elements: the node and mark types a document may hold,
 * where each may stand and the attributes each may carry. It is exactly what the web's editor can
 * produce (TipTap's StarterKit without headings, code, code blocks, horizontal rules and block
 * quotes; web/src/pages/elements/richTextEditor.ts), and a web unit test compares the two, so they
 * cannot drift apart. Anything else is refused when a client sends it; documents already stored are
 * never checked again (events are not changed, and `evolve` takes them as they are).
 */
export const richTextSchema = {
  nodes: {
    doc: { content: { first: BLOCKS, then: BLOCKS, required: true } },
    paragraph: { content: { first: INLINES, then: INLINES, required: false } },
    bulletList: { content: { first: ITEMS, then: ITEMS, required: true } },
    orderedList: { content: { first: ITEMS, then: ITEMS, required: true }, attrs: { start: 'integer', type: 'string' } },
    listItem: { content: { first: ['paragraph'], then: BLOCKS, required: true } },
    text: { inline: true, text: true },
    hardBreak: { inline: true },
  },
  marks: {
    bold: {},
    italic: {},
    strike: {},
    underline: {},
    link: { attrs: { href: 'href', target: 'scalar', rel: 'scalar', class: 'scalar', title: 'scalar' } },
  },
} as const satisfies {
  nodes: Readonly<Record<string, RichTextNodeSpec>>;
  marks: Readonly<Record<string, RichTextMarkSpec>>;
};

const richTextNodes: Readonly<Record<string, RichTextNodeSpec>> = richTextSchema.nodes;
const richTextMarks: Readonly<Record<string, RichTextMarkSpec>> = richTextSchema.marks;
const NODE_KEYS = ['type', 'attrs', 'content', 'marks', 'text'];
const MARK_KEYS = ['type', 'attrs'];

const textInvalid = (): never => fail('ELEMENT_TEXT_INVALID');
/** Names from a client go into the message cut short, as element types do. */
const unsupported = (name: string): never => fail('ELEMENT_TEXT_UNSUPPORTED', { name: name.slice(0, 40) });

function attrValueFits(kind: RichTextAttr, value: unknown): boolean {
  if (kind === 'href') return isRichTextHref(value);
  if (value === null) return true;
  switch (kind) {
    case 'integer':
      return Number.isInteger(value);
    case 'string':
      return typeof value === 'string';
    case 'scalar':
      return typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
  }
}

function checkAttrs(attrs: unknown, spec: Readonly<Record<string, RichTextAttr>> = {}): void {
  const given = attrs === undefined ? {} : isPlainObject(attrs) ? attrs : textInvalid();
  for (const [name, value] of Object.entries(given)) {
    const kind = Object.hasOwn(spec, name) ? spec[name] : undefined;
    if (!kind) unsupported(name);
    if (!attrValueFits(kind!, value)) fail(kind === 'href' ? 'ELEMENT_URL_INVALID' : 'ELEMENT_TEXT_INVALID');
  }
  for (const [name, kind] of Object.entries(spec))
    if (kind === 'href' && !Object.hasOwn(given, name)) fail('ELEMENT_URL_INVALID');
}

function checkMarks(marks: unknown): void {
  if (!Array.isArray(marks)) textInvalid();
  const seen = new Set<string>();
  for (const mark of marks as unknown[]) {
    if (!isPlainObject(mark) || typeof mark.type !== 'string') return textInvalid();
    const spec = Object.hasOwn(richTextMarks, mark.type) ? richTextMarks[mark.type] : undefined;
    if (!spec) unsupported(mark.type);
    for (const key of Object.keys(mark)) if (!MARK_KEYS.includes(key)) unsupported(key);
    // ProseMirror keeps one mark of a type on a node.
    if (seen.has(mark.type)) textInvalid();
    seen.add(mark.type);
    checkAttrs(mark.attrs, spec!.attrs);
  }
}

/** One node and what it holds; `allowed`: the types its place takes. Depth is bounded before this runs. */
function checkNode(node: unknown, allowed: readonly string[]): void {
  if (!isPlainObject(node) || typeof node.type !== 'string') return textInvalid();
  const spec = Object.hasOwn(richTextNodes, node.type) ? richTextNodes[node.type] : undefined;
  if (!spec) return unsupported(node.type);
  if (!allowed.includes(node.type)) textInvalid();
  for (const key of Object.keys(node)) if (!NODE_KEYS.includes(key)) unsupported(key);
  checkAttrs(node.attrs, spec.attrs);
  if (spec.text ? typeof node.text !== 'string' || node.text === '' : node.text !== undefined) textInvalid();
  if (node.marks !== undefined) {
    if (!spec.inline) textInvalid();
    checkMarks(node.marks);
  }
  if (!spec.content) {
    if (node.content !== undefined) textInvalid();
    return;
  }
  const content = node.content ?? [];
  if (!Array.isArray(content)) return textInvalid();
  if (spec.content.required && content.length === 0) textInvalid();
  content.forEach((child, i) => checkNode(child, i === 0 ? spec.content!.first : spec.content!.then));
}

/**
 * Rich text: a document `richTextSchema` allows, at most RICH_TEXT_MAX_DEPTH deep and
 * RICH_TEXT_MAX_BYTES of JSON. An unknown node, mark, attribute or key is
 * ELEMENT_TEXT_UNSUPPORTED (naming it), a link address other than http(s), mailto: or tel: is
 * ELEMENT_URL_INVALID, anything else out of shape ELEMENT_TEXT_INVALID.
 */
export const richText: Rule<RichText> = (value) => {
  if (!isPlainObject(value) || value.type !== 'doc') fail('ELEMENT_TEXT_INVALID');
  if (nestingDepth(value) > RICH_TEXT_MAX_DEPTH) fail('ELEMENT_TEXT_INVALID');
  const json = JSON.stringify(value);
  if (new TextEncoder().encode(json).length > RICH_TEXT_MAX_BYTES)
    fail('ELEMENT_TEXT_TOO_LARGE', { max: Math.round(RICH_TEXT_MAX_BYTES / 1000) });
  checkNode(value, ['doc']);
  return JSON.parse(json) as RichText;
};

/** The text of a rich-text document without its marks: blocks and hard breaks become single spaces. */
export function plainText(doc: RichText | RichTextNode): string {
  const parts: string[] = [];
  const walk = (node: RichTextNode | RichText) => {
    const n = node as RichTextNode;
    if (typeof n.text === 'string') parts.push(n.text);
    else if (n.type === 'hardBreak' || n.type === 'hard_break') parts.push(' ');
    if (Array.isArray(n.content)) {
      for (const child of n.content as RichTextNode[]) walk(child);
      if (n.type !== 'doc') parts.push(' ');
    }
  };
  walk(doc);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** '' (not set yet), an http(s) address or a mailto: link. */
export const url: Rule<string> = withLimits(
  (value, field) => {
    if (typeof value !== 'string') invalid(field);
    const s = (value as string).trim();
    if (!s) return '';
    if (!isWebOrMailAddress(s)) fail('ELEMENT_URL_INVALID');
    return s;
  },
  { maxLength: URL_MAX },
);

export const palette: Rule<PaletteColor[]> = withLimits(
  (value, field) => {
    if (!Array.isArray(value)) invalid(field);
    const list = value as unknown[];
    if (list.length > PALETTE_MAX) fail('ELEMENT_LIST_TOO_LONG', { field, max: PALETTE_MAX });
    return list.map((entry) => {
      if (!isPlainObject(entry) || Object.keys(entry).some((k) => k !== 'color' && k !== 'label')) invalid(field);
      const { color, label = '' } = entry as { color?: unknown; label?: unknown };
      if (typeof label !== 'string') invalid(field);
      const trimmed = (label as string).trim();
      if (trimmed.length > COLOR_LABEL_MAX) fail('COLOR_LABEL_TOO_LONG', { max: COLOR_LABEL_MAX });
      return { color: hex(color, field), label: trimmed };
    });
  },
  { maxItems: PALETTE_MAX },
);

export const galleryItems: Rule<GalleryItem[]> = withLimits(
  (value, field) => {
    if (!Array.isArray(value)) invalid(field);
    const list = value as unknown[];
    if (list.length > ELEMENT_ASSETS_MAX) fail('ELEMENT_LIST_TOO_LONG', { field, max: ELEMENT_ASSETS_MAX });
    const items = list.map((entry) => {
      if (!isPlainObject(entry) || Object.keys(entry).some((k) => k !== 'asset' && k !== 'caption' && k !== 'link'))
        invalid(field);
      const { asset, caption = '', link = '' } = entry as { asset?: unknown; caption?: unknown; link?: unknown };
      return { asset: assetId(asset, field), caption: text(ELEMENT_CAPTION_MAX)(caption, 'caption'), link: url(link, field) };
    });
    if (new Set(items.map((i) => i.asset)).size !== items.length) invalid(field);
    return items;
  },
  { maxItems: ELEMENT_ASSETS_MAX },
);

export const colorLabel: Rule<string> = withLimits(
  (value, field) => {
    if (typeof value !== 'string') invalid(field);
    const s = (value as string).trim();
    if (s.length > COLOR_LABEL_MAX) fail('COLOR_LABEL_TOO_LONG', { max: COLOR_LABEL_MAX });
    return s;
  },
  { maxLength: COLOR_LABEL_MAX },
);

export const fraction = num(0, 1);
export const radius = num(0, 200);
export const gap = num(0, 0.2);
export const scale = num(0.1, 2);
