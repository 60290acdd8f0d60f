import { statSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order `npm test` starts its files in, over all workspaces at once (vitest's own order takes
 * one workspace after another and the largest files first). Two files run at a time; a run ends
 * when its last long file does, so the long ones start first: the files that kill and restart
 * processes or send thousands of requests (each a minute or more on CI's two cores), then the
 * browser tests, then the other integration tests, then the unit tests, larger files first within
 * each. When a file of over a minute appears among the slowest of a run's summary, it belongs here.
 */
const LONGEST_FIRST = [
  'api/src/history/restoreKill.int.spec.ts',
  'api/src/hostile/hostile.int.spec.ts',
  'api/src/layout/layout.int.spec.ts',
  'api/src/jobs/durableJobs.int.spec.ts',
];

const tier = (file: string): number => {
  const listed = LONGEST_FIRST.findIndex((f) => file.endsWith(f));
  if (listed >= 0) return listed;
  if (file.endsWith('.e2e.spec.ts')) return LONGEST_FIRST.length;
  if (file.endsWith('.int.spec.ts')) return LONGEST_FIRST.length + 1;
  return LONGEST_FIRST.length + 2;
};

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const size = (spec: TestSpecification) => statSync(spec.moduleId).size;
    return [...files].sort((a, b) => tier(a.moduleId) - tier(b.moduleId) || size(b) - size(a));
  }
}
