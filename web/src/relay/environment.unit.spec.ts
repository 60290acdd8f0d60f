import { describe, expect, it } from 'vitest';
import { withClientMutationId } from './environment';

describe('clientMutationId (issue 24, 21)', () => {
  it('gives each mutation without one a fresh id, and keeps the one its caller chose', () => {
    const a = withClientMutationId('mutation', { input: { id: 'x' } });
    const b = withClientMutationId('mutation', { input: { id: 'x' } });
    expect((a.input as { clientMutationId: string }).clientMutationId).toMatch(/^[0-9a-f-]{36}$/);
    expect((a.input as { clientMutationId: string }).clientMutationId).not.toBe(
      (b.input as { clientMutationId: string }).clientMutationId,
    );
    expect(withClientMutationId('mutation', { input: { id: 'x', clientMutationId: 'mine' } })).toEqual({
      input: { id: 'x', clientMutationId: 'mine' },
    });
    expect(withClientMutationId('query', { input: { id: 'x' } })).toEqual({ input: { id: 'x' } });
    expect(withClientMutationId('mutation', { id: 'x' })).toEqual({ id: 'x' });
  });
});
