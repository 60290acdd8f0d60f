import { useEffect, useRef } from 'react';
import { graphql, requestSubscription, useRelayEnvironment } from 'react-relay';
import type { Disposable, Environment } from 'relay-runtime';
import type {
  BrandChangeKind,
  useBrandChangedSubscription,
  useBrandChangedSubscription$data,
} from '../__generated__/useBrandChangedSubscription.graphql';

export type { BrandChangeKind } from '../__generated__/useBrandChangedSubscription.graphql';

/**
 * The brand's fields as its screens read them, so that Relay's store takes each change: the page
 * tree and the settings follow by themselves; what else changed (assets, members, links) a screen
 * reads again in its `onChange`.
 */
const subscription = graphql`
  subscription useBrandChangedSubscription($id: ID!) {
    brandChanged(id: $id) {
      kinds
      assetIds
      brand {
        id
        name
        slug
        bio
        usp
        public
        publicIndex
        currentPlan
        userRole
        ...BrandKit_brand
        ...PageTree_brand
        ...BrandSettingsGeneral_brand
        ...BrandLogo_brand
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

type Handler = (change: BrandChange) => void;
/** One component's following: what changed, and the end of the subscription (the viewer lost the brand). */
interface Follower {
  change: Handler;
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

function follow(environment: Environment, brandId: string, follower: Follower): () => void {
  let brands = shared.get(environment);
  if (!brands) shared.set(environment, (brands = new Map()));
  let entry = brands.get(brandId);
  if (!entry) {
    const created: Shared = { followers: new Set(), started: false, disposable: { dispose: () => undefined } };
    const onNext = (data: useBrandChangedSubscription$data | null | undefined) => {
      const value = data?.brandChanged;
      if (!value) return;
      let change: BrandChange;
      if (value.kinds.length) change = { kinds: value.kinds, assetIds: value.assetIds, everything: false };
      else if (created.started) change = { kinds: EVERY_KIND, assetIds: [], everything: true };
      else {
        // The brand as it is when the screen subscribed: the store has just taken it.
        created.started = true;
        return;
      }
      for (const each of [...created.followers]) each.change(change);
    };
    created.disposable = requestSubscription<useBrandChangedSubscription>(environment, {
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

/**
 * Live brand: while mounted, the brand with this global id follows changes made elsewhere (another
 * browser, another user) within about a second. Its page tree and settings update in Relay's store
 * by themselves; `onChange` hears what changed, to read again what else the screen shows (e.g. the
 * library on ASSETS, the members list on MEMBERS). Components of one screen share one subscription.
 * Losing access ends it with BRAND_NOT_FOUND (logged), which `onLost` hears (a reader whose shared
 * link stopped working, a member removed). `null` follows nothing.
 */
export function useBrandChanged(brandId: string | null | undefined, onChange?: Handler, onLost?: (error: Error) => void): void {
  const environment = useRelayEnvironment();
  const latest = useRef({ onChange, onLost });
  latest.current = { onChange, onLost };
  useEffect(() => {
    if (!brandId) return;
    return follow(environment, brandId, {
      change: (change) => latest.current.onChange?.(change),
      lost: (error) => latest.current.onLost?.(error),
    });
  }, [environment, brandId]);
}
