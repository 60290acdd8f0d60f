// Readers of a public brand's page, logged out, as a browser opens it.
//
//   k6 run -e BASE_URL=https://brandtrail.example.com load-tests/k6/page-readers.js
//
// Environment: BASE_URL (default http://localhost:3000), MAX_VUS readers at the peak (default 50).
//
// setup() registers an owner, makes a brand with a page of a headline, a text and a colour, and makes
// the brand public. Each iteration is a new reader (k6 empties a VU's cookies between iterations):
// the page's HTML, who is logged in (nobody), and the page route's query. Leaves the owner and the
// brand behind.

import { check } from 'k6';
import { brandWithPage, openPage, rampOptions, registerUser, run, think } from './brandtrail.js';

export const options = rampOptions('readers', 50, {
  // The README's target for logged-out readers of a page (figure 17b): p99 under 100 ms.
  'http_req_duration{name:PageRouteQuery}': ['p(99)<100'],
});

export function setup() {
  const { session } = registerUser('k6-page-owner');
  const { brand, page } = brandWithPage(session, 'k6 public brand');
  run('useUpdateBrandSettingsMutation', { input: { id: brand.id, public: true } }, session);
  return { brandSlug: brand.slug, pageSlug: page.slug, pageName: page.name };
}

export default function (data) {
  const answer = openPage(data.brandSlug, data.pageSlug);
  check(answer, {
    'the reader sees the page': (a) => !!a.page && a.page.name === data.pageName && a.page.elements.length === 3,
    'the reader may not edit': (a) => !!a.brand && a.brand.viewerCan.editContent === false,
  });
  think(1);
}
