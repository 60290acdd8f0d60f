import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { freePort } from '../testing/ports';
import { retrying, waitForDependencies } from './startup';

/** The log lines written while `fn` runs, parsed. */
let lines: { level: string; msg: string; [field: string]: unknown }[] = [];
beforeEach(() => {
  lines = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as (typeof lines)[number]);
    return true;
  });
});
afterEach(() => void vi.restoreAllMocks());

describe('retrying (the roles wait for their dependencies at start)', () => {
  it('tries again after each failure with a doubling, bounded pause, and says so', async () => {
    let calls = 0;
    const result = await retrying(
      'the thing',
      async () => {
        if (++calls < 4) throw new Error(`refused ${calls}`);
        return 'up';
      },
      { firstDelayMs: 1, maxDelayMs: 3 },
    );
    expect(result).toBe('up');
    expect(lines.filter((l) => l.msg === 'waiting for the thing').map((l) => [l.attempt, l.retryInMs, l.error])).toEqual([
      [1, 1, 'refused 1'],
      [2, 2, 'refused 2'],
      [3, 3, 'refused 3'],
    ]);
    expect(lines.at(-1)).toMatchObject({ level: 'info', msg: 'the thing is reachable', attempts: 4 });
  });

  it('gives up with the last error once the time is up', async () => {
    await expect(retrying('the thing', () => Promise.reject(new Error('still refused')), { giveUpAfterMs: 0 })).rejects.toThrow(
      'still refused',
    );
    expect(lines.at(-1)).toMatchObject({ level: 'error', msg: 'the thing is not reachable, giving up', attempts: 1 });
  });

  it('stops waiting when the process is told to stop', async () => {
    const abort = new AbortController();
    const waiting = retrying('the thing', () => Promise.reject(new Error('refused')), {
      firstDelayMs: 60_000,
      signal: abort.signal,
    });
    abort.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('waitForDependencies', () => {
  it('waits for PostgreSQL and Redis that do not answer, naming them', async () => {
    const port = await freePort();
    const config = loadConfig({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/none` });
    await expect(waitForDependencies(config, {}, { giveUpAfterMs: 0 })).rejects.toThrow(/ECONNREFUSED/);
    expect(lines.at(-1)).toMatchObject({ msg: 'PostgreSQL is not reachable, giving up' });

    await expect(
      waitForDependencies(
        loadConfig({ REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_PREFIX: 'bt-startup-test' }),
        {},
        { giveUpAfterMs: 0 },
      ),
    ).rejects.toThrow(/redis did not answer/i);
    expect(lines.at(-1)).toMatchObject({ msg: 'Redis is not reachable, giving up' });
  });

  it.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)('returns at once when PostgreSQL and Redis answer', async () => {
    await waitForDependencies(
      loadConfig({ DATABASE_URL: process.env.DATABASE_URL, REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: 'bt-startup-test' }),
      {},
    );
    expect(lines.filter((l) => l.level !== 'info')).toEqual([]);
  });
});
