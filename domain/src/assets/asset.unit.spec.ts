import { describe, expect, it } from 'vitest';
import { fold } from '../decider';
import { formatError } from '../messages';
import type { BrandAccess } from '../access/policy';
import { at, spec } from '../testing';
import {
  ASSET_BYTES_MAX,
  assetDecider,
  assetOriginalKey,
  assetUploadKey,
  awaitsUpload,
  checkAssetTags,
  downloadName,
  extensionOf,
  isFontAsset,
  failureCode,
  type AssetEvent,
  type AssetProcessedData,
} from './asset';

const editor = 'u-editor';
const assetId = '20000000-0000-4000-8000-000000000000';
const brandId = '30000000-0000-4000-8000-000000000000';
const key = `assets/${brandId}/${assetId}/original`;
const uploadKey = `assets/${brandId}/${assetId}/upload`;

const asEditor: BrandAccess = { role: 'editor', brandPublic: false };
const asOwner: BrandAccess = { role: 'owner', brandPublic: false };
const asViewer: BrandAccess = { role: 'viewer', brandPublic: false };
const asStranger: BrandAccess = { role: null, brandPublic: false };
const asPublicStranger: BrandAccess = { role: null, brandPublic: true };
const system = at(null, true);

const created: AssetEvent = {
  type: 'AssetCreated',
  data: { id: assetId, brandId, name: 'Logo.SVG', extension: 'svg', byteSize: 1000, tags: ['logo', 'Print'], key },
};
const uploaded: AssetEvent = { type: 'AssetUploaded', data: { byteSize: 990, contentType: 'image/svg+xml' } };
const result: AssetProcessedData = {
  mimeType: 'image/svg+xml',
  width: 400,
  height: 200,
  dominantColor: '2F4BD8',
  opaque: false,
  previews: { grid: `assets/${brandId}/${assetId}/grid`, lightbox: `assets/${brandId}/${assetId}/lightbox` },
};
const processed: AssetEvent = { type: 'AssetProcessed', data: result };
const deleted: AssetEvent = { type: 'AssetDeleted', data: {} };
const restored: AssetEvent = { type: 'AssetRestored', data: {} };
const asset = spec(assetDecider);

const create = (more: Record<string, unknown> = {}, access: BrandAccess = asEditor) =>
  asset.given([]).when(
    {
      type: 'CreateAsset',
      id: assetId,
      brandId,
      name: ' Logo.SVG ',
      byteSize: 1000,
      tags: [' logo ', 'Print', 'LOGO', ''],
      ...more,
      ...access,
    } as never,
    at(editor),
  );

describe('asset decider: creating', () => {
  it('creates an asset with its extension from the name, tags cleaned and the key of its original', () => {
    create().then([created]);
    create({}, asOwner).then([created]);
  });
  it('refuses a missing or long name, a bad size, too many or too long tags', () => {
    create({ name: '   ' }).thenFails('NAME_REQUIRED');
    create({ name: 'x'.repeat(256) }).thenFails('NAME_TOO_LONG');
    create({ byteSize: 0 }).thenFails('ASSET_SIZE_INVALID');
    create({ byteSize: 1.5 }).thenFails('ASSET_SIZE_INVALID');
    create({ byteSize: ASSET_BYTES_MAX + 1 }).thenFails('ASSET_TOO_LARGE');
    create({ byteSize: ASSET_BYTES_MAX }).then([{ ...created, data: { ...created.data, byteSize: ASSET_BYTES_MAX } }]);
    create({ tags: ['x'.repeat(41)] }).thenFails('TAG_TOO_LONG');
    create({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }).thenFails('TOO_MANY_TAGS');
    create({ id: 'not-a-uuid' }).thenFails('VALIDATION');
  });
  it('lets only editors and owners create; a stranger of a private brand learns nothing', () => {
    create({}, asViewer).thenFails('FORBIDDEN');
    create({}, asPublicStranger).thenFails('FORBIDDEN');
    create({}, asStranger).thenFails('BRAND_NOT_FOUND');
    asset
      .given([])
      .when({ type: 'CreateAsset', id: assetId, brandId, name: 'a.png', byteSize: 1, ...asEditor }, at(null))
      .thenFails('UNAUTHENTICATED');
  });
  it('answers a repeated create with nothing and another create of the same id with a conflict', () => {
    asset
      .given([created])
      .when({ type: 'CreateAsset', id: assetId, brandId, name: 'Logo.SVG', byteSize: 1000, ...asEditor }, at(editor))
      .then([]);
    asset
      .given([created])
      .when({ type: 'CreateAsset', id: assetId, brandId, name: 'Other.png', byteSize: 1000, ...asEditor }, at(editor))
      .thenFails('CONFLICT');
  });
});

describe('asset decider: upload and processing', () => {
  it('confirms an upload within the declared size, once', () => {
    asset
      .given([created])
      .when({ type: 'ConfirmAssetUpload', blob: { byteSize: 990, contentType: 'image/SVG+xml' }, ...asEditor }, at(editor))
      .then([uploaded]);
    asset
      .given([created])
      .when({ type: 'ConfirmAssetUpload', blob: { byteSize: 1000 }, ...asEditor }, at(editor))
      .then([{ type: 'AssetUploaded', data: { byteSize: 1000, contentType: 'application/octet-stream' } }]);
    asset
      .given([created, uploaded])
      .when({ type: 'ConfirmAssetUpload', blob: { byteSize: 990 }, ...asEditor }, at(editor))
      .then([]);
  });
  it('asks storage only while the asset waits for its file: a repeat or a deleted asset is answered without it', () => {
    expect(awaitsUpload(fold(assetDecider, [created]))).toBe(true);
    expect(awaitsUpload(fold(assetDecider, [created, uploaded]))).toBe(false);
    expect(awaitsUpload(fold(assetDecider, [created, deleted]))).toBe(false);
    expect(awaitsUpload(fold(assetDecider, []))).toBe(false);
    // without storage's answer (blob null): a repeat changes nothing, a deleted asset is refused
    asset
      .given([created, uploaded])
      .when({ type: 'ConfirmAssetUpload', blob: null, ...asEditor }, at(editor))
      .then([]);
    asset
      .given([created, deleted])
      .when({ type: 'ConfirmAssetUpload', blob: null, ...asEditor }, at(editor))
      .thenFails('ASSET_DELETED');
  });
  it('refuses to confirm a missing, empty or larger object', () => {
    for (const blob of [null, { byteSize: 0 }, { byteSize: 1001 }])
      asset
        .given([created])
        .when({ type: 'ConfirmAssetUpload', blob, ...asEditor }, at(editor))
        .thenFails('ASSET_NOT_UPLOADED');
    asset
      .given([])
      .when({ type: 'ConfirmAssetUpload', blob: { byteSize: 1 }, ...asEditor }, at(editor))
      .thenFails('ASSET_NOT_FOUND');
  });
  it('moves through the statuses pending, uploaded, ready or failed', () => {
    expect(fold(assetDecider, [created]).status).toBe('pending');
    expect(fold(assetDecider, [created, uploaded])).toMatchObject({ status: 'uploaded', byteSize: 990, declaredByteSize: 1000 });
    expect(fold(assetDecider, [created, uploaded, processed])).toMatchObject({ status: 'ready', processed: result });
    const failed: AssetEvent = { type: 'AssetProcessingFailed', data: { reason: 'ASSET_FILE_CORRUPT' } };
    expect(fold(assetDecider, [created, uploaded, failed])).toMatchObject({
      status: 'failed',
      failureReason: 'ASSET_FILE_CORRUPT',
    });
    expect(fold(assetDecider, [created, uploaded, failed, processed])).toMatchObject({ status: 'ready', failureReason: null });
  });
  it('records processing from the system only, after the upload, checking what the worker says', () => {
    asset
      .given([created, uploaded])
      .when({ type: 'RecordAssetProcessed', result: { ...result, dominantColor: '#2f4bd8', mimeType: 'IMAGE/SVG+XML' } }, system)
      .then([processed]);
    asset
      .given([created, uploaded])
      .when({ type: 'RecordAssetProcessed', result: { ...result, font: { family: ' Inter ', style: 'Bold' } } }, system)
      .then([{ type: 'AssetProcessed', data: { ...result, font: { family: 'Inter', style: 'Bold' } } }]);
    // What the read model cannot hold does not get into the event: broken names cleaned and cut whole, sizes beyond an integer left out.
    const family = 'Fam\ud800ly ' + '\ud83d\ude00'.repeat(100);
    asset
      .given([created, uploaded])
      .when({ type: 'RecordAssetProcessed', result: { ...result, font: { family, style: 'B\u0000old' } } }, system)
      .then([
        {
          type: 'AssetProcessed',
          data: { ...result, font: { family: 'Fam\ufffdly ' + '\ud83d\ude00'.repeat(96), style: 'Bold' } },
        },
      ]);
    const withoutWidth = { ...result };
    delete withoutWidth.width;
    asset
      .given([created, uploaded])
      .when({ type: 'RecordAssetProcessed', result: { ...result, width: 2_147_483_648 } }, system)
      .then([{ type: 'AssetProcessed', data: withoutWidth }]);
    asset.given([created, uploaded]).when({ type: 'RecordAssetProcessed', result }, at(editor)).thenFails('FORBIDDEN');
    asset.given([created]).when({ type: 'RecordAssetProcessed', result }, system).thenFails('ASSET_NOT_UPLOADED');
    asset
      .given([created, uploaded])
      .when({ type: 'RecordAssetProcessed', result: { ...result, previews: { grid: '../etc/passwd' } } }, system)
      .thenFails('VALIDATION');
    asset
      .given([created, uploaded])
      .when({ type: 'RecordAssetProcessed', result: { ...result, dominantColor: 'blue' } }, system)
      .thenFails('VALIDATION');
    // a sanitised SVG's new size becomes the asset's
    const smaller = { ...result, byteSize: 800 };
    expect(fold(assetDecider, [created, uploaded, { type: 'AssetProcessed', data: smaller }]).byteSize).toBe(800);
    asset
      .given([created, uploaded])
      .when({ type: 'RecordAssetProcessed', result: { ...result, byteSize: 0 } }, system)
      .thenFails('VALIDATION');
    // a deleted asset still gets its processing recorded (it may come back)
    asset.given([created, uploaded, deleted]).when({ type: 'RecordAssetProcessed', result }, system).then([processed]);
  });
  it('records a failure with a known reason code, or the generic one', () => {
    asset
      .given([created, uploaded])
      .when({ type: 'RecordAssetProcessingFailed', reason: 'ASSET_FILE_MISSING' }, system)
      .then([{ type: 'AssetProcessingFailed', data: { reason: 'ASSET_FILE_MISSING' } }]);
    asset
      .given([created, uploaded])
      .when({ type: 'RecordAssetProcessingFailed', reason: 'sharp exploded' }, system)
      .then([{ type: 'AssetProcessingFailed', data: { reason: 'ASSET_PROCESSING_FAILED' } }]);
    asset
      .given([created, uploaded])
      .when({ type: 'RecordAssetProcessingFailed', reason: 'TOO_MANY_PIXELS' }, system)
      .then([{ type: 'AssetProcessingFailed', data: { reason: 'ASSET_FILE_TOO_MANY_PIXELS' } }]);
    expect(formatError('de', failureCode('ASSET_FILE_CORRUPT')!)).toContain('beschädigt');
    expect(failureCode('UNSUPPORTED')).toBe('ASSET_FILE_UNSUPPORTED');
    expect(failureCode('whatever')).toBe('ASSET_PROCESSING_FAILED');
    expect(failureCode(null)).toBeNull();
  });
});

describe('asset decider: editing, deleting, restoring', () => {
  it('records only what changes of name and tags', () => {
    asset
      .given([created])
      .when({ type: 'UpdateAsset', name: 'Logo dark', tags: ['logo', 'print'], ...asEditor }, at(editor))
      .then([
        { type: 'AssetRenamed', data: { name: 'Logo dark' } },
        { type: 'AssetTagsChanged', data: { tags: ['logo', 'print'] } },
      ]);
    asset
      .given([created])
      .when({ type: 'UpdateAsset', name: ' Logo.SVG ', tags: ['logo', 'Print', 'logo'], ...asEditor }, at(editor))
      .then([]);
    asset
      .given([created])
      .when({ type: 'UpdateAsset', tags: [], ...asEditor }, at(editor))
      .then([{ type: 'AssetTagsChanged', data: { tags: [] } }]);
    asset
      .given([created])
      .when({ type: 'UpdateAsset', name: '', ...asEditor }, at(editor))
      .thenFails('NAME_REQUIRED');
    asset
      .given([created])
      .when({ type: 'UpdateAsset', name: 'Mine', ...asViewer }, at('u-viewer'))
      .thenFails('FORBIDDEN');
  });
  it('keeps the extension of the file when renamed', () => {
    const renamed = fold(assetDecider, [created, { type: 'AssetRenamed', data: { name: 'Logo dark' } }]);
    expect(renamed.extension).toBe('svg');
    expect(downloadName(renamed)).toBe('Logo dark.svg');
    expect(downloadName({ name: 'Logo.SVG', extension: 'svg' })).toBe('Logo.SVG');
    expect(downloadName({ name: 'README', extension: '' })).toBe('README');
  });
  it('deletes an unused asset, a used one only with force, and restores it', () => {
    asset
      .given([created])
      .when({ type: 'DeleteAsset', usages: 0, ...asEditor }, at(editor))
      .then([deleted]);
    asset
      .given([created])
      .when({ type: 'DeleteAsset', usages: 2, ...asEditor }, at(editor))
      .thenFails('ASSET_IN_USE');
    asset
      .given([created])
      .when({ type: 'DeleteAsset', usages: 2, force: true, ...asEditor }, at(editor))
      .then([deleted]);
    asset
      .given([created, deleted])
      .when({ type: 'DeleteAsset', ...asEditor }, at(editor))
      .then([]);
    asset
      .given([created, deleted])
      .when({ type: 'UpdateAsset', name: 'x', ...asEditor }, at(editor))
      .thenFails('ASSET_DELETED');
    asset
      .given([created, deleted])
      .when({ type: 'RestoreAsset', ...asEditor }, at(editor))
      .then([restored]);
    asset
      .given([created])
      .when({ type: 'RestoreAsset', ...asEditor }, at(editor))
      .thenFails('ASSET_NOT_DELETED');
    asset
      .given([created])
      .when({ type: 'DeleteAsset', ...asStranger }, at('u-other'))
      .thenFails('ASSET_NOT_FOUND');
    expect(formatError('en', 'ASSET_IN_USE', { count: 2 })).toContain('2 in all');
  });
});

describe('asset blob keys', () => {
  it('keeps the upload apart from the original, in the folder of the asset', () => {
    expect(assetOriginalKey(brandId, assetId)).toBe(key);
    expect(assetUploadKey(brandId, assetId)).toBe(uploadKey);
  });
});

describe('asset decider: purging', () => {
  const purged = (reason: 'abandoned' | 'expired', keys: string[]): AssetEvent => ({
    type: 'AssetPurged',
    data: { reason, keys },
  });
  it('purges an upload never confirmed, and a deleted asset with its previews, from the system only', () => {
    asset
      .given([created])
      .when({ type: 'PurgeAsset', reason: 'abandoned' }, system)
      .then([purged('abandoned', [key, uploadKey])]);
    asset
      .given([created, uploaded, processed, deleted])
      .when({ type: 'PurgeAsset', reason: 'expired' }, system)
      .then([purged('expired', [key, uploadKey, result.previews.grid!, result.previews.lightbox!])]);
    asset.given([created]).when({ type: 'PurgeAsset', reason: 'abandoned' }, at(editor)).thenFails('FORBIDDEN');
  });
  it('never purges an uploaded asset as abandoned, nor one that is not deleted as expired', () => {
    asset.given([created, uploaded]).when({ type: 'PurgeAsset', reason: 'abandoned' }, system).thenFails('CONFLICT');
    asset
      .given([created, uploaded, deleted, restored])
      .when({ type: 'PurgeAsset', reason: 'expired' }, system)
      .thenFails('CONFLICT');
  });
  it('leaves nothing to do with a purged asset', () => {
    const gone = [created, uploaded, deleted, purged('expired', [key])];
    asset
      .given(gone)
      .when({ type: 'RestoreAsset', ...asEditor }, at(editor))
      .thenFails('ASSET_NOT_FOUND');
    asset.given(gone).when({ type: 'PurgeAsset', reason: 'expired' }, system).thenFails('ASSET_NOT_FOUND');
    asset.given(gone).when({ type: 'RecordAssetProcessed', result }, system).thenFails('ASSET_NOT_FOUND');
  });
});

describe('asset names and tags', () => {
  it('takes the extension from the last dot-part of the name', () => {
    expect(extensionOf('logo.PNG')).toBe('png');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('.env')).toBe('');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('photo.jpeg ')).toBe('');
    expect(extensionOf('odd.ext with space')).toBe('');
  });
  it('cleans tags: trimmed, single spaces, unique regardless of case, first spelling kept', () => {
    expect(checkAssetTags([' Key  visual ', 'key visual', 'Logo', ' ', 'logo'])).toEqual(['Key visual', 'Logo']);
  });
});

describe('fonts', () => {
  it('are uploaded assets with a font/ mime type or a font extension (spec 5)', () => {
    expect(isFontAsset({ uploaded: true, mimeType: 'font/woff2', extension: '' })).toBe(true);
    expect(isFontAsset({ uploaded: true, mimeType: 'application/octet-stream', extension: 'otf' })).toBe(true);
    for (const extension of ['ttf', 'woff', 'woff2'])
      expect(isFontAsset({ uploaded: true, mimeType: null, extension })).toBe(true);
    expect(isFontAsset({ uploaded: false, mimeType: 'font/ttf', extension: 'ttf' })).toBe(false);
    expect(isFontAsset({ uploaded: true, mimeType: 'image/png', extension: 'png' })).toBe(false);
  });
});
