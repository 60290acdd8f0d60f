// The brand list under load, against a deployed stack (k6 does not run on the development
// machine; `npm run bench` measures the same request there with autocannon).
//
//   k6 run -e BASE_URL=https://brandtrail.example.com load-tests/k6/brand-list.js
//
// Environment:
//   BASE_URL            the stack's public address (default http://localhost:3000)
//   BRANDS              brands the test user creates in setup (default 20)
//   MAX_VUS             virtual users at the peak (default 50)
//   PERSISTED_QUERIES   relay's persisted documents, relative to this file
//                       (default ../../web/persisted-queries.json)
//
// setup() registers a fresh user (POST /register) and creates BRANDS brands through the
// createBrand mutation; then the VUs, ramping up, ask for that user's brand list. In production
// the API accepts persisted documents only, so requests send the ids of the web client's own
// documents (HomeRouteQuery and useCreateBrandMutation) looked up by operation name; when the file
// or an operation is missing, the document text is sent instead (accepted outside production).
//
// Every run leaves one user with BRANDS brands behind (email k6-<time>-<n>@example.com).

import http from 'k6/http';
import { check, fail, sleep } from 'k6';

const BASE_URL = (__ENV.BASE_URL || 'http://localhost:3000').replace(/\/$/, '');
const BRANDS = Number(__ENV.BRANDS || 20);
const MAX_VUS = Number(__ENV.MAX_VUS || 50);

const BRAND_LIST_TEXT = '{ brands(first: 50) { totalCount edges { node { id name slug currentPlan userRole updatedAt } } } }';
const CREATE_BRAND_TEXT = 'mutation CreateBrand($input: CreateBrandInput!) { createBrand(input: $input) { brand { id slug } } }';

// open() works in the init context only, and fails when the file is missing.
function persistedIds() {
  try {
    const documents = JSON.parse(open(__ENV.PERSISTED_QUERIES || '../../web/persisted-queries.json'));
    const idOf = (prefix) => Object.keys(documents).find((id) => documents[id].startsWith(prefix));
    return { brandList: idOf('query HomeRouteQuery'), createBrand: idOf('mutation useCreateBrandMutation') };
  } catch (e) {
    return {};
  }
}
const IDS = persistedIds();

/** The parsed body, or undefined when it is not JSON. */
function json(res) {
  try {
    return res.json();
  } catch (e) {
    return undefined;
  }
}

/** The body for a document: its persisted id when known, else its text. */
function body(id, text, variables) {
  return JSON.stringify(id ? { id, variables } : { query: text, variables });
}

export const options = {
  scenarios: {
    brand_list: {
      executor: 'ramping-vus',
      startVUs: 0,
      stages: [
        { duration: '30s', target: 10 },
        { duration: '1m', target: 10 },
        { duration: '30s', target: MAX_VUS },
        { duration: '1m', target: MAX_VUS },
        { duration: '20s', target: 0 },
      ],
      gracefulRampDown: '10s',
    },
  },
  thresholds: {
    // The README's target: p99 under 25 ms for the brand list (setup's requests have other names).
    'http_req_duration{name:brandList}': ['p(99)<25'],
    'http_req_failed{name:brandList}': ['rate<0.001'],
    checks: ['rate>0.999'],
  },
};

export function setup() {
  const headers = { 'Content-Type': 'application/json' };
  const email = `k6-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.com`;
  const res = http.post(`${BASE_URL}/register`, JSON.stringify({ email, password: 'k6-load-test-password' }), {
    headers,
    tags: { name: 'register' },
  });
  if (res.status !== 201 || !res.cookies['auth._token']) fail(`POST /register answered ${res.status}: ${res.body}`);
  const cookies = {
    'auth._token': res.cookies['auth._token'][0].value,
    'auth._refresh_token': res.cookies['auth._refresh_token'][0].value,
  };
  for (let i = 1; i <= BRANDS; i++) {
    const created = http.post(
      `${BASE_URL}/graphql`,
      body(IDS.createBrand, CREATE_BRAND_TEXT, { input: { name: `k6 brand ${i}` } }),
      { headers, cookies, tags: { name: 'createBrand' } },
    );
    const answer = json(created);
    if (created.status !== 200 || !answer || answer.errors) fail(`createBrand answered ${created.status}: ${created.body}`);
  }
  // A session token lives 30 minutes; this scenario takes under 4.
  return { cookies };
}

const LIST_BODY = body(IDS.brandList, BRAND_LIST_TEXT, {});

export default function (data) {
  const res = http.post(`${BASE_URL}/graphql`, LIST_BODY, {
    headers: { 'Content-Type': 'application/json' },
    cookies: data.cookies,
    tags: { name: 'brandList' },
  });
  check(res, {
    'status is 200': (r) => r.status === 200,
    'all brands listed': (r) => {
      const answer = json(r);
      return !!answer && !answer.errors && !!answer.data && answer.data.brands.totalCount === BRANDS;
    },
  });
  sleep(0.1);
}
