import { cutText, storableText } from '../text';
import { fail, type CommandContext, type Decider, type DomainEvent } from '../decider';
import type { ErrorCode } from '../errors';
import { requireCapability, type BrandAccess } from '../access/policy';
import type { AssetStatus } from './status';

/**
 * An asset: one file of a brand (a logo, an image, a font, a PDF), in its own stream
 * (`asset-<id>`). The file itself lives in blob storage under `key`; the stream records what the
 * brand's people said about it (name, tags) and what the system found (the upload confirmed,
 * processing done or failed).
 *
 * Life of an asset: `AssetCreated` (status pending: the browser is about to post the file straight
 * to storage), `AssetUploaded` (the API saw the object and its size within the upload policy: status
 * uploaded), then `AssetProcessed` (previews and facts about the file: ready) or
 * `AssetProcessingFailed` (failed, with a reason code). Deletion and restore are events; the file
 * stays in storage while the asset can be restored. The system ends an asset with `AssetPurged`
 * (naming its files, which a job then removes from storage): an upload never confirmed within
 * ASSET_UPLOAD_ABANDONED_HOURS, or a deletion older than ASSET_DELETED_KEPT_DAYS. After that the
 * asset is gone for every command (ASSET_NOT_FOUND); its history stays in the log.
 *
 * Usages (pages, elements, brand logos that refer to the asset) are not decided here: the API counts
 * them and passes the count in, and the decider refuses a delete of a used asset without `force`.
 */

/** A name as long as common file systems allow a file name. */
export const ASSET_NAME_MAX = 255;
export const ASSET_TAGS_MAX = 20;
export const ASSET_TAG_MAX = 40;
/**
 * 200 MB per file: brand material is logos, images, fonts, PDFs and the odd short video or print
 * PDF; 200 MB holds a large print PDF or a minute of HD video, and keeps one upload (and one
 * processing job reading the original into memory) bounded. Larger files belong in a file share.
 */
export const ASSET_BYTES_MAX = 200 * 1024 * 1024;
/**
 * The most pixels a picture may have (an image asset, an avatar): sharp's default limitInputPixels,
 * 0x3FFF squared (268 MP), checked from the header before anything is decoded, so that a small file
 * claiming a huge picture (a pixel bomb) is refused.
 */
export const IMAGE_PIXELS_MAX = 0x3fff * 0x3fff;
/**
 * An asset whose upload was not confirmed this long after its creation is purged. The upload form
 * works for 15 minutes (UPLOAD_FORM_SECONDS in the API); a day leaves room for clocks and retries.
 */
export const ASSET_UPLOAD_ABANDONED_HOURS = 24;
/** A deleted asset can be restored for this long; then it is purged with its files. */
export const ASSET_DELETED_KEPT_DAYS = 30;
export type AssetPurgeReason = 'abandoned' | 'expired';
/** An extension is the name's last dot-part, lower-case, up to 10 letters or digits; else none (''). */
const EXTENSION = /\.([A-Za-z0-9]{1,10})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where the original file lives in blob storage (from the confirmed upload on; no upload form names it). */
export const assetOriginalKey = (brandId: string, assetId: string) => `assets/${brandId}/${assetId}/original`;
/**
 * Where the upload form writes the file: confirming the upload moves it to the original's key, so
 * that a form posted again (it works for 15 minutes) can never replace a confirmed original. No
 * other code reads it. Assets created before this key existed had forms naming the original.
 */
export const assetUploadKey = (brandId: string, assetId: string) => `assets/${brandId}/${assetId}/upload`;
/** Where a preview of the asset lives (the worker writes them). */
export const assetPreviewKey = (brandId: string, assetId: string, preview: 'grid' | 'lightbox') =>
  `assets/${brandId}/${assetId}/${preview}`;

/** The byte range an upload may have: at least 1 byte, at most the size declared at creation. */
export const uploadRange = (declaredBytes: number) => ({ minBytes: 1, maxBytes: declaredBytes });

export interface AssetPreviews {
  /** Blob key of the small preview for grids and lists. */
  grid?: string;
  /** Blob key of the large preview for the lightbox. */
  lightbox?: string;
}

export interface AssetFont {
  family: string;
  style: string;
}

/** What processing found out about the file. */
export interface AssetProcessedData {
  /** The type the file's content says it is (not what the browser claimed). */
  mimeType: string;
  width?: number;
  height?: number;
  /** Six upper-case hex digits without #. */
  dominantColor?: string;
  /** False when the image has transparent pixels. */
  opaque?: boolean;
  /** The stored original's new size when processing replaced it (an SVG by its sanitised document). */
  byteSize?: number;
  previews: AssetPreviews;
  font?: AssetFont;
}

/**
 * Why processing failed: an error code of errors.ts (so that a person reads it in their language).
 * The processing worker's own reasons (EMPTY, CORRUPT, TOO_MANY_PIXELS, UNSUPPORTED) are taken with
 * or without the ASSET_FILE_ prefix; anything else is recorded as ASSET_PROCESSING_FAILED.
 */
export const assetFailureReasons = [
  'ASSET_FILE_MISSING',
  'ASSET_FILE_EMPTY',
  'ASSET_FILE_CORRUPT',
  'ASSET_FILE_TOO_MANY_PIXELS',
  'ASSET_FILE_UNSUPPORTED',
  'ASSET_PROCESSING_FAILED',
  'ASSET_PROCESSING_TIMED_OUT',
] as const;
export type AssetFailureReason = (typeof assetFailureReasons)[number];

export type AssetEvent =
  | DomainEvent<
      'AssetCreated',
      {
        id: string;
        brandId: string;
        name: string;
        extension: string;
        /** The size the client declared (the upload may be smaller, never larger). */
        byteSize: number;
        tags: string[];
        /** Blob key of the original. */
        key: string;
      }
    >
  /** The API saw the object in storage: its real size and the type storage reports (the browser's claim). */
  | DomainEvent<'AssetUploaded', { byteSize: number; contentType: string }>
  | DomainEvent<'AssetProcessed', AssetProcessedData>
  | DomainEvent<'AssetProcessingFailed', { reason: AssetFailureReason }>
  | DomainEvent<'AssetRenamed', { name: string }>
  | DomainEvent<'AssetTagsChanged', { tags: string[] }>
  | DomainEvent<'AssetDeleted', Record<string, never>>
  | DomainEvent<'AssetRestored', Record<string, never>>
  /**
   * `keys`: the blob keys of the original, the upload (a file posted but never confirmed, or posted
   * again after the confirm) and the previews, for the job that removes them.
   */
  | DomainEvent<'AssetPurged', { reason: AssetPurgeReason; keys: string[] }>;

export type AssetCommand =
  | (BrandAccess & {
      type: 'CreateAsset';
      /** The asset's own id (the stream's). */
      id: string;
      brandId: string;
      name: string;
      byteSize: number;
      tags?: readonly string[];
    })
  /** `blob`: the object as storage describes it (stat), or null when there is none. */
  | (BrandAccess & { type: 'ConfirmAssetUpload'; blob: { byteSize: number; contentType?: string } | null })
  | (BrandAccess & { type: 'UpdateAsset'; name?: string; tags?: readonly string[] })
  /** `usages`: how many pages, elements and brand settings refer to the asset, as the API counted them. */
  | (BrandAccess & { type: 'DeleteAsset'; usages?: number; force?: boolean })
  | (BrandAccess & { type: 'RestoreAsset' })
  /** From the processing worker (a system actor). */
  | { type: 'RecordAssetProcessed'; result: AssetProcessedData }
  | { type: 'RecordAssetProcessingFailed'; reason: string }
  /**
   * From the system's sweep, which picks the assets by age: `abandoned` needs an upload never
   * confirmed, `expired` a deleted asset.
   */
  | { type: 'PurgeAsset'; reason: AssetPurgeReason };

export interface AssetState {
  exists: boolean;
  id: string;
  brandId: string;
  name: string;
  extension: string;
  key: string;
  /** The declared size until the upload is confirmed, then the stored object's size. */
  byteSize: number;
  declaredByteSize: number;
  tags: string[];
  uploaded: boolean;
  /** The browser's claim, as storage reports it; null before the upload. */
  contentType: string | null;
  status: AssetStatus;
  failureReason: AssetFailureReason | null;
  processed: AssetProcessedData | null;
  deleted: boolean;
  /** Ended by the system (AssetPurged): no command finds it any more. */
  purged: boolean;
}

export const FONT_EXTENSIONS: readonly string[] = ['ttf', 'otf', 'woff', 'woff2'];
/** Spec 5: a font is an asset that is uploaded and has a mime type starting font/ or a font extension. */
export const isFontAsset = (asset: { uploaded: boolean; mimeType: string | null; extension: string }): boolean =>
  asset.uploaded && ((asset.mimeType ?? '').toLowerCase().startsWith('font/') || FONT_EXTENSIONS.includes(asset.extension));
/** An image (a brand's logo): an asset that is uploaded and has a mime type starting image/. */
export const isImageAsset = (asset: { uploaded: boolean; mimeType: string | null }): boolean =>
  asset.uploaded && (asset.mimeType ?? '').toLowerCase().startsWith('image/');

/**
 * Whether confirming the upload needs to look at storage: only while the asset waits for its file.
 * A repeat after the confirm, and a deleted asset, are answered without it (the API never moves a
 * file posted again after the confirm over the original).
 */
export const awaitsUpload = (state: AssetState): boolean => state.exists && !state.purged && !state.deleted && !state.uploaded;

/** The extension of a file name: its last dot-part, lower-case, or '' (a name like ".env" has none). */
export function extensionOf(name: string): string {
  const match = EXTENSION.exec(name);
  if (!match || match.index === 0) return '';
  return match[1]!.toLowerCase();
}

export function checkAssetName(raw: string): string {
  const name = raw.trim();
  if (!name) fail('NAME_REQUIRED');
  if (name.length > ASSET_NAME_MAX) fail('NAME_TOO_LONG', { max: ASSET_NAME_MAX });
  return name;
}

/**
 * Tags as stored: trimmed, inner white space as single spaces, empty ones dropped, each at most
 * ASSET_TAG_MAX characters, unique regardless of case (the first spelling wins), at most
 * ASSET_TAGS_MAX, in the order given.
 */
export function checkAssetTags(raw: readonly string[]): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const value of raw) {
    const tag = value.trim().replace(/\s+/g, ' ');
    if (!tag) continue;
    if (tag.length > ASSET_TAG_MAX) fail('TAG_TOO_LONG', { max: ASSET_TAG_MAX, tag: tag.slice(0, ASSET_TAG_MAX) + '…' });
    const folded = tag.toLowerCase();
    if (seen.has(folded)) continue;
    seen.add(folded);
    tags.push(tag);
  }
  if (tags.length > ASSET_TAGS_MAX) fail('TOO_MANY_TAGS', { max: ASSET_TAGS_MAX });
  return tags;
}

export function checkAssetByteSize(byteSize: number): number {
  if (!Number.isSafeInteger(byteSize) || byteSize < 1) fail('ASSET_SIZE_INVALID');
  if (byteSize > ASSET_BYTES_MAX) fail('ASSET_TOO_LARGE', { max: ASSET_BYTES_MAX / (1024 * 1024) });
  return byteSize;
}

const HEX6 = /^[0-9A-F]{6}$/;
/** The largest value of an SQL integer column. */
const INT32_MAX = 2_147_483_647;
const MIME = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/;
const KEY = /^[A-Za-z0-9/._-]{1,300}$/;

/** What a worker reports, checked like user input: it ends up in read models and URLs. */
function checkProcessed(result: AssetProcessedData): AssetProcessedData {
  const mimeType = result.mimeType.trim().toLowerCase();
  if (!MIME.test(mimeType) || mimeType.length > 255) fail('VALIDATION');
  const out: AssetProcessedData = { mimeType, previews: {} };
  for (const dim of ['width', 'height'] as const) {
    const value = result[dim];
    if (value === undefined) continue;
    if (!Number.isSafeInteger(value) || value < 1) fail('VALIDATION');
    // The read model's columns are integers: a size beyond them (an SVG may declare any) is not known.
    if (value <= INT32_MAX) out[dim] = value;
  }
  if (result.dominantColor !== undefined) {
    const hex = result.dominantColor.replace(/^#/, '').toUpperCase();
    if (!HEX6.test(hex)) fail('VALIDATION');
    out.dominantColor = hex;
  }
  if (result.opaque !== undefined) out.opaque = result.opaque === true;
  if (result.byteSize !== undefined) {
    if (!Number.isSafeInteger(result.byteSize) || result.byteSize < 1) fail('VALIDATION');
    out.byteSize = result.byteSize;
  }
  for (const preview of ['grid', 'lightbox'] as const) {
    const key = result.previews[preview];
    if (key === undefined) continue;
    if (!KEY.test(key) || key.includes('..')) fail('VALIDATION');
    out.previews[preview] = key;
  }
  if (result.font) {
    // A font's names are the file's: made storable (a lone surrogate from a broken name table), and cut whole.
    const family = storableText(cutText(result.font.family.trim(), 200));
    const style = storableText(cutText(result.font.style.trim(), 100));
    if (family) out.font = { family, style };
  }
  return out;
}

const isFailureReason = (value: string): value is AssetFailureReason =>
  (assetFailureReasons as readonly string[]).includes(value);

/** A reason as recorded: a known code, the worker's bare reason with the ASSET_FILE_ prefix, else the generic code. */
export function failureReasonOf(raw: string): AssetFailureReason {
  const reason = raw.trim().toUpperCase();
  if (isFailureReason(reason)) return reason;
  const prefixed = `ASSET_FILE_${reason}`;
  return isFailureReason(prefixed) ? prefixed : 'ASSET_PROCESSING_FAILED';
}

/** Owners and editors change assets; a viewer is forbidden; a non-member of a private brand learns nothing. */
function requireEditor(access: BrandAccess, ctx: CommandContext): void {
  requireCapability(access, ctx, 'manageAssets', 'ASSET_NOT_FOUND');
}

/** Processing results come from the workers, which act as the system (no user, admin). */
function requireSystem(ctx: CommandContext): void {
  if (ctx.userId !== null || !ctx.admin) fail('FORBIDDEN');
}

const sameTags = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((t, i) => t === b[i]);

export const assetDecider: Decider<AssetState, AssetCommand, AssetEvent> = {
  initialState: {
    exists: false,
    id: '',
    brandId: '',
    name: '',
    extension: '',
    key: '',
    byteSize: 0,
    declaredByteSize: 0,
    tags: [],
    uploaded: false,
    contentType: null,
    status: 'pending',
    failureReason: null,
    processed: null,
    deleted: false,
    purged: false,
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'AssetCreated': {
        const { id, brandId, name, extension, byteSize, tags, key } = event.data;
        return { ...state, exists: true, id, brandId, name, extension, byteSize, declaredByteSize: byteSize, tags, key };
      }
      case 'AssetUploaded':
        return {
          ...state,
          uploaded: true,
          byteSize: event.data.byteSize,
          contentType: event.data.contentType,
          status: state.status === 'pending' ? 'uploaded' : state.status,
        };
      case 'AssetProcessed':
        return {
          ...state,
          status: 'ready',
          failureReason: null,
          processed: event.data,
          byteSize: event.data.byteSize ?? state.byteSize,
        };
      case 'AssetProcessingFailed':
        return { ...state, status: 'failed', failureReason: event.data.reason };
      case 'AssetRenamed':
        return { ...state, name: event.data.name };
      case 'AssetTagsChanged':
        return { ...state, tags: event.data.tags };
      case 'AssetDeleted':
        return { ...state, deleted: true };
      case 'AssetRestored':
        return { ...state, deleted: false };
      case 'AssetPurged':
        return { ...state, purged: true };
    }
  },
  decide: (command, state, ctx) => {
    if (command.type === 'CreateAsset') {
      requireCapability(command, ctx, 'manageAssets', 'BRAND_NOT_FOUND');
      if (!UUID.test(command.id) || !UUID.test(command.brandId)) fail('VALIDATION');
      const name = checkAssetName(command.name);
      const byteSize = checkAssetByteSize(command.byteSize);
      const tags = checkAssetTags(command.tags ?? []);
      const id = command.id.toLowerCase();
      const brandId = command.brandId.toLowerCase();
      if (state.exists) {
        // A repeated create (the answer to the first one was lost) changes nothing.
        if (state.brandId === brandId && state.name === name && state.declaredByteSize === byteSize) return [];
        fail('CONFLICT');
      }
      const key = assetOriginalKey(brandId, id);
      return [{ type: 'AssetCreated', data: { id, brandId, name, extension: extensionOf(name), byteSize, tags, key } }];
    }
    if (!state.exists || state.purged) fail('ASSET_NOT_FOUND');
    switch (command.type) {
      case 'PurgeAsset': {
        requireSystem(ctx);
        const due = command.reason === 'abandoned' ? !state.uploaded : state.deleted;
        if (!due) fail('CONFLICT');
        const keys = [state.key, assetUploadKey(state.brandId, state.id), ...Object.values(state.processed?.previews ?? {})];
        return [{ type: 'AssetPurged', data: { reason: command.reason, keys } }];
      }
      case 'RecordAssetProcessed':
        requireSystem(ctx);
        if (!state.uploaded) fail('ASSET_NOT_UPLOADED');
        return [{ type: 'AssetProcessed', data: checkProcessed(command.result) }];
      case 'RecordAssetProcessingFailed': {
        requireSystem(ctx);
        if (!state.uploaded) fail('ASSET_NOT_UPLOADED');
        return [{ type: 'AssetProcessingFailed', data: { reason: failureReasonOf(command.reason) } }];
      }
    }
    requireEditor(command, ctx);
    switch (command.type) {
      case 'DeleteAsset': {
        if (state.deleted) return [];
        const usages = command.usages ?? 0;
        if (usages > 0 && command.force !== true) fail('ASSET_IN_USE', { count: usages });
        return [{ type: 'AssetDeleted', data: {} }];
      }
      case 'RestoreAsset':
        if (!state.deleted) fail('ASSET_NOT_DELETED');
        return [{ type: 'AssetRestored', data: {} }];
    }
    if (state.deleted) fail('ASSET_DELETED');
    switch (command.type) {
      case 'ConfirmAssetUpload': {
        if (!awaitsUpload(state)) return [];
        const { minBytes, maxBytes } = uploadRange(state.declaredByteSize);
        const blob = command.blob;
        if (!blob || !Number.isSafeInteger(blob.byteSize) || blob.byteSize < minBytes || blob.byteSize > maxBytes)
          fail('ASSET_NOT_UPLOADED');
        const contentType = (blob.contentType ?? '').trim().toLowerCase().slice(0, 255) || 'application/octet-stream';
        return [{ type: 'AssetUploaded', data: { byteSize: blob.byteSize, contentType } }];
      }
      case 'UpdateAsset': {
        const events: AssetEvent[] = [];
        if (command.name !== undefined) {
          const name = checkAssetName(command.name);
          if (name !== state.name) events.push({ type: 'AssetRenamed', data: { name } });
        }
        if (command.tags !== undefined) {
          const tags = checkAssetTags(command.tags);
          if (!sameTags(tags, state.tags)) events.push({ type: 'AssetTagsChanged', data: { tags } });
        }
        return events;
      }
    }
  },
};

/** The name a download gets: the asset's name, with its extension added when the name lacks it. */
export function downloadName(state: Pick<AssetState, 'name' | 'extension'>): string {
  const { name, extension } = state;
  if (!extension || extensionOf(name) === extension) return name;
  return `${name}.${extension}`;
}

/** A reason code as an error code, for its message. */
export const failureCode = (reason: string | null): ErrorCode | null => (reason === null ? null : failureReasonOf(reason));
