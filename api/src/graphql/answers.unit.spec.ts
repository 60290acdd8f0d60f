import { gunzipSync } from 'node:zlib';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { Answer, AnswerCache } from './answers';
import type { Context } from './context';

const ctx = (session: string | null, locale: 'en' | 'de' = 'en') =>
  ({ session: session ? { id: session, linkIds: [] } : null, locale }) as unknown as Context;

describe('the answer cache', () => {
  const doc = parse('{ viewer { email } }');

  it('keys by document, operation, session, language and variables', () => {
    const cache = new AnswerCache();
    const keys = new Set([
      cache.key(doc, undefined, { a: 1 }, ctx('s1')),
      cache.key(parse('{ viewer { email } }'), undefined, { a: 1 }, ctx('s1')),
      cache.key(doc, 'Named', { a: 1 }, ctx('s1')),
      cache.key(doc, undefined, { a: 2 }, ctx('s1')),
      cache.key(doc, undefined, { a: 1 }, ctx('s2')),
      cache.key(doc, undefined, { a: 1 }, ctx(null)),
      cache.key(doc, undefined, { a: 1 }, ctx('s1', 'de')),
    ]);
    expect(keys.size).toBe(7);
    expect(cache.key(doc, undefined, { a: 1 }, ctx('s1'))).toBe(cache.key(doc, undefined, { a: 1 }, ctx('s1')));
  });

  it('keeps no answers for a session that opened shared links', () => {
    expect(AnswerCache.applies(ctx('s1'))).toBe(true);
    expect(AnswerCache.applies(ctx(null))).toBe(true);
    expect(AnswerCache.applies({ session: { id: 's2', linkIds: ['l1'] } } as unknown as Context)).toBe(false);
  });

  it('serves an answer until a read model moves on, and never keeps one computed across a move', () => {
    const cache = new AnswerCache();
    const generation = cache.current;
    cache.set('k', new Answer('one'), generation);
    expect(cache.get('k')?.body).toBe('one');
    cache.invalidate();
    expect(cache.get('k')).toBeUndefined();
    // Computed before the move, offered after it: not kept.
    cache.set('k', new Answer('stale'), generation);
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', new Answer('two'), cache.current);
    expect(cache.get('k')?.body).toBe('two');
  });

  it('lets a miss wait for the same answer being computed, but not one begun before a change', async () => {
    const cache = new AnswerCache();
    expect(cache.joinable('k')).toBeUndefined();
    const done = cache.begin('k');
    const waiting = cache.joinable('k');
    expect(waiting).toBeDefined();
    done(new Answer('one'));
    expect((await waiting)?.body).toBe('one');
    expect(cache.get('k')?.body).toBe('one');
    expect(cache.joinable('k')).toBeUndefined();

    const before = cache.begin('k');
    cache.invalidate();
    // Whoever comes after the change computes afresh, and the old computation is not kept.
    expect(cache.joinable('k')).toBeUndefined();
    before(new Answer('old'));
    expect(cache.get('k')).toBeUndefined();

    // A computation that fails sends those waiting to compute their own.
    const failing = cache.begin('k');
    const joined = cache.joinable('k');
    failing();
    expect(await joined).toBeUndefined();
    expect(cache.get('k')).toBeUndefined();
  });

  it('gzips an answer once, on demand', () => {
    const answer = new Answer(JSON.stringify({ data: { text: 'brand '.repeat(1000) } }));
    expect(answer.gzip()).toBe(answer.gzip());
    expect(gunzipSync(answer.gzip()).toString()).toBe(answer.body);
    expect(answer.gzip().length).toBeLessThan(answer.body.length / 10);
  });

  it('forgets answers after their time', () => {
    const cache = new AnswerCache(-1);
    cache.set('k', new Answer('one'), cache.current);
    expect(cache.get('k')).toBeUndefined();
  });

  it('keeps at most its size in text, oldest out first', () => {
    const cache = new AnswerCache(60_000, 80);
    cache.set('a', new Answer('x'.repeat(10)), cache.current);
    cache.set('b', new Answer('y'.repeat(10)), cache.current);
    // Too large for one entry (over an eighth of the size): served, never kept.
    cache.set('huge', new Answer('z'.repeat(11)), cache.current);
    expect(cache.get('huge')).toBeUndefined();
    for (const k of ['c', 'd', 'e', 'f', 'g', 'h', 'i']) cache.set(k, new Answer('w'.repeat(10)), cache.current);
    // Nine answers of 10 characters in 80: the first one left.
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.body).toBe('y'.repeat(10));
    expect(cache.get('i')?.body).toBe('w'.repeat(10));
  });
});
