// A scheduled job's pages (docs/decisions/057): it goes on while pages change something and time allows, and begins
// no page it may not finish, judged by the run's longest page (the outbox test runs the real sweep).

import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_MARGIN_MS, runPages } from '../../functions/events/core/pages.js';

afterEach(() => vi.restoreAllMocks());

/** Pages that each take `pageMs` on the clock `runPages` reads, changing `changed[i]` records. */
function pagesTaking(pageMs: number, changed: number[]) {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  let index = 0;
  const page = async () => {
    now += pageMs;
    return changed[index++] ?? 0;
  };
  return { page, timeLeft: (deadline: number) => () => deadline - now };
}

describe('a job’s pages', () => {
  it('go on until a page changes nothing, when time allows', async () => {
    const { page, timeLeft } = pagesTaking(100, [25, 25, 3]);
    expect(await runPages(page, timeLeft(10_000))).toEqual({ changed: 53, pages: 4, finished: true });
  });

  it('stop after the page they are on when less than the margin is left', async () => {
    const { page, timeLeft } = pagesTaking(100, [25, 25, 3]);
    expect(await runPages(page, timeLeft(PAGE_MARGIN_MS + 50))).toEqual({ changed: 25, pages: 1, finished: false });
  });

  it('stop when less than twice the longest page is left, even above the margin', async () => {
    const { page, timeLeft } = pagesTaking(3_000, [25, 25, 3]);
    // 10 s: after the first page 7 s are left (enough for two more 3 s pages); after the second, 4 s (not enough).
    expect(await runPages(page, timeLeft(10_000))).toEqual({ changed: 50, pages: 2, finished: false });
  });
});
