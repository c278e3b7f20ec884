// A deploy replaces the site's files, and one that removed a hashed chunk leaves a tab opened before it asking for a
// file that is gone. Such a tab reloads once, at the page it was going to, and so gets the current build; a chunk that
// is still missing right after that reload shows the error instead of reloading again (docs/decisions/055).

/** When this tab last reloaded for a missing chunk (sessionStorage: this tab only, kept across the reload). */
const RELOADED_AT_KEY = 'missingChunkReloadAt';
/** A chunk missing again this soon after a reload is not an old build's: the error shows. */
const ONCE_WITHIN_MS = 60_000;

/** The errors Vite reported as failed loads: the same objects then reach the route's error element. */
const failedLoads = new WeakSet<object>();

/** Vite announces every dynamic import (and stylesheet preload) that failed as `vite:preloadError`, then rejects. */
export function watchChunkLoads(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (typeof event.payload === 'object' && event.payload !== null) failedLoads.add(event.payload);
  });
}

/** Whether an error is a chunk that could not be loaded (Vite's report, or the browser's words for it). */
export function isMissingChunk(error: unknown): boolean {
  if (typeof error === 'object' && error !== null && failedLoads.has(error)) return true;
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message);
}

/** Reloads the page unless this tab did so for a missing chunk a moment ago; says whether it reloads. */
export function reloadOnceForMissingChunk(now = Date.now()): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_AT_KEY));
  if (last > 0 && now - last < ONCE_WITHIN_MS) return false;
  sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  window.location.reload();
  return true;
}
