import {
  brandDecider,
  brandStream,
  colorPalette,
  fail,
  isElementId,
  type GalleryItem,
  type PageElement,
  type PageState,
} from '@brandtrail/domain';
import { brandRowOf, pageRowOf, type AssetRow, type BrandRow, type PageRow } from '@brandtrail/projections';
import { load } from '@brandtrail/workers';
import type { Created } from '../commands/idempotency';
import { assetIdIn } from '../assets/lookup';
import { findAssetUsages } from '../assets/usages';
import { visibleAsset } from '../assets/schema';
import { canOn, canReadPageOn, visible } from '../access/policy';
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

export const pageTypeDefs = /* GraphQL */ `
  enum PageElementType {
    headline
    text
    color
    navigation
    hyperlink
    spacer
    link
    gallery
    mockup
    download
    font
  }

  "How an image fills its box (CSS object-fit)."
  enum ImageFit {
    contain
    cover
  }

  "The frame a mockup element shows its asset in."
  enum MockupVariant {
    card
    phone
    laptop
    browser
    poster
  }

  enum VerticalAlign {
    top
    center
    bottom
  }

  enum RowWidth {
    narrow
    default
    wide
    fullwidth
  }

  type Page implements Node {
    id: ID!
    slug: String!
    name: String!
    parent: Page
    "Where the page lives: /{brandSlug}/{pageSlug}."
    url: String!
    "Hex (six upper-case digits) or null for the brand's default; textColorElement wins when set."
    textColor: String
    "The element id of a colour element whose colour the text takes."
    textColorElement: ID
    backgroundColor: String
    backgroundColorElement: ID
    "The page's font: an uploaded font asset of the brand (its Asset.id), or null for the default."
    fontAsset: String
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
    width: Float!
    height: Float!
    newLine: Boolean!
    verticalAlign: VerticalAlign!
    marginTop: Float!
    marginBottom: Float!
    marginX: Float!
    fontSize: Float!
    "The element's own font: an uploaded font asset of the brand (its Asset.id), or null for the page's."
    fontAsset: String
    "The element's font asset itself (for @font-face), when the viewer may see it."
    font: Asset
    borderRadius: Float!
    textColor: String
    textColorElement: ID
    rowWidth: RowWidth!
    rowBackgroundColor: String
    rowBackgroundColorElement: ID
    rowBackgroundWidth: RowWidth!
    rowBorderRadius: Float!
    """
    headline, text: the rich text, a ProseMirror document (its toJSON) serialised as a JSON string.
    font: the sample, plain text (lines separated by newlines).
    """
    text: String
    "color: the colour's label; hyperlink, download: the button's label; mockup: the label under it."
    label: String
    "color: one colour (six upper-case hex digits) or null; mockup: the frame's colour (null: the variant's own)."
    color: String
    "color: a palette."
    colors: [PaletteColor!]
    "navigation: how many of the page's first headlines it leaves out."
    skipHeadlines: Int
    "hyperlink fields (url, public, caption, info); download: public (members only when false), caption, info."
    url: String
    public: Boolean
    caption: String
    info: String
    "spacer fields."
    separator: Boolean
    separatorSize: Float
    "link: the element id of the element shown."
    linkedElement: ID
    """
    link: the element shown (on any page of the brand that is not deleted), to render in its place;
    null while it does not exist (deleted, or its page deleted).
    """
    linked: PageElement
    "gallery, download: the assets' global ids (Asset.id) in their order, as set (deleted ones included)."
    assets: [ID!]
    "gallery: captions and links per asset."
    items: [GalleryItem!]
    "gallery: 1 to 8."
    columns: Int
    "gallery: gaps between images, relative to the page width (0 to 0.2)."
    gapX: Float
    gapY: Float
    "gallery, mockup."
    fit: ImageFit
    "gallery, mockup: 0.1 to 2."
    scale: Float
    border: Boolean
    "gallery, mockup: whether a click opens the image large."
    lightbox: Boolean
    "gallery, mockup: whether a download button shows."
    download: Boolean
    "gallery, mockup: hex (six upper-case digits) or null; backgroundColorElement wins when set."
    backgroundColor: String
    backgroundColorElement: ID
    "mockup fields."
    variant: MockupVariant
    "mockup: a colour element whose colour the frame takes (wins over color)."
    colorElement: ID
    "mockup: degrees clockwise, -180 to 180."
    rotation: Float
    "mockup, font: the asset's global id (Asset.id), or null."
    asset: ID
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
  element null), fontAsset (a page's font, element null; or an element's), assets (a gallery or a
  download shows it) or asset (a mockup or a font element).
  """
  type AssetUsage {
    field: String!
    page: Page
    element: PageElement
  }

  extend type Asset {
    "Where the asset is used: the brand's logo, then its pages that are not deleted in the brand's order; for members of the brand (empty for others)."
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
    "A page by its brand's slug and its own (the /{brandSlug}/{pageSlug} address)."
    page(brandSlug: String!, pageSlug: String!): Page
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
    name: String
    slug: String
    parentId: ID
    textColor: String
    textColorElement: ID
    backgroundColor: String
    backgroundColorElement: ID
    fontAsset: String
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
    width: Float
    height: Float
    newLine: Boolean
    verticalAlign: VerticalAlign
    marginTop: Float
    marginBottom: Float
    marginX: Float
    fontSize: Float
    fontAsset: String
    borderRadius: Float
    textColor: String
    textColorElement: ID
    rowWidth: RowWidth
    rowBackgroundColor: String
    rowBackgroundColorElement: ID
    rowBackgroundWidth: RowWidth
    rowBorderRadius: Float
    text: String
    label: String
    color: String
    colors: [PaletteColorInput!]
    skipHeadlines: Int
    url: String
    public: Boolean
    caption: String
    info: String
    separator: Boolean
    separatorSize: Float
    linkedElement: ID
    "gallery, download: replaces the list (at most 50, each once)."
    assets: [ID!]
    "gallery: replaces the items."
    items: [GalleryItemInput!]
    columns: Int
    gapX: Float
    gapY: Float
    fit: ImageFit
    scale: Float
    border: Boolean
    lightbox: Boolean
    download: Boolean
    backgroundColor: String
    backgroundColorElement: ID
    variant: MockupVariant
    colorElement: ID
    rotation: Float
    "mockup, font; null clears it."
    asset: ID
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
  }
`;

/**
 * A page row as resolvers pass it on; brandSlug when the resolver already knows the brand, and
 * `brand` on a page made from a command's result (the read models may not show its brand yet).
 */
export type PageNode = PageRow & { brandSlug?: string; brand?: BrandRow };
/** An element with the page it belongs to (for its global id, and to find what it links to). */
type ElementNode = PageElement & { page: PageNode };
const nodeOf = (element: PageElement, page: PageNode): ElementNode => ({ ...element, page });

const viewerId = (ctx: Context) => ctx.viewer?.user.id ?? null;

/** The brand of a page, when the viewer may see it. */
async function brandOf(ctx: Context, page: PageRow): Promise<BrandRow | null> {
  return visible(await ctx.services.brands.byId(page.brandId, viewerId(ctx)));
}

/** A page the viewer may see (its brand is public, they are a member, or a shared link reaches it), else null. */
export async function visiblePage(ctx: Context, page: PageRow | undefined): Promise<PageNode | null> {
  if (!page) return null;
  const brand = await brandOf(ctx, page);
  return brand && canReadPageOn(brand, page.id) ? { ...page, brandSlug: brand.slug } : null;
}

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
 * Whether the viewer may see an element: a button link or a download that is not public (spec:
 * hyperlink and download public) is for the brand's members only, so readers of a public brand and
 * shared links never receive it.
 */
const mayRead = perRequest((ctx) => {
  const members = new Map<string, Promise<boolean>>();
  const isMember = (brandId: string) => {
    let member = members.get(brandId);
    if (!member) {
      member = ctx.services.brands.byId(brandId, viewerId(ctx)).then((b) => Boolean(b && canOn(b, 'readPrivate')));
      members.set(brandId, member);
    }
    return member;
  };
  return async (brandId: string, element: PageElement): Promise<boolean> =>
    !((element.type === 'hyperlink' || element.type === 'download') && !element.public) || (await isMember(brandId));
});

async function readable(ctx: Context, brandId: string, elements: readonly PageElement[]): Promise<PageElement[]> {
  const may = mayRead(ctx);
  const allowed = await Promise.all(elements.map((e) => may(brandId, e)));
  return elements.filter((_, i) => allowed[i]);
}

interface Input<T> {
  input: T & { clientMutationId?: string | null };
}

const iso = (d: Date | string) => new Date(d).toISOString();
const field = (name: string) => (e: ElementNode) => (e as unknown as Record<string, unknown>)[name] ?? null;

const pageFields = [
  'name',
  'slug',
  'parentId',
  'textColor',
  'textColorElement',
  'backgroundColor',
  'backgroundColorElement',
  'fontAsset',
] as const;
/** Fields whose null means "clear" (the others: null means "leave as it is"). */
const nullablePageFields = new Set<string>(pageFields.filter((f) => f !== 'name' && f !== 'slug'));

const elementFields = [
  'width',
  'height',
  'newLine',
  'verticalAlign',
  'marginTop',
  'marginBottom',
  'marginX',
  'fontSize',
  'fontAsset',
  'borderRadius',
  'textColor',
  'textColorElement',
  'rowWidth',
  'rowBackgroundColor',
  'rowBackgroundColorElement',
  'rowBackgroundWidth',
  'rowBorderRadius',
  'text',
  'label',
  'color',
  'colors',
  'skipHeadlines',
  'url',
  'public',
  'caption',
  'info',
  'separator',
  'separatorSize',
  'linkedElement',
  'assets',
  'items',
  'columns',
  'gapX',
  'gapY',
  'fit',
  'scale',
  'border',
  'lightbox',
  'download',
  'backgroundColor',
  'backgroundColorElement',
  'variant',
  'colorElement',
  'rotation',
  'asset',
] as const;

const assetIdOut = (id: string) => toGlobalId('Asset', id);

/**
 * The GraphQL input's fields as the domain takes them: asset global ids as asset ids. text stays a
 * string here: whether it is a JSON document (headline, text) or plain (font) depends on the
 * element's type, which the command knows.
 */
function elementChanges(input: Record<string, unknown>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const key of elementFields) {
    const value = input[key];
    if (value === undefined) continue;
    if (key === 'asset' || key === 'fontAsset') changes[key] = assetIdIn(value);
    else if (key === 'assets' && Array.isArray(value)) changes.assets = value.map(assetIdIn);
    else if (key === 'items' && Array.isArray(value))
      changes.items = value.map((item: unknown) =>
        item && typeof item === 'object'
          ? Object.fromEntries(
              Object.entries(item as Record<string, unknown>)
                .filter(([, v]) => v !== null && v !== undefined)
                .map(([k, v]) => [k, k === 'asset' ? assetIdIn(v) : v]),
            )
          : item,
      );
    else changes[key] = value;
  }
  return changes;
}

/**
 * Assets by id, loaded once per request for all the asset elements being resolved (one query
 * through the assets read model, whatever the number of galleries).
 */
const assetsById = perRequest((ctx) =>
  batchLoader<string, AssetRow>(async (ids) => new Map((await ctx.services.assets.byIds(ids)).map((a) => [a.id, a]))),
);

/** The assets an element shows that the viewer may see: of the page's brand, not deleted, visible. */
async function shownAssets(ctx: Context, e: ElementNode, ids: readonly string[]): Promise<AssetRow[]> {
  const rows = await Promise.all(ids.map((id) => assetsById(ctx).load(id.toLowerCase())));
  const allowed = await Promise.all(
    rows.map((row) => (row && row.brandId === e.page.brandId ? visibleAsset(ctx, row) : Promise.resolve(null))),
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

/** The brand's pages in its order, read once per request (pages and colorPalette both need them). */
const brandPages = perRequest((ctx) => {
  const lists = new Map<string, Promise<PageNode[]>>();
  return (b: BrandRow): Promise<PageNode[]> => {
    let list = lists.get(b.id);
    if (!list) {
      list = ctx.services.pages
        .listForBrand(b.id, b.pagesOrder ?? [])
        .then((rows) => rows.filter((p) => canReadPageOn(b, p.id)).map((p) => ({ ...p, brandSlug: b.slug })));
      lists.set(b.id, list);
    }
    return list;
  };
});

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
    fontAsset: (p: PageNode) => (p.fontAsset && isElementId(p.fontAsset) ? assetIdOut(p.fontAsset) : p.fontAsset),
    font: async (p: PageNode, _: unknown, ctx: Context) => {
      if (!p.fontAsset) return null;
      const row = await assetsById(ctx).load(p.fontAsset.toLowerCase());
      return row && row.brandId === p.brandId ? visibleAsset(ctx, row) : null;
    },
    createdAt: (p: PageNode) => iso(p.createdAt),
    updatedAt: (p: PageNode) => iso(p.updatedAt),
    deletedAt: (p: PageNode) => (p.deletedAt ? iso(p.deletedAt) : null),
  },
  PageElement: {
    id: (e: ElementNode) => toGlobalId('PageElement', `${e.page.id}/${e.id}`),
    elementId: (e: ElementNode) => e.id,
    text: (e: ElementNode) => (e.type === 'font' ? e.text : 'text' in e ? JSON.stringify(e.text) : null),
    label: field('label'),
    color: field('color'),
    colors: field('colors'),
    skipHeadlines: field('skipHeadlines'),
    url: field('url'),
    public: field('public'),
    caption: field('caption'),
    info: field('info'),
    separator: field('separator'),
    separatorSize: field('separatorSize'),
    linkedElement: field('linkedElement'),
    assets: (e: ElementNode) => (e.type === 'gallery' || e.type === 'download' ? e.assets.map(assetIdOut) : null),
    items: (e: ElementNode) =>
      e.type === 'gallery' ? e.items.map((i: GalleryItem) => ({ ...i, asset: assetIdOut(i.asset) })) : null,
    columns: field('columns'),
    gapX: field('gapX'),
    gapY: field('gapY'),
    fit: field('fit'),
    scale: field('scale'),
    border: field('border'),
    lightbox: field('lightbox'),
    download: field('download'),
    backgroundColor: field('backgroundColor'),
    backgroundColorElement: field('backgroundColorElement'),
    variant: field('variant'),
    colorElement: field('colorElement'),
    rotation: field('rotation'),
    asset: (e: ElementNode) => ((e.type === 'mockup' || e.type === 'font') && e.asset ? assetIdOut(e.asset) : null),
    assetList: (e: ElementNode, _: unknown, ctx: Context) =>
      e.type === 'gallery' || e.type === 'download' ? shownAssets(ctx, e, e.assets) : null,
    fontAsset: (e: ElementNode) => (e.fontAsset && isElementId(e.fontAsset) ? assetIdOut(e.fontAsset) : e.fontAsset),
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
    page: async (_: unknown, args: { brandSlug: string; pageSlug: string }, ctx: Context): Promise<PageNode | null> => {
      const brand = visible(await ctx.services.brands.bySlug(args.brandSlug, viewerId(ctx)));
      if (!brand) return null;
      const page = await ctx.services.pages.byBrandAndSlug(brand.id, args.pageSlug);
      return page && canReadPageOn(brand, page.id) ? { ...page, brandSlug: brand.slug } : null;
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
      for (const key of pageFields) {
        const value = input[key];
        if (value === undefined || (value === null && !nullablePageFields.has(key))) continue;
        changes[key] = key === 'parentId' ? optionalPageId(value as string | null) : value;
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
      const result = await updateElement(ctx.services, pageId, input.elementId, elementChanges(input), ctx.actor);
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
    sortPagesBrand: async (_: unknown, { input }: Input<{ id: string; pagesOrder: string[] }>, ctx: Context) => {
      const brandId = idOf(input.id, 'Brand');
      await sortPages(ctx.services, brandId, input.pagesOrder.map(orderPageId), ctx.actor);
      const brand = visible(await ctx.services.brands.byId(brandId, viewerId(ctx))) ?? fail('BRAND_NOT_FOUND');
      return { brand, clientMutationId: input.clientMutationId ?? null };
    },
  },
};
