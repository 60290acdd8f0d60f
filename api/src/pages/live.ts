import { fail } from '@brandtrail/domain';
import type { Context } from '../graphql/context';
import { idOf } from '../graphql/relay';
import type { ChangeHub } from '../live/hub';
import { visiblePage, type PageNode } from './schema';

/**
 * Live pages: `pageChanged` streams a page to everyone who has it open (over Server-Sent Events,
 * see graphql/handler.ts), fed by the process's one ChangeHub (services.pageChanges).
 */
export const pageLiveTypeDefs = /* GraphQL */ `
  type Subscription {
    """
    The page (its global id) as it is now, then again each time the read model has applied changes
    of it; several changes at once come as one. A deletion comes as the page with deletedAt set (a
    restore follows the same way). PAGE_NOT_FOUND when the viewer may not read the page, at the start
    or later (the stream then ends).
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

/**
 * The source stream of one subscriber. Not an async generator: `return()` must end a pending
 * `next()` at once when the client goes away, where an async generator would wait for its next
 * value. Changes announced while a value is being sent coalesce into one.
 */
class PageChanges implements AsyncIterableIterator<PageChange> {
  /** The first value's page, then whether a change is waiting. */
  private pending: PageNode | boolean = false;
  private done = false;
  private wake: (() => void) | undefined;
  unlisten = () => undefined as void;

  constructor(private readonly pageId: string) {}

  readonly notify = () => {
    if (this.pending === false) this.pending = true;
    this.wake?.();
  };

  readonly end = () => {
    if (this.done) return;
    this.done = true;
    this.unlisten();
    this.wake?.();
  };

  /** The first value: the page as read; re-read instead when a change came in meanwhile. */
  start(page: PageNode): this {
    if (this.pending === false) this.pending = page;
    return this;
  }

  async next(): Promise<IteratorResult<PageChange, undefined>> {
    while (!this.done && this.pending === false) await new Promise<void>((resolve) => (this.wake = resolve));
    this.wake = undefined;
    if (this.done) return { done: true, value: undefined };
    const page = typeof this.pending === 'object' ? this.pending : undefined;
    this.pending = false;
    return { done: false, value: { pageId: this.pageId, page, end: this.end } };
  }

  async return(): Promise<IteratorResult<PageChange, undefined>> {
    this.end();
    return { done: true, value: undefined };
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}

async function subscribe(hub: ChangeHub, pageId: string, ctx: Context): Promise<PageChanges> {
  const changes = new PageChanges(pageId);
  // Listen before reading the page, so that no change between the read and the first value is lost.
  changes.unlisten = await hub.listen(pageId, changes.notify);
  try {
    const page = await visiblePage(ctx, await ctx.services.pages.byId(pageId));
    if (!page) fail('PAGE_NOT_FOUND');
    return changes.start(page);
  } catch (error) {
    changes.end();
    throw error;
  }
}

export const pageLiveResolvers = {
  Subscription: {
    pageChanged: {
      subscribe: (_: unknown, args: { id: string }, ctx: Context) =>
        subscribe(ctx.services.pageChanges, idOf(args.id, 'Page'), ctx),
      resolve: async (change: PageChange, _: unknown, ctx: Context): Promise<PageNode> => {
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
