import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * `npm run test:unit`, `test:int` and `test:e2e` each run one tier, chosen by the test file's name:
 * `*.unit.spec.ts` (no process, server, database or file outside memory), `*.int.spec.ts` (the
 * event store, databases, Redis, files, child processes) and `*.e2e.spec.ts` (the product in
 * Chromium). A file named otherwise would run in none of them.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('test tiers', () => {
  it('name every test file of the repository by its tier', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.spec.ts', '*.spec.tsx'], {
      cwd: root,
    })
      .toString()
      .split('\n')
      .filter(Boolean);
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((f) => !/\.(unit|int|e2e)\.spec\.tsx?$/.test(f))).toEqual([]);
  });
});
