import { graphql, requestSubscription } from 'react-relay';
import type { Disposable, Environment } from 'relay-runtime';
import type {
  BrandChangeKind,
  brandChangedSubscription,
  brandChangedSubscription$data,
} from '../__generated__/brandChangedSubscription.graphql';

export type { BrandChangeKind } from '../__generated__/brandChangedSubscription.graphql';

/*
 * A brand's live topic (`brandChanged`): one subscription per brand and Relay environment, however
 * many components of a screen follow it. Screens follow it through `useLiveQuery`
 * (relay/useLiveQuery.ts), which reads their query again when a change concerns them.
 */

/**
 * The brand's fields as its screens read them, so that Relay's store takes each change: the page
 * tree and the settings follow by themselves; what else changed (assets, members, links) a screen
 * reads again (`useLiveQuery`).
 */
const subscription = graphql`
  subscription brandChangedSubscription($id: ID!) {
    brandChanged(id: $id) {
      kinds
      assetIds
      brand {
        ...brandFields_brand @relay(mask: false)
        currentPlan
        userRole
        ...BrandKit_brand
        ...PageTree_brand
        ...BrandSettingsGeneral_brand
        ...BrandImages_brand
      }
    }
  }
`;

export interface BrandChange {
  /** What changed. After a reconnection (changes may have been missed) every kind. */
  kinds: readonly BrandChangeKind[];
  /** The assets (global ids) that changed; empty after a reconnection (any may have). */
  assetIds: readonly string[];
  /** True after a reconnection: read again whatever the screen shows. */
  everything: boolean;
}

const EVERY_KIND: readonly BrandChangeKind[] = ['BRAND', 'PAGES', 'ASSETS', 'MEMBERS', 'LINKS', 'VERSIONS'];

/** Anything may have changed (after a reconnection, or when a screen asks to read itself again). */
export const EVERY_CHANGE: BrandChange = { kinds: EVERY_KIND, assetIds: [], everything: true };

/** One component's following: what changed, and the end of the subscription (the viewer lost the brand). */
export interface Follower {
  change: (change: BrandChange) => void;
  lost: (error: Error) => void;
}

/** One subscription per brand however many components of the screen follow it. */
interface Shared {
  followers: Set<Follower>;
  disposable: Disposable;
  /** Whether the first value has come (a later first value, `kinds: []`, is a reconnection). */
  started: boolean;
}

const shared = new WeakMap<Environment, Map<string, Shared>>();

/**
 * Follows the brand with this global id until the returned function is called: its fields in the
 * subscription's answer (the page tree, the settings, the kit) land in Relay's store within about
 * a second of a change made elsewhere, and `follower.change` hears what changed. Losing access ends
 * the subscription with BRAND_NOT_FOUND (logged), which `follower.lost` hears (a reader whose shared
 * link stopped working, a member removed); the next follower subscribes afresh.
 */
export function followBrand(environment: Environment, brandId: string, follower: Follower): () => void {
  let brands = shared.get(environment);
  if (!brands) shared.set(environment, (brands = new Map()));
  let entry = brands.get(brandId);
  if (!entry) {
    const created: Shared = { followers: new Set(), started: false, disposable: { dispose: () => undefined } };
    const onNext = (data: brandChangedSubscription$data | null | undefined) => {
      const value = data?.brandChanged;
      if (!value) return;
      let change: BrandChange;
      if (value.kinds.length) change = { kinds: value.kinds, assetIds: value.assetIds, everything: false };
      else if (created.started) change = EVERY_CHANGE;
      else {
        // The brand as it is when the screen subscribed: the store has just taken it.
        created.started = true;
        return;
      }
      for (const each of [...created.followers]) each.change(change);
    };
    created.disposable = requestSubscription<brandChangedSubscription>(environment, {
      subscription,
      variables: { id: brandId },
      onNext,
      onError: (error) => {
        console.warn('live brand updates stopped', error);
        // The next screen to follow the brand subscribes afresh (e.g. access given back).
        if (brands.get(brandId) === created) brands.delete(brandId);
        for (const each of [...created.followers]) each.lost(error);
      },
    });
    brands.set(brandId, (entry = created));
  }
  const own = entry;
  const map = brands;
  own.followers.add(follower);
  return () => {
    own.followers.delete(follower);
    if (own.followers.size) return;
    own.disposable.dispose();
    if (map.get(brandId) === own) map.delete(brandId);
  };
}
