/**
 * The product in a process to kill during a brand's restore (restoreKill.int.spec.ts): `startApp`
 * on PGlite in DATA_DIR, or on the PostgreSQL database `databaseUrl`. It prints one JSON line per
 * step on stdout:
 *
 * - without `brandId`: it records a brand of `pages` pages through the command handler, a moment
 *   (`at`), then changes after it (most pages edited, some deleted, some made, the brand's texts),
 *   and prints `{"seeded": {brandId, at, before}}` (`before`: the moment after all of it);
 * - once the read models show the whole log: `{"found": {plan, since}}`, what restoring the brand
 *   to `at` would do now, and what the log holds after the position `since` (the head when the last
 *   restore began; the append journal's stream aside): how many events and whether a
 *   `BrandReverted` is among them;
 * - when that plan is empty (the last restore was whole), the brand is restored to `before` first,
 *   so that every run restores the same changes; then `{"restoring": {head}}` right before
 *   `revertBrand(at)` as the system, and `{"restored": {ms}}` once it answered.
 *
 * argv[2]: JSON of KilledRestoreSettings.
 */
import { randomUUID } from 'node:crypto';
import { brandDecider, brandStream, pageDecider, pageStream, type BrandCommand, type PageCommand } from '@brandtrail/domain';
import {
  APPEND_JOURNAL_STREAM,
  comparePositions,
  handle,
  journaledAppends,
  logSettled,
  systemActor,
  type Actor,
  withoutAppendMany,
  type Position,
} from '@brandtrail/infra';
import { startChildProduct, type ChildProductSettings } from '../testing/childProduct';
import { previewRevertBrand, revertBrand, type RevertPlan } from './commands';

export interface KilledRestoreSettings extends ChildProductSettings {
  pages?: number;
  seeded?: Seeded;
  /** The log's head when the last restore began. */
  since?: string;
  /** The store without its atomic appendMany, as EventStoreDB is: the append journal makes restores whole. */
  journaled?: boolean;
}

export interface Seeded {
  brandId: string;
  at: string;
  before: string;
}

/** A plan in a form to compare: its changes, sorted. */
export const planKey = (plan: RevertPlan) => ({
  pages: plan.pages.map((p) => `${p.action}:${p.id}`).sort(),
  settings: [...plan.settings].sort(),
  pagesOrder: plan.pagesOrder,
  assets: [...plan.assets].sort(),
});

const { settings, say, app } = await startChildProduct<KilledRestoreSettings>();
const s = app.services;
// Every write of this script goes through the journaled store, as every write of the product does on EventStoreDB.
if (settings.journaled) s.store = await journaledAppends(withoutAppendMany(s.store));
const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

async function seed(pages: number): Promise<Seeded> {
  const ownerId = randomUUID();
  const owner = (): Actor => ({ ...systemActor(), userId: ownerId, admin: false });
  const access = { role: 'owner', brandPublic: false } as const;
  const brandId = randomUUID();
  const brand = (command: BrandCommand) => handle(s.store, brandDecider, brandStream(brandId), command, owner());
  const page = (id: string, command: Record<string, unknown>) =>
    handle(s.store, pageDecider, pageStream(id), { ...command, ...access } as PageCommand, owner());
  await brand({ type: 'CreateBrand', name: 'Killed restore', slug: `killed-${brandId.slice(0, 8)}` });
  const ids = Array.from({ length: pages }, () => randomUUID());
  const elements = new Map<string, string[]>();
  for (const [n, id] of ids.entries()) {
    await page(id, { type: 'CreatePage', id, brandId, name: `Page ${n + 1}`, slug: `page-${n + 1}` });
    const mine = Array.from({ length: 4 }, () => randomUUID());
    for (const [e, elementId] of mine.entries())
      await page(id, { type: 'AddElement', elementId, elementType: ['headline', 'text', 'color', 'spacer'][e] });
    elements.set(id, mine);
  }
  await pause();
  const at = new Date().toISOString();
  await pause();
  for (const [n, id] of ids.entries()) {
    if (n % 8 === 7) await page(id, { type: 'DeletePage' });
    else await page(id, { type: 'UpdateElement', elementId: elements.get(id)![2], changes: { color: 'A1B2C3' } });
  }
  for (let n = 0; n < 4; n++) {
    const id = randomUUID();
    await page(id, { type: 'CreatePage', id, brandId, name: `Made later ${n + 1}`, slug: `made-later-${n + 1}` });
  }
  await brand({ type: 'UpdateBrand', changes: { bio: 'Changed after the moment' } });
  await pause();
  const before = new Date().toISOString();
  await pause();
  return { brandId, at, before };
}

/** Waits until every read model has reached the last event of each type it handles. */
async function caughtUp(): Promise<void> {
  await logSettled(s.sql);
  const lastOfType = new Map<string, Position>();
  for (let after: Position | undefined; ;) {
    const page = await s.store.readAll({ after, maxCount: 5000 });
    for (const e of page) lastOfType.set(e.type, e.position);
    if (page.length < 5000) break;
    after = page[page.length - 1]!.position;
  }
  for (const [type, position] of lastOfType) while (!(await s.waiter.waitFor(position, [type])));
}

const seeded = settings.seeded ?? (await seed(settings.pages ?? 40));
if (!settings.seeded) say({ seeded });
await caughtUp();
const at = new Date(seeded.at);
const plan = await previewRevertBrand(s, seeded.brandId, at, systemActor());
// What the restore wrote: the append journal's own bookkeeping (a start marks it swept) is not the brand's.
const after = (settings.since ? await s.store.readAll({ after: settings.since as Position, maxCount: 100_000 }) : []).filter(
  (e) => e.streamId !== APPEND_JOURNAL_STREAM,
);
say({
  found: {
    plan: planKey(plan),
    since: { events: after.length, reverted: after.some((e) => e.type === 'BrandReverted') },
  },
});
if (plan.pages.length === 0) {
  await revertBrand(s, seeded.brandId, new Date(seeded.before), systemActor());
  await caughtUp();
}
await logSettled(s.sql);
const head = await s.store.headPosition();
say({ restoring: { head } });
const started = performance.now();
await revertBrand(s, seeded.brandId, at, systemActor());
say({ restored: { ms: Math.round(performance.now() - started) } });
// The head moved on: a kill now finds the restore whole.
if (head && comparePositions((await s.store.headPosition())!, head) <= 0) throw new Error('the restore recorded nothing');
await new Promise(() => undefined);
