import { describe, expect, it } from 'vitest';
import { runsOf, type RunEntry } from './runs';

const entry = (id: string, kind: string, user: string | null, page: string | null): RunEntry => ({
  id,
  kind,
  user: user ? { id: user } : null,
  page: page ? { id: page } : null,
});

describe('runs of edits in the activity', () => {
  it('folds consecutive edits of one page by one person, and nothing else', () => {
    const entries = [
      entry('1', 'EDIT', 'ann', 'logo'),
      entry('2', 'EDIT', 'ann', 'logo'),
      entry('3', 'EDIT', 'ann', 'logo'),
      entry('4', 'EDIT', 'bob', 'logo'),
      entry('5', 'EDIT', 'ann', 'logo'),
      entry('6', 'EDIT', 'ann', 'colours'),
      entry('7', 'CREATED', 'ann', 'colours'),
      entry('8', 'SETTINGS', 'ann', null),
      entry('9', 'SETTINGS', 'ann', null),
      entry('10', 'EDIT', null, 'colours'),
      entry('11', 'EDIT', null, 'colours'),
    ];
    expect(runsOf(entries).map((run) => run.map((e) => e.id))).toEqual([
      ['1', '2', '3'],
      ['4'],
      ['5'],
      ['6'],
      ['7'],
      ['8'],
      ['9'],
      ['10'],
      ['11'],
    ]);
    expect(runsOf([])).toEqual([]);
  });
});
