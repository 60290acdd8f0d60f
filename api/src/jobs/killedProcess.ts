/**
 * The product in a process to kill (durableJobs.int.spec.ts): `startApp` on PGlite in DATA_DIR,
 * with jobs in that database, or with BullMQ on the machine's Redis under a key prefix of the
 * test's own. It prints one JSON line per event on stdout:
 *
 * - `{"ready": true}` once started;
 * - with `upload: n`, it uploads n images as a browser would end up doing (the original stored,
 *   the upload confirmed, through the command handler) and prints `{"uploaded": [ids]}`;
 * - then `{"processed": k}` whenever the number of those assets (the `watch` ids and its own) that
 *   are processed (`ready`) changes;
 * - with `invitations: n`, n new brands invite a new address, whose account registers and then
 *   verifies it (as following the mailed link does); it prints `{"invited": {userId, brandIds}}`
 *   first. `killAt` kills the process itself (SIGKILL) right after the verification is recorded
 *   (`verified`), or as soon as the log holds the account's first join (`joined`; the log is
 *   followed from before the verification, so the other joins are still to come);
 * - then, for the accounts invited and those in `joining` (from earlier runs), `{"joins": [[k, m],
 *   ...]}` whenever, for one of them, the number of its brands whose stream has it as a member (k) or
 *   of its `BrandMemberAdded` events in them (m) changes.
 *
 * argv[2]: JSON of KilledProcessSettings.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { crc32, deflateSync } from 'node:zlib';
import {
  assetDecider,
  assetOriginalKey,
  assetStream,
  brandDecider,
  brandStream,
  userDecider,
  userStream,
  type AssetCommand,
  type BrandCommand,
} from '@brandtrail/domain';
import { createBullmqJobs, loadConfig, openPglite, setLogLevel, handle, load, systemActor, type Actor } from '@brandtrail/infra';
import { startApp } from '../app';

export interface Invited {
  userId: string;
  brandIds: string[];
}

export interface KilledProcessSettings {
  dataDir: string;
  /** BullMQ on this Redis under this prefix; unset: jobs in the database. */
  redis?: { url: string; prefix: string };
  upload?: number;
  watch?: string[];
  invitations?: number;
  joining?: Invited[];
  killAt?: 'verified' | 'joined';
}

const settings = JSON.parse(process.argv[2] ?? '{}') as KilledProcessSettings;
const say = (message: object) => process.stdout.write(`${JSON.stringify(message)}\n`);

/** A PNG of one colour, `width` x `height` (big enough that decoding and resizing it take a moment). */
function plainPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const config = {
  ...loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: settings.dataDir, LOG_LEVEL: 'error' }),
  redisUrl: settings.redis?.url,
};
setLogLevel(config.logLevel);
const sql = await openPglite(path.join(settings.dataDir, 'pglite'));
const jobs = settings.redis
  ? createBullmqJobs(settings.redis.url, { prefix: settings.redis.prefix, lockDurationMs: 1000, stalledIntervalMs: 300 })
  : undefined;
const app = await startApp(config, sql, jobs);
const { store, blobs } = app.services;
say({ ready: true });

const ids = [...(settings.watch ?? [])];
if (settings.upload) {
  const owner: Actor = { ...systemActor(), userId: randomUUID(), admin: false };
  const access = { role: 'owner', brandPublic: false } as const;
  const brandId = randomUUID();
  const created: string[] = [];
  for (let i = 0; i < settings.upload; i++) {
    // A large plain image: decoding and resizing it takes a moment, so the kill finds work in flight.
    const png = plainPng(1600, 1200, [i * 10, 80, 160]);
    const id = randomUUID();
    const run = (command: AssetCommand) => handle(store, assetDecider, assetStream(id), command, owner);
    await run({ type: 'CreateAsset', ...access, id, brandId, name: `image-${i}.png`, byteSize: png.length });
    await blobs.put(assetOriginalKey(brandId, id), png, 'image/png');
    await run({ type: 'ConfirmAssetUpload', ...access, blob: { byteSize: png.length, contentType: 'image/png' } });
    created.push(id);
  }
  ids.push(...created);
  say({ uploaded: created });
}

const joining = [...(settings.joining ?? [])];
if (settings.invitations) {
  const owner: Actor = { ...systemActor(), userId: randomUUID(), admin: false };
  const userId = randomUUID();
  const email = `joins-${userId.slice(0, 8)}@example.com`;
  const brandIds: string[] = [];
  for (let i = 0; i < settings.invitations; i++) {
    const brandId = randomUUID();
    const brand = (command: BrandCommand) => handle(store, brandDecider, brandStream(brandId), command, owner);
    await brand({ type: 'CreateBrand', name: `Invites ${i}`, slug: `invites-${brandId}`, colors: [], fonts: [] });
    await brand({ type: 'InviteMember', invitationId: randomUUID(), email, role: 'viewer', token: randomUUID() });
    brandIds.push(brandId);
  }
  const person: Actor = { ...systemActor(), userId, admin: false };
  await handle(store, userDecider, userStream(userId), { type: 'RegisterUser', email, passwordHash: 'x', locale: 'en' }, person);
  joining.push({ userId, brandIds });
  say({ invited: { userId, brandIds } });
  if (settings.killAt === 'joined') {
    // Followed live from here on (an in-process append wakes the subscription at once).
    const after = await store.headPosition();
    void (async () => {
      for await (const batch of store.subscribe({ after, filter: { eventTypes: ['BrandMemberAdded'] } }))
        if (batch.some((e) => (e.data as { userId: string }).userId === userId)) process.kill(process.pid, 'SIGKILL');
    })();
  }
  await handle(store, userDecider, userStream(userId), { type: 'VerifyEmail', via: 'verification' }, person);
  if (settings.killAt === 'verified') process.kill(process.pid, 'SIGKILL');
}

if (joining.length) {
  let seen = '';
  for (;;) {
    const joins: [number, number][] = [];
    for (const { userId, brandIds } of joining) {
      let joined = 0;
      let memberAdded = 0;
      for (const brandId of brandIds) {
        const events = await store.readStream(brandStream(brandId));
        const added = events.filter((e) => e.type === 'BrandMemberAdded' && (e.data as { userId: string }).userId === userId);
        memberAdded += added.length;
        if (added.length) joined++;
      }
      joins.push([joined, memberAdded]);
    }
    const now = JSON.stringify(joins);
    if (now !== seen) say({ joins });
    seen = now;
    await sleep(20);
  }
}

let last = -1;
for (;;) {
  let processed = 0;
  for (const id of ids) {
    const { state } = await load(store, assetDecider, assetStream(id));
    if (state.status === 'ready') processed++;
  }
  if (processed !== last) say({ processed });
  last = processed;
  await sleep(50);
}
