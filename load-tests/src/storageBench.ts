import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { folderSize } from '@brandtrail/infra';
import { startAppChild } from './child';
import { childEnv, graphql, registerUser } from './httpBench';
import { CookieJar, post } from './pageBench';
import { buildPage } from './pageFixture';
import { CREATE_BRAND_MUTATION, UPDATE_ELEMENT_MUTATION } from './queries';
import { fmt, median, percentile, type Figure } from './report';

/**
 * Figure 22 (issue 24, the embedded data folder stays bounded). The product (benchServer.ts in a
 * child process, on PGlite in a data folder this module owns) gets an owner, a brand and a page of
 * 200 elements built through the API; then 20,000 `updateElement` edits through the API, one at a
 * time on one keep-alive connection (each its own append and its own read-model batch: the
 * worst case for a read model that rewrites what an edit touches), a different element each time
 * in turn (texts get a new paragraph, colours a new value, the rest a new margin). The figure is the
 * size of the data folder's database (`DATA_DIR/pglite`, every file below it, as the operator's
 * `du` counts it) right after the last edit, with the product running.
 *
 * The baseline is the same data in a fresh folder: the product starts once on an empty folder (so
 * it holds every table, at the same read-model generations), stops, and every table's rows are
 * copied into it from the edited folder (binary COPY, after the product stopped cleanly), the
 * sequences set alike, then a checkpoint: what a dump restored into a new install would take.
 * BENCH_STORAGE_EDITS sets the number of edits (default 20,000) for a quick try.
 */

type Say = (text: string) => void;

const EDITS = Number(process.env.BENCH_STORAGE_EDITS ?? 20_000);
const MB = 1024 * 1024;

const paragraph = (i: number) =>
  JSON.stringify({
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: `Edit ${i}: keep the primary blue for headlines and calls to action, ` },
          { type: 'text', marks: [{ type: 'bold' }], text: 'never stretch the logo' },
          { type: 'text', text: ` and leave generous white space around it (revision ${i}).` },
        ],
      },
    ],
  });
const hex = (n: number) => ((n * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(-6).toUpperCase();

/** The change of edit `i` to an element of this type: a real change every time. */
function changeOf(type: string, i: number): Record<string, unknown> {
  if (type === 'headline' || type === 'text') return { text: paragraph(i) };
  if (type === 'color') return { color: hex(i + 1) };
  return { marginTop: ((i % 9) + 1) / 100 };
}

/** A database folder filled with the rows of `from` (both stopped): see the module's comment. */
async function restoreInto(from: string, to: string): Promise<{ tables: number; rows: number }> {
  const source = await PGlite.create(from);
  const target = await PGlite.create(to, {
    // A restore's WAL is recycled at the checkpoint, as the product keeps it (infra/src/sql/pglite.ts).
    startParams: [...PGlite.defaultStartParams, '-c', 'min_wal_size=32MB', '-c', 'max_wal_size=32MB'],
  });
  try {
    const tablesOf = async (db: PGlite) =>
      (
        await db.query<{ name: string }>(
          `SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
           WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
           ORDER BY 1`,
        )
      ).rows.map((r) => r.name);
    const have = new Set(await tablesOf(target));
    const tables: string[] = [];
    for (const table of await tablesOf(source)) {
      if (have.has(table)) tables.push(table);
      // A table made later than at start (the asset sweep's, a minute in) may be missing: empty, it holds nothing to copy.
      else if ((await source.query(`SELECT 1 FROM ${table} LIMIT 1`)).rows.length)
        throw new Error(`the fresh folder lacks a table of the edited one that holds rows: ${table}`);
    }
    await target.exec(`TRUNCATE ${[...have].join(', ')}`);
    let rows = 0;
    for (const table of tables) {
      const out = await source.query(`COPY ${table} TO '/dev/blob' (FORMAT binary)`);
      await target.query(`COPY ${table} FROM '/dev/blob' (FORMAT binary)`, [], { blob: out.blob! });
      rows += Number((await target.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n);
    }
    const sequences = await source.query<{ name: string; last: string | null }>(
      `SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text AS last FROM pg_sequences`,
    );
    for (const s of sequences.rows)
      if (s.last !== null) await target.query(`SELECT setval($1::regclass, $2::bigint)`, [s.name, s.last]);
    await target.exec('CHECKPOINT');
    return { tables: tables.length, rows };
  } finally {
    await source.close();
    await target.close();
  }
}

export async function storageFigures(say: Say): Promise<Figure[]> {
  const root = mkdtempSync(path.join(tmpdir(), 'brandtrail-bench-storage-'));
  const dataDir = path.join(root, 'edited');
  const freshDir = path.join(root, 'fresh');
  mkdirSync(dataDir);
  mkdirSync(freshDir);
  const database = path.join(dataDir, 'pglite');
  try {
    const app = await startAppChild(childEnv({ BENCH_DATA_DIR: dataDir }));
    const latencies: number[] = [];
    let live: number;
    let health: unknown;
    try {
      const { cookie } = await registerUser(app.url);
      const created = await graphql(app.url, cookie, CREATE_BRAND_MUTATION, { name: 'Bench Storage' });
      const brand = (created.json.data as { createBrand: { brand: { id: string; slug: string } } }).createBrand.brand;
      const t0 = performance.now();
      const page = await buildPage(app.url, cookie, brand.id, 'Guidelines 200', 200, null);
      const read = await graphql(
        app.url,
        cookie,
        'query ($b: String!, $p: String!) { page(brandSlug: $b, pageSlug: $p) { elements { elementId type } } }',
        { b: brand.slug, p: page.slug },
      );
      const elements = (read.json.data as { page: { elements: { elementId: string; type: string }[] } }).page.elements;
      const built = await folderSize(database);
      say(
        `a page of ${elements.length} elements built through the API in ${fmt((performance.now() - t0) / 1000, 1)} s; ` +
          `the folder holds ${fmt(built / MB, 1)} MB`,
      );
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const jar = new CookieJar(cookie);
      const base = new URL(app.url);
      const t1 = performance.now();
      const step = Math.max(1, Math.round(EDITS / 10));
      for (let i = 0; i < EDITS; i++) {
        const element = elements[i % elements.length]!;
        const body = JSON.stringify({
          query: UPDATE_ELEMENT_MUTATION,
          variables: { input: { pageId: page.id, elementId: element.elementId, ...changeOf(element.type, i) } },
        });
        const answer = await post(agent, base, jar, body);
        if (answer.status !== 200 || answer.body.includes('"errors"'))
          throw new Error(`edit ${i} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
        latencies.push(answer.ms);
        if ((i + 1) % step === 0 || i + 1 === EDITS) {
          const window = latencies.slice(-step);
          say(
            `${fmt(i + 1)} edits in ${fmt((performance.now() - t1) / 1000, 0)} s: folder ${fmt((await folderSize(database)) / MB, 1)} MB, ` +
              `the last ${fmt(window.length)} edits p50 ${fmt(median(window), 1)} ms, p99 ${fmt(percentile(window, 99), 1)} ms, ` +
              `slowest ${fmt(Math.max(...window), 1)} ms`,
          );
        }
      }
      agent.destroy();
      live = await folderSize(database);
      const ready = await fetch(`${app.url}/health/ready`);
      health = await ready.json();
      say(`GET /health/ready: ${JSON.stringify(health)}`);
    } finally {
      await app.stop();
    }
    const stopped = await folderSize(database);
    say(`the folder after the product stopped: ${fmt(stopped / MB, 1)} MB`);

    const t2 = performance.now();
    const fresh = await startAppChild(childEnv({ BENCH_DATA_DIR: freshDir }));
    await fresh.stop();
    const restored = await restoreInto(database, path.join(freshDir, 'pglite'));
    const baseline = await folderSize(path.join(freshDir, 'pglite'));
    say(
      `the same data in a fresh folder: ${fmt(restored.rows)} rows of ${restored.tables} tables copied in ` +
        `${fmt((performance.now() - t2) / 1000, 1)} s: ${fmt(baseline / MB, 1)} MB`,
    );
    return [
      {
        figure: `22a. embedded data folder after ${fmt(EDITS)} element edits (running)`,
        value: live / MB,
        unit: 'MB',
        baseline: 'the same data copied into a fresh folder',
        baselineValue: baseline / MB,
        target: 'ratio <= 3',
        pass: live / baseline <= 3,
      },
      {
        figure: `22b. updateElement during the ${fmt(EDITS)} edits, p99 (server)`,
        value: percentile(latencies, 99),
        unit: 'ms',
        baseline: 'the same edits, p50',
        baselineValue: median(latencies),
        target: '',
        pass: true,
      },
    ];
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
