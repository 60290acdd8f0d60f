import type { SqlExecutor } from '@brandtrail/infra';
import {
  brandField,
  brandFieldList,
  brandImageFields,
  type BrandFieldName,
  type BrandFieldValues,
  type BrandState,
  type MemberRole,
  type Plan,
  type SharedReach,
} from '@brandtrail/domain';

/**
 * A brand as the API reads it: the registry's fields (domain/src/brands/fields.ts: name, address,
 * texts, visibility, the kit's colours and fonts, the logo's and cover's asset ids, whether readers see the
 * newest version) and its own.
 */
export interface BrandRow extends BrandFieldValues {
  id: string;
  /** The brand's page order: page ids; pages it does not name come after, oldest first. */
  pagesOrder: string[];
  plan: Plan;
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** The viewer's member role, when the query joined it. */
  role: MemberRole | null;
  /** What the session's live shared links reach of this brand: the API adds it for such sessions. */
  shared?: SharedReach | null;
  /**
   * Set when the viewer reads the brand as it was at a moment (a version: a pinned shared link,
   * or the readers-see-the-newest-version setting): the API adds it and the content fields are
   * then the moment's.
   */
  moment?: { at: Date; versionId: string | null } | null;
}

/**
 * The row the read model will hold for a brand, made from the aggregate's state, for the answer
 * of a command whose events the read model has not reached yet: `at` stands for the times (the
 * command's own time), `viewerId` picks the role.
 */
export const brandRowOf = (id: string, state: BrandState, viewerId: string | null, at: Date): BrandRow => ({
  id,
  ...(Object.fromEntries(brandFieldList.map((f) => [f.name, state[f.name]])) as unknown as BrandFieldValues),
  pagesOrder: state.pagesOrder,
  plan: state.plan,
  deletedAt: state.deleted ? at : null,
  createdAt: at,
  updatedAt: at,
  role: (viewerId && state.members[viewerId]) || null,
});

export interface MemberRow {
  brandId: string;
  userId: string;
  role: MemberRole;
}

/** What the admin area shows of a brand beside its row: how much it holds. */
export interface BrandFactsRow {
  pages: number;
  assets: number;
  /** Bytes of the files of its assets not deleted. */
  storageBytes: number;
  /** Events recorded on the brand's, its pages' and its assets' streams. */
  events: number;
}

/** A brand a person is a member of, as the admin area lists it. */
export interface MembershipRow {
  brandId: string;
  name: string;
  slug: string;
  role: MemberRole;
  plan: string | null;
  deleted: boolean;
}

export interface InvitationRow {
  id: string;
  brandId: string;
  email: string;
  role: MemberRole;
  token: string;
  createdAt: Date;
  sentAt: Date;
}

export interface AccessRequestRow {
  brandId: string;
  userId: string;
  message: string;
  requestedAt: Date;
}

const roleOrder = `CASE role WHEN 'owner' THEN 0 WHEN 'editor' THEN 1 ELSE 2 END`;
const invitationCols = `id, brand_id AS "brandId", email, role, token, created_at AS "createdAt", sent_at AS "sentAt"`;

// The fields' columns are the registry's, each read under its field's name.
const fieldCols = brandFieldList.map((f) => (f.column === f.name ? `b.${f.column}` : `b.${f.column} AS "${f.name}"`)).join(', ');
const cols = `b.id, ${fieldCols}, b.pages_order AS "pagesOrder", b.plan,
  b.deleted_at AS "deletedAt", b.created_at AS "createdAt", b.updated_at AS "updatedAt"`;
/** The brand list order of spec section 7: plan pro, basic, free; newest update; name; slug. */
const listOrder = `ORDER BY b.plan_rank DESC, b.updated_at DESC, b.name, b.slug, b.id`;
const withRole = (param: string) =>
  `SELECT ${cols}, m.role FROM brands b LEFT JOIN brand_members m ON m.brand_id = b.id AND m.user_id = ${param}`;

/** A LIKE pattern for a part of a name, in lower case, with LIKE's own characters taken literally. */
const likeOf = (term: string) => '%' + term.toLowerCase().replace(/[\\%_]/g, (c) => '\\' + c) + '%';
const listed = `b.public AND b.public_index AND b.deleted_at IS NULL`;
const listedWhere = `${listed} AND lower(b.name) LIKE $1`;
const adminSearchWhere = `(lower(b.name) LIKE $1 OR b.slug LIKE $1 OR b.id::text = $2)`;

export interface VersionRow {
  id: string;
  brandId: string;
  name: string;
  notes: string;
  at: Date;
  by: string | null;
}
const versionCols = `id, brand_id AS "brandId", name, notes, at, by`;

/** A shared link as an address's look-up reads it (`addressed`). */
export interface AddressedLink {
  id: string;
  brandId: string;
  accessAllPages: boolean;
  pages: string[];
  validUntil: Date | null;
  revokedAt: Date | null;
  versionId: string | null;
}
type DatesAsText = { validUntil: string | null; revokedAt: string | null };

/** What an address of the web client names of a brand (`addressed`). */
export interface AddressedBrand {
  id: string;
  public: boolean;
  publicIndex: boolean;
  readersSeeVersion: boolean;
  deleted: boolean;
  /** Whether the brand has named a version (readers who are not members may be shown the newest). */
  hasVersion: boolean;
  /** The viewer's member role, null for none. */
  role: MemberRole | null;
  /** The page the address names, when it asked for one and it exists (not deleted); else null. */
  pageId: string | null;
  /** The brand's name and bio, and the page's name (null without one): the page's title and description in its HTML. */
  name: string;
  bio: string;
  pageName: string | null;
  /** The session's shared links to this brand, live or not. */
  links: AddressedLink[];
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const brandQueries = (db: SqlExecutor) => ({
  /** The brand's named versions, newest first. */
  async versions(brandId: string, limit: number, offset: number): Promise<VersionRow[]> {
    return db.query<VersionRow>(
      `SELECT ${versionCols} FROM brand_versions WHERE brand_id = $1 ORDER BY at DESC, id LIMIT $2 OFFSET $3`,
      [brandId, limit, offset],
    );
  },
  /** Versions by id (of any brand: the caller checks the brand). */
  async versionsByIds(ids: readonly string[]): Promise<VersionRow[]> {
    const uuids = ids.filter((id) => UUID.test(id));
    if (!uuids.length) return [];
    return db.query<VersionRow>(`SELECT ${versionCols} FROM brand_versions WHERE id = ANY($1::uuid[])`, [uuids]);
  },
  async latestVersion(brandId: string): Promise<VersionRow | undefined> {
    return (
      await db.query<VersionRow>(`SELECT ${versionCols} FROM brand_versions WHERE brand_id = $1 ORDER BY at DESC, id LIMIT 1`, [
        brandId,
      ])
    )[0];
  },
  /** A brand that is not deleted, with the viewer's role (null for none). */
  async byId(id: string, viewerId: string | null): Promise<BrandRow | undefined> {
    return (await db.query<BrandRow>(`${withRole('$2')} WHERE b.id = $1 AND b.deleted_at IS NULL`, [id, viewerId]))[0];
  },
  async byIdIncludingDeleted(id: string, viewerId: string | null): Promise<BrandRow | undefined> {
    return (await db.query<BrandRow>(`${withRole('$2')} WHERE b.id = $1`, [id, viewerId]))[0];
  },
  /** The brand the address belongs to (not a later duplicate older code could record; see the brands projection). */
  async bySlug(slug: string, viewerId: string | null): Promise<BrandRow | undefined> {
    return (
      await db.query<BrandRow>(`${withRole('$2')} WHERE b.slug = $1 AND b.slug_held AND b.deleted_at IS NULL`, [slug, viewerId])
    )[0];
  },
  /** The held brand addresses that start with `prefix` (a new brand's slug search skips them). */
  async heldSlugsStartingWith(prefix: string): Promise<Set<string>> {
    const rows = await db.query<{ slug: string }>(`SELECT slug FROM brands WHERE slug_held AND starts_with(slug, $1)`, [prefix]);
    return new Set(rows.map((r) => r.slug));
  },
  /** The image fields of the brand (not deleted) that show this asset: 'logo', 'cover' (the registry's). */
  async imageFieldsShowing(brandId: string, assetId: string): Promise<BrandFieldName[]> {
    const columns = brandImageFields.map((f) => brandField(f)!.column);
    const rows = await db.query<Record<string, string | null>>(
      `SELECT ${columns.join(', ')} FROM brands WHERE id = $1 AND deleted_at IS NULL`,
      [brandId],
    );
    const row = rows[0];
    return row ? brandImageFields.filter((f) => row[brandField(f)!.column] === assetId) : [];
  },
  /** Whether the brand (not deleted) ties this asset to a font of its kit. */
  async hasFontFile(brandId: string, assetId: string): Promise<boolean> {
    const rows = await db.query<{ id: string }>(
      `SELECT id FROM brands WHERE id = $1 AND deleted_at IS NULL AND fonts @> jsonb_build_array(jsonb_build_object('assetIds', jsonb_build_array($2::text)))`,
      [brandId, assetId],
    );
    return rows.length > 0;
  },
  /** The viewer's brands (where they are a member), in the spec's order. */
  async listForMember(userId: string, limit: number, offset: number): Promise<BrandRow[]> {
    return db.query<BrandRow>(
      `SELECT ${cols}, m.role FROM brand_members m JOIN brands b ON b.id = m.brand_id
       WHERE m.user_id = $1 AND b.deleted_at IS NULL ${listOrder} LIMIT $2 OFFSET $3`,
      [userId, limit, offset],
    );
  },
  async countForMember(userId: string): Promise<number> {
    const rows = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM brand_members m JOIN brands b ON b.id = m.brand_id WHERE m.user_id = $1 AND b.deleted_at IS NULL`,
      [userId],
    );
    return rows[0]?.n ?? 0;
  },
  /**
   * Deleted brands where the viewer holds one of `roles` (the access policy says which: those who
   * may restore them), newest deletion first: the place to restore them from.
   */
  async deletedForRoles(userId: string, roles: readonly MemberRole[]): Promise<BrandRow[]> {
    return db.query<BrandRow>(
      `SELECT ${cols}, m.role FROM brand_members m JOIN brands b ON b.id = m.brand_id
       WHERE m.user_id = $1 AND m.role = ANY($2::text[]) AND b.deleted_at IS NOT NULL ORDER BY b.deleted_at DESC`,
      [userId, roles],
    );
  },
  /**
   * The public directory: brands that are public and listed (publicIndex) and not deleted, whose
   * name contains `term` regardless of case ('' for all), by name, then slug; with the viewer's role.
   */
  async listed(term: string, viewerId: string | null, limit: number, offset: number): Promise<BrandRow[]> {
    return db.query<BrandRow>(`${withRole('$4')} WHERE ${listedWhere} ORDER BY lower(b.name), b.slug LIMIT $2 OFFSET $3`, [
      likeOf(term),
      limit,
      offset,
      viewerId,
    ]);
  },
  async countListed(term: string): Promise<number> {
    const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM brands b WHERE ${listedWhere}`, [likeOf(term)]);
    return rows[0]?.n ?? 0;
  },
  /**
   * What the address of one of the web client's pages names, for its answer's status and robots
   * header, in one statement: the brand (deleted ones too) by its slug or id, the viewer's role,
   * whether it has a version, the page of `pageSlug` (not deleted), and the session's shared links
   * to it (`linkIds`, live or not: the API decides). Undefined: no such brand.
   */
  async addressed(
    brand: { slug: string } | { id: string },
    pageSlug: string | null,
    viewerId: string | null,
    linkIds: readonly string[],
  ): Promise<AddressedBrand | undefined> {
    const where = 'slug' in brand ? 'b.slug = $1 AND b.slug_held' : 'b.id = $1';
    const rows = await db.query<AddressedBrand & { links: (Omit<AddressedLink, 'validUntil' | 'revokedAt'> & DatesAsText)[] }>(
      `SELECT b.id, b.public, b.public_index AS "publicIndex", b.readers_see_version AS "readersSeeVersion", m.role,
         b.deleted_at IS NOT NULL AS deleted, b.name, b.bio,
         EXISTS (SELECT 1 FROM brand_versions v WHERE v.brand_id = b.id) AS "hasVersion",
         pg.id AS "pageId", pg.name AS "pageName",
         COALESCE((SELECT json_agg(json_build_object('id', l.id, 'brandId', l.brand_id, 'accessAllPages', l.access_all_pages,
             'pages', l.pages, 'validUntil', l.valid_until, 'revokedAt', l.revoked_at, 'versionId', l.version_id))
           FROM shared_links l WHERE l.id = ANY($4::uuid[]) AND l.brand_id = b.id), '[]') AS links
       FROM brands b LEFT JOIN brand_members m ON m.brand_id = b.id AND m.user_id = $3
         LEFT JOIN LATERAL (SELECT p.id, p.name FROM pages p
           WHERE p.brand_id = b.id AND p.slug = $2 AND p.slug_held AND p.deleted_at IS NULL) pg ON true
       WHERE ${where}`,
      ['slug' in brand ? brand.slug : brand.id, pageSlug, viewerId, linkIds],
    );
    const row = rows[0];
    return (
      row && {
        ...row,
        links: row.links.map((l) => ({
          ...l,
          validUntil: l.validUntil === null ? null : new Date(l.validUntil),
          revokedAt: l.revokedAt === null ? null : new Date(l.revokedAt),
        })),
      }
    );
  },
  /** Admin search by part of the name or slug, or the whole id (deleted brands too, for the admin to find). */
  async search(term: string, limit: number, offset: number): Promise<BrandRow[]> {
    return db.query<BrandRow>(
      `SELECT ${cols}, NULL AS role FROM brands b WHERE ${adminSearchWhere} ${listOrder} LIMIT $3 OFFSET $4`,
      [likeOf(term), term.toLowerCase(), limit, offset],
    );
  },
  /** How many brands the admin search finds for `term`. */
  async countSearch(term: string): Promise<number> {
    const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM brands b WHERE ${adminSearchWhere}`, [
      likeOf(term),
      term.toLowerCase(),
    ]);
    return rows[0]?.n ?? 0;
  },
  /** The brands a person is a member of (deleted ones too), for the admin area: name, address, role, plan. */
  async membershipsOf(userId: string): Promise<MembershipRow[]> {
    return db.query<MembershipRow>(
      `SELECT b.id AS "brandId", b.name, b.slug, m.role, b.plan, b.deleted_at IS NOT NULL AS deleted
       FROM brand_members m JOIN brands b ON b.id = m.brand_id WHERE m.user_id = $1 ORDER BY lower(b.name), b.id LIMIT 500`,
      [userId],
    );
  },
  /** How much a brand holds (the admin area's brand page). */
  async facts(brandId: string): Promise<BrandFactsRow> {
    const rows = await db.query<BrandFactsRow>(
      `SELECT
         (SELECT count(*) FROM pages p WHERE p.brand_id = $1 AND p.deleted_at IS NULL)::int AS pages,
         (SELECT count(*) FROM assets a WHERE a.brand_id = $1 AND a.deleted_at IS NULL)::int AS assets,
         (SELECT coalesce(sum(a.byte_size), 0) FROM assets a WHERE a.brand_id = $1 AND a.deleted_at IS NULL)::float8 AS "storageBytes",
         ((SELECT coalesce(max(b.revision) + 1, 0) FROM brands b WHERE b.id = $1)
          + (SELECT coalesce(sum(p.revision + 1), 0) FROM pages p WHERE p.brand_id = $1)
          + (SELECT coalesce(sum(a.revision + 1), 0) FROM assets a WHERE a.brand_id = $1))::int AS events`,
      [brandId],
    );
    return rows[0]!;
  },
  /** The brand's members, owners first, then editors, then viewers. */
  async members(brandId: string): Promise<MemberRow[]> {
    return db.query<MemberRow>(
      `SELECT brand_id AS "brandId", user_id AS "userId", role FROM brand_members WHERE brand_id = $1 ORDER BY ${roleOrder}, user_id`,
      [brandId],
    );
  },
  async member(brandId: string, userId: string): Promise<MemberRow | undefined> {
    return (
      await db.query<MemberRow>(
        `SELECT brand_id AS "brandId", user_id AS "userId", role FROM brand_members WHERE brand_id = $1 AND user_id = $2`,
        [brandId, userId],
      )
    )[0];
  },
  /** Open invitations of the brand, by role and address. */
  async invitations(brandId: string): Promise<InvitationRow[]> {
    return db.query<InvitationRow>(
      `SELECT ${invitationCols} FROM brand_invitations WHERE brand_id = $1 ORDER BY ${roleOrder}, email`,
      [brandId],
    );
  },
  async invitation(id: string): Promise<InvitationRow | undefined> {
    return (await db.query<InvitationRow>(`SELECT ${invitationCols} FROM brand_invitations WHERE id = $1`, [id]))[0];
  },
  /** Open invitations to an address, of brands not deleted, oldest first (what an account that verified it joins). */
  async invitationsTo(email: string): Promise<InvitationRow[]> {
    return db.query<InvitationRow>(
      `SELECT ${invitationCols} FROM brand_invitations
       WHERE email = $1 AND brand_id IN (SELECT id FROM brands WHERE deleted_at IS NULL) ORDER BY created_at, id`,
      [email],
    );
  },
  async invitationByToken(token: string): Promise<InvitationRow | undefined> {
    return (await db.query<InvitationRow>(`SELECT ${invitationCols} FROM brand_invitations WHERE token = $1`, [token]))[0];
  },
  /** Open access requests of the brand, oldest first. */
  async accessRequests(brandId: string): Promise<AccessRequestRow[]> {
    return db.query<AccessRequestRow>(
      `SELECT brand_id AS "brandId", user_id AS "userId", message, requested_at AS "requestedAt"
       FROM brand_access_requests WHERE brand_id = $1 ORDER BY requested_at, user_id`,
      [brandId],
    );
  },
  /** A brand's id by its slug, deleted or private ones too (for access requests, which never tell). */
  async idBySlug(slug: string): Promise<string | undefined> {
    return (await db.query<{ id: string }>('SELECT id FROM brands WHERE slug = $1 AND slug_held', [slug]))[0]?.id;
  },
});
export type BrandQueries = ReturnType<typeof brandQueries>;
