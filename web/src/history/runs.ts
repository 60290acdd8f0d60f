/**
 * Consecutive edits of one page by one person, as the activity shows them: one entry (the newest)
 * with the earlier ones folded under it. Only edits (kind EDIT) of a page: every other kind of
 * entry, such as a page made, deleted or restored, or the brand's settings, stands alone.
 */
export interface RunEntry {
  id: string;
  kind: string;
  user: { id: string } | null | undefined;
  page: { id: string } | null | undefined;
}

/** `entries` (newest first) in runs of consecutive edits of the same page by the same person. */
export function runsOf<E extends RunEntry>(entries: readonly E[]): E[][] {
  const runs: E[][] = [];
  for (const entry of entries) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && sameEdit(last, entry)) run.push(entry);
    else runs.push([entry]);
  }
  return runs;
}

const sameEdit = (a: RunEntry, b: RunEntry): boolean =>
  a.kind === 'EDIT' && b.kind === 'EDIT' && !!a.page && a.page.id === b.page?.id && !!a.user && a.user.id === b.user?.id;
