import type { RecordedEvent, SqlExecutor } from '@brandtrail/infra';
import { brandField, clampTime, revertedBrandFields, same, type BrandEvent } from '@brandtrail/domain';
import { brandHistoryTable, entryColumnsSql, entryStart, grownBy, newestEntries, saveEntries } from '../pages/history';
import type { BrandTableRow } from './tableRow';

/**
 * A brand's own history (issue 16), beside the pages' (`page_history`): its settings changed, its
 * pages sorted, a version named, the brand deleted, restored or restored to a moment. Together they
 * are the brand's activity (`Brand.activity`), where restoring the brand to a moment starts. The
 * events of one restore (BrandReverted and what follows it in the same append) are one entry.
 * Members, invitations, plans and visibility are not content and are left out.
 */

export type BrandHistoryKind = 'created' | 'settings' | 'order' | 'version' | 'revert' | 'deleted' | 'restored';

export type BrandHistoryChange =
  { k: 'field'; field: string; before: unknown; after: unknown } | { k: 'order' } | { k: 'version'; id: string; name: string };

export interface BrandHistoryRow {
  brand_id: string;
  entry: number;
  last_revision: number;
  last_position: string;
  user_id: string | null;
  impersonator_id: string | null;
  kind: BrandHistoryKind;
  first_at: string;
  last_at: string;
  reverted_to: string | null;
  changes: BrandHistoryChange[];
}

/** Row columns of the fields the history shows (the registry's, those a restore sets back), by the field name the API uses. */
const fields = Object.fromEntries(revertedBrandFields.map((name) => [name, brandField(name)!.column]));

export class BrandHistoryWriter {
  private readonly touched = new Map<string, BrandHistoryRow>();
  constructor(private readonly latest: Map<string, BrandHistoryRow>) {}

  static async load(tx: SqlExecutor, schema: string, brandIds: readonly string[]): Promise<BrandHistoryWriter> {
    return new BrandHistoryWriter(await newestEntries<BrandHistoryRow>(tx, schema, brandHistoryTable, brandIds));
  }

  /** An event that passed the read model's revision check, with the brand's row before (undefined: created) and after it. */
  note(before: BrandTableRow | undefined, after: BrandTableRow, r: RecordedEvent): void {
    const event = r as unknown as BrandEvent;
    const put = (row: BrandHistoryRow) => {
      this.latest.set(row.brand_id, row);
      this.touched.set(`${row.brand_id}:${row.entry}`, row);
    };
    const fresh = (
      kind: BrandHistoryKind,
      changes: BrandHistoryChange[] = [],
      revertedTo: string | null = null,
    ): BrandHistoryRow => ({
      brand_id: after.id,
      ...entryStart(r),
      kind,
      reverted_to: revertedTo,
      changes,
    });
    let kind: BrandHistoryKind;
    let changes: BrandHistoryChange[] = [];
    switch (event.type) {
      case 'BrandCreated':
        return put(fresh('created'));
      case 'BrandDeleted':
        return put(fresh('deleted'));
      case 'BrandRestored':
        return put(fresh('restored'));
      case 'BrandReverted':
        return put(fresh('revert', [], clampTime(event.data.at)));
      case 'BrandVersionCreated':
        return put(fresh('version', [{ k: 'version', id: event.data.id, name: event.data.name }]));
      case 'BrandPagesSorted':
        kind = 'order';
        changes = [{ k: 'order' }];
        break;
      case 'BrandUpdated': {
        kind = 'settings';
        for (const [field, column] of Object.entries(fields)) {
          if (!(field in event.data)) continue;
          const was = before?.[column] ?? null;
          const now = after[column] ?? null;
          if (!same(was, now)) changes.push({ k: 'field', field, before: was, after: now });
        }
        if (!changes.length) return; // visibility, address: not content
        break;
      }
      default:
        return;
    }
    const last = this.latest.get(after.id);
    // What a restore records right after its marker belongs to it.
    if (last && last.kind === 'revert' && last.user_id === r.metadata.userId && last.last_revision === r.revision - 1)
      return put(grownBy(last, r, [...last.changes, ...changes]));
    put(fresh(kind, changes));
  }

  async save(tx: SqlExecutor, schema: string): Promise<void> {
    await saveEntries(tx, schema, brandHistoryTable, [...this.touched.values()]);
  }
}

export const brandHistoryTablesSql = (schema: string) => `
  CREATE TABLE ${schema}.brand_history (
    brand_id uuid NOT NULL,${entryColumnsSql},
    PRIMARY KEY (brand_id, entry)
  );
  CREATE INDEX ON ${schema}.brand_history (brand_id, last_at DESC);
  -- what admins did acting as someone (the admin audit log counts it; few rows)
  CREATE INDEX ON ${schema}.brand_history (impersonator_id, user_id, first_at) WHERE impersonator_id IS NOT NULL;
  CREATE TABLE ${schema}.brand_versions (
    brand_id uuid NOT NULL,
    id uuid PRIMARY KEY,
    name text NOT NULL,
    notes text NOT NULL,
    at timestamptz NOT NULL,
    by uuid
  );
  CREATE INDEX ON ${schema}.brand_versions (brand_id, at DESC);`;
