import { describe, expect, it } from 'vitest';
import type { Context } from './context';
import { batchLoader, perRequest } from './loader';

describe('per-request loading', () => {
  it('loads the keys asked for together with one call, each key once', async () => {
    const calls: string[][] = [];
    const loader = batchLoader<string, number>(async (keys) => {
      calls.push(keys);
      return new Map(keys.filter((k) => k !== 'none').map((k) => [k, k.length]));
    });
    const first = await Promise.all([loader.load('a'), loader.load('bb'), loader.load('a'), loader.load('none')]);
    expect(first).toEqual([1, 2, 1, undefined]);
    expect(calls).toEqual([['a', 'bb', 'none']]);
    // keys asked for after an await (the next level of fields) still come together
    const second = await Promise.all([
      Promise.resolve().then(() => loader.load('ccc')),
      Promise.resolve()
        .then(() => undefined)
        .then(() => loader.load('dddd')),
      loader.load('bb'),
    ]);
    expect(second).toEqual([3, 4, 2]);
    expect(calls).toEqual([
      ['a', 'bb', 'none'],
      ['ccc', 'dddd'],
    ]);
  });
  it('keeps one value per request', () => {
    const counter = perRequest(() => ({ n: 0 }));
    const one = {} as Context;
    const two = {} as Context;
    counter(one).n++;
    counter(one).n++;
    expect(counter(one).n).toBe(2);
    expect(counter(two).n).toBe(0);
  });
});
