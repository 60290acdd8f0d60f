import type { RecordedEvent, SqlExecutor } from '@brandtrail/infra';
import {
  clampTime,
  elementWords,
  plainText,
  same,
  upcastPageEvent,
  type PageElement,
  type PageEvent,
  type PageState,
  type RichText,
} from '@brandtrail/domain';

/**
 * A page's history (issue 16), kept by the pages read model beside its rows: one entry per step of
 * a person (a command, a burst of typing, an undo, a redo, a restore to a moment), newest last,
 * with what changed in it: elements added, removed and moved, and each field from its old to its
 * new value. Consecutive edits of the same element (or of the page's settings) by one person within
 * GROUP_MS, with nothing else in between, are grouped into one entry. Values are stored as the
 * history shows them (rich text as its plain text), and the API words them in the reader's
 * language. The entry's `last_revision` is the moment it shows: the page as it was after it.
 *
 * `page_removed_elements` keeps the last state of each element removed from a page and not back
 * since, so that it can be listed and restored (RestoreElement) with its id, and so its links.
 */

/** Consecutive edits of the same element by one person this close together are one history entry. */
export const GROUP_MS = 2 * 60_000;
/** Rich and plain text in the history: the start of it. */
export const HISTORY_TEXT_MAX = 200;

export type HistoryKind = 'created' | 'edit' | 'undo' | 'redo' | 'revert' | 'deleted' | 'restored';

export type HistoryChange =
  | { k: 'added'; id: string; type: string; summary: string; restored?: true; duplicateOf?: string }
  | { k: 'removed'; id: string; type: string; summary: string }
  | { k: 'moved'; id: string; type: string; summary: string }
  | { k: 'field'; id: string; type: string; summary: string; field: string; before: unknown; after: unknown }
  | { k: 'page'; field: string; before: unknown; after: unknown };

export interface HistoryEntryRow {
  page_id: string;
  brand_id: string;
  /** The revision of the entry's first event: the entry's id within its page. */
  entry: number;
  last_revision: number;
  /** The log position of the entry's last event. */
  last_position: string;
  user_id: string | null;
  impersonator_id: string | null;
  kind: HistoryKind;
  first_at: string;
  last_at: string;
  /** The person's step the entry records (edit, revert), or the step it undoes or redoes. */
  step: number | null;
  /** revert: the moment the page was restored to. */
  reverted_to: string | null;
  changes: HistoryChange[];
  /** The entry is an AI rewrite the person accepted (ElementUpdated marked `ai`). */
  ai_assisted: boolean;
}

const cut = (text: string) => (text.length > HISTORY_TEXT_MAX ? `${text.slice(0, HISTORY_TEXT_MAX - 1)}…` : text);

/** A field's value as the history keeps it: rich text as its plain text, the rest as stored. */
function historyValue(element: PageElement, field: string, value: unknown): unknown {
  if (field === 'text' && (element.type === 'headline' || element.type === 'text') && value && typeof value === 'object')
    return cut(plainText(value as RichText));
  if (typeof value === 'string') return cut(value);
  return value ?? null;
}

/**
 * The elements a sort moved: the fewest whose moving explains the new order (those outside a
 * longest run kept in the old order).
 */
export function movedIds(before: readonly string[], after: readonly string[]): string[] {
  const position = new Map(before.map((id, i) => [id, i]));
  const ids = after.filter((id) => position.has(id));
  const seq = ids.map((id) => position.get(id)!);
  // Longest increasing subsequence (patience sorting), remembering predecessors.
  const tails: number[] = [];
  const prev = new Array<number>(seq.length).fill(-1);
  for (let i = 0; i < seq.length; i++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (seq[tails[mid]!]! < seq[i]!) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) prev[i] = tails[lo - 1]!;
    tails[lo] = i;
  }
  const kept = new Set<number>();
  for (let i = tails.length ? tails[tails.length - 1]! : -1; i >= 0; i = prev[i]!) kept.add(i);
  return ids.filter((_, i) => !kept.has(i));
}

/** What one content event changed, from the page before and after it. */
export function changesOf(before: PageState, after: PageState, event: PageEvent): HistoryChange[] {
  switch (event.type) {
    case 'ElementAdded': {
      const { element, restored, duplicateOf } = event.data;
      return [
        {
          k: 'added',
          id: element.id,
          type: element.type,
          summary: elementWords(element),
          ...(restored ? { restored } : {}),
          ...(duplicateOf ? { duplicateOf } : {}),
        },
      ];
    }
    case 'ElementUpdated': {
      const old = before.elements.find((e) => e.id === event.data.id);
      const now = after.elements.find((e) => e.id === event.data.id);
      if (!old || !now) return [];
      const was = old as unknown as Record<string, unknown>;
      return Object.entries(event.data.changes).map(([field, value]) => ({
        k: 'field',
        id: now.id,
        type: now.type,
        summary: elementWords(now),
        field,
        before: historyValue(old, field, was[field]),
        after: historyValue(now, field, value),
      }));
    }
    case 'ElementDeleted': {
      const old = before.elements.find((e) => e.id === event.data.id);
      return old ? [{ k: 'removed', id: old.id, type: old.type, summary: elementWords(old) }] : [];
    }
    case 'ElementsSorted': {
      const byId = new Map(after.elements.map((e) => [e.id, e]));
      return movedIds(
        before.elements.map((e) => e.id),
        after.elements.map((e) => e.id),
      ).map((id) => {
        const element = byId.get(id)!;
        return { k: 'moved', id, type: element.type, summary: elementWords(element) };
      });
    }
    case 'PageUpdated': {
      const { step: _s, undoOf: _u, redoOf: _r, ...changes } = event.data;
      const was = before as unknown as Record<string, unknown>;
      return Object.entries(changes).map(([field, value]) => ({
        k: 'page',
        field,
        before: was[field] ?? null,
        after: value ?? null,
      }));
    }
    default:
      return [];
  }
}

/** Adds changes to an entry's: a field changed again keeps its first old value; one back where it was leaves the list. */
function mergeChanges(into: HistoryChange[], more: readonly HistoryChange[]): HistoryChange[] {
  const out = [...into];
  for (const change of more) {
    if (change.k === 'field' || change.k === 'page') {
      const at = out.findIndex(
        (c) =>
          c.k === change.k &&
          c.field === change.field &&
          (c.k === 'page' || (change.k === 'field' && c.k === 'field' && c.id === change.id)),
      );
      if (at >= 0) {
        const first = out[at] as typeof change;
        const merged = { ...change, before: first.before };
        if (same(merged.before, merged.after)) out.splice(at, 1);
        else out[at] = merged;
        continue;
      }
    }
    out.push(change);
  }
  return out;
}

/** Whether an entry holds only field changes of one element (or only page settings): the grouping rule's edits. */
function singleTarget(changes: readonly HistoryChange[]): string | null {
  if (!changes.length) return null;
  const targets = new Set(changes.map((c) => (c.k === 'field' ? c.id : c.k === 'page' ? 'page' : '*')));
  const [only] = targets;
  return targets.size === 1 && only !== '*' ? only! : null;
}

/** The tables of the two histories, by the column of the page or brand an entry belongs to. */
type HistoryTable = { table: 'page_history'; owner: 'page_id' } | { table: 'brand_history'; owner: 'brand_id' };

/** The columns of a new entry that begins with the event `r`, which both histories share (entryColumnsSql). */
export const entryStart = (r: RecordedEvent) => ({
  entry: r.revision,
  last_revision: r.revision,
  last_position: r.position,
  user_id: r.metadata.userId,
  impersonator_id: r.metadata.impersonatorId ?? null,
  first_at: r.metadata.time,
  last_at: r.metadata.time,
});

/** An entry grown by the event `r`: it ends there now, with `changes`. */
export const grownBy = <R extends { changes: unknown[] }>(row: R, r: RecordedEvent, changes: R['changes']): R => ({
  ...row,
  last_revision: r.revision,
  last_position: r.position,
  last_at: r.metadata.time,
  changes,
});

/** Each page's (or brand's) newest entry: one index probe each, however long its history. */
export async function newestEntries<R>(
  tx: SqlExecutor,
  schema: string,
  { table, owner }: HistoryTable,
  ids: readonly string[],
): Promise<Map<string, R>> {
  const rows = await tx.query<{ r: R & Record<typeof owner, string> }>(
    `SELECT row_to_json(h) AS r FROM unnest($1::uuid[]) AS o(id),
       LATERAL (SELECT * FROM ${schema}.${table} WHERE ${owner} = o.id ORDER BY entry DESC LIMIT 1) h`,
    [ids],
  );
  return new Map(rows.map(({ r }) => [r[owner], r]));
}

/** Writes new and grown entries; one written again takes its new end (`grownBy`), the columns `alsoSet` and its changes. */
export async function saveEntries(
  tx: SqlExecutor,
  schema: string,
  { table, owner }: HistoryTable,
  rows: readonly object[],
  alsoSet: readonly string[] = [],
): Promise<void> {
  if (!rows.length) return;
  const set = ['last_revision', 'last_position', 'last_at', ...alsoSet, 'changes'].map((c) => `${c} = EXCLUDED.${c}`).join(', ');
  await tx.query(
    `INSERT INTO ${schema}.${table}
     SELECT * FROM jsonb_populate_recordset(NULL::${schema}.${table}, $1::jsonb)
     ON CONFLICT (${owner}, entry) DO UPDATE SET ${set}`,
    [JSON.stringify(rows)],
  );
}

const pageHistoryTable: HistoryTable = { table: 'page_history', owner: 'page_id' };
export const brandHistoryTable: HistoryTable = { table: 'brand_history', owner: 'brand_id' };

/**
 * The history entries of a batch: `latest` holds each page's newest entry (from the table, then as
 * the batch goes on); `note` takes each event that passed the read model's revision check, with the
 * page before and after it, and returns the entry it went into (to be written).
 */
export class HistoryWriter {
  private readonly touched = new Map<string, HistoryEntryRow>();
  private readonly removed = new Map<string, RemovedElementRow | null>();

  constructor(private readonly latest: Map<string, HistoryEntryRow>) {}

  static async load(tx: SqlExecutor, schema: string, pageIds: readonly string[]): Promise<HistoryWriter> {
    return new HistoryWriter(await newestEntries<HistoryEntryRow>(tx, schema, pageHistoryTable, pageIds));
  }

  note(before: PageState, after: PageState, r: RecordedEvent): void {
    // As evolve read it: an element added before some of its fields existed, with their defaults.
    const event = upcastPageEvent(r as unknown as PageEvent);
    const pageId = after.id;
    const user = r.metadata.userId;
    const time = r.metadata.time;
    const fresh = (kind: HistoryKind, extra: Partial<HistoryEntryRow> = {}): HistoryEntryRow => ({
      page_id: pageId,
      brand_id: after.brandId,
      ...entryStart(r),
      kind,
      step: null,
      reverted_to: null,
      changes: [],
      ai_assisted: false,
      ...extra,
    });
    const put = (row: HistoryEntryRow) => {
      this.latest.set(pageId, row);
      this.touched.set(`${pageId}:${row.entry}`, row);
    };
    this.trackRemoved(before, after, r, event);
    switch (event.type) {
      case 'PageCreated':
        return put(fresh('created'));
      case 'PageDeleted':
        return put(fresh('deleted'));
      case 'PageRestored':
        return put(fresh('restored'));
      case 'PageReverted':
        return put(fresh('revert', { step: event.data.step, reverted_to: clampTime(event.data.at) }));
      case 'PageStepUndone':
      case 'PageStepRedone':
        return;
    }
    const changes = changesOf(before, after, event);
    const mark = event.data;
    const last = this.latest.get(pageId);
    const follows = last !== undefined && last.user_id === user && last.last_revision === r.revision - 1;
    const extend = (row: HistoryEntryRow) => put(grownBy(row, r, mergeChanges(row.changes, changes)));
    if (mark.undoOf !== undefined || mark.redoOf !== undefined) {
      const kind = mark.undoOf !== undefined ? 'undo' : 'redo';
      const of = mark.undoOf ?? mark.redoOf!;
      if (follows && last.kind === kind && last.step === of) return extend(last);
      return put({ ...fresh(kind, { step: of }), changes: mergeChanges([], changes) });
    }
    // An accepted AI rewrite is an entry of its own, which later edits do not join.
    if (event.type === 'ElementUpdated' && event.data.ai)
      return put({ ...fresh('edit', { step: mark.step ?? null, ai_assisted: true }), changes: mergeChanges([], changes) });
    if (follows && mark.step !== undefined && last.step === mark.step && (last.kind === 'edit' || last.kind === 'revert'))
      return extend(last);
    const target = singleTarget(changes);
    const grouped =
      follows &&
      last.kind === 'edit' &&
      !last.ai_assisted &&
      target !== null &&
      singleTarget(last.changes) === target &&
      Date.parse(time) - Date.parse(last.last_at) <= GROUP_MS;
    if (grouped) return extend({ ...last, step: mark.step ?? last.step });
    put({ ...fresh('edit', { step: mark.step ?? null }), changes: mergeChanges([], changes) });
  }

  private trackRemoved(before: PageState, after: PageState, r: RecordedEvent, event: PageEvent): void {
    const key = (id: string) => `${after.id}:${id}`;
    if (event.type === 'ElementAdded') this.removed.set(key(event.data.element.id), null);
    if (event.type === 'ElementDeleted') {
      const index = before.elements.findIndex((e) => e.id === event.data.id);
      if (index < 0) return;
      this.removed.set(key(event.data.id), {
        page_id: after.id,
        element_id: event.data.id,
        element: before.elements[index]!,
        position: index,
        after_id: before.elements[index - 1]?.id ?? null,
        removed_at: r.metadata.time,
        user_id: r.metadata.userId,
        revision: r.revision,
      });
    }
  }

  async save(tx: SqlExecutor, schema: string): Promise<void> {
    await saveEntries(tx, schema, pageHistoryTable, [...this.touched.values()], ['step']);
    const gone = [...this.removed.entries()].filter(([, row]) => row === null).map(([k]) => k.split(':'));
    const kept = [...this.removed.values()].filter((row): row is RemovedElementRow => row !== null);
    if (gone.length)
      await tx.query(
        `DELETE FROM ${schema}.page_removed_elements r USING jsonb_to_recordset($1::jsonb) AS x(page_id uuid, element_id text)
         WHERE r.page_id = x.page_id AND r.element_id = x.element_id`,
        [JSON.stringify(gone.map(([page_id, element_id]) => ({ page_id, element_id })))],
      );
    if (kept.length)
      await tx.query(
        `INSERT INTO ${schema}.page_removed_elements
         SELECT * FROM jsonb_populate_recordset(NULL::${schema}.page_removed_elements, $1::jsonb)
         ON CONFLICT (page_id, element_id) DO UPDATE SET element = EXCLUDED.element, position = EXCLUDED.position,
           after_id = EXCLUDED.after_id, removed_at = EXCLUDED.removed_at, user_id = EXCLUDED.user_id, revision = EXCLUDED.revision`,
        [JSON.stringify(kept)],
      );
  }
}

export interface RemovedElementRow {
  page_id: string;
  element_id: string;
  element: PageElement;
  /** Its index when it was removed, and the element it followed (null: it was first). */
  position: number;
  after_id: string | null;
  removed_at: string;
  user_id: string | null;
  revision: number;
}

/** The columns every history entry has, a page's (`page_history`) and a brand's own (`brand_history`). */
export const entryColumnsSql = `
    entry bigint NOT NULL,
    last_revision bigint NOT NULL,
    last_position text NOT NULL,
    user_id uuid,
    impersonator_id uuid,
    kind text NOT NULL,
    first_at timestamptz NOT NULL,
    last_at timestamptz NOT NULL,
    reverted_to timestamptz,
    changes jsonb NOT NULL`;

export const historyTablesSql = (schema: string) => `
  CREATE TABLE ${schema}.page_history (
    page_id uuid NOT NULL,
    brand_id uuid NOT NULL,
    step bigint,${entryColumnsSql},
    ai_assisted boolean NOT NULL DEFAULT false,
    PRIMARY KEY (page_id, entry)
  );
  CREATE INDEX ON ${schema}.page_history (brand_id, last_at DESC);
  -- what admins did acting as someone (the admin audit log counts it; few rows)
  CREATE INDEX ON ${schema}.page_history (impersonator_id, user_id, first_at) WHERE impersonator_id IS NOT NULL;
  CREATE TABLE ${schema}.page_removed_elements (
    page_id uuid NOT NULL,
    element_id text NOT NULL,
    element jsonb NOT NULL,
    position int NOT NULL,
    after_id text,
    removed_at timestamptz NOT NULL,
    user_id uuid,
    revision bigint NOT NULL,
    PRIMARY KEY (page_id, element_id)
  );`;
