import { elementWords, nextStep, pageDecider, pageStream, parseMoment } from '@brandtrail/domain';
import { load } from '@brandtrail/infra';
import type { ActivityRow, BrandRow, RemovedElement, VersionRow } from '@brandtrail/projections';
import { canOn, visible } from '../access/policy';
import type { Context } from '../graphql/context';
import { connection, idOf, pageOf, toGlobalId, type ConnectionArgs } from '../graphql/relay';
import type { PageNode } from '../pages/nodes';
import { brandOfPage, pageNodeOf } from '../pages/loaders';
import { previewRevertBrand } from './commands';
import { account } from './loaders';
import { brandAsOf } from './moments';
import { changesOf, entryKinds, planObject } from './values';

const viewerId = (ctx: Context) => ctx.viewer?.user.id ?? null;
const iso = (d: Date | string) => new Date(d).toISOString();

type Entry = ActivityRow & { brandSlug: string };

/** The brand row a page belongs to, when the viewer may read it. */
async function pageBrand(ctx: Context, page: PageNode): Promise<BrandRow | null> {
  return page.brand ?? (await brandOfPage(ctx, page));
}

const versionObject = (v: VersionRow) => ({ ...v, __typename: 'BrandVersion' });

export const historyResolvers = {
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
};
