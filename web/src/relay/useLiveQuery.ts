import { useCallback, useEffect, useMemo, useRef } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { Environment, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { EVERY_CHANGE, followBrand, type BrandChange, type BrandChangeKind } from '../brands/brandChanged';
import { coalesce } from './coalesce';

export type { BrandChange, BrandChangeKind } from '../brands/brandChanged';

/**
 * What a screen reads again when the brand changes, and which changes concern it. With neither
 * `query` nor `refetch` the screen follows the topic's own fields only (the page tree, the
 * settings and the kit arrive in Relay's store with each change).
 */
export interface LiveQueryOptions<Q extends OperationType> {
  /** The changes that concern the screen, by kind; every kind when left out. */
  kinds?: readonly BrandChangeKind[];
  /** A narrower test of a change of those kinds (e.g. that it names the asset shown). */
  when?: (change: BrandChange) => boolean;
  /** The screen's query, read again from the server (`network-only`); the store's update re-renders the screen. */
  query?: GraphQLTaggedNode;
  /** Its variables, or a function that gives them at the time of reading (e.g. as many entries as are shown). */
  variables?: Q['variables'] | (() => Q['variables']);
  /**
   * Instead of `query`: how the screen reads itself again (several queries, a list read page by
   * page), given what changed since its last reading (merged, when several changes came meanwhile).
   */
  refetch?: (change: BrandChange) => Promise<unknown>;
  /** The brand's stream ended: the viewer lost it (a shared link that stopped working, a member removed). */
  onLost?: (error: Error) => void;
}

/** Two changes as one: every kind and asset of both (a reconnection's covers all). */
export function mergeChanges(a: BrandChange, b: BrandChange): BrandChange {
  if (a.everything) return a;
  if (b.everything) return b;
  return {
    kinds: [...new Set([...a.kinds, ...b.kinds])],
    assetIds: [...new Set([...a.assetIds, ...b.assetIds])],
    everything: false,
  };
}

/** Whether a change concerns a screen with these options: a reconnection always does. */
export function concerns(options: Pick<LiveQueryOptions<OperationType>, 'kinds' | 'when'>, change: BrandChange): boolean {
  if (change.everything) return true;
  if (options.kinds && !options.kinds.some((kind) => change.kinds.includes(kind))) return false;
  return options.when ? options.when(change) : true;
}

/**
 * The screen's side of the topic, without React: changes that concern it (`concerns`) and asks to
 * read again (`refresh`) go to `read` one at a time, a burst merged into one more reading after the
 * one in flight (`coalesce`).
 */
export function liveReader(
  options: () => Pick<LiveQueryOptions<OperationType>, 'kinds' | 'when'>,
  read: (change: BrandChange) => unknown,
): { change: (change: BrandChange) => void; refresh: () => Promise<void> } {
  const ask = coalesce(read, mergeChanges);
  return {
    change: (change) => {
      if (concerns(options(), change)) void ask(change);
    },
    refresh: () => ask(EVERY_CHANGE),
  };
}

function readAgain<Q extends OperationType>(environment: Environment, options: LiveQueryOptions<Q>, change: BrandChange) {
  if (options.refetch) return options.refetch(change);
  if (!options.query) return undefined;
  const variables = typeof options.variables === 'function' ? options.variables() : options.variables;
  return fetchQuery<Q>(environment, options.query, variables ?? {}, { fetchPolicy: 'network-only' })
    .toPromise()
    .catch(() => undefined);
}

/**
 * Keeps a screen fresh from its brand's live topic (`brandChanged`, one subscription per brand
 * shared by the screen's components): while mounted, a change made elsewhere (another browser,
 * another user) that concerns the screen (`kinds`, `when`; after a reconnection every change
 * does) reads the screen's `query` again, or runs its `refetch`. One reading runs at a time;
 * changes that come meanwhile make one more reading after it. Returns `refresh`, which asks for a
 * reading the same way (after the screen's own changes). A null `brandId` follows nothing.
 *
 * `useLiveQuery(brand.id, {kinds: ['MEMBERS'], query, variables: queryRef.variables})`
 */
export function useLiveQuery<Q extends OperationType = OperationType>(
  brandId: string | null | undefined,
  options: LiveQueryOptions<Q> = {},
): () => void {
  const environment = useRelayEnvironment();
  const latest = useRef(options);
  latest.current = options;
  const reader = useMemo(
    () =>
      liveReader(
        () => latest.current,
        (change) => readAgain(environment, latest.current, change),
      ),
    [environment],
  );
  useEffect(() => {
    if (!brandId) return;
    return followBrand(environment, brandId, {
      change: reader.change,
      lost: (error) => latest.current.onLost?.(error),
    });
  }, [environment, brandId, reader]);
  return useCallback(() => void reader.refresh(), [reader]);
}
