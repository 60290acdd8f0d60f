import { describe, expect, it } from 'vitest';
import { ReadCache } from './readCache';

describe('read cache', () => {
  it('answers from memory until a projection it depends on moves on', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', ['brands'], load)).toBe(1);
    expect(await cache.get('k', ['brands'], load)).toBe(1);
    cache.invalidate('users');
    expect(await cache.get('k', ['brands'], load)).toBe(1);
    cache.invalidate('brands');
    expect(await cache.get('k', ['brands'], load)).toBe(2);
  });

  it('does not keep an answer loaded while its projection moved on', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const racing = cache.get('k', ['brands'], async () => {
      cache.invalidate('brands'); // the projection commits while the query runs
      return ++loads;
    });
    expect(await racing).toBe(1);
    expect(await cache.get('k', ['brands'], async () => ++loads)).toBe(2);
  });

  it('expires entries and stays within its size', async () => {
    const cache = new ReadCache(0, 10);
    let loads = 0;
    await cache.get('k', [], async () => ++loads);
    expect(await cache.get('k', [], async () => ++loads)).toBe(2);
    const small = new ReadCache(60_000, 10);
    for (let i = 0; i < 25; i++) await small.get(`k${i}`, [], async () => i);
    expect(await small.get('k0', [], async () => -1)).toBe(-1);
    expect(await small.get('k24', [], async () => -1)).toBe(24);
  });
});
