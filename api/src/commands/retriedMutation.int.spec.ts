import { testDatabaseKinds } from '@brandtrail/infra';
import { describe, expect, it } from 'vitest';
import { killTestChildren } from '../testing/killTests';
import { runScript } from '../testing/scripts';
import type { KilledMutationSettings, KilledMutationState } from './killedMutation';

/**
 * Exactly once, also across a crash (issue 24, 21): the product is killed with SIGKILL after an
 * updateElement's events are in the log and before its answer left (killedMutation.ts stops the
 * process there); started again, the same user edits the element once more, and then the client
 * sends the lost mutation again under its clientMutationId. It answers, records nothing, and does
 * not set the colour back: the log holds one event per edit.
 */

const { running: started, dataFor } = killTestChildren();

const run = (settings: KilledMutationSettings) =>
  runScript(
    'api/src/commands/killedMutation.ts',
    [JSON.stringify(settings)],
    { PATH: process.env.PATH, HOME: process.env.HOME },
    started,
  );

describe.each(testDatabaseKinds())('a mutation killed between its append and its answer (%s)', (kind) => {
  it('is recorded once when the client sends it again after the restart', { timeout: 300_000 }, async () => {
    const base = await dataFor(kind, 'killed-mutation');
    const first = run(base);
    const state = JSON.parse((await first.printed(/\{"state":(.*)\}\n/))[1]!) as KilledMutationState;
    await first.printed(/\{"appended":true\}\n/);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = run({ ...base, state });
    const retried = JSON.parse((await second.printed(/\{"retried":(.*)\}\n/))[1]!) as {
      updateElement: { element: { elementId: string; color: string }; clientMutationId: string };
    };
    const logged = JSON.parse((await second.printed(/\{"logged":(.*)\}\n/))[1]!) as string[];
    // The answer is the element as it is now: the repeat neither failed nor set the colour back.
    expect(retried.updateElement).toEqual({
      element: { elementId: state.elementId, color: '654321' },
      clientMutationId: state.clientMutationId,
    });
    expect(logged.filter((t) => t === 'ElementUpdated')).toHaveLength(2);
    expect((await second.exited).code).toBe(0);
  });
});
