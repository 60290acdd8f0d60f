import { fail } from '@brandtrail/domain';
import { log } from '@brandtrail/infra';
import type { BrandRow } from '@brandtrail/projections';
import { visible } from '../access/policy';
import { changedAssetsFor } from '../assets/loaders';
import type { Context } from '../graphql/context';
import { idOf, toGlobalId } from '../graphql/relay';
import { brandChangesIn, brandTopic, type BrandChangeKind } from '../live/topics';
import { LiveStream } from '../live/stream';
import { nextExpiryOf } from '../sharedLinks/reach';

/**
 * Live brands: `brandChanged` tells everyone who has one of a brand's screens open what changed
 * (over Server-Sent Events, see graphql/handler.ts), fed by the process's one ChangeHub
 * (services.changes, topic `brand:<id>`; which streams and events count is live/topics.ts).
 */
export const brandLiveTypeDefs = /* GraphQL */ `
  "What of a brand changed."
  enum BrandChangeKind {
    "The brand's settings (name, slug, logo, colours, fonts, visibility, plan), its deletion."
    BRAND
    "The page tree: a page created, renamed, moved, deleted or restored, and the page order."
    PAGES
    "Assets: uploaded, processed, renamed, tagged, deleted, restored or purged (see assetIds)."
    ASSETS
    "Members and invitations."
    MEMBERS
    "Shared links."
    LINKS
    "Versions named."
    VERSIONS
  }

  type BrandChange {
    "The brand as it is now."
    brand: Brand!
    "What changed; empty for the first value (the brand as it is when the subscription starts)."
    kinds: [BrandChangeKind!]!
    "The assets (global ids) that changed, when kinds holds ASSETS."
    assetIds: [ID!]!
  }

  extend type Subscription {
    """
    The brand (its global id) as it is now, then again each time the read models have applied a
    change of it (see BrandChangeKind; changes of a page's elements come through pageChanged);
    several changes at once come as one. BRAND_NOT_FOUND when the viewer may not read the brand, or
    it is deleted, at the start or later (the stream then ends).
    """
    brandChanged(id: ID!): BrandChange
  }
`;

interface BrandChangeValue {
  brandId: string;
  /** Ends the stream (after the viewer lost access). */
  end(): void;
  /** Looks again when the session's shared links to the brand next expire (after each value). */
  watchExpiry(): void;
  kinds: BrandChangeKind[];
  assetIds: string[];
  /** The brand as read when the subscription started (the first value only). */
  brand?: BrandRow;
}

const merge = (a: BrandChangeValue, b: BrandChangeValue): BrandChangeValue => ({
  ...b,
  kinds: [...new Set([...a.kinds, ...b.kinds])],
  assetIds: [...new Set([...a.assetIds, ...b.assetIds])],
  // a change after the first read: read the brand again
  brand: undefined,
});

const viewerId = (ctx: Context) => ctx.viewer?.user.id ?? null;

/** The longest wait a timer takes (setTimeout's limit); a stream ends long before (maxStreamMs). */
const TIMER_MAX_MS = 2 ** 31 - 1;

async function subscribe(brandId: string, ctx: Context): Promise<LiveStream<BrandChangeValue>> {
  const changes = new LiveStream<BrandChangeValue>(merge);
  const { end } = changes;
  // A shared link's expiry is a time, not an event: when one of the session's live links to the
  // brand expires, the brand is read again as after a change of its links (it may be gone for
  // this session, or show fewer pages), so an open page learns it at once.
  let expiry: ReturnType<typeof setTimeout> | undefined;
  const linkIds = ctx.session?.linkIds ?? [];
  const watchExpiry = () => {
    if (!linkIds.length) return;
    void nextExpiryOf(ctx.services, linkIds, brandId, new Date()).then(
      (at) => {
        clearTimeout(expiry);
        const wait = at ? at.getTime() - Date.now() : Infinity;
        if (wait < TIMER_MAX_MS) expiry = setTimeout(() => push(['LINKS'], []), Math.max(0, wait) + 1);
      },
      (error: unknown) => log.warn('brandChanged: reading the shared links failed', { error: String(error) }),
    );
  };
  const push = (kinds: BrandChangeKind[], assetIds: string[]) => changes.push({ brandId, end, watchExpiry, kinds, assetIds });
  // Listen before reading the brand, so that no change between the read and the first value is lost.
  const unlisten = await ctx.services.changes.listen(brandTopic(brandId), (events) => {
    const { kinds, assetIds } = brandChangesIn(events);
    if (kinds.length) push(kinds, assetIds);
  });
  changes.onEnd = () => {
    clearTimeout(expiry);
    unlisten();
  };
  try {
    const brand = visible(await ctx.services.brands.byId(brandId, viewerId(ctx)));
    if (!brand) fail('BRAND_NOT_FOUND');
    changes.push({ brandId, end, watchExpiry, kinds: [], assetIds: [], brand });
    return changes;
  } catch (error) {
    changes.end();
    throw error;
  }
}

export const brandLiveResolvers = {
  Subscription: {
    brandChanged: {
      subscribe: (_: unknown, args: { id: string }, ctx: Context) => subscribe(idOf(args.id, 'Brand'), ctx),
      resolve: async (change: BrandChangeValue, _: unknown, ctx: Context) => {
        // Values read below are read afresh for each change, not kept from the one before.
        ctx.delivery = {};
        // Visibility is checked again for every change, through the brand's row for this viewer.
        const brand = change.brand ?? visible(await ctx.services.brands.byId(change.brandId, viewerId(ctx)));
        if (!brand) {
          change.end();
          fail('BRAND_NOT_FOUND');
        }
        change.watchExpiry();
        return {
          brand,
          kinds: change.kinds,
          assetIds: (await changedAssetsFor(ctx, brand, change.assetIds)).map((id) => toGlobalId('Asset', id)),
        };
      },
    },
  },
};
