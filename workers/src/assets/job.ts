import {
  assetDecider,
  assetPreviewKey,
  assetStream,
  type AssetCommand,
  type AssetPreviews,
  type AssetProcessedData,
} from '@brandtrail/domain';
import {
  BlobError,
  handle,
  load,
  log,
  systemActor,
  type BlobStore,
  type EventStore,
  type JobHandler,
  type RegisterOptions,
} from '@brandtrail/infra';
import type { Reactor } from '../reactor';
import { processAsset } from './process';

/** The queue of uploaded assets waiting for previews and facts. */
export const ASSET_QUEUE = 'assets';

export interface ProcessAssetJob {
  assetId: string;
}

/** A storage hiccup is retried with backoff: 1 s, 2 s, 4 s, 8 s. */
export const ASSET_ATTEMPTS = 5;
export const ASSET_BACKOFF_MS = 1000;

const ASSET_PREFIX = assetStream('');

/** Every confirmed upload becomes one processing job (its id comes from the event: a replay adds nothing). */
export const assetProcessingReactor: Reactor = {
  name: 'asset-processing',
  eventTypes: ['AssetUploaded'],
  react: (event) =>
    event.streamId.startsWith(ASSET_PREFIX)
      ? [
          {
            queue: ASSET_QUEUE,
            data: { assetId: event.streamId.slice(ASSET_PREFIX.length) } satisfies ProcessAssetJob,
            attempts: ASSET_ATTEMPTS,
            backoffMs: ASSET_BACKOFF_MS,
          },
        ]
      : [],
};

/** Both blob adapters report a missing object as BlobError FILE_NOT_FOUND. */
const isMissing = (error: unknown) => error instanceof BlobError && error.code === 'FILE_NOT_FOUND';

/**
 * Reads the uploaded original, works out what it is (processAsset) and records the outcome on the
 * asset: previews stored next to the original (an SVG's original replaced by its sanitised
 * document), then AssetProcessed; or AssetProcessingFailed with
 * the reason, which harms nothing else. A storage error is thrown, so the job retries.
 */
export function processAssetHandler(deps: { store: EventStore; blobs: BlobStore }): JobHandler<ProcessAssetJob> {
  return async ({ assetId }) => {
    const stream = assetStream(assetId);
    const { state } = await load(deps.store, assetDecider, stream);
    // Already done (a retried job after its outcome was recorded), or not uploaded: nothing to do.
    if (!state.exists || state.purged || !state.uploaded || state.status === 'ready' || state.status === 'failed') return;
    const record = (command: AssetCommand) => handle(deps.store, assetDecider, stream, command, systemActor());

    let bytes: Buffer;
    try {
      bytes = await deps.blobs.get(state.key);
    } catch (error) {
      if (!isMissing(error)) throw error;
      await record({ type: 'RecordAssetProcessingFailed', reason: 'ASSET_FILE_MISSING' });
      return;
    }
    const result = await processAsset(bytes, state.name);
    if (!result.ok) {
      log.info('asset processing refused the file', { assetId, reason: result.reason });
      await record({ type: 'RecordAssetProcessingFailed', reason: result.reason });
      return;
    }
    const previews: AssetPreviews = {};
    for (const size of ['grid', 'lightbox'] as const) {
      const preview = result.previews[size];
      if (!preview) continue;
      const key = assetPreviewKey(state.brandId, assetId, size);
      await deps.blobs.put(key, preview, 'image/webp');
      previews[size] = key;
    }
    // An SVG's original gives way to its sanitised document, so that no link, download or S3 URL
    // can ever serve its scripts (a repeat of the job sanitises the sanitised file: the same bytes).
    let byteSize: number | undefined;
    if (result.sanitizedSvg && !result.sanitizedSvg.equals(bytes)) {
      await deps.blobs.put(state.key, result.sanitizedSvg, 'image/svg+xml');
      byteSize = result.sanitizedSvg.length;
    }
    const processed: AssetProcessedData = {
      mimeType: result.mimeType,
      previews,
      ...(byteSize !== undefined ? { byteSize } : {}),
      ...(result.width !== undefined ? { width: result.width } : {}),
      ...(result.height !== undefined ? { height: result.height } : {}),
      ...(result.dominantColor !== undefined ? { dominantColor: result.dominantColor } : {}),
      ...(result.opaque !== undefined ? { opaque: result.opaque } : {}),
      ...(result.font ? { font: { family: result.font.family, style: result.font.style } } : {}),
    };
    await record({ type: 'RecordAssetProcessed', result: processed });
  };
}

/**
 * A processing job that failed for good. Stalled (its process died during the last attempt: the
 * file may well be what kills it) or unrecoverable: the asset ends failed with
 * ASSET_PROCESSING_FAILED at once. Attempts used up by errors (storage away): the asset stays
 * `uploaded` and the sweep (purge.ts) tries again later, and ends it ASSET_PROCESSING_TIMED_OUT
 * after its last try.
 */
export function assetProcessingFailed(deps: { store: EventStore }): NonNullable<RegisterOptions<ProcessAssetJob>['onFailed']> {
  return async ({ assetId }, job) => {
    if (job.reason === 'attempts') {
      log.warn('asset processing gave up for now; the sweep tries again later', { assetId, jobId: job.id, error: job.error });
      return;
    }
    const stream = assetStream(assetId);
    const { state } = await load(deps.store, assetDecider, stream);
    if (!state.exists || state.purged || !state.uploaded || state.status !== 'uploaded') return;
    log.warn('asset processing failed for good', { assetId, jobId: job.id, reason: job.reason, error: job.error });
    await handle(
      deps.store,
      assetDecider,
      stream,
      { type: 'RecordAssetProcessingFailed', reason: 'ASSET_PROCESSING_FAILED' },
      systemActor(),
    );
  };
}
