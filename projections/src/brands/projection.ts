import type { RecordedEvent, SqlExecutor } from '@brandtrail/infra';
import {
  brandFieldColumn,
  brandFieldDefaults,
  brandFieldList,
  brandFontsOf,
  idFromStream,
  isMemberEvent,
  memberEventTypes,
  planRank,
  type BrandEvent,
  type BrandFieldValues,
  type BrandVersion,
  type MemberEvent,
} from '@brandtrail/domain';
import type { ApplyHooks, Projection } from '../runner/projection';
import { createTableSql, loadRows, shapeVersion, upsertRows, type RowTable } from '../runner/rows';
import { BrandHistoryWriter, brandHistoryTablesSql } from './history';
import type { BrandTableRow } from './tableRow';

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
 *
 * `brand_members` holds the members and their roles, `brand_invitations` the open invitations
 * (with their token: managers copy the link again, and `/invitations/<token>` finds it), and
 * `brand_access_requests` the open access requests. Member events move the row's revision but not
 * `updated_at` (the brand list's order is about the brand's content).
 */
const brands: RowTable = {
  table: 'brands',
  columns: {
    id: 'uuid',
    // The brand's fields: a column each, from the registry (domain/src/brands/fields.ts).
    ...Object.fromEntries(brandFieldList.map((f) => [f.column, brandFieldColumn(f.kind)])),
    slug_held: 'boolean',
    pages_order: 'jsonb',
    plan: 'text',
    plan_rank: 'int',
    deleted_at: 'timestamptz',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
    revision: 'bigint',
  },
  nullable: ['deleted_at', ...brandFieldList.filter((f) => f.nullable).map((f) => f.column)],
};

/** The columns of a brand's fields, by the registry. */
const fieldsRow = (values: Partial<BrandFieldValues>): Record<string, unknown> =>
  Object.fromEntries(brandFieldList.flatMap((f) => (values[f.name] === undefined ? [] : [[f.column, values[f.name]]])));

export const brandsProjection: Projection = {
  name: 'brands',
  // 11: fonts are objects {name, assetIds} (issue 17). 13 (issue 28): brand_history's index of what
  // admins did acting as someone. The fields' columns are the registry's: a field added or changed
  // there changes the version by itself (shapeVersion).
  version: shapeVersion(13, brands),
  eventTypes: [
    'BrandCreated',
    'BrandUpdated',
    'BrandDeleted',
    'BrandRestored',
    'BrandPlanChanged',
    'BrandPagesSorted',
    ...memberEventTypes,
    'BrandVersionCreated',
    'BrandReverted',
  ],
  tables: ['brands', 'brand_members', 'brand_invitations', 'brand_access_requests', 'brand_versions', 'brand_history'],
  async migrate(tx, schema) {
    await tx.exec(`
      ${createTableSql(schema, brands)}
      CREATE INDEX ON ${schema}.brands (slug) WHERE slug_held;
      CREATE INDEX ON ${schema}.brands (lower(name));
      CREATE INDEX ON ${schema}.brands (lower(name), slug) WHERE public AND public_index AND deleted_at IS NULL;
      CREATE TABLE ${schema}.brand_members (
        brand_id uuid NOT NULL,
        user_id uuid NOT NULL,
        role text NOT NULL,
        PRIMARY KEY (brand_id, user_id)
      );
      CREATE INDEX ON ${schema}.brand_members (user_id);
      ${brandHistoryTablesSql(schema)}
      CREATE TABLE ${schema}.brand_invitations (
        id uuid PRIMARY KEY,
        brand_id uuid NOT NULL,
        email text NOT NULL,
        role text NOT NULL,
        token text NOT NULL,
        created_at timestamptz NOT NULL,
        sent_at timestamptz NOT NULL
      );
      CREATE INDEX ON ${schema}.brand_invitations (brand_id);
      CREATE UNIQUE INDEX ON ${schema}.brand_invitations (token);
      CREATE INDEX ON ${schema}.brand_invitations (email);
      CREATE TABLE ${schema}.brand_access_requests (
        brand_id uuid NOT NULL,
        user_id uuid NOT NULL,
        message text NOT NULL,
        requested_at timestamptz NOT NULL,
        PRIMARY KEY (brand_id, user_id)
      );`);
  },
  async apply(tx: SqlExecutor, schema: string, recorded: readonly RecordedEvent[], hooks: ApplyHooks) {
    const rows = await loadRows<BrandTableRow>(tx, schema, brands, [...new Set(recorded.map((e) => idFromStream(e.streamId)))]);
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
    const takeSlug = (row: BrandTableRow, r: RecordedEvent) => {
      const holder = holders.get(row.slug);
      row.slug_held = holder === undefined || holder === row.id;
      if (row.slug_held) holders.set(row.slug, row.id);
      else hooks.anomaly('duplicate_brand_slug', r, { slug: row.slug, heldBy: holder });
    };
    const members: { brand_id: string; user_id: string; role: string }[] = [];
    const versions: (BrandVersion & { brand_id: string })[] = [];
    const history = await BrandHistoryWriter.load(tx, schema, [...new Set(recorded.map((e) => idFromStream(e.streamId)))]);
    /** Member events of the batch, in log order, written after the brands' rows. */
    const memberChanges: { brandId: string; time: string; event: MemberEvent }[] = [];
    for (const r of recorded) {
      const event = r as unknown as BrandEvent;
      const id = idFromStream(r.streamId);
      const time = r.metadata.time;
      const row = rows.get(id);
      if (event.type === 'BrandCreated') {
        if (row) continue;
        const { plan, ownerId, colors = [], fonts, ...fields } = event.data;
        const created: BrandTableRow = {
          id,
          ...fieldsRow({ ...brandFieldDefaults(), ...fields, colors, fonts: brandFontsOf(fonts) }),
          slug: fields.slug,
          slug_held: false,
          pages_order: [],
          plan,
          plan_rank: planRank[plan],
          deleted_at: null,
          created_at: time,
          updated_at: time,
          revision: r.revision,
        };
        takeSlug(created, r);
        rows.set(id, created);
        history.note(undefined, created, r);
        members.push({ brand_id: id, user_id: ownerId, role: 'owner' });
        continue;
      }
      // A replayed event (at or below the row's revision) changes nothing.
      if (!row || row.revision >= r.revision) continue;
      row.revision = r.revision;
      if (isMemberEvent(event)) {
        memberChanges.push({ brandId: id, time, event });
        continue;
      }
      const before = { ...row };
      if (event.type !== 'BrandVersionCreated' && event.type !== 'BrandReverted') row.updated_at = time;
      switch (event.type) {
        case 'BrandVersionCreated':
          versions.push({ brand_id: id, ...event.data });
          break;
        case 'BrandUpdated': {
          // A slug in an update is a new one (the decider records it only when it changes).
          const slug = event.data.slug;
          if (slug !== undefined && row.slug_held && holders.get(row.slug) === row.id) holders.delete(row.slug);
          const { fonts, ...changes } = event.data;
          Object.assign(row, fieldsRow({ ...changes, ...(fonts && { fonts: brandFontsOf(fonts) }) }));
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
      }
      history.note(before, row, r);
    }
    await upsertRows(tx, schema, brands, rows.values());
    hooks.midway();
    await history.save(tx, schema);
    if (versions.length)
      await tx.query(
        `INSERT INTO ${schema}.brand_versions (brand_id, id, name, notes, at, by)
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(brand_id uuid, id uuid, name text, notes text, at timestamptz, by uuid)
         ON CONFLICT DO NOTHING`,
        [JSON.stringify(versions)],
      );
    if (members.length) {
      await tx.query(
        `INSERT INTO ${schema}.brand_members (brand_id, user_id, role)
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(brand_id uuid, user_id uuid, role text) ON CONFLICT DO NOTHING`,
        [JSON.stringify(members)],
      );
    }
    for (const change of memberChanges) await applyMemberEvent(tx, schema, change.brandId, change.time, change.event);
  },
};

async function applyMemberEvent(tx: SqlExecutor, schema: string, brandId: string, time: string, event: MemberEvent) {
  switch (event.type) {
    case 'BrandMemberAdded':
      await tx.query(
        `INSERT INTO ${schema}.brand_members (brand_id, user_id, role) VALUES ($1, $2, $3)
         ON CONFLICT (brand_id, user_id) DO UPDATE SET role = excluded.role`,
        [brandId, event.data.userId, event.data.role],
      );
      if (event.data.invitationId)
        await tx.query(`DELETE FROM ${schema}.brand_invitations WHERE id = $1`, [event.data.invitationId]);
      await tx.query(`DELETE FROM ${schema}.brand_access_requests WHERE brand_id = $1 AND user_id = $2`, [
        brandId,
        event.data.userId,
      ]);
      return;
    case 'BrandMemberRoleChanged':
      await tx.query(`UPDATE ${schema}.brand_members SET role = $3 WHERE brand_id = $1 AND user_id = $2`, [
        brandId,
        event.data.userId,
        event.data.role,
      ]);
      return;
    case 'BrandMemberRemoved':
      await tx.query(`DELETE FROM ${schema}.brand_members WHERE brand_id = $1 AND user_id = $2`, [brandId, event.data.userId]);
      return;
    case 'BrandInvitationCreated':
      await tx.query(
        `INSERT INTO ${schema}.brand_invitations (id, brand_id, email, role, token, created_at, sent_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT (id) DO NOTHING`,
        [event.data.invitationId, brandId, event.data.email, event.data.role, event.data.token, time],
      );
      return;
    case 'BrandInvitationResent':
      await tx.query(`UPDATE ${schema}.brand_invitations SET sent_at = $2 WHERE id = $1`, [event.data.invitationId, time]);
      return;
    case 'BrandInvitationWithdrawn':
    case 'BrandInvitationAccepted':
      await tx.query(`DELETE FROM ${schema}.brand_invitations WHERE id = $1`, [event.data.invitationId]);
      return;
    case 'BrandAccessRequested':
      await tx.query(
        `INSERT INTO ${schema}.brand_access_requests (brand_id, user_id, message, requested_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (brand_id, user_id) DO NOTHING`,
        [brandId, event.data.userId, event.data.message, time],
      );
      return;
    case 'BrandAccessRequestAnswered':
      await tx.query(`DELETE FROM ${schema}.brand_access_requests WHERE brand_id = $1 AND user_id = $2`, [
        brandId,
        event.data.userId,
      ]);
      return;
  }
}
