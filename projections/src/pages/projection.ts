import type { RecordedEvent, SqlExecutor } from '@brandtrail/infra';
import {
  idFromStream,
  pageDecider,
  pageSettingList,
  type PageElement,
  type PageEvent,
  type PageFields,
  type PageState,
} from '@brandtrail/domain';
import type { ApplyHooks, Projection } from '../runner/projection';
import { createTableSql, loadRows, shapeVersion, upsertRows, type RowTable } from '../runner/rows';
import { ElementRows } from './elementRows';
import { HistoryWriter, historyTablesSql } from './history';

/**
 * Pages, one row per page stream, and their elements, one row each (`page_elements`, keyed by page
 * and element id, with the element as jsonb and its place as a number). The page is folded with the
 * domain's own `pageDecider.evolve`, so the read model and the aggregate cannot disagree on what an
 * event means; an event then writes the page's small row (its revision) and only the element rows
 * it changed, never the page's other elements (an edit on a page of 200 elements used to rewrite
 * all 141 KB of them, and the dead copies filled the embedded database). A deleted page keeps its
 * rows (deleted_at set) so that a restore brings it back; `deleted_root` names the page whose
 * delete took it (itself when deleted on its own).
 *
 * An element's `position` orders the page's elements: a new or moved element takes a number
 * between its neighbours' (the elements that kept their order keep theirs: those outside a longest
 * run left in the old order), so a move writes the moved rows alone; when two neighbours leave no
 * number between them the page is numbered afresh. Positions are decided event by event, so a
 * rebuild (other batches) gives the same numbers as the live tables.
 *
 * Look-ups across pages go through the element rows (element ids are unique across pages): the
 * page holding an element (`element_id`), the elements an element refers to (`refs`: an element's
 * usages) and the assets it shows or is set in (`assets`: gallery and download assets, mockup and
 * font assets, element fonts; GIN-indexed), beside the page's own settings (its colour elements
 * and font).
 *
 * `created_position` is the log position of the page's `PageCreated`: pages never sorted list in it
 * (oldest first, and two pages created in the same millisecond still in one order). A slug belongs
 * to the page of the brand that took it first in log order (`slug_held`; deleted pages keep theirs,
 * as the claims do); a later page that older code let take the same slug keeps it in its row but
 * not the address, and is reported as an anomaly (`duplicate_page_slug`), as for brands.
 *
 * `held_element_ids` names, for every element id any page ever held, the first page that held it
 * (in log order), and keeps it when the element is deleted: an id belongs to its page for ever, so
 * a new element never takes the id of one that may come back (restore, undo). A later page that
 * older code let take an id another page had held keeps its element, but not the id's ownership,
 * and is reported (`duplicate_element_id`).
 */
/** The page's settings' columns: one each, from the registry (`text_color_element` for textColorElement). */
const settingColumns = Object.fromEntries(pageSettingList.map((s) => [s.column, s.sqlType]));

const pages: RowTable = {
  table: 'pages',
  columns: {
    id: 'uuid',
    brand_id: 'uuid',
    ...settingColumns,
    slug_held: 'boolean',
    deleted_at: 'timestamptz',
    deleted_root: 'uuid',
    created_at: 'timestamptz',
    created_position: 'text',
    updated_at: 'timestamptz',
    revision: 'bigint',
  },
  nullable: [...pageSettingList.filter((s) => s.nullable).map((s) => s.column), 'deleted_at', 'deleted_root'],
};

interface PageTableRow {
  [column: string]: unknown;
  id: string;
  brand_id: string;
  slug: string;
  slug_held: boolean;
  deleted_at: string | null;
  deleted_root: string | null;
  created_at: string;
  created_position: string;
  updated_at: string;
  revision: number;
}

/** The settings a row holds, by the registry's columns. */
const settingsOfRow = (row: PageTableRow) =>
  Object.fromEntries(pageSettingList.map((s) => [s.name, row[s.column]])) as unknown as PageFields;
/** The settings' columns of a page. */
const settingsRow = (state: PageFields) =>
  Object.fromEntries(pageSettingList.map((s) => [s.column, state[s.name]])) as Record<string, unknown>;

const toState = (row: PageTableRow, elements: readonly PageElement[]): PageState => ({
  exists: true,
  id: row.id,
  brandId: row.brand_id,
  deleted: row.deleted_at !== null,
  deletedRoot: row.deleted_root,
  ...settingsOfRow(row),
  elements: elements as PageElement[],
  version: Number(row.revision) + 1,
  steps: {},
  lastStep: null,
});

function toRow(state: PageState, previous: PageTableRow | undefined, r: RecordedEvent): PageTableRow {
  const time = r.metadata.time;
  const wasDeleted = previous ? previous.deleted_at !== null : false;
  return {
    id: state.id,
    brand_id: state.brandId,
    ...settingsRow(state),
    slug: state.slug,
    slug_held: previous?.slug_held ?? false,
    deleted_at: state.deleted ? (wasDeleted ? previous!.deleted_at : time) : null,
    deleted_root: state.deleted ? state.deletedRoot : null,
    created_at: previous?.created_at ?? time,
    created_position: previous?.created_position ?? r.position,
    updated_at: time,
    revision: r.revision,
  };
}

/** The id of the element an `ElementAdded` adds. */
const addedId = (r: RecordedEvent): string => (r.data as { element: { id: string } }).element.id;

const elementsTableSql = (schema: string) => `
  CREATE TABLE ${schema}.page_elements (
    page_id uuid NOT NULL,
    element_id text NOT NULL,
    position double precision NOT NULL,
    element jsonb NOT NULL,
    refs text[] NOT NULL,
    assets text[] NOT NULL,
    PRIMARY KEY (page_id, element_id)
  );
  CREATE INDEX ON ${schema}.page_elements (element_id);
  CREATE INDEX ON ${schema}.page_elements USING gin (refs);
  CREATE INDEX ON ${schema}.page_elements USING gin (assets);`;

export const pagesProjection: Projection = {
  name: 'pages',
  // 6: page_history.ai_assisted (issue 17). 7 (issue 24): elements in rows of their own; held_element_ids;
  // reverted_to clamped into 1970 to 9999. 8 (issue 25): elements recorded before a field existed are
  // stored with today's defaults (upcastPageEvent). 9 (issue 28): page_history's index of what admins
  // did acting as someone. The page settings' columns are the registry's: a setting added or changed
  // there changes the version by itself (shapeVersion).
  version: shapeVersion(9, pages),
  eventTypes: [
    'PageCreated',
    'PageUpdated',
    'PageDeleted',
    'PageRestored',
    'ElementAdded',
    'ElementUpdated',
    'ElementDeleted',
    'ElementsSorted',
    'PageStepUndone',
    'PageStepRedone',
    'PageReverted',
  ],
  tables: ['pages', 'page_elements', 'page_history', 'page_removed_elements', 'held_element_ids'],
  async migrate(tx, schema) {
    await tx.exec(`
      ${createTableSql(schema, pages)}
      CREATE INDEX ON ${schema}.pages (brand_id, slug) WHERE slug_held;
      CREATE INDEX ON ${schema}.pages (brand_id, created_position);
      ${elementsTableSql(schema)}
      CREATE TABLE ${schema}.held_element_ids (element_id text PRIMARY KEY, page_id uuid NOT NULL);
      ${historyTablesSql(schema)}`);
  },
  async apply(tx: SqlExecutor, schema: string, recorded: readonly RecordedEvent[], hooks: ApplyHooks) {
    const pageIds = [...new Set(recorded.map((e) => idFromStream(e.streamId)))];
    const rows = await loadRows<PageTableRow>(tx, schema, pages, pageIds);
    const elements = await ElementRows.load(tx, schema, pageIds);
    const history = await HistoryWriter.load(tx, schema, pageIds);
    const brandIds = new Set([...rows.values()].map((row) => row.brand_id));
    for (const r of recorded) if (r.type === 'PageCreated') brandIds.add((r.data as { brandId: string }).brandId);
    const key = (row: PageTableRow) => `${row.brand_id}:${row.slug}`;
    const holders = new Map(
      (
        await tx.query<{ id: string; brand_id: string; slug: string }>(
          `SELECT id, brand_id, slug FROM ${schema}.pages WHERE slug_held AND brand_id = ANY($1::uuid[])`,
          [[...brandIds]],
        )
      ).map((h) => [`${h.brand_id}:${h.slug}`, h.id]),
    );
    const added = recorded.filter((r) => r.type === 'ElementAdded').map((r) => addedId(r));
    const firstHolders = new Map(
      added.length
        ? (
            await tx.query<{ element_id: string; page_id: string }>(
              `SELECT element_id, page_id FROM ${schema}.held_element_ids WHERE element_id = ANY($1::text[])`,
              [added],
            )
          ).map((h) => [h.element_id, h.page_id])
        : [],
    );
    const newHolders: { element_id: string; page_id: string }[] = [];
    hooks.midway();
    for (const r of recorded) {
      const event = r as unknown as PageEvent;
      const id = idFromStream(r.streamId);
      const row = rows.get(id);
      if (event.type === 'PageCreated') {
        if (row) continue;
      } else if (!row || row.revision >= r.revision) continue; // a replayed event changes nothing
      // Folded without its author: the read model keeps no undo stacks.
      const before = row ? toState(row, elements.elementsOf(id)) : pageDecider.initialState;
      const state = pageDecider.evolve(before, { type: event.type, data: event.data } as PageEvent);
      history.note(before, state, r);
      if (event.type === 'ElementAdded') {
        const elementId = addedId(r);
        const holder = firstHolders.get(elementId);
        if (holder === undefined) {
          firstHolders.set(elementId, id);
          newHolders.push({ element_id: elementId, page_id: id });
        } else if (holder !== id) hooks.anomaly('duplicate_element_id', r, { elementId, heldBy: holder });
      }
      elements.change(id, before.elements, state.elements);
      const next = toRow(state, row, r);
      if (!row || row.slug !== next.slug) {
        if (row?.slug_held && holders.get(key(row)) === id) holders.delete(key(row));
        const holder = holders.get(key(next));
        next.slug_held = holder === undefined || holder === id;
        if (next.slug_held) holders.set(key(next), id);
        else hooks.anomaly('duplicate_page_slug', r, { brandId: next.brand_id, slug: next.slug, heldBy: holder });
      }
      rows.set(id, next);
    }
    await upsertRows(tx, schema, pages, rows.values());
    if (newHolders.length)
      await tx.query(
        `INSERT INTO ${schema}.held_element_ids SELECT * FROM jsonb_populate_recordset(NULL::${schema}.held_element_ids, $1::jsonb)
         ON CONFLICT (element_id) DO NOTHING`,
        [JSON.stringify(newHolders)],
      );
    await elements.save(tx, schema);
    await history.save(tx, schema);
  },
};
