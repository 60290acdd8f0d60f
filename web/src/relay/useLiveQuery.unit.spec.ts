import { describe, expect, it } from 'vitest';
import { EVERY_CHANGE, type BrandChange } from '../brands/brandChanged';
import { coalesce } from './coalesce';
import { concerns, liveReader, mergeChanges } from './useLiveQuery';

/** A promise the test settles itself. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A run that records its values and waits for the test to end it. */
function runs<T>() {
  const calls: { value: T; end: ReturnType<typeof deferred> }[] = [];
  const run = (value: T) => {
    const end = deferred();
    calls.push({ value, end });
    return end.promise;
  };
  return { calls, run };
}

/** Lets the callbacks of settled promises run (microtasks only: no timer, no sleep). */
async function settle() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

const change = (kinds: BrandChange['kinds'], assetIds: string[] = []): BrandChange => ({ kinds, assetIds, everything: false });

describe('coalesce', () => {
  it('runs at once when nothing runs, and once more after the run for a burst of asks', async () => {
    const { calls, run } = runs<number[]>();
    const ask = coalesce(run, (a: number[], b: number[]) => [...a, ...b]);
    const first = ask([1]);
    expect(calls.map((c) => c.value)).toEqual([[1]]);
    const second = ask([2]);
    const third = ask([3]);
    const fourth = ask([4]);
    expect(second).toBe(third);
    expect(third).toBe(fourth);
    await settle();
    // One in flight; the burst waits, merged.
    expect(calls).toHaveLength(1);
    calls[0]!.end.resolve();
    await first;
    await settle();
    expect(calls.map((c) => c.value)).toEqual([[1], [2, 3, 4]]);
    calls[1]!.end.resolve();
    await second;
    // Nothing queued: done, and the next ask runs at once.
    await settle();
    expect(calls).toHaveLength(2);
    void ask([5]);
    expect(calls.map((c) => c.value)).toEqual([[1], [2, 3, 4], [5]]);
  });

  it('goes on after a failed run, and the asks it covered settle', async () => {
    const { calls, run } = runs<string>();
    const ask = coalesce(run, (_a: string, b: string) => b);
    const first = ask('a');
    const second = ask('b');
    calls[0]!.end.reject(new Error('offline'));
    await expect(first).resolves.toBeUndefined();
    await settle();
    expect(calls.map((c) => c.value)).toEqual(['a', 'b']);
    calls[1]!.end.resolve();
    await expect(second).resolves.toBeUndefined();
  });

  it('takes a run that throws at once like a failed one', async () => {
    let count = 0;
    const ask = coalesce(
      () => {
        count += 1;
        throw new Error('broken');
      },
      (a: number) => a,
    );
    await expect(ask(1)).resolves.toBeUndefined();
    await expect(ask(2)).resolves.toBeUndefined();
    expect(count).toBe(2);
  });

  it('never runs twice at once, also when an ask comes between the end of a run and the start of the queued one', async () => {
    const { calls, run } = runs<number>();
    let inFlight = 0;
    let most = 0;
    const ask = coalesce(
      (value: number) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        return run(value).finally(() => (inFlight -= 1));
      },
      (a: number, b: number) => a + b,
    );
    const first = ask(1);
    // Heard before the queued run starts (registered before it is queued).
    const late = first.then(() => ask(3));
    const queued = ask(2);
    calls[0]!.end.resolve();
    await settle();
    expect(calls.map((c) => c.value)).toEqual([1, 5]);
    expect(most).toBe(1);
    calls[1]!.end.resolve();
    await Promise.all([late, queued]);
    expect(calls).toHaveLength(2);
  });
});

describe('the live reader of a screen', () => {
  it('reads for the kinds that concern the screen, and for a reconnection', () => {
    expect(concerns({ kinds: ['MEMBERS'] }, change(['MEMBERS']))).toBe(true);
    expect(concerns({ kinds: ['MEMBERS'] }, change(['PAGES', 'LINKS']))).toBe(false);
    expect(concerns({ kinds: ['LINKS', 'VERSIONS'] }, change(['VERSIONS']))).toBe(true);
    expect(concerns({}, change(['BRAND']))).toBe(true);
    expect(concerns({ kinds: ['MEMBERS'] }, EVERY_CHANGE)).toBe(true);
    const asset = { kinds: ['ASSETS'] as const, when: (c: BrandChange) => c.assetIds.includes('a1') };
    expect(concerns(asset, change(['ASSETS'], ['a2']))).toBe(false);
    expect(concerns(asset, change(['ASSETS'], ['a2', 'a1']))).toBe(true);
    expect(concerns(asset, EVERY_CHANGE)).toBe(true);
  });

  it('merges what changed while a reading ran into the one after it', () => {
    expect(mergeChanges(change(['ASSETS'], ['a1']), change(['ASSETS', 'PAGES'], ['a2', 'a1']))).toEqual(
      change(['ASSETS', 'PAGES'], ['a1', 'a2']),
    );
    expect(mergeChanges(change(['ASSETS'], ['a1']), EVERY_CHANGE)).toBe(EVERY_CHANGE);
    expect(mergeChanges(EVERY_CHANGE, change(['ASSETS'], ['a1']))).toBe(EVERY_CHANGE);
  });

  it('turns a burst of changes into one reading in flight and one after it; refresh reads everything', async () => {
    const { calls, run } = runs<BrandChange>();
    const reader = liveReader(() => ({ kinds: ['ASSETS'] }), run);
    reader.change(change(['ASSETS'], ['a1']));
    reader.change(change(['MEMBERS']));
    reader.change(change(['ASSETS'], ['a2']));
    reader.change(change(['ASSETS'], ['a3']));
    expect(calls.map((c) => c.value)).toEqual([change(['ASSETS'], ['a1'])]);
    calls[0]!.end.resolve();
    await settle();
    expect(calls.map((c) => c.value)).toEqual([change(['ASSETS'], ['a1']), change(['ASSETS'], ['a2', 'a3'])]);
    const refreshed = reader.refresh();
    calls[1]!.end.resolve();
    await settle();
    expect(calls[2]!.value).toBe(EVERY_CHANGE);
    calls[2]!.end.resolve();
    await refreshed;
    expect(calls).toHaveLength(3);
  });
});
