import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import { checkStorableData, cutText, isStorableText, storableText } from './text';

describe('storable text', () => {
  it('drops NUL and replaces lone surrogates, keeping pairs', () => {
    expect(storableText('a\u0000b')).toBe('ab');
    expect(storableText('a\ud800b\udc00c')).toBe('a\ufffdb\ufffdc');
    expect(storableText('\udc00\ud800')).toBe('\ufffd\ufffd');
    expect(storableText('smile \ud83d\ude00')).toBe('smile \ud83d\ude00');
    expect(isStorableText(storableText('\u0000\ud800\udfff'))).toBe(true);
  });
  it('cuts without splitting a surrogate pair', () => {
    expect(cutText('ab\ud83d\ude00', 3)).toBe('ab');
    expect(cutText('ab\ud83d\ude00', 4)).toBe('ab\ud83d\ude00');
    expect(cutText('abc', 2)).toBe('ab');
  });
  it('refuses data holding unstorable text anywhere, keys included', () => {
    expect(() => checkStorableData({ a: [{ b: 'ok' }, 'x\u0000'] })).toThrow(new DomainError('TEXT_INVALID'));
    expect(() => checkStorableData({ ['k\ud800']: 1 })).toThrow(new DomainError('TEXT_INVALID'));
    expect(() => checkStorableData({ a: ['fine', 1, null, true, { b: 'pair \ud83d\ude00' }] })).not.toThrow();
  });
});
