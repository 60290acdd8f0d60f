import { assetStream, brandStream, idFromStream, isMemberEvent, pageStream, sharedLinkStream } from '@brandtrail/domain';
import type { EventStore, RecordedEvent } from '@brandtrail/infra';

/**
 * What the one ChangeHub announces: `page:<id>` for every projected event of a page's stream
 * (pageChanged), and `brand:<id>` for the events of a brand that change what its screens show
 * (brandChanged), with the kind of change each is.
 */

export type BrandChangeKind = 'BRAND' | 'PAGES' | 'ASSETS' | 'MEMBERS' | 'LINKS' | 'VERSIONS';

export const pageTopic = (pageId: string) => `page:${pageId}`;
export const brandTopic = (brandId: string) => `brand:${brandId}`;

/** Page events that change the page tree (the rest are elements: pageChanged carries those). */
const PAGE_TREE_EVENTS = new Set(['PageCreated', 'PageUpdated', 'PageDeleted', 'PageRestored']);

/** Events of the brand stream that are not about its settings: the page order is the page tree's. */
const BRAND_STREAM_KINDS: Readonly<Record<string, BrandChangeKind>> = {
  BrandPagesSorted: 'PAGES',
  BrandVersionCreated: 'VERSIONS',
  // A restore's own marker: the brand's events after it say what changed.
  BrandReverted: 'BRAND',
};
const brandStreamKind = (event: RecordedEvent): BrandChangeKind =>
  BRAND_STREAM_KINDS[event.type] ?? (isMemberEvent(event) ? 'MEMBERS' : 'BRAND');

interface BrandStreams {
  /** The streams' prefix (from domain/streams.ts). */
  prefix: string;
  /** The stream's id is its brand's (the brand's own stream, its shared links). */
  idIsBrand?: boolean;
  /** The kind of change an event is, or null when it changes nothing a brand screen shows. */
  kindOf(event: RecordedEvent): BrandChangeKind | null;
}

/**
 * Every stream whose events belong to a brand: the brand's own stream, whose id is the brand's,
 * and streams whose events name the brand in their data as `brandId`, or whose first event does (a
 * page's PageCreated, an asset's AssetCreated). A feature with streams of its own adds a line.
 */
export const brandStreams: readonly BrandStreams[] = [
  { prefix: brandStream(''), idIsBrand: true, kindOf: brandStreamKind },
  { prefix: sharedLinkStream(''), idIsBrand: true, kindOf: () => 'LINKS' },
  { prefix: pageStream(''), kindOf: (event) => (PAGE_TREE_EVENTS.has(event.type) ? 'PAGES' : null) },
  { prefix: assetStream(''), kindOf: () => 'ASSETS' },
];

/** The prefixes the hub follows: pages (pageChanged) and every brand stream. */
export const followedPrefixes = (): string[] => [...new Set([pageStream(''), ...brandStreams.map((s) => s.prefix)])];

const brandIdIn = (event: RecordedEvent): string | undefined => {
  const brandId = (event.data as { brandId?: unknown } | null)?.brandId;
  return typeof brandId === 'string' ? brandId : undefined;
};

/** How many streams' brands are kept (a stream's brand never changes). */
const KNOWN_MAX = 10_000;

/**
 * The topics of events, for ChangeHub's `topicsOf`. A stream's brand is remembered (the oldest
 * forgotten first), so only the first event seen of a stream that does not name its brand costs a
 * read of the stream's first event.
 */
export function topicsOf(store: Pick<EventStore, 'readStream'>) {
  const known = new Map<string, string | null>();
  const remember = (streamId: string, brandId: string | null) => {
    if (known.size >= KNOWN_MAX) known.delete(known.keys().next().value!);
    known.set(streamId, brandId);
    return brandId;
  };
  const brandOf = async (event: RecordedEvent, streams: BrandStreams): Promise<string | null> => {
    if (streams.idIsBrand) return idFromStream(event.streamId);
    const named = brandIdIn(event);
    if (named) return known.get(event.streamId) ?? remember(event.streamId, named);
    const found = known.get(event.streamId);
    if (found !== undefined) return found;
    const [first] = await store.readStream(event.streamId, { maxCount: 1 });
    return remember(event.streamId, (first && brandIdIn(first)) ?? null);
  };
  return {
    /** The topics the event announces. */
    topics: async (event: RecordedEvent): Promise<string[]> => {
      const topics: string[] = [];
      if (event.streamId.startsWith(pageStream(''))) topics.push(pageTopic(idFromStream(event.streamId)));
      const change = await brandChangeOf(event, brandOf);
      if (change) topics.push(brandTopic(change.brandId));
      return topics;
    },
    brandOf,
  };
}

/** The brand an event belongs to and the kind of change it is, or null when it changes nothing a brand screen shows. */
async function brandChangeOf(
  event: RecordedEvent,
  brandOf: (event: RecordedEvent, streams: BrandStreams) => Promise<string | null>,
): Promise<{ brandId: string; kind: BrandChangeKind } | null> {
  const streams = brandStreams.find((s) => event.streamId.startsWith(s.prefix));
  const kind = streams?.kindOf(event);
  if (!streams || !kind) return null;
  const brandId = await brandOf(event, streams);
  return brandId ? { brandId, kind } : null;
}

/** What a brand's listener receives, summed up: the kinds of change, and the assets that changed. */
export function brandChangesIn(events: readonly RecordedEvent[]): { kinds: BrandChangeKind[]; assetIds: string[] } {
  const kinds = new Set<BrandChangeKind>();
  const assetIds = new Set<string>();
  for (const event of events) {
    const kind = brandStreams.find((s) => event.streamId.startsWith(s.prefix))?.kindOf(event);
    if (!kind) continue;
    kinds.add(kind);
    if (kind === 'ASSETS') assetIds.add(idFromStream(event.streamId));
  }
  return { kinds: [...kinds], assetIds: [...assetIds] };
}
