import { fail } from '@brandtrail/domain';
import type { Context } from '../graphql/context';
import { idOf } from '../graphql/relay';
import { LiveStream } from '../live/stream';
import { pageTopic } from '../live/topics';
import type { PageNode } from './nodes';
import { visiblePage } from './loaders';

/**
 * Live pages: `pageChanged` streams a page to everyone who has it open (over Server-Sent Events,
 * see graphql/handler.ts), fed by the process's one ChangeHub (services.changes, topic `page:<id>`).
 */
export const pageLiveTypeDefs = /* GraphQL */ `
  type Subscription {
    """
    The page (its global id) as it is now, then again each time the read model has applied changes
    of it; several changes at once come as one. A deletion comes as the page with deletedAt set (a
    restore follows the same way). PAGE_NOT_FOUND when the viewer may not read the page, at the start
    or later (the stream then ends). pageLive carries the same and presence in one stream (the web
    client follows that).
    """
    pageChanged(id: ID!): Page
  }
`;

/** One value of the source stream: which page to show, read when the value is sent. */
interface PageChange {
  pageId: string;
  /** The page as read when the subscription started (the first value only). */
  page?: PageNode;
  /** Ends the stream (after the viewer lost access). */
  end(): void;
}

async function subscribe(pageId: string, ctx: Context): Promise<LiveStream<PageChange>> {
  // A change after the first read: read the page again.
  const changes = new LiveStream<PageChange>((_, next) => ({ ...next, page: undefined }));
  const { end } = changes;
  // Listen before reading the page, so that no change between the read and the first value is lost.
  changes.onEnd = await ctx.services.changes.listen(pageTopic(pageId), () => changes.push({ pageId, end }));
  try {
    const page = await visiblePage(ctx, await ctx.services.pages.byId(pageId));
    if (!page) fail('PAGE_NOT_FOUND');
    changes.push({ pageId, end, page });
    return changes;
  } catch (error) {
    changes.end();
    throw error;
  }
}

export const pageLiveResolvers = {
  Subscription: {
    pageChanged: {
      subscribe: (_: unknown, args: { id: string }, ctx: Context) => subscribe(idOf(args.id, 'Page'), ctx),
      resolve: async (change: PageChange, _: unknown, ctx: Context): Promise<PageNode> => {
        ctx.delivery = {};
        if (change.page) return change.page;
        // Deleted pages too: the subscriber sees deletedAt (and a restore), not a vanished page.
        const page = await visiblePage(ctx, await ctx.services.pages.byIdIncludingDeleted(change.pageId));
        if (!page) {
          change.end();
          fail('PAGE_NOT_FOUND');
        }
        return page;
      },
    },
  },
};
