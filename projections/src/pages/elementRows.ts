import type { SqlExecutor } from '@brandtrail/infra';
import { elementAssetRefs, referencesOf, type PageElement } from '@brandtrail/domain';
import { movedIds } from './history';

/** The distance between two neighbours' positions when a page is numbered afresh. */
export const POSITION_STEP = 1024;

/** A page element's row in `page_elements` (projection.ts). */
interface ElementRow {
  page_id: string;
  element_id: string;
  position: number;
  element: PageElement;
  refs: string[];
  assets: string[];
}

/** The elements one element refers to (its colour elements, its link's target), as the page's usages count them. */
const refsOf = (element: PageElement): string[] => [
  ...new Set(referencesOf({ textColorElement: null, backgroundColorElement: null, elements: [element] }).map((r) => r.target)),
];
const assetsOf = (element: PageElement): string[] => [...new Set(elementAssetRefs(element).map((r) => r.asset))];

/**
 * `count` increasing numbers strictly between `low` and `high` (either may be missing: no bound on
 * that side), or undefined when the two leave no room for them.
 */
export function positionsBetween(low: number | undefined, high: number | undefined, count: number): number[] | undefined {
  const out: number[] = [];
  for (let n = 1; n <= count; n++) {
    if (low === undefined && high === undefined) out.push(n * POSITION_STEP);
    else if (low === undefined) out.push(high! - (count + 1 - n) * POSITION_STEP);
    else if (high === undefined) out.push(low + n * POSITION_STEP);
    else out.push(low + ((high - low) * n) / (count + 1));
  }
  for (let i = 0; i < out.length; i++) {
    const before = i === 0 ? low : out[i - 1];
    if ((before !== undefined && !(out[i]! > before)) || !Number.isFinite(out[i]!)) return undefined;
  }
  if (high !== undefined && out.length && !(out[out.length - 1]! < high)) return undefined;
  return out;
}

/** One page's elements as the batch goes on: their positions, and the rows to write and to delete. */
interface PageElements {
  list: readonly PageElement[];
  positions: Map<string, number>;
  written: Set<string>;
  deleted: Set<string>;
}

/**
 * The element rows of the pages a batch touches: read once (`load`), followed event by event
 * (`change`, with the page's elements before and after the event), and written at the end (`save`):
 * the rows of elements added, changed or moved, and the deletes of elements removed.
 */
export class ElementRows {
  private constructor(private readonly pages: Map<string, PageElements>) {}

  static async load(tx: SqlExecutor, schema: string, pageIds: readonly string[]): Promise<ElementRows> {
    const rows = await tx.query<{ page_id: string; element_id: string; position: number; element: PageElement }>(
      `SELECT page_id, element_id, position, element FROM ${schema}.page_elements WHERE page_id = ANY($1::uuid[])
       ORDER BY page_id, position`,
      [pageIds],
    );
    const pages = new Map<string, PageElements>();
    const of = (id: string) => {
      let page = pages.get(id);
      if (!page) pages.set(id, (page = { list: [], positions: new Map(), written: new Set(), deleted: new Set() }));
      return page;
    };
    for (const id of pageIds) of(id);
    for (const row of rows) {
      const page = of(row.page_id);
      (page.list as PageElement[]).push(row.element);
      page.positions.set(row.element_id, Number(row.position));
    }
    return new ElementRows(pages);
  }

  /** The page's elements in their order, as the batch left them so far. */
  elementsOf(pageId: string): readonly PageElement[] {
    return this.pages.get(pageId)?.list ?? [];
  }

  /** Follows one event's change of a page's elements (unchanged elements keep their objects: `evolve` keeps them). */
  change(pageId: string, before: readonly PageElement[], after: readonly PageElement[]): void {
    const page = this.pages.get(pageId)!;
    page.list = after;
    if (before === after) return;
    const sameOrder = before.length === after.length && before.every((e, i) => e.id === after[i]!.id);
    if (sameOrder) {
      for (let i = 0; i < after.length; i++) if (before[i] !== after[i]) page.written.add(after[i]!.id);
      return;
    }
    const previous = new Map(before.map((e) => [e.id, e]));
    const present = new Set(after.map((e) => e.id));
    for (const e of before)
      if (!present.has(e.id)) {
        page.positions.delete(e.id);
        page.written.delete(e.id);
        page.deleted.add(e.id);
      }
    for (const e of after) {
      const was = previous.get(e.id);
      if (was === undefined) page.deleted.delete(e.id);
      if (was !== e) page.written.add(e.id);
    }
    this.place(
      page,
      before.map((e) => e.id),
      after.map((e) => e.id),
    );
  }

  /**
   * Positions for the elements the event added or moved: those outside a longest run kept in the
   * old order (they keep theirs) take numbers between their neighbours'; without room, the whole
   * page is numbered afresh.
   */
  private place(page: PageElements, before: readonly string[], after: readonly string[]): void {
    const moved = new Set(movedIds(before, after));
    const needs = (id: string) => moved.has(id) || !page.positions.has(id);
    for (let i = 0; i < after.length;) {
      if (!needs(after[i]!)) {
        i++;
        continue;
      }
      let j = i;
      while (j < after.length && needs(after[j]!)) j++;
      const low = i > 0 ? page.positions.get(after[i - 1]!) : undefined;
      const high = j < after.length ? page.positions.get(after[j]!) : undefined;
      const fresh = positionsBetween(low, high, j - i);
      if (!fresh) return this.renumber(page, after);
      for (let n = i; n < j; n++) {
        page.positions.set(after[n]!, fresh[n - i]!);
        page.written.add(after[n]!);
      }
      i = j;
    }
  }

  private renumber(page: PageElements, after: readonly string[]): void {
    after.forEach((id, n) => {
      const position = (n + 1) * POSITION_STEP;
      if (page.positions.get(id) === position) return;
      page.positions.set(id, position);
      page.written.add(id);
    });
  }

  async save(tx: SqlExecutor, schema: string): Promise<void> {
    const rows: ElementRow[] = [];
    const gone: { page_id: string; element_id: string }[] = [];
    for (const [pageId, page] of this.pages) {
      for (const element of page.list)
        if (page.written.has(element.id))
          rows.push({
            page_id: pageId,
            element_id: element.id,
            position: page.positions.get(element.id)!,
            element,
            refs: refsOf(element),
            assets: assetsOf(element),
          });
      for (const id of page.deleted) gone.push({ page_id: pageId, element_id: id });
    }
    if (gone.length)
      await tx.query(
        `DELETE FROM ${schema}.page_elements r USING jsonb_to_recordset($1::jsonb) AS x(page_id uuid, element_id text)
         WHERE r.page_id = x.page_id AND r.element_id = x.element_id`,
        [JSON.stringify(gone)],
      );
    if (rows.length)
      await tx.query(
        `INSERT INTO ${schema}.page_elements (page_id, element_id, position, element, refs, assets)
         SELECT page_id, element_id, position, element, refs, assets
         FROM jsonb_to_recordset($1::jsonb) AS x(page_id uuid, element_id text, position double precision, element jsonb, refs text[], assets text[])
         ON CONFLICT (page_id, element_id) DO UPDATE SET position = EXCLUDED.position, element = EXCLUDED.element,
           refs = EXCLUDED.refs, assets = EXCLUDED.assets`,
        [JSON.stringify(rows)],
      );
  }
}
