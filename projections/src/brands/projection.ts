import type { RecordedEvent, SqlExecutor } from '@brandtrail/infra';
import { idFromStream, planRank, type BrandColor, type BrandEvent } from '@brandtrail/domain';
import type { ApplyHooks, Projection } from '../runner/projection';
import { createTableSql, loadRows, upsertRows, type RowTable } from '../runner/rows';

/**
 * Brands and their members, for lists, look-ups by id or slug, and the admin search. A deleted
 * brand keeps its row (deleted_at set) so that a restore brings it back whole. `pages_order` is the
 * brand's page order (BrandPagesSorted): page ids, the pages it does not name after, oldest first.
 *
 * A slug belongs to the brand that took it first in log order (`slug_held`; deleted brands keep
 * theirs, as the claims do). Older code let a race record two brands with one slug: the later one
 * keeps its slug in the row (it is the aggregate's, shown in its settings) but not the address
 * (`bySlug` finds the first; the later one is reachable by id until its owner picks a new slug,
 * which it then holds), and the duplicate is reported as an anomaly (`duplicate_brand_slug`).
 */
const brands: RowTable = {
  table: 'brands',
  columns: {
    id: 'uuid',
    name: 'text',
    slug: 'text',
    slug_held: 'boolean',
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
  slug_held: boolean;
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
  version: 8,
  eventTypes: [
    'BrandCreated',
    'BrandUpdated',
    'BrandDeleted',
    'BrandRestored',
    'BrandPlanChanged',
    'BrandPagesSorted',
    'BrandMemberAdded',
  ],
  tables: ['brands', 'brand_members'],
  async migrate(tx, schema) {
    await tx.exec(`
      ${createTableSql(schema, brands)}
      CREATE INDEX ON ${schema}.brands (slug) WHERE slug_held;
      CREATE INDEX ON ${schema}.brands (lower(name));
      CREATE INDEX ON ${schema}.brands (logo) WHERE logo IS NOT NULL;
      CREATE INDEX ON ${schema}.brands (lower(name), slug) WHERE public AND public_index AND deleted_at IS NULL;
      CREATE TABLE ${schema}.brand_members (
        brand_id uuid NOT NULL,
        user_id uuid NOT NULL,
        role text NOT NULL,
        PRIMARY KEY (brand_id, user_id)
      );
      CREATE INDEX ON ${schema}.brand_members (user_id);`);
  },
  async apply(tx: SqlExecutor, schema: string, recorded: readonly RecordedEvent[], hooks: ApplyHooks) {
    const rows = await loadRows<BrandRow>(tx, schema, brands, [...new Set(recorded.map((e) => idFromStream(e.streamId)))]);
    const slugs = recorded.flatMap((r) => {
      const event = r as unknown as BrandEvent;
      return event.type === 'BrandCreated' || (event.type === 'BrandUpdated' && event.data.slug) ? [event.data.slug!] : [];
    });
    const holders = new Map(
      (
        await tx.query<{ id: string; slug: string }>(
          `SELECT id, slug FROM ${schema}.brands WHERE slug_held AND slug = ANY($1::text[])`,
          [slugs],
        )
      ).map((h) => [h.slug, h.id]),
    );
    /** Gives `row` the slug when nobody else holds it; reports the duplicate otherwise. */
    const takeSlug = (row: BrandRow, r: RecordedEvent) => {
      const holder = holders.get(row.slug);
      row.slug_held = holder === undefined || holder === row.id;
      if (row.slug_held) holders.set(row.slug, row.id);
      else hooks.anomaly('duplicate_brand_slug', r, { slug: row.slug, heldBy: holder });
    };
    // Per brand and user, the role the batch leaves (one row each: an upsert may touch a row once).
    const members = new Map<string, { brand_id: string; user_id: string; role: string }>();
    const member = (brand_id: string, user_id: string, role: string) =>
      members.set(`${brand_id}:${user_id}`, { brand_id, user_id, role });
    for (const r of recorded) {
      const event = r as unknown as BrandEvent;
      const id = idFromStream(r.streamId);
      const time = r.metadata.time;
      const row = rows.get(id);
      if (event.type === 'BrandCreated') {
        if (row) continue;
        const { plan, ownerId, publicIndex, colors = [], fonts = [], ...fields } = event.data;
        const created: BrandRow = {
          id,
          ...fields,
          slug_held: false,
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
        };
        takeSlug(created, r);
        rows.set(id, created);
        member(id, ownerId, 'owner');
        continue;
      }
      // A replayed event (at or below the row's revision) changes nothing.
      if (!row || row.revision >= r.revision) continue;
      row.updated_at = time;
      row.revision = r.revision;
      switch (event.type) {
        case 'BrandUpdated': {
          // A slug in an update is a new one (the decider records it only when it changes).
          const slug = event.data.slug;
          if (slug !== undefined && row.slug_held && holders.get(row.slug) === row.id) holders.delete(row.slug);
          for (const [key, column] of Object.entries(fieldColumns)) {
            const value = event.data[key as keyof typeof fieldColumns];
            if (value !== undefined) (row as Record<string, unknown>)[column] = value;
          }
          if (slug !== undefined) takeSlug(row, r);
          break;
        }
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
        case 'BrandMemberAdded':
          member(id, event.data.userId, event.data.role);
          break;
      }
    }
    await upsertRows(tx, schema, brands, rows.values());
    hooks.midway();
    if (members.size) {
      await tx.query(
        `INSERT INTO ${schema}.brand_members (brand_id, user_id, role)
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(brand_id uuid, user_id uuid, role text)
         ON CONFLICT (brand_id, user_id) DO UPDATE SET role = EXCLUDED.role`,
        [JSON.stringify([...members.values()])],
      );
    }
  },
};
