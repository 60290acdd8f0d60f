import {
  brandDecider,
  brandStream,
  canReadElement,
  colorPalette,
  elementEnums,
  elementField,
  elementFieldNames,
  elementFields,
  elementTypes,
  fail,
  fieldDescription,
  graphqlShape,
  isAssetId,
  isElementId,
  pageSettingList,
  type AiBrandTexts,
  type BrandAccess,
  type FieldKind,
  type GalleryItem,
  type PageElement,
  type PageSettingKind,
  type PageState,
} from '@brandtrail/domain';
import { brandRowOf, pageRowOf, type AssetRow, type BrandRow, type PageRow } from '@brandtrail/projections';
import { load } from '@brandtrail/infra';
import type { Created } from '../commands/idempotency';
import { assetIdIn } from '../assets/lookup';
import { findAssetUsages } from '../assets/usages';
import { assetsById, visibleAsset } from '../assets/loaders';
import { canOn, canReadPageOn, rowAccess, visible } from '../access/policy';
import type { Context } from '../graphql/context';
import { batchLoader, perRequest } from '../graphql/loader';
import { idOf, toGlobalId } from '../graphql/relay';
import {
  addElement,
  createPage,
  deleteElement,
  deletePage,
  duplicateElement,
  restorePage,
  sortElements,
  sortPages,
  updateElement,
  updatePage,
} from './commands';
import { findUsages } from './usages';
import { brandPages, momentNode, type PageNode } from './nodes';
import { addPagesFromAiBrand } from './starterPages';
import { requestLanguage } from '../ai/rewrite';
import { brandAsOf, pageAt, pagesAt, type Moment } from '../history/moments';

/** A description in SDL: JSON's string escapes are GraphQL's. */
const described = (text: string) => (text ? `${JSON.stringify(text)}\n` : '');

/** The element types and the enums element fields take, from the domain's registry. */
const elementEnumSdl = [{ name: 'PageElementType', description: '', values: elementTypes }, ...elementEnums]
  .map(({ name, description, values }) => `${described(description)}enum ${name} {\n${values.join('\n')}\n}`)
  .join('\n');

/**
 * PageElement's fields (`output`) or UpdateElementInput's (`input`: every one optional, objects as
 * their input types), from the domain's registry, documented by its descriptions.
 */
function elementFieldSdl(side: 'output' | 'input'): string {
  return elementFieldNames
    .map((name) => {
      const shape = graphqlShape(name);
      const named = side === 'input' ? shape.input : shape.type;
      const type = shape.list ? `[${named}!]` : named;
      return `${described(fieldDescription(name))}${name}: ${type}${side === 'output' && !shape.nullable ? '!' : ''}`;
    })
    .join('\n');
}

/** GraphQL types of the page settings' kinds: on Page (null: a field of its own, `parent`) and in UpdatePageInput. */
const settingTypes: Record<PageSettingKind, { output: string | null; input: string }> = {
  name: { output: 'String!', input: 'String' },
  slug: { output: 'String!', input: 'String' },
  page: { output: null, input: 'ID' },
  asset: { output: 'String', input: 'String' },
  hex: { output: 'String', input: 'String' },
  elementRef: { output: 'ID', input: 'ID' },
  boolean: { output: 'Boolean!', input: 'Boolean' },
};

/** Page's settings fields (`output`) or UpdatePageInput's (`input`), from the domain's page settings registry. */
const pageSettingSdl = (side: 'output' | 'input'): string =>
  pageSettingList
    .flatMap((s) => {
      const type = settingTypes[s.kind][side];
      return type ? [`${described(s.description ?? '')}${s.name}: ${type}`] : [];
    })
    .join('\n');

export const pageTypeDefs = /* GraphQL */ `
  ${elementEnumSdl}

  type Page implements Node {
    id: ID!
    ${pageSettingSdl('output')}
    parent: Page
    "Where the page lives: /{brandSlug}/{pageSlug}."
    url: String!
    "The font asset itself (for @font-face), when the viewer may see it."
    font: Asset
    "The page's elements in their order."
    elements: [PageElement!]!
    createdAt: String!
    updatedAt: String!
    "Set while the page is deleted (it can be restored)."
    deletedAt: String
  }

  "A colour of a colour element's palette."
  type PaletteColor {
    "Six upper-case hex digits without #."
    color: String!
    label: String!
  }

  "A gallery's caption and link for one of its assets (keyed by the asset; one whose asset is not in assets shows nothing)."
  type GalleryItem {
    "The asset's global id (Asset.id)."
    asset: ID!
    caption: String!
    "An http(s) or mailto: address the image opens, or empty."
    link: String!
  }

  input GalleryItemInput {
    "The asset's global id (Asset.id)."
    asset: ID!
    caption: String
    link: String
  }

  input PaletteColorInput {
    "Six hex digits, with or without #, any case."
    color: String!
    label: String
  }

  """
  One element of a page. The common fields are set on every element; the fields of one type are
  null on elements of the other types.
  """
  type PageElement {
    "Global id (of page and element), for the client's store."
    id: ID!
    "The element's own id (a UUID) within its page: what the element mutations take."
    elementId: ID!
    type: PageElementType!
    ${elementFieldSdl('output')}
    "The element's font asset itself (for @font-face), when the viewer may see it."
    font: Asset
    """
    link: the element shown (on any page of the brand that is not deleted), to render in its place;
    null while it does not exist (deleted, or its page deleted).
    """
    linked: PageElement
    """
    gallery, download: the assets to show, in their order: only those that exist, are not deleted,
    belong to the page's brand and the viewer may see (Brand.assets' rule). Null for other types.
    """
    assetList: [Asset!]
    "mockup, font: the asset to show, under the same rule as assetList; null when none or not visible."
    assetItem: Asset
    "The page the element is on."
    page: Page!
  }

  """
  Where an element is used. element is the element that refers to it (a link element, or an element
  taking its colour from it); null when the page's own setting refers to it. field names the
  referring field: linkedElement, textColorElement, rowBackgroundColorElement, colorElement (mockup)
  or backgroundColorElement (gallery, mockup) of an element, or textColorElement or
  backgroundColorElement of the page.
  """
  type ElementUsage {
    page: Page!
    element: PageElement
    field: String!
  }

  "The colour palette of a brand's pages."
  type ColorPalette {
    "The pages that have colour elements, in the brand's page order."
    pages: [ColorPalettePage!]!
    "Colours set directly on pages and elements (text, background) that no colour element holds; most used first."
    otherColors: [CountedColor!]!
  }

  type ColorPalettePage {
    page: Page!
    "The page's colours grouped under the headline before them; only sections with colours."
    sections: [ColorPaletteSection!]!
  }

  type ColorPaletteSection {
    "The plain text of the headline before the colours; null for colours before the first headline."
    headline: String
    colors: [PaletteEntry!]!
  }

  "A colour of a colour element: its single colour, or one colour of its palette."
  type PaletteEntry {
    "The colour element's id."
    elementId: ID!
    "Six upper-case hex digits without #."
    color: String!
    label: String!
  }

  type CountedColor {
    "Six upper-case hex digits without #."
    color: String!
    count: Int!
  }

  """
  Where an asset is used. field names the referring setting: logo (the brand's logo; page and
  element null), brandFont (a font of the brand's kit; page and element null), fontAsset (a page's
  font, element null; or an element's), assets (a gallery or a download shows it) or asset (a
  mockup or a font element).
  """
  type AssetUsage {
    field: String!
    page: Page
    element: PageElement
  }

  extend type Asset {
    "Where the asset is used: the brand's logo, a font of the brand's kit, then its pages that are not deleted in the brand's order; for members of the brand (empty for others)."
    usages: [AssetUsage!]!
  }

  extend type Brand {
    "The brand's pages that are not deleted, in the brand's page order (sortPagesBrand); pages it does not name after, oldest first."
    pages: [Page!]!
    "Pages a user deleted (with the pages below them), newest first, to restore; editors and owners only (empty for others)."
    deletedPages: [Page!]!
    colorPalette: ColorPalette!
  }

  extend type Query {
    """
    A page by its brand's slug and its own (the /{brandSlug}/{pageSlug} address). With version (a
    BrandVersion.id: anyone who reads the brand) or at (an ISO time from 1970 up to now: members),
    the page as it was then, read only (Page.at says when).
    """
    page(brandSlug: String!, pageSlug: String!, at: String, version: ID): Page
    "Where an element of a page is used, among the brand's pages that are not deleted; pages in the brand's order."
    elementUsages(pageId: ID!, elementId: ID!): [ElementUsage!]!
  }

  input CreatePageInput {
    brandId: ID!
    name: String!
    "Optional; derived from the name when missing. Unique within the brand."
    slug: String
    parentId: ID
    clientMutationId: String
  }
  type CreatePagePayload {
    page: Page!
    "The page's brand, with its pages as they are now."
    brand: Brand!
    clientMutationId: String
  }

  "Fields left out stay; null clears the nullable ones (parent, colours, font)."
  input UpdatePageInput {
    id: ID!
    ${pageSettingSdl('input')}
    clientMutationId: String
  }
  type UpdatePagePayload {
    page: Page!
    "The page's brand, with its pages as they are now."
    brand: Brand!
    clientMutationId: String
  }

  input DeletePageInput {
    id: ID!
    clientMutationId: String
  }
  type DeletePagePayload {
    deletedPageId: ID!
    page: Page!
    "The page's brand, with its pages as they are now."
    brand: Brand!
    clientMutationId: String
  }

  input RestorePageInput {
    id: ID!
    clientMutationId: String
  }
  type RestorePagePayload {
    page: Page!
    "The page's brand, with its pages as they are now."
    brand: Brand!
    clientMutationId: String
  }

  "Where a new element goes: index (0 is first) or right after afterId; the end when neither is given."
  input CreateElementInput {
    pageId: ID!
    type: PageElementType!
    "Optional: the element's id (a UUID the client made), so that a repeated create changes nothing."
    elementId: ID
    index: Int
    afterId: ID
    clientMutationId: String
  }
  type CreateElementPayload {
    page: Page!
    element: PageElement!
    clientMutationId: String
  }

  """
  Fields left out stay; null clears the nullable ones. A field that does not belong to the element's
  type is refused (ELEMENT_FIELD_UNKNOWN). text is a ProseMirror document serialised as JSON
  (headline, text) or plain text (font). Assets are named by their global ids (Asset.id); an asset
  newly named must exist, not be deleted and belong to the page's brand (else ELEMENT_ASSET_INVALID),
  and a font element's asset must be an uploaded font (ELEMENT_ASSET_NOT_FONT).
  """
  input UpdateElementInput {
    pageId: ID!
    elementId: ID!
    ${elementFieldSdl('input')}
    """
    The change is an AI rewrite the person accepted (POST /api/rewrite-text-ai): it is one undo step
    of its own, and the page's history marks it as AI-assisted.
    """
    aiAssisted: Boolean
    clientMutationId: String
  }
  type UpdateElementPayload {
    page: Page!
    element: PageElement!
    clientMutationId: String
  }

  input DeleteElementInput {
    pageId: ID!
    "The element's id (elementId)."
    id: ID!
    "Delete even when other elements or pages use it (else ELEMENT_IN_USE, 409); their references then point at nothing."
    force: Boolean
    clientMutationId: String
  }
  type DeleteElementPayload {
    page: Page!
    deletedElementId: ID!
    clientMutationId: String
  }

  input SortElementsPageInput {
    "The page's global id."
    id: ID!
    "Every element id of the page, in the new order."
    elementsOrder: [ID!]!
    clientMutationId: String
  }
  type SortElementsPagePayload {
    page: Page!
    clientMutationId: String
  }

  input DuplicateElementInput {
    pageId: ID!
    "The element to copy (its elementId)."
    elementId: ID!
    "Optional: the copy's id (a UUID the client made)."
    newElementId: ID
    clientMutationId: String
  }
  type DuplicateElementPayload {
    page: Page!
    "The copy, right after the element copied."
    element: PageElement!
    clientMutationId: String
  }

  "The texts a person reviewed after POST /api/new-brand-ai, for the brand's starter pages."
  input AddPagesFromAiBrandInput {
    "The brand's global id."
    id: ID!
    "The kit colours' names the person kept, in the kit's order: each non-empty one becomes the colour's label."
    colorNames: [String!]
    "Each text at most 2000 characters (plain text; blank lines separate paragraphs)."
    textLogo: String!
    textColors: String!
    textFonts: String!
    textEssence: String!
    textPersonality: String!
    "en or de (en-US, de-DE too): the language of the pages' names. The request's language when missing."
    language: String
    clientMutationId: String
  }
  type AddPagesFromAiBrandPayload {
    brand: Brand!
    "The pages made: Logo, Colours, Typography, Essence, Personality (named in the request's language)."
    pages: [Page!]!
    clientMutationId: String
  }

  input SortPagesBrandInput {
    "The brand's global id."
    id: ID!
    """
    Page global ids in the new order: every page of the brand, or the siblings sorted. The pages
    named come first in this order; the others keep their order after them.
    """
    pagesOrder: [ID!]!
    clientMutationId: String
  }
  type SortPagesBrandPayload {
    brand: Brand!
    clientMutationId: String
  }

  extend type Mutation {
    "Editors and owners of the brand."
    createPage(input: CreatePageInput!): CreatePagePayload!
    updatePage(input: UpdatePageInput!): UpdatePagePayload!
    "The page and the pages below it leave the brand's list and their addresses until restored; they keep their slugs."
    deletePage(input: DeletePageInput!): DeletePagePayload!
    "Restores a page a user deleted and the pages deleted with it (PAGE_PARENT_DELETED while a page above it is deleted: restore that one)."
    restorePage(input: RestorePageInput!): RestorePagePayload!
    createElement(input: CreateElementInput!): CreateElementPayload!
    updateElement(input: UpdateElementInput!): UpdateElementPayload!
    "An unknown element is ELEMENT_NOT_FOUND (404), which a client may count as done."
    deleteElement(input: DeleteElementInput!): DeleteElementPayload!
    sortElementsPage(input: SortElementsPageInput!): SortElementsPagePayload!
    duplicateElement(input: DuplicateElementInput!): DuplicateElementPayload!
    "Editors and owners of the brand; ids that are not pages of the brand are PAGES_ORDER_INVALID."
    sortPagesBrand(input: SortPagesBrandInput!): SortPagesBrandPayload!
    "Editors and owners: the starter pages of a brand made with AI, from the texts reviewed (one page per text)."
    addPagesFromAiBrand(input: AddPagesFromAiBrandInput!): AddPagesFromAiBrandPayload!
  }
`;

/** An element with the page it belongs to (for its global id, and to find what it links to). */
type ElementNode = PageElement & { page: PageNode };
const nodeOf = (element: PageElement, page: PageNode): ElementNode => ({ ...element, page });

const viewerId = (ctx: Context) => ctx.viewer?.user.id ?? null;

/** The brand of a page, when the viewer may see it. */
export async function brandOfPage(ctx: Context, page: PageRow): Promise<BrandRow | null> {
  return brandOf(ctx, page);
}
async function brandOf(ctx: Context, page: PageRow): Promise<BrandRow | null> {
  return visible(await ctx.services.brands.byId(page.brandId, viewerId(ctx)));
}

/**
 * A page the viewer may see (its brand is public, they are a member, or a shared link reaches it),
 * else null; for a viewer shown the brand at a moment (a reader of a version), the page as it was
 * then (null when it did not exist then).
 */
export async function visiblePage(ctx: Context, page: PageRow | undefined): Promise<PageNode | null> {
  if (!page) return null;
  const brand = await brandOf(ctx, page);
  if (!brand || !canReadPageOn(brand, page.id)) return null;
  // The brand row goes along: the page's own resolvers (its undo, its history) need it again.
  if (!brand.moment) return { ...page, brandSlug: brand.slug, brand };
  const then = await pageAt(ctx.services, page.id, brand.moment.at);
  return then ? momentNode(then, brand, brand.moment) : null;
}

/** A page row as a node, when the viewer may see it (else null). */
export const pageNodeOf = (ctx: Context, row: PageRow): Promise<PageNode | null> => visiblePage(ctx, row);
/** The page a mutation changed, as its answer shows it. */
export const reloadPage = (ctx: Context, id: string): Promise<PageNode> => reload(ctx, id);

async function reload(ctx: Context, id: string, includingDeleted = false): Promise<PageNode> {
  const q = ctx.services.pages;
  const row = includingDeleted ? await q.byIdIncludingDeleted(id) : await q.byId(id);
  return (await visiblePage(ctx, row)) ?? fail('PAGE_NOT_FOUND');
}

/**
 * The page a command made or changed, as its answer shows it: the read model's row once it shows
 * the command's events (and, for a create repeated before the read models caught up with the first,
 * what the first made: `shows`), else (the read models are behind) the row made from the
 * command's own result, with its brand from the brand aggregate.
 */
async function answered(
  ctx: Context,
  result: Created<PageState>,
  shows: (row: PageRow) => boolean = () => true,
): Promise<PageNode> {
  const row = result.projected ? await ctx.services.pages.byIdIncludingDeleted(result.id) : undefined;
  if (row && shows(row)) return (await visiblePage(ctx, row)) ?? fail('PAGE_NOT_FOUND');
  const { state } = await load(ctx.services.store, brandDecider, brandStream(result.state.brandId));
  const brand = visible(brandRowOf(result.state.brandId, state, viewerId(ctx), ctx.actor.now)) ?? fail('PAGE_NOT_FOUND');
  return { ...pageRowOf(result.state, ctx.actor.now), brandSlug: brand.slug, brand };
}

const elementOf = (page: PageNode, elementId: string): ElementNode => {
  const element = page.elements.find((e) => e.id === elementId.toLowerCase()) ?? fail('ELEMENT_NOT_FOUND');
  return nodeOf(element, page);
};

/**
 * Link targets by element id, loaded once per request for all the links being resolved (one query
 * through the read model's index of element ids, whatever the number of links).
 */
const linkTargets = perRequest((ctx) =>
  batchLoader<string, { page: PageRow; element: PageElement }[]>(async (ids) => {
    const wanted = new Set(ids);
    const found = new Map<string, { page: PageRow; element: PageElement }[]>();
    for (const page of await ctx.services.pages.holdingElements(ids))
      for (const element of page.elements)
        if (wanted.has(element.id)) found.set(element.id, [...(found.get(element.id) ?? []), { page, element }]);
    return found;
  }),
);

/**
 * Whether the viewer may see an element (the policy's `canReadElement`): a button link or a download
 * that is not public is for the brand's members only, so readers of a public brand and shared links
 * never receive it. Elements anyone who reads the page reads need no look-up of the brand.
 */
const mayRead = perRequest((ctx) => {
  const accesses = new Map<string, Promise<BrandAccess | null>>();
  const accessTo = (brandId: string) => {
    let access = accesses.get(brandId);
    if (!access) {
      access = ctx.services.brands.byId(brandId, viewerId(ctx)).then((b) => (b ? rowAccess(b) : null));
      accesses.set(brandId, access);
    }
    return access;
  };
  const nobody: BrandAccess = { role: null, brandPublic: false };
  return async (brandId: string, element: PageElement): Promise<boolean> => {
    if (canReadElement(nobody, element)) return true;
    const access = await accessTo(brandId);
    return !!access && canReadElement(access, element);
  };
});

/**
 * An element by its own id, with its page, when the viewer may read it by the same rules as
 * `Page.elements` (the page is visible to them, shown at their moment, and a download or button
 * that is not public only to members); else null, whether it exists or not.
 */
export async function readableElement(ctx: Context, elementId: string): Promise<{ page: PageNode; element: PageElement } | null> {
  const id = elementId.toLowerCase();
  for (const row of await ctx.services.pages.holdingElements([id])) {
    const page = await visiblePage(ctx, row);
    const element = page?.elements.find((e) => e.id === id);
    if (page && element && (await mayRead(ctx)(page.brandId, element))) return { page, element };
  }
  return null;
}

/** An element's assets (gallery, download) as `PageElement.assetList` shows them to the viewer. */
export const elementAssets = (ctx: Context, page: PageNode, element: PageElement, ids: readonly string[]) =>
  shownAssets(ctx, nodeOf(element, page), ids);

async function readable(ctx: Context, brandId: string, elements: readonly PageElement[]): Promise<PageElement[]> {
  const may = mayRead(ctx);
  const allowed = await Promise.all(elements.map((e) => may(brandId, e)));
  return elements.filter((_, i) => allowed[i]);
}

interface Input<T> {
  input: T & { clientMutationId?: string | null };
}

const iso = (d: Date | string) => new Date(d).toISOString();

const assetIdOut = (id: string) => toGlobalId('Asset', id);

/** Page's settings of kind asset: the asset's global id (a font setting from before assets existed, as it is). */
const pageSettingResolvers = Object.fromEntries(
  pageSettingList
    .filter((s) => s.kind === 'asset')
    .map((s) => [
      s.name,
      (p: PageNode) => {
        const id = p[s.name];
        return typeof id === 'string' && isElementId(id) ? assetIdOut(id) : id;
      },
    ]),
);

/**
 * A stored value as GraphQL carries it, by its kind (the registry's FieldKind): rich text as its
 * JSON, asset ids as Asset global ids (a font setting that is no asset id, from before assets
 * existed, as it is), everything else as stored.
 */
function valueOut(kind: FieldKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'richText':
      return JSON.stringify(value);
    case 'asset':
      return isAssetId(value) ? assetIdOut(value) : value;
    case 'assets':
      return (value as string[]).map(assetIdOut);
    case 'galleryItems':
      return (value as GalleryItem[]).map((item) => ({ ...item, asset: assetIdOut(item.asset) }));
    default:
      return value;
  }
}

/** PageElement's registry fields: the element's own value, null for a field its type lacks. */
const elementFieldResolvers = Object.fromEntries(
  elementFieldNames.map((name) => [
    name,
    (e: ElementNode) => {
      const field = elementField(e.type, name);
      return field ? valueOut(field.kind, (e as unknown as Record<string, unknown>)[name]) : null;
    },
  ]),
);

/** A value from GraphQL as the domain takes it: Asset global ids as asset ids; gallery items without their nulls. */
function valueIn(kind: FieldKind, value: unknown): unknown {
  switch (kind) {
    case 'asset':
      return assetIdIn(value);
    case 'assets':
      return Array.isArray(value) ? value.map(assetIdIn) : value;
    case 'galleryItems':
      return Array.isArray(value)
        ? value.map((item: unknown) =>
            item && typeof item === 'object'
              ? Object.fromEntries(
                  Object.entries(item as Record<string, unknown>)
                    .filter(([, v]) => v !== null && v !== undefined)
                    .map(([k, v]) => [k, k === 'asset' ? assetIdIn(v) : v]),
                )
              : item,
          )
        : value;
    default:
      return value;
  }
}

/**
 * UpdateElementInput's element fields as the domain takes them. text stays a string here: whether
 * it is a JSON document (headline, text) or plain (font) depends on the element's type, which the
 * command knows.
 */
function elementChanges(input: Record<string, unknown>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const name of elementFieldNames) {
    const value = input[name];
    if (value !== undefined) changes[name] = valueIn(elementFields[name].kind, value);
  }
  return changes;
}

/**
 * The assets an element shows that the viewer may see: of the page's brand, not deleted, visible by
 * the policy's rule; the element reached the viewer as one they read, so its assets are shown to them.
 */
async function shownAssets(ctx: Context, e: ElementNode, ids: readonly string[]): Promise<AssetRow[]> {
  const rows = await Promise.all(ids.map((id) => assetsById(ctx).load(id.toLowerCase())));
  const allowed = await Promise.all(
    rows.map((row) => (row && row.brandId === e.page.brandId ? visibleAsset(ctx, row, { shown: true }) : Promise.resolve(null))),
  );
  return allowed.filter((a): a is AssetRow => a !== null);
}

const pageIdOf = (id: string) => idOf(id, 'Page');
const optionalPageId = (id: string | null | undefined) => (id ? pageIdOf(id) : id);
/** A page id of an order: one that is no page id stays as it is, for the decider to refuse (PAGES_ORDER_INVALID). */
const orderPageId = (id: string) => {
  try {
    return pageIdOf(id);
  } catch {
    return id;
  }
};

const canEdit = (b: BrandRow) => canOn(b, 'editContent');

/**
 * A page of the brand as it was at the moment: the page with this address now (deleted or not)
 * when it existed then, else the page that had the address then.
 */
async function pageAtMoment(ctx: Context, brand: BrandRow, pageSlug: string, moment: Moment): Promise<PageNode | null> {
  const now = await ctx.services.pages.byBrandAndSlugIncludingDeleted(brand.id, pageSlug);
  const then = now ? await pageAt(ctx.services, now.id, moment.at) : undefined;
  if (then) return canReadPageOn(brand, then.id) ? momentNode(then, brand, moment) : null;
  const found = (await pagesAt(ctx.services, brand.id, moment.at)).find((p) => p.slug === pageSlug);
  return found && canReadPageOn(brand, found.id) ? momentNode(found, brand, moment) : null;
}

/** A page mutation's answer carries the page's brand, so that a client's page tree follows. */
const pagePayload = {
  brand: async (payload: { page: PageNode }, _: unknown, ctx: Context) =>
    payload.page.brand ?? (await brandOf(ctx, payload.page)) ?? fail('BRAND_NOT_FOUND'),
};

export const pageResolvers = {
  CreatePagePayload: pagePayload,
  UpdatePagePayload: pagePayload,
  DeletePagePayload: pagePayload,
  RestorePagePayload: pagePayload,
  Page: {
    id: (p: PageNode) => toGlobalId('Page', p.id),
    parent: async (p: PageNode, _: unknown, ctx: Context) => {
      if (!p.parentId) return null;
      if (p.moment) {
        const then = await pageAt(ctx.services, p.parentId, p.moment.at);
        const brand = p.brand ?? (await brandOf(ctx, p));
        return then && brand && canReadPageOn(brand, then.id) ? momentNode(then, brand, p.moment) : null;
      }
      const parent = await ctx.services.pages.byId(p.parentId);
      if (!parent || parent.brandId !== p.brandId) return null;
      // A shared link may reach a page and not its parent (only sessions with links need to ask).
      if (ctx.session?.linkIds.length && !(await visiblePage(ctx, parent))) return null;
      return { ...parent, brandSlug: p.brandSlug };
    },
    url: async (p: PageNode, _: unknown, ctx: Context) => {
      const brandSlug = p.brandSlug ?? (await ctx.services.brands.byIdIncludingDeleted(p.brandId, null))?.slug ?? '';
      return `/${brandSlug}/${p.slug}`;
    },
    elements: async (p: PageNode, _: unknown, ctx: Context): Promise<ElementNode[]> =>
      (await readable(ctx, p.brandId, p.elements)).map((e) => nodeOf(e, p)),
    ...pageSettingResolvers,
    font: async (p: PageNode, _: unknown, ctx: Context) => {
      if (!p.fontAsset) return null;
      const row = await assetsById(ctx).load(p.fontAsset.toLowerCase());
      return row && row.brandId === p.brandId ? visibleAsset(ctx, row, { shown: true }) : null;
    },
    createdAt: (p: PageNode) => iso(p.createdAt),
    updatedAt: (p: PageNode) => iso(p.updatedAt),
    deletedAt: (p: PageNode) => (p.deletedAt ? iso(p.deletedAt) : null),
  },
  PageElement: {
    id: (e: ElementNode) => toGlobalId('PageElement', `${e.page.id}/${e.id}`),
    elementId: (e: ElementNode) => e.id,
    ...elementFieldResolvers,
    assetList: (e: ElementNode, _: unknown, ctx: Context) =>
      e.type === 'gallery' || e.type === 'download' ? shownAssets(ctx, e, e.assets) : null,
    font: async (e: ElementNode, _: unknown, ctx: Context) =>
      e.fontAsset && isElementId(e.fontAsset) ? ((await shownAssets(ctx, e, [e.fontAsset]))[0] ?? null) : null,
    assetItem: async (e: ElementNode, _: unknown, ctx: Context) =>
      (e.type === 'mockup' || e.type === 'font') && e.asset ? ((await shownAssets(ctx, e, [e.asset]))[0] ?? null) : null,
    page: (e: ElementNode): PageNode => e.page,
    linked: async (e: ElementNode, _: unknown, ctx: Context): Promise<ElementNode | null> => {
      if (e.type !== 'link' || !e.linkedElement) return null;
      const target = e.linkedElement;
      const own = e.page.elements.find((x) => x.id === target);
      // Only a page of the same brand (whose viewers are the link's viewers).
      const found = own
        ? { page: e.page, element: own }
        : (await linkTargets(ctx).load(target))?.find((f) => f.page.brandId === e.page.brandId);
      if (!found || !(await mayRead(ctx)(e.page.brandId, found.element))) return null;
      if (!own && !(await visiblePage(ctx, found.page))) return null; // a page a shared link does not reach
      return own ? nodeOf(own, e.page) : nodeOf(found.element, { ...found.page, brandSlug: e.page.brandSlug });
    },
  },
  Brand: {
    pages: (b: BrandRow, _: unknown, ctx: Context): Promise<PageNode[]> => brandPages(ctx)(b),
    deletedPages: async (b: BrandRow, _: unknown, ctx: Context): Promise<PageNode[]> =>
      canEdit(b) ? (await ctx.services.pages.deletedRootsForBrand(b.id)).map((p) => ({ ...p, brandSlug: b.slug })) : [],
    colorPalette: async (b: BrandRow, _: unknown, ctx: Context) => colorPalette(await brandPages(ctx)(b)),
  },
  Asset: {
    usages: async (asset: AssetRow, _: unknown, ctx: Context) => {
      const brand = visible(await ctx.services.brands.byId(asset.brandId, viewerId(ctx)));
      if (!brand || !canOn(brand, 'readPrivate')) return [];
      const found = await findAssetUsages(ctx.services, asset, brand.pagesOrder ?? []);
      return found.map((u) => {
        const page: PageNode | null = u.page && { ...u.page, brandSlug: brand.slug };
        return { field: u.field, page, element: u.element && page && nodeOf(u.element, page) };
      });
    },
  },
  Query: {
    page: async (
      _: unknown,
      args: { brandSlug: string; pageSlug: string; at?: string | null; version?: string | null },
      ctx: Context,
    ): Promise<PageNode | null> => {
      const found = visible(await ctx.services.brands.bySlug(args.brandSlug, viewerId(ctx)));
      if (!found) return null;
      // A version or a moment asked for; else the moment the viewer is shown (a reader of a version).
      const brand = args.version || args.at ? await brandAsOf(ctx, found, args) : found;
      if (!brand) return null;
      if (brand.moment) return pageAtMoment(ctx, brand, args.pageSlug, brand.moment);
      const page = await ctx.services.pages.byBrandAndSlug(brand.id, args.pageSlug);
      return page && canReadPageOn(brand, page.id) ? { ...page, brandSlug: brand.slug, brand } : null;
    },
    elementUsages: async (_: unknown, args: { pageId: string; elementId: string }, ctx: Context) => {
      const page = await ctx.services.pages.byId(pageIdOf(args.pageId));
      const brand = page && (await brandOf(ctx, page));
      if (!page || !brand || !isElementId(args.elementId)) return [];
      const may = mayRead(ctx);
      const found = await findUsages(ctx.services.pages, brand.id, args.elementId, brand.pagesOrder ?? []);
      const allowed = await Promise.all(found.map((u) => (u.element ? may(brand.id, u.element) : Promise.resolve(true))));
      const usages = found.filter((u, i) => allowed[i] && canReadPageOn(brand, u.page.id));
      return usages.map((u) => {
        const node: PageNode = { ...u.page, brandSlug: brand.slug };
        return { page: node, element: u.element && nodeOf(u.element, node), field: u.field };
      });
    },
  },
  Mutation: {
    createPage: async (
      _: unknown,
      { input }: Input<{ brandId: string; name: string; slug?: string | null; parentId?: string | null }>,
      ctx: Context,
    ) => {
      const result = await createPage(
        ctx.services,
        {
          brandId: idOf(input.brandId, 'Brand'),
          name: input.name,
          slug: input.slug,
          parentId: optionalPageId(input.parentId),
          clientMutationId: input.clientMutationId,
        },
        ctx.actor,
      );
      return { page: await answered(ctx, result), clientMutationId: input.clientMutationId ?? null };
    },
    updatePage: async (_: unknown, { input }: Input<{ id: string } & Record<string, unknown>>, ctx: Context) => {
      const id = pageIdOf(input.id);
      const changes: Record<string, unknown> = {};
      // Null clears a setting that may be null, and leaves the others as they are.
      for (const setting of pageSettingList) {
        const value = input[setting.name];
        if (value === undefined || (value === null && !setting.nullable)) continue;
        changes[setting.name] = setting.kind === 'page' ? optionalPageId(value as string | null) : value;
      }
      await updatePage(ctx.services, id, changes, ctx.actor);
      return { page: await reload(ctx, id), clientMutationId: input.clientMutationId ?? null };
    },
    deletePage: async (_: unknown, { input }: Input<{ id: string }>, ctx: Context) => {
      const id = pageIdOf(input.id);
      await deletePage(ctx.services, id, ctx.actor);
      return { deletedPageId: input.id, page: await reload(ctx, id, true), clientMutationId: input.clientMutationId ?? null };
    },
    restorePage: async (_: unknown, { input }: Input<{ id: string }>, ctx: Context) => {
      const id = pageIdOf(input.id);
      await restorePage(ctx.services, id, ctx.actor);
      return { page: await reload(ctx, id), clientMutationId: input.clientMutationId ?? null };
    },
    createElement: async (
      _: unknown,
      {
        input,
      }: Input<{ pageId: string; type: string; elementId?: string | null; index?: number | null; afterId?: string | null }>,
      ctx: Context,
    ) => {
      const pageId = pageIdOf(input.pageId);
      const position =
        input.afterId != null ? { after: input.afterId } : input.index != null ? { index: input.index } : undefined;
      const result = await addElement(
        ctx.services,
        pageId,
        { elementId: input.elementId, clientMutationId: input.clientMutationId, type: input.type, position },
        ctx.actor,
      );
      const page = await answered(ctx, result, (row) => row.elements.some((e) => e.id === result.elementId));
      return { page, element: elementOf(page, result.elementId), clientMutationId: input.clientMutationId ?? null };
    },
    updateElement: async (
      _: unknown,
      { input }: Input<{ pageId: string; elementId: string } & Record<string, unknown>>,
      ctx: Context,
    ) => {
      const pageId = pageIdOf(input.pageId);
      const result = await updateElement(ctx.services, pageId, input.elementId, elementChanges(input), ctx.actor, {
        ai: input.aiAssisted === true,
      });
      const page = await answered(ctx, result);
      return { page, element: elementOf(page, input.elementId), clientMutationId: input.clientMutationId ?? null };
    },
    deleteElement: async (_: unknown, { input }: Input<{ pageId: string; id: string; force?: boolean | null }>, ctx: Context) => {
      const pageId = pageIdOf(input.pageId);
      await deleteElement(ctx.services, pageId, input.id, input.force === true, ctx.actor);
      return { page: await reload(ctx, pageId), deletedElementId: input.id, clientMutationId: input.clientMutationId ?? null };
    },
    sortElementsPage: async (_: unknown, { input }: Input<{ id: string; elementsOrder: string[] }>, ctx: Context) => {
      const pageId = pageIdOf(input.id);
      await sortElements(ctx.services, pageId, input.elementsOrder, ctx.actor);
      return { page: await reload(ctx, pageId), clientMutationId: input.clientMutationId ?? null };
    },
    duplicateElement: async (
      _: unknown,
      { input }: Input<{ pageId: string; elementId: string; newElementId?: string | null }>,
      ctx: Context,
    ) => {
      const pageId = pageIdOf(input.pageId);
      const id = await duplicateElement(ctx.services, pageId, input.elementId, input.newElementId, ctx.actor);
      const page = await reload(ctx, pageId);
      return { page, element: elementOf(page, id), clientMutationId: input.clientMutationId ?? null };
    },
    addPagesFromAiBrand: async (
      _: unknown,
      { input }: Input<{ id: string; language?: string | null; colorNames?: string[] | null } & AiBrandTexts>,
      ctx: Context,
    ) => {
      const brandId = idOf(input.id, 'Brand');
      const language = requestLanguage(input.language ?? '', ctx.locale);
      const created = await addPagesFromAiBrand(ctx.services, brandId, { ...input, language }, ctx.actor);
      const pages = await Promise.all(created.map((result) => answered(ctx, result)));
      const brand = visible(await ctx.services.brands.byId(brandId, viewerId(ctx))) ?? pages[0]?.brand ?? fail('BRAND_NOT_FOUND');
      return { brand, pages, clientMutationId: input.clientMutationId ?? null };
    },
    sortPagesBrand: async (_: unknown, { input }: Input<{ id: string; pagesOrder: string[] }>, ctx: Context) => {
      const brandId = idOf(input.id, 'Brand');
      await sortPages(ctx.services, brandId, input.pagesOrder.map(orderPageId), ctx.actor);
      const brand = visible(await ctx.services.brands.byId(brandId, viewerId(ctx))) ?? fail('BRAND_NOT_FOUND');
      return { brand, clientMutationId: input.clientMutationId ?? null };
    },
  },
};
