/**
 * Resolves once the wall clock shows a later millisecond than when it was called. Event times are
 * whole milliseconds: between two steps this gives each its own moment, and a moment read between
 * them lies strictly after the first and before the second, without a guess at how long to wait.
 */
export async function nextMillisecond(): Promise<void> {
  const now = Date.now();
  while (Date.now() <= now) await new Promise((resolve) => setImmediate(resolve));
}
