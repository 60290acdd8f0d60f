import {
  brandDecider,
  brandStream,
  fail,
  pageDecider,
  pageStream,
  parseMoment,
  revertedBrandFields,
  type BrandState,
  type PageState,
} from '@brandtrail/domain';
import { loadAt, type EventStore } from '@brandtrail/infra';
import type { BrandRow, VersionRow } from '@brandtrail/projections';
import { canOn } from '../access/policy';
import type { Context } from '../graphql/context';
import { idOf } from '../graphql/relay';
import type { Services } from '../services';

/**
 * A brand and its pages as they were at a moment (issue 16): read from the streams through their
 * snapshots (`loadAt`), never from the start. A moment is a time: everything recorded with a
 * command time at or before it. The past does not change, so states of moments long enough ago
 * that no command still under way can land in them (SETTLED_MS) are kept in memory, the most
 * recently used, and a version's brand is read once.
 */

/** A moment this far back can gain no more events: commands take their time when they start and record within seconds. */
const SETTLED_MS = 60_000;
/** Past states kept per event store. */
const KEPT = 2_000;
/** Pages read at once when a moment's whole brand is read. */
const PARALLEL = 8;

export interface Moment {
  at: Date;
  /** The version the moment is, when it is one. */
  versionId: string | null;
}

const kept = new WeakMap<EventStore, Map<string, Promise<unknown>>>();

function remembered<T>(store: EventStore, key: string, at: Date, read: () => Promise<T>): Promise<T> {
  if (Date.now() - at.getTime() < SETTLED_MS) return read();
  let map = kept.get(store);
  if (!map) kept.set(store, (map = new Map()));
  const found = map.get(key) as Promise<T> | undefined;
  if (found) {
    map.delete(key);
    map.set(key, found);
    return found;
  }
  const value = read();
  map.set(key, value);
  value.catch(() => map.delete(key));
  if (map.size > KEPT) map.delete(map.keys().next().value!);
  return value;
}

/** The page as it was at the moment, or undefined when it did not exist then or was deleted. */
export async function pageAt(s: Services, pageId: string, at: Date): Promise<PageState | undefined> {
  const state = await remembered(s.store, `page:${pageId}:${at.toISOString()}`, at, async () => {
    return (await loadAt(s.store, pageDecider, pageStream(pageId), { time: at })).state;
  });
  return state.exists && !state.deleted ? state : undefined;
}

/** The brand as it was at the moment (its initial state before it existed). */
export function brandAt(s: Services, brandId: string, at: Date): Promise<BrandState> {
  return remembered(s.store, `brand:${brandId}:${at.toISOString()}`, at, async () => {
    return (await loadAt(s.store, brandDecider, brandStream(brandId), { time: at })).state;
  });
}

/** The brand's pages as they were at the moment, in the brand's order then; pages it did not name after, oldest first. */
export function pagesAt(s: Services, brandId: string, at: Date): Promise<PageState[]> {
  return remembered(s.store, `pages:${brandId}:${at.toISOString()}`, at, async () => {
    const [brand, ids] = await Promise.all([brandAt(s, brandId, at), s.pages.everOfBrand(brandId)]);
    const states: (PageState | undefined)[] = new Array(ids.length);
    for (let i = 0; i < ids.length; i += PARALLEL)
      await Promise.all(ids.slice(i, i + PARALLEL).map(async (id, k) => (states[i + k] = await pageAt(s, id, at))));
    const order = new Map(brand.pagesOrder.map((id, i) => [id, i]));
    const created = new Map(ids.map((id, i) => [id, i]));
    const rank = (p: PageState) => order.get(p.id) ?? order.size + created.get(p.id)!;
    return states.filter((p): p is PageState => p !== undefined).sort((a, b) => rank(a) - rank(b));
  });
}

/**
 * A brand row with its content (the registry's fields a restore sets back: name, texts, colours,
 * fonts, logo; and the page order) as it was at the moment.
 */
export async function rowAt(s: Services, row: BrandRow, moment: Moment): Promise<BrandRow> {
  const then = await brandAt(s, row.id, moment.at);
  if (!then.exists) return { ...row, moment };
  const content = Object.fromEntries(revertedBrandFields.map((f) => [f, then[f]]));
  return { ...row, ...content, pagesOrder: then.pagesOrder, moment };
}

/** A version of this brand by its global id (null when it names another brand's, or none). */
async function versionOf(ctx: Context, brandId: string, globalId: string): Promise<VersionRow | null> {
  const id = idOf(globalId, 'BrandVersion');
  const [row] = await ctx.services.brands.versionsByIds([id]);
  return row && row.brandId === brandId ? row : null;
}

/**
 * The brand as it was at a version (anyone who reads it) or a moment (members: readPrivate; others
 * FORBIDDEN). A version of another brand is null.
 */
export async function brandAsOf(ctx: Context, brand: BrandRow, args: { version?: string | null; at?: string | null }) {
  if (args.version) {
    const version = await versionOf(ctx, brand.id, args.version);
    return version ? rowAt(ctx.services, brand, { at: new Date(version.at), versionId: version.id }) : null;
  }
  if (!args.at) return brand;
  if (!canOn(brand, 'readPrivate')) fail('FORBIDDEN');
  return rowAt(ctx.services, brand, { at: parseMoment(args.at, ctx.actor.now), versionId: null });
}
