import type { RecordedEvent, SqlExecutor } from '@brandtrail/infra';
import { idFromStream, planRank, type BrandColor, type BrandEvent } from '@brandtrail/domain';
import type { Projection } from '../runner/projection';
import { createTableSql, loadRows, upsertRows, type RowTable } from '../runner/rows';

/**
 * Brands and their members, for lists, look-ups by id or slug, and the admin search. A deleted
 * brand keeps its row (deleted_at set) so that a restore brings it back whole. `pages_order` is the
 * brand's page order (BrandPagesSorted): page ids, the pages it does not name after, oldest first.
 */
const brands: RowTable = {
  table: 'brands',
  columns: {
    id: 'uuid',
    name: 'text',
    slug: 'text',
    bio: 'text',
    usp: 'text',
    public: 'boolean',
    public_index: 'boolean',
    colors: 'jsonb',
    fonts: 'jsonb',
    pages_order: 'jsonb',
    logo: 'uuid',
    plan: 'text',
    plan_rank: 'int',
    deleted_at: 'timestamptz',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
    revision: 'bigint',
  },
  nullable: ['deleted_at', 'logo'],
};

interface BrandRow {
  [column: string]: unknown;
  id: string;
  name: string;
  slug: string;
  bio: string;
  usp: string;
  public: boolean;
  public_index: boolean;
  colors: BrandColor[];
  fonts: string[];
  pages_order: string[];
  logo: string | null;
  plan: string;
  plan_rank: number;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
  revision: number;
}

const fieldColumns = {
  name: 'name',
  slug: 'slug',
  bio: 'bio',
  usp: 'usp',
  public: 'public',
  publicIndex: 'public_index',
  colors: 'colors',
  fonts: 'fonts',
  logo: 'logo',
} as const;

export const brandsProjection: Projection = {
  name: 'brands',
  version: 5,
  eventTypes: ['BrandCreated', 'BrandUpdated', 'BrandDeleted', 'BrandRestored', 'BrandPlanChanged', 'BrandPagesSorted'],
  tables: ['brands', 'brand_members'],
  async migrate(tx, schema) {
    await tx.exec(`
      ${createTableSql(schema, brands)}
      CREATE INDEX ON ${schema}.brands (slug) WHERE deleted_at IS NULL;
      CREATE INDEX ON ${schema}.brands (lower(name));
      CREATE INDEX ON ${schema}.brands (logo) WHERE logo IS NOT NULL;
      CREATE TABLE ${schema}.brand_members (
        brand_id uuid NOT NULL,
        user_id uuid NOT NULL,
        role text NOT NULL,
        PRIMARY KEY (brand_id, user_id)
      );
      CREATE INDEX ON ${schema}.brand_members (user_id);`);
  },
  async apply(tx: SqlExecutor, schema: string, recorded: readonly RecordedEvent[], midway?: () => void) {
    const rows = await loadRows<BrandRow>(tx, schema, brands, [...new Set(recorded.map((e) => idFromStream(e.streamId)))]);
    const members: { brand_id: string; user_id: string; role: string }[] = [];
    for (const r of recorded) {
      const event = r as unknown as BrandEvent;
      const id = idFromStream(r.streamId);
      const time = r.metadata.time;
      const row = rows.get(id);
      if (event.type === 'BrandCreated') {
        if (row) continue;
        const { plan, ownerId, publicIndex, colors = [], fonts = [], ...fields } = event.data;
        rows.set(id, {
          id,
          ...fields,
          public_index: publicIndex,
          colors,
          fonts,
          pages_order: [],
          logo: null,
          plan,
          plan_rank: planRank[plan],
          deleted_at: null,
          created_at: time,
          updated_at: time,
          revision: r.revision,
        });
        members.push({ brand_id: id, user_id: ownerId, role: 'owner' });
        continue;
      }
      // A replayed event (at or below the row's revision) changes nothing.
      if (!row || row.revision >= r.revision) continue;
      row.updated_at = time;
      row.revision = r.revision;
      switch (event.type) {
        case 'BrandUpdated':
          for (const [key, column] of Object.entries(fieldColumns)) {
            const value = event.data[key as keyof typeof fieldColumns];
            if (value !== undefined) (row as Record<string, unknown>)[column] = value;
          }
          break;
        case 'BrandDeleted':
          row.deleted_at = time;
          break;
        case 'BrandRestored':
          row.deleted_at = null;
          break;
        case 'BrandPlanChanged':
          row.plan = event.data.plan;
          row.plan_rank = planRank[event.data.plan];
          break;
        case 'BrandPagesSorted':
          row.pages_order = event.data.order;
          break;
      }
    }
    await upsertRows(tx, schema, brands, rows.values());
    midway?.();
    if (members.length) {
      await tx.query(
        `INSERT INTO ${schema}.brand_members (brand_id, user_id, role)
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(brand_id uuid, user_id uuid, role text) ON CONFLICT DO NOTHING`,
        [JSON.stringify(members)],
      );
    }
  },
};
