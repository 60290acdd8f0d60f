import { parseArgs } from 'node:util';
import { revertAnswer, runCommandLine } from '../refusedCommands';

/**
 * npm run revert -- --brand <slug> --at <time> [--dry-run]: restores a brand to a moment as the
 * system (the same as revertBrand in the product, recorded as new changes, so it can be undone by
 * restoring the moment before it); --dry-run prints what would change and changes nothing. When a
 * running product holds the embedded data folder, that process does it and this prints its answer.
 */
const { values } = parseArgs({
  options: { brand: { type: 'string' }, at: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
});
const slug = values.brand;
const at = values.at;
const dryRun = values['dry-run'] === true;
if (!slug || !at) {
  console.error('Usage: npm run revert -- --brand <slug> --at <ISO time, e.g. 2026-11-26T14:02:00Z> [--dry-run]');
  process.exit(2);
}
await runCommandLine({ op: 'revert', brand: slug, at, dryRun }, (services) => revertAnswer(services, slug, at, dryRun));
