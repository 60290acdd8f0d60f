import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createPostgresEventStore, openPostgres, openTestDatabase, type EventToAppend } from '@brandtrail/infra';
import { startAppChild } from './child';
import { childEnv, graphql, postJson, registerUser } from './httpBench';
import { CREATE_BRAND_MUTATION, CREATE_ELEMENT_MUTATION, CREATE_PAGE_MUTATION, UPDATE_ELEMENT_MUTATION } from './queries';
import { fmt, type Figure } from './report';
import { metadata, payload } from './storeBench';

/**
 * Figure 16 (issue 14): many people editing one element at once, on PostgreSQL. The product runs
 * in a child process (benchServer.ts on a fresh database of the server at DATABASE_URL); this
 * process keeps `connections` HTTP connections busy with `updateElement` of one text element: the
 * first half all set the same field (marginTop), the others each a field of their own (cycling
 * through the element's numeric fields). Every answer that is not a 200 without errors counts as
 * an error. The baseline: raw appends (`es_append`, expected revision any) of one event each to one
 * stream of the same database, from as many connections at once, for as long.
 */

const SAME_FIELD = 'marginTop';
const OTHER_FIELDS = ['width', 'height', 'marginBottom', 'marginX', 'fontSize', 'borderRadius', 'rowBorderRadius'] as const;

/** A value the field accepts, different for every request. */
function valueOf(field: string, i: number): number {
  const fraction = ((i * 7919) % 1000) / 1000;
  switch (field) {
    case 'width':
      return 0.1 + fraction * 0.9;
    case 'height':
      return fraction * 2;
    case 'fontSize':
      return 6 + Math.round(fraction * 300);
    case 'borderRadius':
    case 'rowBorderRadius':
      return Math.round(fraction * 200);
    default:
      return fraction;
  }
}

interface Run {
  latencies: number[];
  errors: number;
  firstError?: string;
}

/** `connections` loops, each doing `op` one after another until `ms` have passed. */
async function closedLoops(connections: number, ms: number, op: (connection: number, i: number) => Promise<void>): Promise<Run> {
  const run: Run = { latencies: [], errors: 0 };
  const end = performance.now() + ms;
  let i = 0;
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          await op(c, i++);
          run.latencies.push(performance.now() - t0);
        } catch (error) {
          run.errors++;
          run.firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  return run;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;

function summary(run: Run) {
  const sorted = [...run.latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), count: sorted.length };
}

export async function contentionFigures(
  say: (text: string) => void,
  options: { connections?: number; seconds?: number; warmUpSeconds?: number } = {},
): Promise<Figure[]> {
  const connections = options.connections ?? 50;
  const ms = (options.seconds ?? 10) * 1000;
  const warmUpMs = (options.warmUpSeconds ?? 2) * 1000;
  if (!process.env.DATABASE_URL) throw new Error('figure 16 needs PostgreSQL: set DATABASE_URL');
  const db = await openTestDatabase('postgres');
  try {
    const app = await startAppChild({ ...childEnv(), DATABASE_URL: db.url });
    let edits: Run;
    let appCpuMs = Number.NaN;
    let statements = Number.NaN;
    try {
      say(`app on a fresh PostgreSQL database at ${app.url}`);
      const { cookie } = await registerUser(app.url);
      const brand = await graphql(app.url, cookie, CREATE_BRAND_MUTATION, { name: 'Contention' });
      const brandId = (brand.json.data as { createBrand: { brand: { id: string } } }).createBrand.brand.id;
      const page = await graphql(app.url, cookie, CREATE_PAGE_MUTATION, { brandId, name: 'One element' });
      const pageId = (page.json.data as { createPage: { page: { id: string } } }).createPage.page.id;
      const element = await graphql(app.url, cookie, CREATE_ELEMENT_MUTATION, { pageId, type: 'text' });
      const elementId = (element.json.data as { createElement: { element: { elementId: string } } }).createElement.element
        .elementId;
      const edit = async (c: number, i: number) => {
        const field = c < connections / 2 ? SAME_FIELD : OTHER_FIELDS[c % OTHER_FIELDS.length]!;
        const body = { query: UPDATE_ELEMENT_MUTATION, variables: { input: { pageId, elementId, [field]: valueOf(field, i) } } };
        const res = await postJson(`${app.url}/graphql`, body, cookie);
        const text = await res.text();
        if (res.status !== 200 || text.includes('"errors"')) throw new Error(`${res.status} ${text.slice(0, 300)}`);
      };
      await closedLoops(connections, warmUpMs, edit);
      await app.ask('reset', 'reset');
      edits = await closedLoops(connections, ms, edit);
      const stats = (await app.ask('stats', 'stats')) as { cpuMs: number; statements: number };
      appCpuMs = stats.cpuMs;
      statements = stats.statements;
    } finally {
      await app.stop();
    }
    const sql = await openPostgres(db.url!, connections);
    const store = await createPostgresEventStore(sql);
    let appends: Run;
    try {
      const stream = `bench16-${randomUUID()}`;
      const append = async (_: number, i: number) => {
        const event: EventToAppend = { id: randomUUID(), type: 'BenchEvent', data: payload(i), metadata: metadata() };
        await store.append(stream, [event], 'any');
      };
      await closedLoops(connections, warmUpMs, append);
      appends = await closedLoops(connections, ms, append);
    } finally {
      await store.close();
      await sql.close();
    }
    const e = summary(edits);
    const a = summary(appends);
    say(
      `${connections} connections for ${fmt(ms / 1000)} s: ${e.count} edits answered, ${edits.errors} errors` +
        (edits.firstError ? ` (first: ${edits.firstError})` : '') +
        `; the app's CPU ${fmt(appCpuMs / Math.max(1, e.count + edits.errors), 1)} ms and ${fmt(statements / Math.max(1, e.count + edits.errors), 1)} SQL statements per edit` +
        `; baseline ${a.count} raw appends, ${appends.errors} errors`,
    );
    const baseline = `raw appends (es_append, any) to one stream, ${connections} connections`;
    return [
      {
        figure: '16a. one element edited by 50 connections (PostgreSQL): p99',
        value: e.p99,
        unit: 'ms',
        baseline,
        baselineValue: a.p99,
        target: 'p99 <= 250 ms',
        pass: e.p99 <= 250,
      },
      {
        figure: '16b. one element edited by 50 connections (PostgreSQL): p50',
        value: e.p50,
        unit: 'ms',
        baseline,
        baselineValue: a.p50,
        target: '',
        pass: true,
      },
      {
        figure: '16c. one element edited by 50 connections (PostgreSQL): errors',
        value: edits.errors,
        unit: 'errors',
        baseline,
        baselineValue: appends.errors,
        target: '0 errors',
        pass: edits.errors === 0,
      },
    ];
  } finally {
    await db.close();
  }
}
