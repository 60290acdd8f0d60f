import {
  brandDecider,
  brandImageFields,
  brandStream,
  fail,
  SLUG_MAX,
  slugCandidate,
  slugify,
  type BrandChangesInput,
  type BrandColorInput,
  type BrandCommand,
  type BrandState,
} from '@brandtrail/domain';
import { decideFirst, load, type Actor } from '@brandtrail/infra';
import { requireBrandAccess } from '../access/policy';
import { assetIdIn, libraryOf } from '../assets/lookup';
import { createdId, type Created } from '../commands/idempotency';
import { claimNewSlug, isTaken, release, reserve } from '../commands/reservations';
import type { Services } from '../services';
import { refuseWhileWaiting } from '../users/accounts';
import type { SlowDown } from '../users/throttle';

/**
 * How many brands one account creates (the example brand of "Try an example brand" included): 20
 * at once, then one every 3 minutes (20 an hour), counted in the log-in throttle's table
 * (`create-brand:<user>`). An agency setting up its clients' brands stays well inside it; a script
 * making brands by the hundred waits (TOO_MANY_REQUESTS, 429 with Retry-After).
 */
export const BRANDS_AT_ONCE = 20;
export const BRAND_EVERY_MS = 3 * 60_000;
const BRAND_SLOWDOWN: SlowDown = {
  free: BRANDS_AT_ONCE,
  firstDelayMs: BRAND_EVERY_MS,
  maxDelayMs: BRAND_EVERY_MS,
  forgetMs: BRAND_EVERY_MS,
};

/** A slug is in use while the brand holding it (deleted or not) still carries it. */
const brandStillUses = (s: Services, slug: string) => async (brandId: string) => {
  const { state } = await load(s.store, brandDecider, brandStream(brandId));
  return state.exists && state.slug === slug;
};

export interface CreateBrandInput {
  name: string;
  slug?: string | null;
  colors?: readonly BrandColorInput[] | null;
  fonts?: readonly string[] | null;
  /** Relay's field: a create repeated with the same one answers with the brand the first made. */
  clientMutationId?: string | null;
}

/** The brand an earlier create with the same clientMutationId made, if there is one. */
async function createdBefore(s: Services, brandId: string): Promise<Created<BrandState> | undefined> {
  const { state } = await load(s.store, brandDecider, brandStream(brandId));
  return state.exists ? { id: brandId, state, projected: false } : undefined;
}

/**
 * Creates a brand, optionally with a starter palette and fonts. Without a slug, the slug comes from
 * the name and the first free one of name, name-2, name-3... is taken; with a slug, that exact one
 * or the "taken" error.
 */
export async function createBrand(s: Services, input: CreateBrandInput, actor: Actor): Promise<Created<BrandState>> {
  if (!actor.userId) fail('UNAUTHENTICATED');
  const brandId = createdId(actor, 'brand', '', input.clientMutationId);
  const repeated = input.clientMutationId ? await createdBefore(s, brandId) : undefined;
  if (repeated) return repeated;
  // Counted when let through; a create that fails is taken back (a repeat above never counts).
  const limit = [{ key: `create-brand:${actor.userId}`, rule: BRAND_SLOWDOWN }];
  refuseWhileWaiting(await s.throttle.take(limit), 'TOO_MANY_REQUESTS');
  try {
    return await createNewBrand(s, brandId, input, actor);
  } catch (error) {
    await s.throttle.release(limit).catch(() => undefined);
    throw error;
  }
}

async function createNewBrand(s: Services, brandId: string, input: CreateBrandInput, actor: Actor): Promise<Created<BrandState>> {
  const stream = brandStream(brandId);
  const wanted = input.slug?.trim() || undefined;
  const base = wanted ?? slugify(input.name);
  const command = (slug: string): BrandCommand => ({
    type: 'CreateBrand',
    name: input.name,
    slug,
    colors: input.colors ?? [],
    fonts: input.fonts ?? [],
  });
  // The decider first (the brand is new: its initial state), so that a brand it refuses claims no
  // address. A slug made from the name is one by construction; the decider judges it again below.
  await decideFirst(s.store, brandDecider, stream, brandDecider.initialState, command(wanted ?? slugCandidate(base, 0)), actor);
  const held = wanted ? undefined : await s.brands.heldSlugsStartingWith(base.slice(0, SLUG_MAX - 6));
  const slug = await claimNewSlug({
    base,
    wanted,
    held,
    claim: (candidate) => reserve(s.store, 'brandSlug', candidate, brandId, actor, 'SLUG_TAKEN', brandStillUses(s, candidate)),
    taken: (error) => isTaken(error, 'SLUG_TAKEN'),
  });
  try {
    const { state, projected } = await s.execute(brandDecider, stream, command(slug), actor);
    return { id: brandId, state, projected };
  } catch (error) {
    // The same create at the same moment (a client's repeat crossing its first try): the first wins.
    const first = input.clientMutationId && isTaken(error, 'CONFLICT') ? await createdBefore(s, brandId) : undefined;
    if (first) return first;
    throw error;
  }
}

/**
 * Updates settings; a new slug is claimed first and the old one released after (a change the
 * decider refuses releases the new one again). A new logo or cover (an Asset global id or UUID;
 * null removes it) must be an uploaded image of the brand's library, and a font file newly tied to
 * a font of the kit an uploaded font of it: the API looks them up, the decider judges.
 */
export async function updateBrand(s: Services, brandId: string, input: BrandChangesInput, actor: Actor): Promise<void> {
  const stream = brandStream(brandId);
  const { state } = await load(s.store, brandDecider, stream);
  // Who may change the brand is answered before anything about the change is looked at.
  requireBrandAccess(state, actor, 'editContent');
  const given = input as Record<string, unknown>;
  const current = state as unknown as Record<string, unknown>;
  // The image fields (the registry's: logo, cover) named by an Asset global id, as the domain's ids.
  const images = Object.fromEntries(brandImageFields.filter((f) => given[f] !== undefined).map((f) => [f, assetIdIn(given[f])]));
  const changes = { ...input, ...images } as BrandChangesInput;
  const newImages = Object.entries(images).flatMap(([f, id]) =>
    typeof id === 'string' && id.toLowerCase() !== current[f] ? [id] : [],
  );
  // The files the fonts name that the kit does not hold yet, as the library holds them.
  const held = new Set(state.fonts.flatMap((f) => f.assetIds));
  const named = (changes.fonts ?? []).flatMap((f) => (typeof f === 'string' ? [] : (f.assetIds ?? [])));
  const newFiles = named.filter((id) => typeof id !== 'string' || !held.has(id.toLowerCase()));
  const wanted = [...newImages, ...newFiles];
  const library = wanted.length ? await libraryOf(s, brandId, wanted) : undefined;
  const command: BrandCommand = { type: 'UpdateBrand', changes, library };
  // The decider first, so that a change it refuses claims no address (a slug names the claim's
  // stream: only one the decider takes is claimed); the address claimed is the one it records.
  const decided = await decideFirst(s.store, brandDecider, stream, state, command, actor);
  const newSlug = decided.flatMap((e) => (e.type === 'BrandUpdated' && e.data.slug ? [e.data.slug] : []))[0];
  if (newSlug) await reserve(s.store, 'brandSlug', newSlug, brandId, actor, 'SLUG_TAKEN', brandStillUses(s, newSlug));
  try {
    await s.execute(brandDecider, stream, command, actor);
  } catch (error) {
    if (newSlug) await release(s.store, 'brandSlug', newSlug, brandId, actor).catch(() => undefined);
    throw error;
  }
  if (newSlug) await release(s.store, 'brandSlug', state.slug, brandId, actor);
}

export async function deleteBrand(s: Services, brandId: string, actor: Actor): Promise<void> {
  await s.execute(brandDecider, brandStream(brandId), { type: 'DeleteBrand' }, actor);
}

export async function restoreBrand(s: Services, brandId: string, actor: Actor): Promise<void> {
  await s.execute(brandDecider, brandStream(brandId), { type: 'RestoreBrand' }, actor);
}

export async function changeBrandPlan(s: Services, brandId: string, plan: string, actor: Actor): Promise<void> {
  await s.execute(brandDecider, brandStream(brandId), { type: 'ChangeBrandPlan', plan }, actor);
}
