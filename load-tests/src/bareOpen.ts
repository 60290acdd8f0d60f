import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';

/**
 * Figure 15's baseline, in a process of its own: opens PGlite on a folder (argv[2]) with nothing
 * of the product, counts the events in the log, prints `{openMs, events}` and ends.
 */
const t0 = performance.now();
const db = await PGlite.create(process.argv[2]);
const openMs = performance.now() - t0;
const [row] = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM es_events')).rows;
process.stdout.write(`${JSON.stringify({ openMs, events: row!.n })}\n`);
await db.close();
