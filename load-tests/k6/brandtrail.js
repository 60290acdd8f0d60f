// What the scenarios share: the address, the web client's persisted GraphQL documents, accounts,
// and the steps of the main flows as the web client takes them. Plain k6 JavaScript (no Node API):
// see README.md in this folder.

import http from 'k6/http';
import { check, fail, sleep } from 'k6';

export const BASE_URL = (__ENV.BASE_URL || 'http://localhost:3000').replace(/\/$/, '');
export const PASSWORD = 'k6-load-test-password';
const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };

// The web client's documents, sent by id as the client sends them (`{id, variables}`): the server
// runs a persisted document in every mode, and with NODE_ENV=production nothing else. The id of
// each is the one relay-compiler wrote into the operation's artifact; web/persisted-queries.json
// also keeps older documents of the same name for tabs still open on an older client. So the
// checkout these scripts run from must be the version deployed: an unknown id answers 400
// UNKNOWN_DOCUMENT. open() works only here in the init context; this file sits beside the
// scenarios, so its relative paths mean the same whichever file k6 resolves them against.
const OPERATIONS = [
  'HomeRouteQuery',
  'PageRouteQuery',
  'HistoryPanelQuery',
  'assetsRefreshProcessingQuery',
  'useCreateBrandMutation',
  'useUpdateBrandSettingsMutation',
  'useCreatePageMutation',
  'useCreateElementMutation',
  'useUpdateElementMutation',
  'useUndoPageMutation',
  'useRedoPageMutation',
  'useCreateSharedLinkMutation',
  'useCreateAssetMutation',
  'useConfirmAssetUploadMutation',
];
const DOCUMENT_IDS = {};
for (const name of OPERATIONS) {
  const artifact = open(`../../web/src/__generated__/${name}.graphql.ts`);
  const id = /"params": \{\s*"id": "([0-9a-f]+)"/.exec(artifact);
  if (!id) throw new Error(`${name}: no persisted id in its artifact; run npm run generate --workspace web`);
  DOCUMENT_IDS[name] = id[1];
}

/**
 * A scenario's options: `name` ramps up to MAX_VUS virtual users (default `defaultMaxVus`) over
 * 30 s, holds them 2 minutes and ramps down (or `stages(max)`), under `thresholds` and the ones
 * every scenario keeps: almost no failed request and no failed check.
 */
export function rampOptions(name, defaultMaxVus, thresholds, stages) {
  const max = Number(__ENV.MAX_VUS || defaultMaxVus);
  const ramp = stages
    ? stages(max)
    : [
        { duration: '30s', target: max },
        { duration: '2m', target: max },
        { duration: '20s', target: 0 },
      ];
  return {
    scenarios: { [name]: { executor: 'ramping-vus', startVUs: 0, stages: ramp, gracefulRampDown: '10s' } },
    thresholds: Object.assign({}, thresholds, { http_req_failed: ['rate<0.001'], checks: ['rate>0.999'] }),
  };
}

/** A reader's or editor's pause between iterations: `seconds`, or THINK_SECONDS when set. */
export function think(seconds) {
  sleep(__ENV.THINK_SECONDS !== undefined ? Number(__ENV.THINK_SECONDS) : seconds);
}

/** A fresh address for a user this run makes (runs leave their users behind). */
export function uniqueEmail(prefix) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.com`;
}

/** The parsed body, or undefined when it is no JSON. */
function parse(res) {
  try {
    return res.json();
  } catch (e) {
    return undefined;
  }
}

/**
 * Sends one of the web client's documents. `session`: cookies to send (setup's user, handed to the
 * VUs in its data) on top of the VU's own jar; without it, the jar alone (a reader's cookies).
 */
export function graphql(name, variables, session) {
  if (!DOCUMENT_IDS[name]) fail(`${name} is not in brandtrail.js's OPERATIONS`);
  return http.post(`${BASE_URL}/graphql`, JSON.stringify({ id: DOCUMENT_IDS[name], variables: variables || {} }), {
    headers: JSON_HEADERS,
    cookies: session || {},
    tags: { name },
  });
}

/** The answer's data, once a check saw a 200 without errors; else the iteration (or setup) fails. */
export function dataOf(res, name) {
  const body = parse(res);
  const ok = check(res, {
    [`${name} answered 200 without errors`]: (r) => r.status === 200 && !!body && !body.errors && !!body.data,
  });
  if (!ok) fail(`${name} answered ${res.status}: ${String(res.body).slice(0, 500)}`);
  return body.data;
}

/** Runs a document and returns its data (see dataOf). */
export function run(name, variables, session) {
  return dataOf(graphql(name, variables, session), name);
}

/** A JSON POST to one of the account routes (/register, /login, /update-user, /shared-link). */
export function postJson(path, body, session) {
  return http.post(`${BASE_URL}${path}`, JSON.stringify(body), {
    headers: JSON_HEADERS,
    cookies: session || {},
    tags: { name: path },
  });
}

/**
 * Registers a new user and accepts the terms, as the registration page and its terms dialog do
 * (until then the API answers every query but `viewer` with 403 TERMS_NOT_ACCEPTED). Returns the
 * session's cookies, to hand to the VUs: each VU has a jar of its own, so setup's cookies reach
 * them only through setup's data. A session token lives 30 minutes: the scenarios take less.
 */
export function registerUser(prefix) {
  const email = uniqueEmail(prefix);
  const res = postJson('/register', { email, password: PASSWORD });
  const token = res.cookies['auth._token'];
  const refresh = res.cookies['auth._refresh_token'];
  if (!check(res, { 'register answered 201 with a session': (r) => r.status === 201 && !!token && !!refresh }))
    fail(`POST /register answered ${res.status}: ${res.body}`);
  // `replace`: these win over cookies of the same name in the VU's jar.
  const session = {
    'auth._token': { value: token[0].value, replace: true },
    'auth._refresh_token': { value: refresh[0].value, replace: true },
  };
  const terms = postJson('/update-user', { termsAccepted: true }, session);
  if (!check(terms, { 'terms accepted': (r) => r.status === 200 && !!parse(r) && parse(r).termsAccepted === true }))
    fail(`POST /update-user answered ${terms.status}: ${terms.body}`);
  return { email, session };
}

/** A ProseMirror document of one paragraph, serialised, as headline and text elements store it. */
export function richText(text) {
  return JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
}

export function createBrand(session, name) {
  return run('useCreateBrandMutation', { input: { name } }, session).createBrand.brand;
}

export function createPage(session, brandId, name) {
  return run('useCreatePageMutation', { input: { brandId, name } }, session).createPage.page;
}

/** Adds an element of `type` at the end of the page and gives it `content` (one save). */
export function addElement(session, pageId, type, content) {
  const created = run('useCreateElementMutation', { input: { pageId, type } }, session).createElement.element;
  if (content) updateElement(session, pageId, created.elementId, content);
  return created.elementId;
}

export function updateElement(session, pageId, elementId, content) {
  const input = Object.assign({ pageId, elementId }, content);
  return run('useUpdateElementMutation', { input }, session).updateElement;
}

/** A brand with one page of a few elements (a headline, a text, a colour), made by `session`. */
export function brandWithPage(session, brandName) {
  const brand = createBrand(session, brandName);
  const page = createPage(session, brand.id, 'Colours and tone');
  addElement(session, page.id, 'headline', { text: richText('Colours and tone') });
  addElement(session, page.id, 'text', { text: richText('Our primary blue carries headlines and calls to action.') });
  addElement(session, page.id, 'color', { label: 'Primary blue', color: '1D4ED8' });
  return { brand, page };
}

/**
 * A page as a browser opens it: the HTML of its address (which carries who is logged in, so the
 * client asks no `POST /login {}` first), then the page route's query. Returns the query's data.
 */
export function openPage(brandSlug, pageSlug, session) {
  const html = http.get(`${BASE_URL}/${brandSlug}/${pageSlug}`, { cookies: session || {}, tags: { name: 'pageHtml' } });
  check(html, {
    'page html answered 200': (r) => r.status === 200,
    'page html carries the session': (r) => String(r.body).includes('id="bt-session"'),
  });
  return run('PageRouteQuery', { brandSlug, pageSlug }, session);
}

/** The ASCII and UTF-8 bytes of a string (k6 has no TextEncoder). */
function utf8(text) {
  const bytes = [];
  for (const ch of text) {
    const c = ch.codePointAt(0);
    if (c < 0x80) bytes.push(c);
    else if (c < 0x800) bytes.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else bytes.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return bytes;
}

/**
 * A multipart/form-data body of `fields` in their order and then `file` ({data: an ArrayBuffer from
 * open(path, 'b'), filename, contentType}) as the part named `file`: upload forms (the product's own
 * and S3's) take the file last. k6 builds the parts of an object body holding http.file() in no
 * fixed order (its documentation), so the body is written here.
 */
export function multipartBody(fields, file) {
  const boundary = `----brandtrail-k6-${Math.floor(Math.random() * 1e12)}`;
  let head = '';
  for (const field of fields)
    head += `--${boundary}\r\nContent-Disposition: form-data; name="${field.name}"\r\n\r\n${field.value}\r\n`;
  head += `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`;
  const start = utf8(head);
  const end = utf8(`\r\n--${boundary}--\r\n`);
  const data = new Uint8Array(file.data);
  const body = new Uint8Array(start.length + data.length + end.length);
  body.set(start, 0);
  body.set(data, start.length);
  body.set(end, start.length + data.length);
  return { body: body.buffer, contentType: `multipart/form-data; boundary=${boundary}` };
}
