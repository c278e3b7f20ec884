import { afterEach, describe, expect, it, vi } from 'vitest';
import { CallTally } from '../../functions/domain/api-keys/call-tally.js';

describe("a member's calls of the day, written once a window per instance", () => {
  afterEach(() => vi.useRealTimers());

  it('writes the first call at once, the rest of the window when it ends, and loses none', async () => {
    vi.useFakeTimers();
    const writes: [string, string, number][] = [];
    const write = async (userId: string, day: string, count: number) => {
      writes.push([userId, day, count]);
    };
    const tally = new CallTally(5_000);
    await tally.add('u1', '2026-11-26', 0, write);
    expect(writes).toEqual([['u1', '2026-11-26', 1]]);
    for (const at of [100, 200, 300]) expect(tally.add('u1', '2026-11-26', at, write)).toBeUndefined();
    expect(tally.add('u2', '2026-11-26', 300, write)).toBeDefined();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(writes).toEqual([
      ['u1', '2026-11-26', 1],
      ['u2', '2026-11-26', 1],
      ['u1', '2026-11-26', 3],
    ]);
    // A call after the window writes at once what it finds gathered.
    tally.add('u1', '2026-11-26', 5_100, write);
    await tally.add('u1', '2026-11-26', 10_100, write);
    expect(writes.at(-1)).toEqual(['u1', '2026-11-26', 2]);
  });

  it('puts the calls of a failed write back for the next one', async () => {
    vi.useFakeTimers();
    const written: number[] = [];
    let failing = true;
    const write = async (_userId: string, _day: string, count: number) => {
      if (failing) throw new Error('throttled');
      written.push(count);
    };
    const tally = new CallTally(5_000);
    await expect(tally.add('u1', '2026-11-26', 0, write)).rejects.toThrow('throttled');
    tally.add('u1', '2026-11-26', 100, write);
    failing = false;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(written).toEqual([2]);
  });
});
