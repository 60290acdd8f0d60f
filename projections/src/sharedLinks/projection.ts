import type { RecordedEvent, SqlExecutor } from '@brandtrail/infra';
import { clampTime, TIME_MIN, type SharedLinkEvent } from '@brandtrail/domain';
import type { ApplyHooks, Projection } from '../runner/projection';
import { createTableSql, loadRows, upsertRows, type RowTable } from '../runner/rows';

/**
 * Shared links, one row per link (the brand's links stream holds them all; each row keeps the
 * stream revision of its last event, and revisions only grow within the stream, so a replayed
 * event changes nothing). A revoked link keeps its row with `revoked_at`. How often a link was
 * opened is not here: opens are reads, counted in the API's `shared_link_opens` table.
 *
 * Version 3: an expiry the column cannot hold, which the decider accepted before it checked the
 * range (a link valid until year 10000), is clamped into 1970 to 9999 instead of failing the event
 * (which left the link out, or a narrowing of its pages unapplied); the rebuild applies them.
 */
const sharedLinks: RowTable = {
  table: 'shared_links',
  columns: {
    id: 'uuid',
    brand_id: 'uuid',
    token: 'text',
    access_all_pages: 'boolean',
    pages: 'jsonb',
    with_billing: 'boolean',
    billing_plan: 'text',
    valid_until: 'timestamptz',
    created_by: 'uuid',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
    revoked_at: 'timestamptz',
    version_id: 'uuid',
    revision: 'bigint',
  },
  nullable: ['billing_plan', 'valid_until', 'created_by', 'revoked_at', 'version_id'],
};

interface LinkTableRow {
  [column: string]: unknown;
  id: string;
  brand_id: string;
  token: string;
  access_all_pages: boolean;
  pages: string[];
  with_billing: boolean;
  billing_plan: string | null;
  valid_until: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  revoked_at: string | null;
  /** The version the link shows the brand at; null: as it is. */
  version_id: string | null;
  revision: number;
}

/** An expiry as the column holds it: clamped into 1970 to 9999; one that is no time at all ends the link (never widens it). */
const expiry = (validUntil: string | null): string | null =>
  validUntil === null ? null : (clampTime(validUntil) ?? new Date(TIME_MIN).toISOString());

export const sharedLinksProjection: Projection = {
  name: 'sharedLinks',
  version: 3,
  eventTypes: ['SharedLinkCreated', 'SharedLinkUpdated', 'SharedLinkRevoked'],
  tables: ['shared_links'],
  async migrate(tx, schema) {
    await tx.exec(`
      ${createTableSql(schema, sharedLinks)}
      CREATE INDEX ON ${schema}.shared_links (token);
      CREATE INDEX ON ${schema}.shared_links (brand_id, created_at DESC);`);
  },
  async apply(tx: SqlExecutor, schema: string, recorded: readonly RecordedEvent[], hooks: ApplyHooks) {
    const ids = [...new Set(recorded.map((r) => (r.data as { id?: unknown }).id))].filter(
      (id): id is string => typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id),
    );
    const rows = await loadRows<LinkTableRow>(tx, schema, sharedLinks, ids);
    hooks.midway();
    for (const r of recorded) {
      const event = { type: r.type, data: r.data } as SharedLinkEvent;
      const time = r.metadata.time;
      const row = rows.get(event.data.id);
      if (event.type === 'SharedLinkCreated') {
        if (row) continue;
        const d = event.data;
        rows.set(d.id, {
          id: d.id,
          brand_id: d.brandId,
          token: d.token,
          access_all_pages: d.accessAllPages,
          pages: d.pages,
          with_billing: d.withBilling,
          billing_plan: d.billingPlan,
          valid_until: expiry(d.validUntil),
          created_by: d.createdBy,
          created_at: d.createdAt,
          updated_at: time,
          revoked_at: null,
          version_id: d.version ?? null,
          revision: r.revision,
        });
        continue;
      }
      if (!row || row.revision >= r.revision) continue; // a replayed event changes nothing
      const next: LinkTableRow = { ...row, updated_at: time, revision: r.revision };
      if (event.type === 'SharedLinkRevoked') next.revoked_at = row.revoked_at ?? time;
      else {
        const d = event.data;
        if (d.accessAllPages !== undefined) next.access_all_pages = d.accessAllPages;
        if (d.pages !== undefined) next.pages = d.pages;
        if (d.billingPlan !== undefined) next.billing_plan = d.billingPlan;
        if (d.validUntil !== undefined) next.valid_until = expiry(d.validUntil);
        if (d.version !== undefined) next.version_id = d.version;
      }
      rows.set(row.id, next);
    }
    await upsertRows(tx, schema, sharedLinks, rows.values());
  },
};
