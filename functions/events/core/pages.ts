// A scheduled job's run, page after page, until nothing is left or too little time is (docs/decisions/057): each job
// reads up to one page of what is due and acts on it; whatever it did not reach stays due, so the next run carries on.

/** A page is begun only with this much time left at least, and twice the longest page of the run so far. */
export const PAGE_MARGIN_MS = 2_000;

export interface PagedRun {
  /** Records changed, summed over the pages. */
  changed: number;
  pages: number;
  /** False when the run stopped for time with work perhaps left (the next run goes on with it). */
  finished: boolean;
}

/**
 * Runs `page` (one page of the job; how many records it changed) until a page changes nothing, and never begins one
 * when `timeLeftMs()` (Lambda's getRemainingTimeInMillis; locally the runtime's own) is under PAGE_MARGIN_MS or twice
 * the longest page yet: a page begun is finished, and none is cut off by the function's timeout.
 */
export async function runPages(page: () => Promise<number>, timeLeftMs: () => number): Promise<PagedRun> {
  let changed = 0;
  let pages = 0;
  let longestMs = 0;
  for (;;) {
    const started = performance.now();
    const pageChanged = await page();
    pages += 1;
    changed += pageChanged;
    longestMs = Math.max(longestMs, performance.now() - started);
    if (pageChanged === 0) return { changed, pages, finished: true };
    if (timeLeftMs() < Math.max(PAGE_MARGIN_MS, 2 * longestMs)) return { changed, pages, finished: false };
  }
}
