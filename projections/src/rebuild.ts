import type { EventStore, Sql } from '@brandtrail/infra';
import { allProjections } from './all';
import { ProjectionRunner } from './runner/runner';

export interface Rebuilt {
  projection: string;
  generation: number;
  events: number;
  ms: number;
}

/** The names among `names` that are no read model; an answer naming the known ones. */
export function unknownReadModels(names: readonly string[]): string | undefined {
  const unknown = names.filter((n) => !allProjections.some((p) => p.name === n));
  if (!unknown.length) return undefined;
  return `Unknown read model: ${unknown.join(', ')}. Known: ${allProjections.map((p) => p.name).join(', ')}`;
}

/**
 * Rebuilds the named read models (every one without names) one after the other, as
 * `npm run rebuild` does in its own process or, when the embedded folder is in use, through the
 * running product. Throws on an unknown name before it starts.
 */
export async function rebuildReadModels(
  sql: Sql,
  store: EventStore,
  names: readonly string[],
  onRebuilt: (rebuilt: Rebuilt) => void,
): Promise<Rebuilt[]> {
  const unknown = unknownReadModels(names);
  if (unknown) throw new Error(unknown);
  const done: Rebuilt[] = [];
  for (const projection of allProjections.filter((p) => !names.length || names.includes(p.name))) {
    const started = Date.now();
    const { generation, events } = await new ProjectionRunner(sql, store, projection).rebuild();
    const rebuilt = { projection: projection.name, generation, events, ms: Date.now() - started };
    onRebuilt(rebuilt);
    done.push(rebuilt);
  }
  return done;
}
