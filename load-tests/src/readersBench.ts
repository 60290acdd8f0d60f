import autocannon from 'autocannon';
import { graphql } from './httpBench';
import type { PageFixture } from './pageFixture';
import { persistedDocument, TRIVIAL_QUERY, UPDATE_ELEMENT_MUTATION } from './queries';
import { fmt, type Figure } from './report';

type Say = (text: string) => void;

interface Run {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  failed: number;
  bytesPerAnswer: number;
}

const CONNECTIONS = 50;
/** The answer cache's write cookie (api/src/http/auth.ts): a session holding it is answered past the cache. */
export const WROTE_COOKIE = 'auth._wrote';

async function hammer(url: string, body: string, seconds: number): Promise<Run> {
  const r = await autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    // As browsers ask: the answer gzipped.
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
    body,
    connections: CONNECTIONS,
    duration: seconds,
  });
  return {
    rps: r.requests.total / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    failed: r.non2xx + r.errors,
    bytesPerAnswer: r.throughput.total / Math.max(1, r.requests.total),
  };
}

/**
 * Figure 17 (issue 15, readers at scale): the web client's `PageRouteQuery` for the 200-element page
 * of the fixture's public brand, asked by logged-out readers on 50 keep-alive connections
 * (autocannon, in this process, taking gzip as browsers do; the app in its child), against `{ __typename }` under the same load
 * in the same run. While the page is loaded, the owner changes a text element of it every half
 * second, and after each change has been acknowledged a reader asks for the page at once: an
 * answer that does not show the change counts as stale (the target is none).
 */
export async function readersAtScaleFigures(fixture: PageFixture, say: Say, seconds: number): Promise<Figure[]> {
  const doc = persistedDocument('PageRouteQuery');
  const variables = { brandSlug: fixture.brandSlug, pageSlug: fixture.large.slug };
  const pageBody = JSON.stringify({ id: doc.id, variables });
  const trivialBody = JSON.stringify({ query: TRIVIAL_QUERY, variables: {} });
  const read = async () => {
    const res = await fetch(`${fixture.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: pageBody,
    });
    const text = await res.text();
    if (res.status !== 200 || text.includes('"errors"'))
      throw new Error(`PageRouteQuery answered ${res.status}: ${text.slice(0, 300)}`);
    return text;
  };
  const elements = (JSON.parse(await read()) as { data: { page: { elements: unknown[] } | null } }).data.page?.elements.length;
  if (elements !== fixture.large.elements)
    throw new Error(`a reader sees ${elements} elements, expected ${fixture.large.elements}`);

  await hammer(fixture.url, pageBody, 2); // warm-up
  let writing = true;
  let changes = 0;
  let stale = 0;
  const writer = (async () => {
    const elementId = fixture.large.textIds[0]!;
    while (writing) {
      const stamp = `Reader check ${Date.now()}-${changes}`;
      const text = JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: stamp }] }] });
      await graphql(fixture.url, fixture.cookie, UPDATE_ELEMENT_MUTATION, {
        input: { pageId: fixture.large.id, elementId, text },
      });
      changes++;
      if (!(await read()).includes(stamp)) stale++;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();
  const page = await hammer(fixture.url, pageBody, seconds);
  writing = false;
  await writer;
  const trivial = await hammer(fixture.url, trivialBody, seconds);
  say(
    `page: ${fmt(page.requests)} requests of ${fmt(page.bytesPerAnswer / 1024)} KB, ${page.failed} failed, ${fmt(page.rps)} req/s, p50 ${fmt(page.p50, 1)} ms, p99 ${fmt(page.p99, 1)} ms; ` +
      `${changes} changes by the owner meanwhile, ${stale} stale answers after them`,
  );
  say(
    `{ __typename }: ${fmt(trivial.requests)} requests, ${trivial.failed} failed, ${fmt(trivial.rps)} req/s, p99 ${fmt(trivial.p99, 1)} ms`,
  );
  const ok = page.failed === 0 && stale === 0 && changes > 0;
  return [
    {
      figure: `17a. page query, 200 elements, logged-out readers, req/s (${CONNECTIONS} conn, edits meanwhile)`,
      value: page.rps,
      unit: 'req/s',
      baseline: '{ __typename } through the same server, same load',
      baselineValue: trivial.rps,
      target: '>= 1,000 req/s',
      pass: ok && page.rps >= 1000,
    },
    {
      figure: `17b. page query, 200 elements, logged-out readers, p99 (${CONNECTIONS} conn)`,
      value: page.p99,
      unit: 'ms',
      baseline: '{ __typename } p99, same load',
      baselineValue: trivial.p99,
      target: '<= 100 ms',
      pass: ok && page.p99 <= 100,
    },
    {
      figure: '17c. stale answers right after an acknowledged change',
      value: stale,
      unit: 'answers',
      baseline: 'changes made during the load',
      baselineValue: changes,
      target: 'value = 0',
      pass: ok,
    },
  ];
}
