/**
 * History in GraphQL (issue 16): a page's history and the elements removed from it, a person's
 * undo and redo, a brand's activity (its pages' history and its own), versions, and restoring a
 * page or a brand to a moment. Reading history is for members (readPrivate); changing anything is
 * for editors and owners (editContent); versions are for everyone who reads the brand.
 */
export const historyTypeDefs = /* GraphQL */ `
  enum HistoryEntryKind {
    "The page was created."
    CREATED
    "Content changed: elements added, removed, moved, fields, page settings."
    EDIT
    "Someone undid one of their steps (changes: what the undo did)."
    UNDO
    "Someone redid a step they had undone."
    REDO
    "The page (or brand) was restored to the moment revertedTo."
    REVERT
    "The page (or brand) was deleted."
    DELETED
    "The page (or brand) was restored from Recently deleted."
    RESTORED
    "The brand's settings changed (name, bio, USP, colours, fonts, logo)."
    SETTINGS
    "The brand's page order changed."
    ORDER
    "A version of the brand was named."
    VERSION
  }

  enum HistoryChangeKind {
    ADDED
    "An element deleted earlier, brought back from the history."
    RESTORED
    REMOVED
    MOVED
    FIELD
    PAGE_SETTING
    BRAND_SETTING
    PAGE_ORDER
    VERSION
  }

  "One change within a history entry."
  type HistoryChange {
    kind: HistoryChangeKind!
    "The element changed (its elementId), for element changes."
    elementId: ID
    "The element's type (a PageElementType value), for element changes."
    elementType: String
    "The element in a few words (its text, label or colour); empty when it has none."
    element: String
    "The field or setting changed (FIELD, PAGE_SETTING, BRAND_SETTING)."
    field: String
    "The field's name in the viewer's language."
    fieldLabel: String
    "Old and new value as the viewer reads them."
    before: String
    after: String
    "The whole change as one line in the viewer's language, e.g. Colour HEX #FF8000 → #1A2B3C."
    text: String!
  }

  """
  A step in a page's or a brand's history: one person's command, a burst of typing, an undo, a
  redo, a restore; consecutive edits of one element by one person within two minutes are one entry.
  """
  type HistoryEntry {
    id: ID!
    kind: HistoryEntryKind!
    "Who made it; null when the system did (an operator's command line)."
    user: BrandUserAccount
    "The site admin who acted as user, when one did."
    actingAdmin: BrandUserAccount
    startedAt: String!
    "The moment the entry shows: the page (or brand) as it was right after it."
    at: String!
    "The page it is about (null for the brand's own entries, and for a page the viewer cannot open now)."
    page: Page
    "The page's name now (also when it is deleted); null for the brand's own entries."
    pageName: String
    "REVERT: the moment restored to."
    revertedTo: String
    changes: [HistoryChange!]!
    "An AI rewrite the person accepted (UpdateElementInput.aiAssisted)."
    aiAssisted: Boolean!
  }

  type HistoryEntryEdge {
    cursor: String!
    node: HistoryEntry!
  }

  type HistoryEntryConnection {
    edges: [HistoryEntryEdge!]!
    pageInfo: PageInfo!
  }

  "An element removed from a page and not back since, as it was."
  type DeletedElement {
    "The element as it was (it renders like the page's own)."
    element: PageElement!
    "The element in a few words (its text, label or colour); empty when it has none."
    words: String!
    deletedAt: String!
    deletedBy: BrandUserAccount
  }

  "The viewer's own undo and redo on a page."
  type PageUndo {
    canUndo: Boolean!
    canRedo: Boolean!
  }

  "A named moment of a brand: anyone who reads the brand can read it as it was then."
  type BrandVersion implements Node {
    id: ID!
    name: String!
    notes: String!
    "The moment it names."
    at: String!
    "Who named it; members only (null for readers who are not members)."
    createdBy: BrandUserAccount
  }

  type BrandVersionEdge {
    cursor: String!
    node: BrandVersion!
  }

  type BrandVersionConnection {
    edges: [BrandVersionEdge!]!
    pageInfo: PageInfo!
  }

  "What restoring a brand to a moment does (revertBrand; Brand.revertPreview before it)."
  type RevertPlan {
    at: String!
    "The brand settings that change back, in the viewer's language."
    settings: [String!]!
    "Whether the page order changes back."
    pagesOrder: Boolean!
    "Pages deleted since that come back."
    pagesRestored: [String!]!
    "Pages made since that go to Recently deleted."
    pagesDeleted: [String!]!
    "Pages whose content or place changes back."
    pagesChanged: [String!]!
    "Files of the library deleted since that come back."
    assetsRestored: Int!
  }

  extend type Page {
    "The viewer's undo and redo here: editors and owners on the live page; null otherwise."
    undo: PageUndo
    "What happened to the page, newest first; members only (empty for others)."
    history(first: Int = 30, after: String): HistoryEntryConnection!
    "Elements removed from the page and not back since, latest first; members only (empty for others)."
    deletedElements(first: Int = 50): [DeletedElement!]!
    "Set when the page is shown as it was at a moment (page(at:), a version): that moment."
    at: String
    "The version the page is shown as, when it is one."
    version: BrandVersion
  }

  extend type Brand {
    """
    What happened in the brand, newest first: its pages' history and its own (settings, page order,
    versions, restores). Members only (empty for others). userId and pageId filter by person and page;
    sinceLastVisit keeps what came after the viewer's previous visit.
    """
    activity(first: Int = 30, after: String, userId: ID, pageId: ID, sinceLastVisit: Boolean): HistoryEntryConnection!
    "When the viewer's previous visit of the brand ended (recordBrandVisit); null for a first visit or others."
    viewerLastVisitAt: String
    "Named versions, newest first (everyone who reads the brand)."
    versions(first: Int = 50, after: String): BrandVersionConnection!
    "Readers who are not members see the newest version instead of the live brand (members only; false for others)."
    readersSeeVersion: Boolean!
    """
    The brand as it was at a version (anyone who reads the brand) or at a moment (members; an ISO
    time from 1970 up to now, else AT_INVALID): its name, texts, colours, fonts, logo, pages and
    their content then. Null for a version of another brand.
    """
    asOf(version: ID, at: String): Brand
    "Set when the brand is shown as it was at a moment: that moment."
    at: String
    "The version the brand is shown as, when it is one (also for readers shown the newest version)."
    shownVersion: BrandVersion
    "What restoring the brand to the moment would do; editors and owners (null for others)."
    revertPreview(at: String!): RevertPlan
  }

  input UndoPageInput {
    "The page (Page.id)."
    id: ID!
    clientMutationId: String
  }
  type UndoPagePayload {
    page: Page!
    "Changes left alone because someone else changed them since (the viewer is told)."
    skipped: Int!
    clientMutationId: String
  }

  input RedoPageInput {
    id: ID!
    clientMutationId: String
  }
  type RedoPagePayload {
    page: Page!
    skipped: Int!
    clientMutationId: String
  }

  input RevertPageInput {
    id: ID!
    "The moment (an ISO time from 1970 up to now, e.g. HistoryEntry.at; else AT_INVALID)."
    at: String!
    clientMutationId: String
  }
  type RevertPagePayload {
    page: Page!
    clientMutationId: String
  }

  input RestoreElementInput {
    pageId: ID!
    "The element's id (DeletedElement.element.elementId)."
    elementId: ID!
    clientMutationId: String
  }
  type RestoreElementPayload {
    page: Page!
    element: PageElement!
    clientMutationId: String
  }

  input RevertBrandInput {
    id: ID!
    "The moment (an ISO time from 1970 up to now, e.g. HistoryEntry.at or BrandVersion.at; else AT_INVALID)."
    at: String!
    clientMutationId: String
  }
  type RevertBrandPayload {
    brand: Brand!
    "What it did."
    plan: RevertPlan!
    "The moment just before the restore: restoring the brand to it undoes the restore."
    undoAt: String!
    clientMutationId: String
  }

  input CreateVersionBrandInput {
    id: ID!
    "At most 100 characters."
    name: String!
    "At most 2,000 characters."
    notes: String
    clientMutationId: String
  }
  type CreateVersionBrandPayload {
    brand: Brand!
    version: BrandVersion!
    clientMutationId: String
  }

  input RecordBrandVisitInput {
    id: ID!
    clientMutationId: String
  }
  type RecordBrandVisitPayload {
    brand: Brand!
    "When the previous visit ended (null for a first visit)."
    previousVisitAt: String
    clientMutationId: String
  }

  extend type Mutation {
    "Undoes the viewer's newest step on the page (editors and owners). NOTHING_TO_UNDO without one."
    undoPage(input: UndoPageInput!): UndoPagePayload!
    "Redoes the viewer's newest undone step. NOTHING_TO_REDO without one."
    redoPage(input: RedoPageInput!): RedoPagePayload!
    "Restores the page's content to a moment, as one step of the viewer's that undo takes back."
    revertPage(input: RevertPageInput!): RevertPagePayload!
    "Brings back an element removed from the page, where it was, with its id (so links find it again)."
    restoreElement(input: RestoreElementInput!): RestoreElementPayload!
    """
    Restores the brand to a moment: its settings (not its address, visibility, members or links), page
    order, pages (made since: to Recently deleted; deleted since: back), their content, and files
    they show that were deleted since. Everything is recorded as new changes, so it can be undone.
    """
    revertBrand(input: RevertBrandInput!): RevertBrandPayload!
    "Names the present moment of the brand (editors and owners)."
    createVersionBrand(input: CreateVersionBrandInput!): CreateVersionBrandPayload!
    "Notes that the viewer is in the brand now (members; for the activity's since my last visit)."
    recordBrandVisit(input: RecordBrandVisitInput!): RecordBrandVisitPayload!
  }
`;
