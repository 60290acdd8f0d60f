import http from 'node:http';
import { post } from './pageBench';
import type { PageFixture } from './pageFixture';
import { TRIVIAL_QUERY } from './queries';
import { fmt, median, percentile, type Figure } from './report';

/**
 * Figure 14 (issue 13, hostile input): documents that would exhaust the server are refused before
 * they run. On the product of figures 8–10 (a public brand with a 200-element page), anonymously:
 *
 * - the seven-level chain `node(id) { ... on Page { elements { page { elements { page ...` that
 *   once ran the process out of memory, and
 * - 2,000 aliases of `brandBySlug { pages { elements { id } } }` (10,000 took 6 s),
 *
 * each sent REQUESTS times, one at a time on a keep-alive connection, in blocks alternating with
 * `{ __typename }` through the same server and connection. The value is the app's CPU per request
 * (process CPU time over the block, from the app itself, divided by the requests): the server's
 * time to refuse, which must stay under 50 ms. The live heap after full collections is read
 * before and after all of it: refusals keep nothing.
 */
const REQUESTS = 200;
const BLOCK = 20;

type Say = (text: string) => void;

export async function hostileQueryFigures(fixture: PageFixture, say: Say): Promise<Figure[]> {
  const base = new URL(fixture.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const anonymous = '';
  try {
    const idAnswer = await post(
      agent,
      base,
      anonymous,
      JSON.stringify({
        query: 'query($b: String!, $p: String!) { page(brandSlug: $b, pageSlug: $p) { id } }',
        variables: { b: fixture.brandSlug, p: fixture.large.slug },
      }),
    );
    const pageId = (JSON.parse(idAnswer.body) as { data?: { page?: { id: string } } }).data?.page?.id;
    if (!pageId) throw new Error(`the public page's id: ${idAnswer.body.slice(0, 200)}`);
    let chain = 'id';
    for (let i = 0; i < 7; i++) chain = `elements { page { ${chain} } }`;
    const deep = JSON.stringify({
      query: `query($id: ID!) { node(id: $id) { ... on Page { ${chain} } } }`,
      variables: { id: pageId },
    });
    const aliases = Array.from(
      { length: 2000 },
      (_, i) => `a${i}: brandBySlug(slug: "${fixture.brandSlug}") { pages { elements { id } } }`,
    ).join(' ');
    const wide = JSON.stringify({ query: `{ ${aliases} }` });
    const trivial = JSON.stringify({ query: TRIVIAL_QUERY });
    const cases = { deep, wide, trivial };

    for (const [name, body] of Object.entries(cases)) {
      const answer = await post(agent, base, anonymous, body);
      const refused = name !== 'trivial';
      if (refused !== (answer.status === 400)) throw new Error(`${name} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
      if (refused) say(`${name}: ${answer.status} ${answer.body.slice(0, 160)}`);
    }
    for (let i = 0; i < 20; i++) for (const body of Object.values(cases)) await post(agent, base, anonymous, body);
    const heapBefore = (await fixture.app.ask('memory', 'memory')) as { heapUsed: number; rss: number };

    const cpu: Record<string, number> = { deep: 0, wide: 0, trivial: 0 };
    const times: Record<string, number[]> = { deep: [], wide: [], trivial: [] };
    for (let block = 0; block < REQUESTS / BLOCK; block++) {
      for (const [name, body] of Object.entries(cases)) {
        await fixture.app.ask('reset', 'reset');
        for (let i = 0; i < BLOCK; i++) times[name]!.push((await post(agent, base, anonymous, body)).ms);
        cpu[name]! += ((await fixture.app.ask('stats', 'stats')) as { cpuMs: number }).cpuMs;
      }
    }
    const heapAfter = (await fixture.app.ask('memory', 'memory')) as { heapUsed: number; rss: number };
    const perRequest = (name: string) => cpu[name]! / REQUESTS;
    const MB = 1024 * 1024;
    for (const name of Object.keys(cases))
      say(
        `${name}: app CPU ${fmt(perRequest(name), 2)} ms a request; round trip p50 ${fmt(median(times[name]!), 2)} ms, ` +
          `p99 ${fmt(percentile(times[name]!, 99), 2)} ms; request ${fmt(Buffer.byteLength(cases[name as keyof typeof cases]) / 1024, 1)} KB`,
      );
    const growth = (heapAfter.heapUsed - heapBefore.heapUsed) / MB;
    say(
      `live heap ${fmt(heapBefore.heapUsed / MB, 1)} MB before, ${fmt(heapAfter.heapUsed / MB, 1)} MB after ` +
        `${REQUESTS * 2} refusals (rss ${fmt(heapBefore.rss / MB)} -> ${fmt(heapAfter.rss / MB)} MB)`,
    );
    const figure = (name: 'deep' | 'wide', label: string): Figure => ({
      figure: label,
      value: perRequest(name),
      unit: 'ms',
      baseline: '{ __typename } through the same server, app CPU per request',
      baselineValue: perRequest('trivial'),
      target: 'value <= 50 ms',
      pass: perRequest(name) <= 50,
    });
    return [
      figure('deep', '14a. seven-level elements/page chain refused (app CPU per request)'),
      figure('wide', '14b. 2,000-alias query refused (app CPU per request)'),
      {
        figure: `14c. live heap growth over ${REQUESTS * 2} refusals`,
        value: growth,
        unit: 'MB',
        baseline: 'live heap before them',
        baselineValue: heapBefore.heapUsed / MB,
        target: 'value <= 1 MB',
        pass: growth <= 1,
      },
    ];
  } finally {
    agent.destroy();
  }
}
