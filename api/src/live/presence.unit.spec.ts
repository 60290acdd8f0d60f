import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Sql } from '@brandtrail/infra';
import { Presence } from './presence';

/** One NOTIFY channel shared by several processes' presences, delivered at once. */
function bus() {
  const listeners = new Set<(payload: string) => void>();
  let down = false;
  const sql = (): Pick<Sql, 'query' | 'listen'> => ({
    query: <T>(_: string, params?: unknown[]) => {
      if (!down) for (const listener of [...listeners]) listener(params![1] as string);
      return Promise.resolve([] as T[]);
    },
    listen: (_: string, onNotify: (payload: string) => void) => {
      listeners.add(onNotify);
      return Promise.resolve(() => {
        listeners.delete(onNotify);
        return Promise.resolve();
      });
    },
  });
  return { sql, cut: () => (down = true) };
}

describe('presence between processes', () => {
  afterEach(() => vi.useRealTimers());

  it('shares entries, selections and leaving, and forgets a silent process after the expiry', async () => {
    vi.useFakeTimers();
    const { sql, cut } = bus();
    const a = new Presence(sql(), { heartbeatMs: 1000, expiresMs: 3000 });
    await a.start();
    const leave = a.join('p', 'ann');
    // a process that starts later hears of the entries at once (hello)
    const b = new Presence(sql(), { heartbeatMs: 1000, expiresMs: 3000 });
    await b.start();
    const changed = vi.fn<() => void>();
    b.watch('p', changed);
    expect(b.of('p')).toEqual([expect.objectContaining({ pageId: 'p', userId: 'ann', selecting: false })]);

    b.join('p', 'bob');
    expect(
      a
        .of('p')
        .map((e) => e.userId)
        .sort(),
    ).toEqual(['ann', 'bob']);
    // a selection sent through any process reaches the process of the user's stream
    b.select('p', 'ann', true);
    expect(b.of('p').find((e) => e.userId === 'ann')?.selecting).toBe(true);
    expect(changed).toHaveBeenCalled();

    leave();
    expect(b.of('p').map((e) => e.userId)).toEqual(['bob']);
    a.join('p', 'cyd');
    expect(
      b
        .of('p')
        .map((e) => e.userId)
        .sort(),
    ).toEqual(['bob', 'cyd']);

    // process a goes silent (killed): b forgets its entries after the expiry, not before
    cut();
    vi.advanceTimersByTime(2500);
    expect(
      b
        .of('p')
        .map((e) => e.userId)
        .sort(),
    ).toEqual(['bob', 'cyd']);
    vi.advanceTimersByTime(2000);
    expect(b.of('p').map((e) => e.userId)).toEqual(['bob']);
    await a.close();
    await b.close();
  });
});
