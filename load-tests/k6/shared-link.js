// Readers of a private brand's page through a shared link, as a browser opens `/s/<token>`.
//
//   k6 run -e BASE_URL=https://brandtrail.example.com load-tests/k6/shared-link.js
//
// Environment: BASE_URL (default http://localhost:3000), MAX_VUS readers at the peak (default 20).
//
// setup() registers an owner, makes a (private) brand with a page and a shared link to that page.
// Each iteration is a new reader (k6 empties a VU's cookies between iterations): the link's HTML,
// `POST /shared-link` with its token (what the /s/ page does: it answers where the link lands and
// starts a link session in the VU's cookies), then the page through that session. Every opening
// adds a session row on the server. Leaves the owner, the brand and the link behind.

import { check, fail } from 'k6';
import http from 'k6/http';
import { BASE_URL, brandWithPage, openPage, postJson, rampOptions, registerUser, run, think } from './brandtrail.js';

export const options = rampOptions('link_readers', 20, {
  // A link session's page is computed for it (no shared answer): figure 9c's page, 200 ms at p95.
  'http_req_duration{name:PageRouteQuery}': ['p(95)<200'],
  'http_req_duration{name:/shared-link}': ['p(95)<200'],
});

export function setup() {
  const { session } = registerUser('k6-link-owner');
  const { brand, page } = brandWithPage(session, 'k6 private brand');
  const link = run('useCreateSharedLinkMutation', { input: { brand: brand.id, pages: [page.id] } }, session).createSharedLink
    .sharedLink;
  const token = /\/s\/([^/?#]+)$/.exec(link.url);
  if (!token) fail(`the shared link's address has no token: ${link.url}`);
  return { token: token[1], brandSlug: brand.slug, pageSlug: page.slug, pageName: page.name };
}

export default function (data) {
  const html = http.get(`${BASE_URL}/s/${data.token}`, { tags: { name: 'linkHtml' } });
  check(html, { 'link html answered 200': (r) => r.status === 200 });
  const opened = postJson('/shared-link', { token: data.token });
  const landing = opened.status === 200 ? opened.json() : {};
  check(opened, {
    'the link opens on its page': () => landing.brandSlug === data.brandSlug && landing.pageSlug === data.pageSlug,
    'the link starts a session': (r) => !!r.cookies['auth._token'],
  });
  const answer = openPage(data.brandSlug, data.pageSlug);
  check(answer, {
    'the link reader sees the page': (a) => !!a.page && a.page.name === data.pageName && a.page.elements.length === 3,
    'the link reader may not edit': (a) => !!a.brand && a.brand.viewerCan.editContent === false,
  });
  think(1);
}
