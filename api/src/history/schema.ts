import { fail, nextStep, pageDecider, pageStream, parseMoment, type Locale } from '@brandtrail/domain';
import { load } from '@brandtrail/infra';
import type { ActivityRow, BrandRow, RemovedElement, VersionRow } from '@brandtrail/projections';
import { canOn, visible } from '../access/policy';
import type { Context } from '../graphql/context';
import { batchLoader, perRequest } from '../graphql/loader';
import { connection, idOf, pageOf, toGlobalId, type ConnectionArgs } from '../graphql/relay';
import type { PageNode } from '../pages/nodes';
import { brandOfPage, pageNodeOf, reloadPage } from '../pages/loaders';
import { accountView } from '../users/avatar';
import {
  createVersion,
  previewRevertBrand,
  restoreElement,
  revertBrand,
  revertPage,
  takeStep,
  type RevertPlan,
} from './commands';
import { brandAsOf } from './moments';
import {
  brandChangeText,
  brandSettingLabel,
  brandSettingReference,
  pageChangeText,
  pageSettingLabel,
  pageSettingReference,
  pageSettingValue,
  type ReferenceNames,
} from './text';
import { elementWords, fieldLabel, formatFieldValue } from '@brandtrail/domain';

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

const viewerId = (ctx: Context) => ctx.viewer?.user.id ?? null;
const iso = (d: Date | string) => new Date(d).toISOString();

/** Accounts by id, once per request. */
const accounts = perRequest((ctx) =>
  batchLoader<string, ReturnType<typeof accountView>>(async (ids) => {
    const rows = await ctx.services.users.byIds(ids);
    return new Map(rows.map((u) => [u.id, accountView(u.id, u)]));
  }),
);
const account = async (ctx: Context, id: string | null) =>
  id ? ((await accounts(ctx).load(id)) ?? accountView(id, undefined)) : null;

type Entry = ActivityRow & { brandSlug: string };

const entryKinds: Record<string, string> = {
  created: 'CREATED',
  edit: 'EDIT',
  undo: 'UNDO',
  redo: 'REDO',
  revert: 'REVERT',
  deleted: 'DELETED',
  restored: 'RESTORED',
  settings: 'SETTINGS',
  order: 'ORDER',
  version: 'VERSION',
};

interface ChangeObject {
  kind: string;
  elementId: string | null;
  elementType: string | null;
  element: string | null;
  field: string | null;
  fieldLabel: string | null;
  before: string | null;
  after: string | null;
  text: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The pages, colour elements and files an entry's setting changes name by id, with the names the
 * lines show ("Parent page “Introduction” → none"). Only things of the entry's own brand: whoever
 * reads its history (readPrivate) may read those.
 */
async function historyReferences(ctx: Context, entry: ActivityRow): Promise<ReferenceNames> {
  const wanted = { pages: new Set<string>(), elements: new Set<string>(), assets: new Set<string>() };
  for (const c of entry.changes) {
    if (c.k !== 'page' && !(entry.source === 'brand' && c.k === 'field')) continue;
    const kind = c.k === 'page' ? pageSettingReference(c.field) : brandSettingReference(c.field);
    if (!kind) continue;
    for (const value of [c.before, c.after]) if (typeof value === 'string' && UUID.test(value)) wanted[kind].add(value);
  }
  const names = {
    pages: new Map<string, string>(),
    elements: new Map<string, { type: string; summary: string }>(),
    assets: new Map<string, string>(),
  };
  if (!wanted.pages.size && !wanted.elements.size && !wanted.assets.size) return names;
  const { pages, assets } = ctx.services;
  const [parents, holders, files] = await Promise.all([
    Promise.all([...wanted.pages].map((id) => pages.byIdIncludingDeleted(id))),
    pages.holdingElements([...wanted.elements]),
    Promise.all([...wanted.assets].map((id) => assets.byIdIncludingDeleted(id))),
  ]);
  for (const page of parents) if (page && page.brandId === entry.brandId) names.pages.set(page.id, page.name);
  for (const page of holders) {
    if (page.brandId !== entry.brandId) continue;
    for (const element of page.elements)
      if (wanted.elements.has(element.id)) names.elements.set(element.id, { type: element.type, summary: elementWords(element) });
  }
  for (const file of files) if (file && file.brandId === entry.brandId) names.assets.set(file.id, file.name);
  return names;
}

async function changesOf(entry: ActivityRow, ctx: Context): Promise<ChangeObject[]> {
  const locale = ctx.locale;
  const names = await historyReferences(ctx, entry);
  const none = { elementId: null, elementType: null, element: null, field: null, fieldLabel: null, before: null, after: null };
  if (entry.source === 'brand')
    return entry.changes.map((c) => ({
      ...none,
      kind: c.k === 'field' ? 'BRAND_SETTING' : c.k === 'order' ? 'PAGE_ORDER' : 'VERSION',
      ...(c.k === 'field' ? { field: c.field, fieldLabel: brandSettingLabel(c.field, locale) } : {}),
      text: brandChangeText(c, locale, names),
    }));
  return entry.changes.map((c) => {
    const text = pageChangeText(c, locale, names);
    switch (c.k) {
      case 'page':
        return {
          ...none,
          kind: 'PAGE_SETTING',
          field: c.field,
          fieldLabel: pageSettingLabel(c.field, locale),
          before: pageSettingValue(c.field, c.before, locale, names),
          after: pageSettingValue(c.field, c.after, locale, names),
          text,
        };
      case 'field':
        return {
          ...none,
          kind: 'FIELD',
          elementId: c.id,
          elementType: c.type,
          element: c.summary,
          field: c.field,
          fieldLabel: fieldLabel(c.type, c.field, locale),
          before: formatFieldValue(c.type, c.field, c.before, locale),
          after: formatFieldValue(c.type, c.field, c.after, locale),
          text,
        };
      default:
        return {
          ...none,
          kind: c.k === 'added' ? (c.restored ? 'RESTORED' : 'ADDED') : c.k === 'removed' ? 'REMOVED' : 'MOVED',
          elementId: c.id,
          elementType: c.type,
          element: c.summary,
          text,
        };
    }
  });
}

/** The brand row a page belongs to, when the viewer may read it. */
async function pageBrand(ctx: Context, page: PageNode): Promise<BrandRow | null> {
  return page.brand ?? (await brandOfPage(ctx, page));
}

const versionObject = (v: VersionRow) => ({ ...v, __typename: 'BrandVersion' });

const planObject = (plan: RevertPlan, locale: Locale) => ({
  at: plan.at.toISOString(),
  settings: plan.settings.map((f) => brandSettingLabel(f, locale)),
  pagesOrder: plan.pagesOrder,
  pagesRestored: plan.pages.filter((p) => p.action === 'restore').map((p) => p.name),
  pagesDeleted: plan.pages.filter((p) => p.action === 'delete').map((p) => p.name),
  pagesChanged: plan.pages.filter((p) => p.action === 'change').map((p) => p.name),
  assetsRestored: plan.assets.length,
});

interface Input<T> {
  input: T & { clientMutationId?: string | null };
}

const brandFor = async (ctx: Context, globalId: string) =>
  visible(await ctx.services.brands.byId(idOf(globalId, 'Brand'), viewerId(ctx))) ?? fail('BRAND_NOT_FOUND');

/** An undo's or redo's answer: the page is read only when the client asks for it. */
interface StepPayload {
  pageId: string;
  skipped: number;
  clientMutationId: string | null;
}
const stepPayload = { page: (p: StepPayload, _: unknown, ctx: Context) => reloadPage(ctx, p.pageId) };

export const historyResolvers = {
  UndoPagePayload: stepPayload,
  RedoPagePayload: stepPayload,
  HistoryEntry: {
    id: (e: Entry) => toGlobalId('HistoryEntry', `${e.pageId ?? e.brandId}:${e.entry}`),
    kind: (e: Entry) => entryKinds[e.kind] ?? 'EDIT',
    user: (e: Entry, _: unknown, ctx: Context) => account(ctx, e.userId),
    actingAdmin: (e: Entry, _: unknown, ctx: Context) => account(ctx, e.impersonatorId),
    startedAt: (e: Entry) => iso(e.firstAt),
    at: (e: Entry) => iso(e.lastAt),
    revertedTo: (e: Entry) => (e.revertedTo ? iso(e.revertedTo) : null),
    page: async (e: Entry, _: unknown, ctx: Context) => {
      if (!e.pageId) return null;
      const row = await ctx.services.pages.byId(e.pageId);
      return row ? pageNodeOf(ctx, row) : null;
    },
    pageName: async (e: Entry, _: unknown, ctx: Context) =>
      e.pageId ? ((await ctx.services.pages.byIdIncludingDeleted(e.pageId))?.name ?? null) : null,
    changes: (e: Entry, _: unknown, ctx: Context) => changesOf(e, ctx),
  },
  DeletedElement: {
    words: (d: RemovedElement) => elementWords(d.element),
    deletedAt: (d: RemovedElement) => iso(d.removedAt),
    deletedBy: (d: RemovedElement, _: unknown, ctx: Context) => account(ctx, d.userId),
  },
  BrandVersion: {
    id: (v: VersionRow) => toGlobalId('BrandVersion', v.id),
    at: (v: VersionRow) => iso(v.at),
    // Members' addresses are for members: readers of a public brand see who named it only as a member would not.
    createdBy: async (v: VersionRow, _: unknown, ctx: Context) => {
      const brand = visible(await ctx.services.brands.byId(v.brandId, viewerId(ctx)));
      return brand && canOn(brand, 'readPrivate') ? account(ctx, v.by) : null;
    },
  },
  Page: {
    undo: async (p: PageNode, _: unknown, ctx: Context) => {
      if (p.moment) return null;
      const brand = await pageBrand(ctx, p);
      if (!brand || !canOn(brand, 'editContent')) return null;
      const { state } = await load(ctx.services.store, pageDecider, pageStream(p.id));
      const user = viewerId(ctx);
      return { canUndo: !!nextStep(state, user, 'undo'), canRedo: !!nextStep(state, user, 'redo') };
    },
    history: async (p: PageNode, args: ConnectionArgs, ctx: Context) => {
      const page = pageOf(args, 30);
      const brand = await pageBrand(ctx, p);
      if (!brand || !canOn(brand, 'readPrivate')) return connection([], page);
      const rows = await ctx.services.history.ofPage(p.id, page.limit + 1, page.offset);
      return connection(
        rows.map((r) => ({ ...r, source: 'page', brandSlug: brand.slug })),
        page,
      );
    },
    deletedElements: async (p: PageNode, args: { first?: number | null }, ctx: Context) => {
      const brand = await pageBrand(ctx, p);
      if (!brand || !canOn(brand, 'readPrivate')) return [];
      const rows = await ctx.services.history.removedElements(p.id, Math.min(Math.max(args.first ?? 50, 0), 100));
      return rows.map((r) => ({ ...r, element: { ...r.element, page: p } }));
    },
    at: (p: PageNode) => (p.moment ? iso(p.moment.at) : null),
    version: async (p: PageNode, _: unknown, ctx: Context) =>
      p.moment?.versionId ? ((await ctx.services.brands.versionsByIds([p.moment.versionId]))[0] ?? null) : null,
  },
  Brand: {
    activity: async (
      b: BrandRow,
      args: ConnectionArgs & { userId?: string | null; pageId?: string | null; sinceLastVisit?: boolean | null },
      ctx: Context,
    ) => {
      const page = pageOf(args, 30);
      const viewer = viewerId(ctx);
      if (!canOn(b, 'readPrivate') || b.moment) return connection([], page);
      const since = args.sinceLastVisit && viewer ? await ctx.services.visits.previous(viewer, b.id) : null;
      const filter = {
        userId: args.userId ? idOf(args.userId, 'User') : null,
        pageId: args.pageId ? idOf(args.pageId, 'Page') : null,
        since,
      };
      const rows = await ctx.services.history.activity(b.id, filter, page.limit + 1, page.offset);
      return connection(
        rows.map((r) => ({ ...r, brandSlug: b.slug })),
        page,
      );
    },
    viewerLastVisitAt: async (b: BrandRow, _: unknown, ctx: Context) => {
      const viewer = viewerId(ctx);
      if (!viewer || !canOn(b, 'readPrivate')) return null;
      const previous = await ctx.services.visits.previous(viewer, b.id);
      return previous ? iso(previous) : null;
    },
    versions: async (b: BrandRow, args: ConnectionArgs, ctx: Context) => {
      const page = pageOf(args, 50);
      const rows = await ctx.services.brands.versions(b.id, page.limit + 1, page.offset);
      return connection(rows.map(versionObject), page);
    },
    readersSeeVersion: (b: BrandRow) => canOn(b, 'readPrivate') && b.readersSeeVersion,
    asOf: (b: BrandRow, args: { version?: string | null; at?: string | null }, ctx: Context) => brandAsOf(ctx, b, args),
    at: (b: BrandRow) => (b.moment ? iso(b.moment.at) : null),
    shownVersion: async (b: BrandRow, _: unknown, ctx: Context) =>
      b.moment?.versionId ? ((await ctx.services.brands.versionsByIds([b.moment.versionId]))[0] ?? null) : null,
    revertPreview: async (b: BrandRow, args: { at: string }, ctx: Context) => {
      if (!canOn(b, 'editContent')) return null;
      const plan = await previewRevertBrand(ctx.services, b.id, parseMoment(args.at, ctx.actor.now), ctx.actor);
      return planObject(plan, ctx.locale);
    },
  },
  Mutation: {
    undoPage: async (_: unknown, { input }: Input<{ id: string }>, ctx: Context): Promise<StepPayload> => {
      const pageId = idOf(input.id, 'Page');
      const { skipped } = await takeStep(ctx.services, pageId, 'undo', ctx.actor);
      return { pageId, skipped, clientMutationId: input.clientMutationId ?? null };
    },
    redoPage: async (_: unknown, { input }: Input<{ id: string }>, ctx: Context): Promise<StepPayload> => {
      const pageId = idOf(input.id, 'Page');
      const { skipped } = await takeStep(ctx.services, pageId, 'redo', ctx.actor);
      return { pageId, skipped, clientMutationId: input.clientMutationId ?? null };
    },
    revertPage: async (_: unknown, { input }: Input<{ id: string; at: string }>, ctx: Context) => {
      const id = idOf(input.id, 'Page');
      await revertPage(ctx.services, id, parseMoment(input.at, ctx.actor.now), ctx.actor);
      return { page: await reloadPage(ctx, id), clientMutationId: input.clientMutationId ?? null };
    },
    restoreElement: async (_: unknown, { input }: Input<{ pageId: string; elementId: string }>, ctx: Context) => {
      const id = idOf(input.pageId, 'Page');
      await restoreElement(ctx.services, id, input.elementId, ctx.actor);
      const page = await reloadPage(ctx, id);
      const element = page.elements.find((e) => e.id === input.elementId.toLowerCase()) ?? fail('ELEMENT_NOT_FOUND');
      return { page, element: { ...element, page }, clientMutationId: input.clientMutationId ?? null };
    },
    revertBrand: async (_: unknown, { input }: Input<{ id: string; at: string }>, ctx: Context) => {
      const id = idOf(input.id, 'Brand');
      const plan = await revertBrand(ctx.services, id, parseMoment(input.at, ctx.actor.now), ctx.actor);
      return {
        brand: await brandFor(ctx, input.id),
        plan: planObject(plan, ctx.locale),
        // The restore's events carry the command's time: a millisecond before it is everything before them.
        undoAt: new Date(ctx.actor.now.getTime() - 1).toISOString(),
        clientMutationId: input.clientMutationId ?? null,
      };
    },
    createVersionBrand: async (
      _: unknown,
      { input }: Input<{ id: string; name: string; notes?: string | null }>,
      ctx: Context,
    ) => {
      const versionId = await createVersion(ctx.services, idOf(input.id, 'Brand'), input, ctx.actor);
      const [version] = await ctx.services.brands.versionsByIds([versionId]);
      return {
        brand: await brandFor(ctx, input.id),
        version: version ?? fail('VERSION_NOT_FOUND'),
        clientMutationId: input.clientMutationId ?? null,
      };
    },
    recordBrandVisit: async (_: unknown, { input }: Input<{ id: string }>, ctx: Context) => {
      const brand = await brandFor(ctx, input.id);
      const viewer = viewerId(ctx) ?? fail('UNAUTHENTICATED');
      if (!canOn(brand, 'readPrivate')) fail('FORBIDDEN');
      const previous = await ctx.services.visits.record(viewer, brand.id, ctx.actor.now);
      return { brand, previousVisitAt: previous ? iso(previous) : null, clientMutationId: input.clientMutationId ?? null };
    },
  },
};
