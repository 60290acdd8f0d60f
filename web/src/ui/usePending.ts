import { useCallback, useState } from 'react';

/**
 * An async action as a form shows it: the action, and whether a run of it is under way (the
 * button that says "Saving…" and is disabled meanwhile). Runs may overlap; it is pending until the
 * last one settles. The action's answer and error pass through unchanged.
 */
export function usePending<A extends unknown[], R>(action: (...args: A) => Promise<R>): [(...args: A) => Promise<R>, boolean] {
  const [running, setRunning] = useState(0);
  const run = useCallback(
    async (...args: A) => {
      setRunning((n) => n + 1);
      try {
        return await action(...args);
      } finally {
        setRunning((n) => n - 1);
      }
    },
    [action],
  );
  return [run, running > 0];
}
