// The brand list (the home screen) under load.
//
//   k6 run -e BASE_URL=https://brandtrail.example.com load-tests/k6/brand-list.js
//
// Environment: BASE_URL (default http://localhost:3000), BRANDS the user's brands made in setup
// (default 20; the home shows 24 at once), MAX_VUS at the peak (default 50).
//
// setup() registers a user, accepts the terms and creates BRANDS brands; then each VU asks for that
// user's home as the web client does (HomeRouteQuery). Leaves the user and its brands behind.

import { check } from 'k6';
import { createBrand, graphql, rampOptions, registerUser, think } from './brandtrail.js';

const BRANDS = Number(__ENV.BRANDS || 20);

export const options = rampOptions(
  'brand_list',
  50,
  {
    // The README's target for the brand list (figure 4b): p99 under 25 ms.
    'http_req_duration{name:HomeRouteQuery}': ['p(99)<25'],
  },
  (max) => [
    { duration: '30s', target: 10 },
    { duration: '1m', target: 10 },
    { duration: '30s', target: max },
    { duration: '1m', target: max },
    { duration: '20s', target: 0 },
  ],
);

export function setup() {
  const { session } = registerUser('k6-brand-list');
  for (let i = 1; i <= BRANDS; i++) createBrand(session, `k6 brand ${i}`);
  return { session };
}

export default function (data) {
  const res = graphql('HomeRouteQuery', {}, data.session);
  check(res, {
    'HomeRouteQuery answered 200': (r) => r.status === 200,
    'every brand listed': (r) => {
      const body = r.json();
      return !body.errors && body.data.brands.totalCount === BRANDS && body.data.brands.edges.length === BRANDS;
    },
  });
  think(0.1);
}
