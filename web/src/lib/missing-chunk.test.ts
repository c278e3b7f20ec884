// @vitest-environment happy-dom
// A missing chunk reloads the tab once: what counts as one, and the guard that stops a second reload soon after.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { isMissingChunk, reloadOnceForMissingChunk, watchChunkLoads } from './missing-chunk';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('a missing chunk', () => {
  it("is an error Vite reported as a failed load, or the browsers' words for a failed dynamic import", () => {
    watchChunkLoads();
    const reported = new Error('something else entirely');
    window.dispatchEvent(Object.assign(new Event('vite:preloadError'), { payload: reported }));
    expect(isMissingChunk(reported)).toBe(true);
    expect(isMissingChunk(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isMissingChunk(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isMissingChunk(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isMissingChunk(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isMissingChunk('a string')).toBe(false);
  });

  it('reloads the tab once, not again within a minute, and again after that', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const start = Date.UTC(2026, 10, 28, 12);
    expect(reloadOnceForMissingChunk(start)).toBe(true);
    expect(reloadOnceForMissingChunk(start + 59_000)).toBe(false);
    expect(reloadOnceForMissingChunk(start + 61_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
