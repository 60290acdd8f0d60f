import type { RecordedEvent, SqlExecutor } from '@brandtrail/infra';
import { idFromStream, planRank, type BrandEvent } from '@brandtrail/domain';
import type { Projection } from '../runner/projection';

/**
 * Brands and their members, for lists, look-ups by id or slug, and the admin search. A deleted
 * brand keeps its row (deleted_at set) so that a restore brings it back whole.
 */
export const brandsProjection: Projection = {
  name: 'brands',
  version: 1,
  eventTypes: ['BrandCreated', 'BrandUpdated', 'BrandDeleted', 'BrandRestored', 'BrandPlanChanged'],
  tables: ['brands', 'brand_members'],
  async migrate(tx, schema) {
    await tx.exec(`
      CREATE TABLE ${schema}.brands (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        slug text NOT NULL,
        bio text NOT NULL DEFAULT '',
        usp text NOT NULL DEFAULT '',
        public boolean NOT NULL DEFAULT false,
        public_index boolean NOT NULL DEFAULT false,
        plan text NOT NULL,
        plan_rank int NOT NULL,
        deleted_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        revision bigint NOT NULL
      );
      CREATE INDEX ON ${schema}.brands (slug) WHERE deleted_at IS NULL;
      CREATE INDEX ON ${schema}.brands (lower(name));
      CREATE TABLE ${schema}.brand_members (
        brand_id uuid NOT NULL,
        user_id uuid NOT NULL,
        role text NOT NULL,
        PRIMARY KEY (brand_id, user_id)
      );
      CREATE INDEX ON ${schema}.brand_members (user_id);`);
  },
  async apply(tx: SqlExecutor, schema: string, recorded: RecordedEvent) {
    const event = recorded as unknown as RecordedEvent<BrandEvent['type']> & BrandEvent;
    const id = idFromStream(recorded.streamId);
    const time = recorded.metadata.time;
    const rev = recorded.revision;
    // Every update is guarded by the stream revision, so a replayed event changes nothing twice.
    const update = (set: string, params: unknown[]) =>
      tx.query(
        `UPDATE ${schema}.brands SET ${set}, updated_at = $2, revision = $3 WHERE id = $1 AND revision < $3`,
        [id, time, rev, ...params],
      );
    switch (event.type) {
      case 'BrandCreated': {
        const d = event.data;
        await tx.query(
          `INSERT INTO ${schema}.brands (id, name, slug, bio, usp, public, public_index, plan, plan_rank, created_at, updated_at, revision)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11) ON CONFLICT (id) DO NOTHING`,
          [id, d.name, d.slug, d.bio, d.usp, d.public, d.publicIndex, d.plan, planRank[d.plan], time, rev],
        );
        await tx.query(
          `INSERT INTO ${schema}.brand_members (brand_id, user_id, role) VALUES ($1, $2, 'owner') ON CONFLICT DO NOTHING`,
          [id, d.ownerId],
        );
        return;
      }
      case 'BrandUpdated': {
        const d = event.data;
        const cols: Record<string, unknown> = {
          name: d.name, slug: d.slug, bio: d.bio, usp: d.usp, public: d.public, public_index: d.publicIndex,
        };
        const entries = Object.entries(cols).filter(([, v]) => v !== undefined);
        await update(entries.map(([k], i) => `${k} = $${i + 4}`).join(', ') || 'name = name', entries.map(([, v]) => v));
        return;
      }
      case 'BrandDeleted':
        await update('deleted_at = $2', []);
        return;
      case 'BrandRestored':
        await update('deleted_at = NULL', []);
        return;
      case 'BrandPlanChanged':
        await update('plan = $4, plan_rank = $5', [event.data.plan, planRank[event.data.plan]]);
        return;
    }
  },
};
