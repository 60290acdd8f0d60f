import { describe, expect, it } from 'vitest';
import { brandDecider, brandFieldColumn, brandFieldList, fold } from '@brandtrail/domain';
import type { SqlExecutor } from '@brandtrail/infra';
import { brandsProjection } from './projection';
import { brandQueries, brandRowOf } from './queries';

/** What a projection or query sends to the database, as text (nothing runs). */
function recorder(): SqlExecutor & { sql: string[] } {
  const sql: string[] = [];
  return {
    sql,
    query: <T>(text: string) => {
      sql.push(text);
      return Promise.resolve([] as T[]);
    },
    exec: (text: string) => {
      sql.push(text);
      return Promise.resolve();
    },
  };
}

/** The brands read model holds the brand fields registry's fields, one column each. */
describe("the brands read model's fields", () => {
  it('has a column per field, of its kind, null only where the field may be', async () => {
    const db = recorder();
    await brandsProjection.migrate(db, 's');
    const table = /CREATE TABLE s\.brands \(([^;]*)\);/.exec(db.sql.join('\n'))![1]!;
    for (const f of brandFieldList)
      expect(table).toContain(`${f.column} ${brandFieldColumn(f.kind)}${f.nullable ? ',' : ' NOT NULL'}`);
  });

  it('reads every field under its name', async () => {
    const db = recorder();
    await brandQueries(db).byId('b', null);
    for (const f of brandFieldList)
      expect(db.sql[0]).toContain(f.column === f.name ? `b.${f.column}` : `b.${f.column} AS "${f.name}"`);
  });

  it("answers a command's brand with every field of its state", () => {
    const state = fold(
      brandDecider,
      brandDecider.decide({ type: 'CreateBrand', name: 'A', slug: 'a' }, brandDecider.initialState, {
        userId: 'u',
        admin: false,
        now: new Date(0),
      }),
    );
    const row = brandRowOf('b', state, 'u', new Date(0)) as unknown as Record<string, unknown>;
    for (const f of brandFieldList)
      expect({ [f.name]: row[f.name] }).toEqual({ [f.name]: (state as unknown as Record<string, unknown>)[f.name] });
  });
});
