import { toDomainEvent, type RecordedEvent, type SqlExecutor } from '@brandtrail/infra';
import { assetDecider, idFromStream, type AssetEvent, type AssetPreviews, type AssetState } from '@brandtrail/domain';
import type { ApplyHooks, Projection } from '../runner/projection';
import { createTableSql, loadRows, upsertRows, type RowTable } from '../runner/rows';

/**
 * Assets, one row per asset stream, folded with the domain's own `assetDecider.evolve` (so the read
 * model and the aggregate agree on what an event means). A deleted asset keeps its row (deleted_at
 * set) so that a restore brings it back; a purged one (AssetPurged) loses its row.
 *
 * `mime_type` is what processing found in the file (null until then); `content_type` is what the
 * browser claimed at upload. `byte_size` is the declared size until the upload is confirmed, then
 * the stored object's size. Tags are a text[] (GIN-indexed) for the tag filter and the brand's tag list.
 */
const assets: RowTable = {
  table: 'assets',
  columns: {
    id: 'uuid',
    brand_id: 'uuid',
    name: 'text',
    extension: 'text',
    key: 'text',
    byte_size: 'bigint',
    declared_byte_size: 'bigint',
    uploaded: 'boolean',
    content_type: 'text',
    status: 'text',
    failure_reason: 'text',
    mime_type: 'text',
    previews: 'jsonb',
    width: 'integer',
    height: 'integer',
    dominant_color: 'text',
    opaque: 'boolean',
    font_family: 'text',
    font_style: 'text',
    tags: 'text[]',
    deleted_at: 'timestamptz',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
    revision: 'bigint',
  },
  nullable: [
    'content_type',
    'failure_reason',
    'mime_type',
    'width',
    'height',
    'dominant_color',
    'opaque',
    'font_family',
    'font_style',
    'deleted_at',
  ],
};

interface AssetTableRow {
  [column: string]: unknown;
  id: string;
  brand_id: string;
  name: string;
  extension: string;
  key: string;
  byte_size: number;
  declared_byte_size: number;
  uploaded: boolean;
  content_type: string | null;
  status: AssetState['status'];
  failure_reason: string | null;
  mime_type: string | null;
  previews: AssetPreviews;
  width: number | null;
  height: number | null;
  dominant_color: string | null;
  opaque: boolean | null;
  font_family: string | null;
  font_style: string | null;
  tags: string[];
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
  revision: number;
}

const toState = (row: AssetTableRow): AssetState => ({
  exists: true,
  id: row.id,
  brandId: row.brand_id,
  name: row.name,
  extension: row.extension,
  key: row.key,
  byteSize: Number(row.byte_size),
  declaredByteSize: Number(row.declared_byte_size),
  tags: row.tags,
  uploaded: row.uploaded,
  contentType: row.content_type,
  status: row.status,
  failureReason: row.failure_reason as AssetState['failureReason'],
  processed:
    row.mime_type === null
      ? null
      : {
          mimeType: row.mime_type,
          previews: row.previews,
          ...(row.width !== null && { width: row.width }),
          ...(row.height !== null && { height: row.height }),
          ...(row.dominant_color !== null && { dominantColor: row.dominant_color }),
          ...(row.opaque !== null && { opaque: row.opaque }),
          ...(row.font_family !== null && { font: { family: row.font_family, style: row.font_style ?? '' } }),
        },
  deleted: row.deleted_at !== null,
  purged: false, // a purged asset has no row
});

function toRow(state: AssetState, previous: AssetTableRow | undefined, time: string, revision: number): AssetTableRow {
  const wasDeleted = previous ? previous.deleted_at !== null : false;
  const p = state.processed;
  return {
    id: state.id,
    brand_id: state.brandId,
    name: state.name,
    extension: state.extension,
    key: state.key,
    byte_size: state.byteSize,
    declared_byte_size: state.declaredByteSize,
    uploaded: state.uploaded,
    content_type: state.contentType,
    status: state.status,
    failure_reason: state.failureReason,
    mime_type: p?.mimeType ?? null,
    previews: p?.previews ?? {},
    width: p?.width ?? null,
    height: p?.height ?? null,
    dominant_color: p?.dominantColor ?? null,
    opaque: p?.opaque ?? null,
    font_family: p?.font?.family ?? null,
    font_style: p?.font?.style ?? null,
    tags: state.tags,
    deleted_at: state.deleted ? (wasDeleted ? previous!.deleted_at : time) : null,
    created_at: previous?.created_at ?? time,
    updated_at: time,
    revision,
  };
}

export const assetsProjection: Projection = {
  name: 'assets',
  version: 2,
  eventTypes: [
    'AssetCreated',
    'AssetUploaded',
    'AssetProcessed',
    'AssetProcessingFailed',
    'AssetRenamed',
    'AssetTagsChanged',
    'AssetDeleted',
    'AssetRestored',
    'AssetPurged',
  ],
  tables: ['assets'],
  async migrate(tx, schema) {
    await tx.exec(`
      ${createTableSql(schema, assets)}
      CREATE INDEX ON ${schema}.assets (brand_id, created_at DESC);
      CREATE INDEX ON ${schema}.assets USING gin (tags);
      -- the purge sweep (dueForPurge): the few unconfirmed uploads and deleted assets, not every row
      CREATE INDEX ON ${schema}.assets (created_at) WHERE NOT uploaded;
      CREATE INDEX ON ${schema}.assets (deleted_at) WHERE deleted_at IS NOT NULL;`);
  },
  async apply(tx: SqlExecutor, schema: string, recorded: readonly RecordedEvent[], hooks: ApplyHooks) {
    const rows = await loadRows<AssetTableRow>(tx, schema, assets, [...new Set(recorded.map((e) => idFromStream(e.streamId)))]);
    hooks.midway();
    const purged = new Set<string>();
    for (const r of recorded) {
      const event = r as unknown as AssetEvent;
      const id = idFromStream(r.streamId);
      const row = rows.get(id);
      if (event.type === 'AssetPurged') {
        rows.delete(id);
        purged.add(id);
        continue;
      }
      if (event.type === 'AssetCreated') {
        if (row) continue;
      } else if (!row || row.revision >= r.revision) continue; // a replayed event changes nothing
      // With who made it and when (`meta`), as the command handler folds it.
      const state = assetDecider.evolve(row ? toState(row) : assetDecider.initialState, toDomainEvent<AssetEvent>(r));
      rows.set(id, toRow(state, row, r.metadata.time, r.revision));
    }
    await upsertRows(tx, schema, assets, rows.values());
    if (purged.size) await tx.query(`DELETE FROM ${schema}.assets WHERE id = ANY($1::uuid[])`, [[...purged]]);
  },
};
