/**
 * Where an asset is in its life (`asset.ts`): pending (the file is on its way to storage),
 * uploaded (the upload is confirmed, processing runs), ready (processed) or failed.
 */
export type AssetStatus = 'pending' | 'uploaded' | 'ready' | 'failed';
