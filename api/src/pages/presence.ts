import { fail } from '@brandtrail/domain';
import { canOn } from '../access/policy';
import type { Context } from '../graphql/context';
import { idOf, toGlobalId } from '../graphql/relay';
import { LiveStream } from '../live/stream';
import { pageTopic } from '../live/topics';
import { visiblePage } from './schema';

/**
 * Who else has a page open (live/presence.ts keeps the entries, shared between API processes).
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

  extend type Subscription {
    """
    Who else has the page open, now and whenever that changes; the viewer counts as present while
    the subscription lasts. PAGE_NOT_FOUND when the viewer may not read the page, at the start or
    later (the stream then ends).
    """
    pagePresence(id: ID!): PagePresence
  }

  extend type Mutation {
    "Tells the others on the page whether the viewer has an element selected (anyone who may read it)."
    setPagePresence(input: SetPagePresenceInput!): SetPagePresencePayload!
  }
`;

/** How long a change of the page counts as editing. */
export const EDITING_MS = 30_000;

interface PresenceChange {
  pageId: string;
  /** When each user last changed the page, as this stream saw it. */
  editedAt: Map<string, number>;
  end(): void;
}

const viewerId = (ctx: Context) => ctx.viewer?.user.id ?? null;

async function subscribe(pageId: string, ctx: Context): Promise<LiveStream<PresenceChange>> {
  const presence = ctx.services.presence;
  const editedAt = new Map<string, number>();
  const changes = new LiveStream<PresenceChange>((_, next) => next);
  const { end } = changes;
  const push = () => changes.push({ pageId, editedAt, end });
  let timer: ReturnType<typeof setTimeout> | undefined;
  // When someone's last change stops counting as editing, send the list again.
  const expireLater = () => {
    clearTimeout(timer);
    const next = Math.min(...[...editedAt.values()].map((at) => at + EDITING_MS));
    if (Number.isFinite(next)) timer = setTimeout(push, Math.max(0, next - Date.now() + 10));
  };
  const unwatch = presence.watch(pageId, push);
  const unlisten = await ctx.services.changes.listen(pageTopic(pageId), (events) => {
    for (const event of events) if (event.metadata.userId) editedAt.set(event.metadata.userId, Date.now());
    expireLater();
    push();
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
    push();
    return changes;
  } catch (error) {
    changes.end();
    throw error;
  }
}

async function others(change: PresenceChange, ctx: Context) {
  const page = await visiblePage(ctx, await ctx.services.pages.byIdIncludingDeleted(change.pageId));
  const brand = page && (await ctx.services.brands.byId(page.brandId, viewerId(ctx)));
  if (!page || !brand) {
    change.end();
    fail('PAGE_NOT_FOUND');
  }
  if (!canOn(brand, 'readPrivate')) return [];
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
      user: { id: toGlobalId('User', account.id), email: account.email, avatar: null },
      editing: selecting.get(account.id)! || (change.editedAt.get(account.id) ?? 0) > since,
    }))
    .sort((a, b) => a.user.email.localeCompare(b.user.email));
}

export const pagePresenceResolvers = {
  Subscription: {
    pagePresence: {
      subscribe: (_: unknown, args: { id: string }, ctx: Context) => subscribe(idOf(args.id, 'Page'), ctx),
      resolve: async (change: PresenceChange, _: unknown, ctx: Context) => {
        ctx.delivery = {};
        return { pageId: toGlobalId('Page', change.pageId), others: await others(change, ctx) };
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
