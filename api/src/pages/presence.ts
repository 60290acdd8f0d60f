import { fail } from '@brandtrail/domain';
import { canOn } from '../access/policy';
import type { Context } from '../graphql/context';
import { idOf, toGlobalId } from '../graphql/relay';
import { LiveStream } from '../live/stream';
import { pageTopic } from '../live/topics';
import type { PageNode } from './nodes';
import { visiblePage } from './loaders';
import { accountView } from '../users/avatar';

/**
 * An open page, live: its changes (as pageChanged) and who else has it open (live/presence.ts keeps
 * the entries, shared between API processes), in one stream.
 * Only members see presence, and only members' presence: a reader of a public brand who is not a
 * member gets an empty list and is shown to nobody, so that no member's email reaches the public.
 */
export const pagePresenceTypeDefs = /* GraphQL */ `
  "Someone else who has a page open."
  type PageVisitor {
    user: BrandUserAccount!
    "They changed the page in the last 30 seconds, or have an element selected."
    editing: Boolean!
  }

  type PagePresence {
    pageId: ID!
    "The other members who have the page open, each once (never the viewer); empty for non-members."
    others: [PageVisitor!]!
  }

  input SetPagePresenceInput {
    clientMutationId: String
    pageId: ID!
    "Whether the viewer has an element of the page selected (shown as editing)."
    selecting: Boolean!
  }

  type SetPagePresencePayload {
    clientMutationId: String
    selecting: Boolean!
  }

  "A value of pageLive: what changed of an open page."
  type PageLive {
    "The page, when it changed (the first value has it); null when only presence changed."
    page: Page
    "Who else has the page open, when that changed (the first value has it); null otherwise."
    presence: PagePresence
  }

  extend type Subscription {
    """
    An open page: the page as pageChanged sends it, and who else has it open, each when it changed
    (one stream for both, so that a browser's few connections to a host last). The viewer counts as
    present while the subscription lasts. PAGE_NOT_FOUND when the viewer may not read the page, at
    the start or later (the stream then ends).
    """
    pageLive(id: ID!): PageLive
  }

  extend type Mutation {
    "Tells the others on the page whether the viewer has an element selected (anyone who may read it)."
    setPagePresence(input: SetPagePresenceInput!): SetPagePresencePayload!
  }
`;

/** How long a change of the page counts as editing. */
export const EDITING_MS = 30_000;

interface PageLiveChange {
  pageId: string;
  /** The page as read when the subscription started (the first value only). */
  page?: PageNode;
  /** Whether the page changed, whether who is there (or whether they edit) changed. */
  pageChanged: boolean;
  presenceChanged: boolean;
  /** When each user last changed the page, as this stream saw it. */
  editedAt: Map<string, number>;
  end(): void;
}

const merge = (a: PageLiveChange, b: PageLiveChange): PageLiveChange => ({
  ...b,
  // a change after the first read: read the page again
  page: undefined,
  pageChanged: a.pageChanged || b.pageChanged,
  presenceChanged: a.presenceChanged || b.presenceChanged,
});

const viewerId = (ctx: Context) => ctx.viewer?.user.id ?? null;

async function subscribe(pageId: string, ctx: Context): Promise<LiveStream<PageLiveChange>> {
  const presence = ctx.services.presence;
  const editedAt = new Map<string, number>();
  const changes = new LiveStream<PageLiveChange>(merge);
  const { end } = changes;
  const push = (pageChanged: boolean, presenceChanged: boolean) =>
    changes.push({ pageId, editedAt, end, pageChanged, presenceChanged });
  let timer: ReturnType<typeof setTimeout> | undefined;
  // When someone's last change stops counting as editing, send who is there again.
  const expireLater = () => {
    clearTimeout(timer);
    const next = Math.min(...[...editedAt.values()].map((at) => at + EDITING_MS));
    if (Number.isFinite(next)) timer = setTimeout(() => push(false, true), Math.max(0, next - Date.now() + 10));
  };
  const unwatch = presence.watch(pageId, () => push(false, true));
  // Listen before reading the page, so that no change between the read and the first value is lost.
  const unlisten = await ctx.services.changes.listen(pageTopic(pageId), (events) => {
    const now = Date.now();
    let started = false;
    for (const { metadata } of events) {
      if (!metadata.userId) continue;
      started ||= (editedAt.get(metadata.userId) ?? 0) <= now - EDITING_MS;
      editedAt.set(metadata.userId, now);
    }
    expireLater();
    push(true, started);
  });
  let leave = () => undefined as void;
  changes.onEnd = () => {
    clearTimeout(timer);
    unwatch();
    unlisten();
    leave();
  };
  try {
    const page = await visiblePage(ctx, await ctx.services.pages.byId(pageId));
    if (!page) fail('PAGE_NOT_FOUND');
    const brand = await ctx.services.brands.byId(page.brandId, viewerId(ctx));
    const userId = viewerId(ctx);
    if (userId && brand && canOn(brand, 'readPrivate')) leave = presence.join(pageId, userId);
    changes.push({ pageId, editedAt, end, page, pageChanged: true, presenceChanged: true });
    return changes;
  } catch (error) {
    changes.end();
    throw error;
  }
}

/** The other members on the page, each once (never the viewer); none for a viewer who is not a member. */
async function others(change: PageLiveChange, page: PageNode, ctx: Context) {
  const brand = await ctx.services.brands.byId(page.brandId, viewerId(ctx));
  if (!brand || !canOn(brand, 'readPrivate')) return [];
  const members = new Set((await ctx.services.brands.members(brand.id)).map((m) => m.userId));
  const selecting = new Map<string, boolean>();
  for (const entry of ctx.services.presence.of(change.pageId)) {
    if (entry.userId === viewerId(ctx) || !members.has(entry.userId)) continue;
    selecting.set(entry.userId, (selecting.get(entry.userId) ?? false) || entry.selecting);
  }
  const accounts = await ctx.services.users.byIds([...selecting.keys()]);
  const since = Date.now() - EDITING_MS;
  return accounts
    .map((account) => ({
      user: accountView(account.id, account),
      editing: selecting.get(account.id)! || (change.editedAt.get(account.id) ?? 0) > since,
    }))
    .sort((a, b) => a.user.email.localeCompare(b.user.email));
}

export const pagePresenceResolvers = {
  Subscription: {
    pageLive: {
      subscribe: (_: unknown, args: { id: string }, ctx: Context) => subscribe(idOf(args.id, 'Page'), ctx),
      resolve: async (change: PageLiveChange, _: unknown, ctx: Context) => {
        // Values read below are read afresh for each change, not kept from the one before.
        ctx.delivery = {};
        // Deleted pages too, as pageChanged: the subscriber sees deletedAt (and a restore).
        const page = change.page ?? (await visiblePage(ctx, await ctx.services.pages.byIdIncludingDeleted(change.pageId)));
        if (!page) {
          change.end();
          fail('PAGE_NOT_FOUND');
        }
        return {
          page: change.pageChanged ? page : null,
          presence: change.presenceChanged
            ? { pageId: toGlobalId('Page', change.pageId), others: await others(change, page, ctx) }
            : null,
        };
      },
    },
  },
  Mutation: {
    setPagePresence: async (
      _: unknown,
      { input }: { input: { clientMutationId?: string; pageId: string; selecting: boolean } },
      ctx: Context,
    ) => {
      const pageId = idOf(input.pageId, 'Page');
      const page = await visiblePage(ctx, await ctx.services.pages.byId(pageId));
      const userId = viewerId(ctx);
      if (!page || !userId) fail('PAGE_NOT_FOUND');
      ctx.services.presence.select(pageId, userId, input.selecting);
      return { clientMutationId: input.clientMutationId ?? null, selecting: input.selecting };
    },
  },
};
