import {
  elementEnums,
  elementFieldNames,
  elementTypes,
  fieldDescription,
  graphqlShape,
  pageSettingList,
  type PageSettingKind,
} from '@brandtrail/domain';

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
