import { describe, expect, it } from 'vitest';
import { newElement, pageDecider, pageSettingList, type PageState } from '@brandtrail/domain';
import type { SqlExecutor } from '@brandtrail/infra';
import { shapeVersion } from '../runner/rows';
import { pagesProjection } from './projection';
import { pageQueries, pageRowOf } from './queries';

/** What a projection or query sends to the database, as text (nothing runs). */
function recorder(rows: unknown[] = []): SqlExecutor & { sql: string[] } {
  const sql: string[] = [];
  return {
    sql,
    query: <T>(text: string) => {
      sql.push(text);
      return Promise.resolve(rows as T[]);
    },
    exec: (text: string) => {
      sql.push(text);
      return Promise.resolve();
    },
  };
}

/** The pages read model holds the page settings registry's settings, one column each. */
describe("the pages read model's settings", () => {
  it('has a column per setting, of its type, null only where the setting may be', async () => {
    const db = recorder();
    await pagesProjection.migrate(db, 's');
    const table = /CREATE TABLE s\.pages \(([^;]*)\);/.exec(db.sql.join('\n'))![1]!;
    for (const s of pageSettingList) expect(table).toContain(`${s.column} ${s.sqlType}${s.nullable ? ',' : ' NOT NULL'}`);
  });

  it('reads every setting under its name, and finds pages by the settings that refer', async () => {
    const db = recorder();
    const q = pageQueries(db);
    await q.byId('p');
    for (const s of pageSettingList) expect(db.sql[0]).toContain(`p.${s.column} AS "${s.name}"`);
    await q.referringTo('b', 'e');
    for (const s of pageSettingList.filter((s) => s.kind === 'elementRef')) expect(db.sql[1]).toContain(`p.${s.column} = $2`);
    await q.referringToAsset('b', 'a');
    for (const s of pageSettingList.filter((s) => s.kind === 'asset')) expect(db.sql[2]).toContain(`lower(p.${s.column}) = $2`);
  });

  it("answers a command's page with every setting of its state", () => {
    const state: PageState = {
      ...pageDecider.initialState,
      exists: true,
      id: 'p',
      brandId: 'b',
      name: 'A',
      slug: 'a',
      textColor: '112233',
      elements: [newElement('text', '00000000-0000-4000-8000-000000000001')],
    };
    const row = pageRowOf(state, new Date(0)) as unknown as Record<string, unknown>;
    for (const s of pageSettingList)
      expect({ [s.name]: row[s.name] }).toEqual({ [s.name]: (state as unknown as Record<string, unknown>)[s.name] });
  });

  it("changes its version when the settings' columns change", () => {
    const table = { table: 'pages', columns: { id: 'uuid', name: 'text' } };
    expect(shapeVersion(8, table)).toBe(shapeVersion(8, { ...table }));
    expect(shapeVersion(8, table)).not.toBe(shapeVersion(8, { ...table, columns: { ...table.columns, hide_title: 'boolean' } }));
    expect(shapeVersion(8, table)).not.toBe(shapeVersion(8, { ...table, nullable: ['name'] }));
    expect(Math.floor(pagesProjection.version / 1_000_000)).toBe(9);
    expect(pagesProjection.version).toBeLessThan(2 ** 31);
  });
});
