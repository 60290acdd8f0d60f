/**
 * After a code-chunk load failure (usually a new deployment replaced the hashed files) the app
 * reloads, at most once per 60 seconds (spec, points 2 and 9), so a broken chunk cannot loop.
 */
const KEY = 'brandtrail.chunkReloadAt';
const GUARD_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

/** Reloads unless it already did within the last minute; says whether it reloads. */
export function reloadAfterChunkError(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(KEY)) || 0;
    if (now - last < GUARD_MS) return false;
    sessionStorage.setItem(KEY, String(now));
  } catch {
    // Without storage the guard cannot hold: show the error page instead of risking a loop.
    return false;
  }
  window.location.reload();
  return true;
}

/** Vite reports failed preloads with this event; cancelling it keeps the error from surfacing. */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadAfterChunkError()) event.preventDefault();
  });
}
