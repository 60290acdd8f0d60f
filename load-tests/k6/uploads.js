// Uploads to a brand's asset library, as the library's upload queue does them.
//
//   k6 run -e BASE_URL=https://brandtrail.example.com load-tests/k6/uploads.js
//   k6 run -e BASE_URL=... -e UPLOAD_FILE=/path/to/photo.jpg -e UPLOAD_TYPE=image/jpeg load-tests/k6/uploads.js
//
// Environment: BASE_URL (default http://localhost:3000), MAX_VUS at the peak (default 10),
// UPLOAD_FILE the file each iteration uploads (default files/swatch.png, a 12 KB PNG; relative to
// this folder) and UPLOAD_TYPE its type (default image/png).
//
// setup() registers an owner and makes a brand; every VU works as that owner. Each iteration:
// createAsset (the asset, pending, and a signed upload form), the form's POST to where it says
// (the API's /uploads, or S3 on a stack with S3), confirmAssetUpload, then the library's question
// for the asset's status every half second until its previews are made (ready) or it failed.
// Leaves the owner, the brand and its files behind.

import { check, fail, sleep } from 'k6';
import http from 'k6/http';
import { BASE_URL, createBrand, multipartBody, rampOptions, registerUser, run, think } from './brandtrail.js';

const FILE_PATH = __ENV.UPLOAD_FILE || './files/swatch.png';
const FILE_TYPE = __ENV.UPLOAD_TYPE || 'image/png';
const FILE_NAME = FILE_PATH.split('/').pop();
const FILE = open(FILE_PATH, 'b');
/** How long an upload may take to be processed (seconds). */
const READY_WITHIN = 60;

export const options = rampOptions('uploads', 10, {
  'http_req_duration{name:useCreateAssetMutation}': ['p(95)<300'],
  'http_req_duration{name:uploadForm}': ['p(95)<1000'],
  'http_req_duration{name:useConfirmAssetUploadMutation}': ['p(95)<300'],
});

export function setup() {
  const { session } = registerUser('k6-uploads');
  const brand = createBrand(session, 'k6 uploads brand');
  return { session, brandId: brand.id };
}

export default function (data) {
  const created = run(
    'useCreateAssetMutation',
    { input: { brandId: data.brandId, name: FILE_NAME, byteSize: FILE.byteLength, tags: null } },
    data.session,
  ).createAsset;
  const form = created.uploadInfo;
  // As the web client's form: the server's fields, the file's type (S3 stores it) unless given, the file last.
  const fields = form.fields.map((f) => ({ name: f.name, value: f.value }));
  if (!fields.some((f) => f.name.toLowerCase() === 'content-type')) fields.push({ name: 'Content-Type', value: FILE_TYPE });
  const { body, contentType } = multipartBody(fields, { data: FILE, filename: FILE_NAME, contentType: FILE_TYPE });
  // The embedded file store answers a root-relative address (the API's own /uploads), S3 a full one.
  const action = /^https?:\/\//.test(form.action) ? form.action : BASE_URL + form.action;
  const sent = http.request(form.method || 'POST', action, body, {
    headers: { 'Content-Type': contentType },
    tags: { name: 'uploadForm' },
  });
  if (!check(sent, { 'the upload form took the file': (r) => r.status >= 200 && r.status < 300 }))
    fail(`the upload form answered ${sent.status}: ${String(sent.body).slice(0, 500)}`);

  const confirmed = run('useConfirmAssetUploadMutation', { input: { id: created.asset.id } }, data.session).confirmAssetUpload;
  check(confirmed, { 'the upload is confirmed': (c) => c.asset.byteSize === FILE.byteLength && c.asset.status !== 'pending' });

  let asset = confirmed.asset;
  for (let waited = 0; asset.status !== 'ready' && asset.status !== 'failed' && waited < READY_WITHIN; waited += 0.5) {
    sleep(0.5);
    asset = run('assetsRefreshProcessingQuery', { ids: [created.asset.id] }, data.session).assets[0];
  }
  check(asset, { 'the file is processed': (a) => a.status === 'ready' && !!a.preview });
  think(1);
}
