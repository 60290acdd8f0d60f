import {
  assetDecider,
  assetStream,
  assetUploadKey,
  awaitsUpload,
  uploadRange,
  type AssetState,
  type BrandAccess,
} from '@brandtrail/domain';
import type { UploadForm } from '@brandtrail/infra';
import { load, type Actor } from '@brandtrail/infra';
import { requireAccess, requireAccessTo } from '../access/policy';
import { createdId } from '../commands/idempotency';
import type { Services } from '../services';
import { findAssetUsages } from './usages';

/** How long the upload form of a new asset works. */
export const UPLOAD_FORM_SECONDS = 15 * 60;

const loadAsset = async (s: Services, assetId: string) => (await load(s.store, assetDecider, assetStream(assetId))).state;

/**
 * The asset's state and the actor's access to its brand, asked before anything else about the
 * command: an asset the actor may not see is not found, as one that does not exist.
 */
async function assetAndAccess(s: Services, assetId: string, actor: Actor): Promise<{ state: AssetState; access: BrandAccess }> {
  const { target: state, access } = await requireAccessTo(s, actor, 'manageAssets', 'ASSET_NOT_FOUND', async () => {
    const state = await loadAsset(s, assetId);
    if (!state.exists || state.purged) return undefined;
    return { target: state, brandId: state.brandId, hiddenFromReaders: state.deleted || !state.uploaded };
  });
  return { state, access };
}

export interface CreateAssetInput {
  brandId: string;
  name: string;
  /** The file's size as the browser knows it (File.size). */
  byteSize: number;
  tags?: readonly string[] | null;
  /** A create repeated with the same one (its answer was lost) names the same asset and answers a form for it. */
  clientMutationId?: string | null;
}

/**
 * Creates an asset (status pending) and answers the form the browser posts the file with, straight
 * to storage: the upload key `assets/<brandId>/<assetId>/upload` (never the original's: confirming
 * moves the file there), at least 1 byte and at most the declared size (the browser knows the exact
 * size, so no slack: a larger file is not the one declared, and the limit a user was checked
 * against must hold), working for 15 minutes.
 */
export async function createAsset(
  s: Services,
  input: CreateAssetInput,
  actor: Actor,
): Promise<{ id: string; upload: UploadForm }> {
  const access = await requireAccess(s, input.brandId, actor, 'manageAssets', 'BRAND_NOT_FOUND');
  const id = createdId(actor, 'asset', input.brandId, input.clientMutationId);
  const { state } = await s.execute(
    assetDecider,
    assetStream(id),
    {
      type: 'CreateAsset',
      ...access,
      id,
      brandId: input.brandId,
      name: input.name,
      byteSize: input.byteSize,
      tags: input.tags ?? [],
    },
    actor,
  );
  const upload = await s.blobs.presignUpload({
    key: assetUploadKey(state.brandId, state.id),
    ...uploadRange(state.declaredByteSize),
    expiresAt: new Date(actor.now.getTime() + UPLOAD_FORM_SECONDS * 1000),
  });
  return { id, upload };
}

/**
 * The browser says the file is posted: the API moves it from the upload key to the original's
 * (`blobs.move`), looks at what is there (the object must exist and its size be within the upload
 * policy, else ASSET_NOT_UPLOADED) and records AssetUploaded, which the processing worker reacts
 * to. A repeat after that changes nothing, and storage is not touched again: the upload form can
 * never replace the confirmed original (on the filesystem store a second post is refused with
 * UPLOAD_FORM_USED; on S3 it lands under the upload key, which nothing reads, until the purge).
 *
 * Crash-safe: a confirm that stopped after the move, before its event, is repeated as one that
 * finds no upload and the original in place, which is confirmed as it is. Assets created before
 * the upload key (their form named the original) are confirmed the same way.
 */
export async function confirmAssetUpload(s: Services, assetId: string, actor: Actor): Promise<void> {
  const { state, access } = await assetAndAccess(s, assetId, actor);
  // Storage is asked only while the asset waits for its file; the decider answers a repeat and a
  // deleted asset (with blob null) before it looks at what storage said.
  const blob = awaitsUpload(state) ? await storedUpload(s, state) : null;
  await s.execute(assetDecider, assetStream(assetId), { type: 'ConfirmAssetUpload', ...access, blob }, actor);
}

/** The posted file moved to the original's key (or the original already there), as storage describes it. */
async function storedUpload(s: Services, state: AssetState) {
  const info = (await s.blobs.move(assetUploadKey(state.brandId, state.id), state.key)) ?? (await s.blobs.stat(state.key));
  return info && { byteSize: info.byteSize, contentType: info.contentType };
}

export async function updateAsset(
  s: Services,
  assetId: string,
  changes: { name?: string; tags?: readonly string[] },
  actor: Actor,
): Promise<void> {
  const { access } = await assetAndAccess(s, assetId, actor);
  await s.execute(assetDecider, assetStream(assetId), { type: 'UpdateAsset', ...access, ...changes }, actor);
}

/**
 * Deletes an asset; one that is used somewhere (`findAssetUsages`) only with `force`, else
 * ASSET_IN_USE. The file stays in storage, so that a restore brings the asset back whole.
 */
export async function deleteAsset(s: Services, assetId: string, force: boolean, actor: Actor): Promise<void> {
  const { state, access } = await assetAndAccess(s, assetId, actor);
  const usages = force ? undefined : (await findAssetUsages(s, state)).length;
  await s.execute(assetDecider, assetStream(assetId), { type: 'DeleteAsset', ...access, force, usages }, actor);
}

export async function restoreAsset(s: Services, assetId: string, actor: Actor): Promise<void> {
  const { access } = await assetAndAccess(s, assetId, actor);
  await s.execute(assetDecider, assetStream(assetId), { type: 'RestoreAsset', ...access }, actor);
}
