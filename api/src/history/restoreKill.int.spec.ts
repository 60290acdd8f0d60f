import { testDatabaseKinds } from '@brandtrail/infra';
import { describe, expect, it } from 'vitest';
import { killTestChildren } from '../testing/killTests';
import { startMessagingChild } from '../testing/scripts';
import type { KilledRestoreSettings, planKey, Seeded } from './killedRestore';

/**
 * A brand's restore is whole or nothing (issue 24, 19): the product (api, projections and workers
 * in one process, killedRestore.ts) restores a brand of 40 pages to a moment and is killed with
 * SIGKILL at 6 moments spread over the restore, on PGlite and on PostgreSQL. After each kill the
 * product starts again on the same data: either the restore is there whole (nothing left to restore,
 * and its BrandReverted in the log) or nothing of it is (the same plan as before, no event since it
 * began). Once more on PGlite with the store's atomic appendMany hidden, as on EventStoreDB: there the
 * append journal (infra appendJournal.ts) records the intent first and the next start finishes it
 * (at 4 moments).
 */

type Plan = ReturnType<typeof planKey>;
interface Message {
  seeded?: Seeded;
  found?: { plan: Plan; since: { events: number; reverted: boolean } };
  restoring?: { head: string };
  restored?: { ms: number };
}

const { running, dataFor } = killTestChildren();

const start = (settings: KilledRestoreSettings) =>
  startMessagingChild<Message>('api/src/history/killedRestore.ts', settings, running);

const cases = [
  // Each kill costs a start of the product (about 8 s on PGlite under CI's load): 6 moments, from at
  // once to after the answer, put kills before, during and after its append (10 took 87 s).
  ...testDatabaseKinds().map((kind) => ({ kind, journaled: false, moments: 6, name: kind })),
  // Fewer moments: the journal's windows are the same code on every store.
  { kind: 'pglite' as const, journaled: true, moments: 4, name: 'pglite, journaled as on EventStoreDB' },
];

describe.each(cases)('a brand restore killed at any moment ($name)', ({ kind, journaled, moments: MOMENTS }) => {
  it(`is whole or nothing at each of ${MOMENTS} moments`, { timeout: 900_000 }, async () => {
    const base = { ...(await dataFor(kind, 'restore-kill')), journaled };

    // Once whole, unkilled: the plan to restore, and how long recording it takes.
    const first = start({ ...base, pages: 40 });
    const seeded = await first.next((m) => m.seeded, 'the brand seeded');
    const plan = await first.next((m) => m.found?.plan, 'the plan');
    expect(plan.pages.length).toBeGreaterThanOrEqual(40);
    let since = (await first.next((m) => m.restoring, 'the restore')).head;
    const { ms } = await first.next((m) => m.restored, 'the restore answered');
    await first.kill();

    const outcomes: string[] = [`unkilled in ${ms} ms`];
    for (let moment = 0; moment <= MOMENTS; moment++) {
      const product = start({ ...base, seeded, since });
      // What the last run left: the restore whole, or nothing of it.
      const found = await product.next((m) => m.found, 'what the last run left');
      const whole = found.plan.pages.length === 0 && found.plan.settings.length === 0 && found.since.reverted;
      const nothing = found.since.events === 0 && JSON.stringify(found.plan) === JSON.stringify(plan);
      outcomes.push(whole ? 'whole' : nothing ? 'nothing' : `PART: ${JSON.stringify(found)}`);
      expect(whole || nothing, outcomes.join('; ')).toBe(true);
      if (moment === MOMENTS) {
        await product.kill();
        break;
      }
      since = (await product.next((m) => m.restoring, 'the restore')).head;
      // Spread over the restore as the unkilled one took: from at once to just after it answered.
      await new Promise((resolve) => setTimeout(resolve, (ms * 1.1 * moment) / (MOMENTS - 1)));
      await product.kill();
    }
    // Kills that found the restore neither begun nor done are what this test is for: at least one of
    // each outcome (the first kill comes at once, the last after the unkilled restore had answered).
    expect(outcomes, outcomes.join('; ')).toContain('nothing');
    expect(outcomes, outcomes.join('; ')).toContain('whole');
  });
});
