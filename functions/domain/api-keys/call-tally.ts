// A member's public API calls for the day, counted in this function instance's memory and written by one atomic add
// per member at most once a window (docs/decisions/035 "Polls"): a tool polling ten times a second costs the table
// one write per window, not one per call. The first call a member makes on an instance is written at once.

/** How long an instance gathers a member's calls before it writes them. */
export const CALL_TALLY_WINDOW_MS = 5_000;

/** Tallies kept before the written-out ones are dropped: a bound on memory, whatever the number of members. */
const MAX_TALLIES = 10_000;

type Write = (userId: string, day: string, count: number) => Promise<void>;

interface Tally {
  userId: string;
  day: string;
  count: number;
  /** When this instance last wrote the member's calls, ms. */
  writtenAt: number;
  timer: ReturnType<typeof setTimeout> | null;
  /** The write of the latest call's dependencies. */
  write: Write;
}

export class CallTally {
  private readonly tallies = new Map<string, Tally>();

  constructor(private readonly windowMs = CALL_TALLY_WINDOW_MS) {}

  /**
   * Counts one call. Returns the write when this call makes one (a window has passed since the last), else nothing:
   * the window's calls are then written when it ends. A write that fails puts its calls back for the next one.
   */
  add(userId: string, day: string, nowMs: number, write: Write): Promise<void> | undefined {
    const key = `${userId}|${day}`;
    let tally = this.tallies.get(key);
    if (!tally) {
      if (this.tallies.size >= MAX_TALLIES) this.dropWritten();
      tally = { userId, day, count: 0, writtenAt: -Infinity, timer: null, write };
      this.tallies.set(key, tally);
    }
    tally.write = write;
    tally.count += 1;
    if (nowMs - tally.writtenAt >= this.windowMs) return this.flush(tally, nowMs);
    this.arm(tally);
    return undefined;
  }

  /** The window's last calls are written when it ends, even if the member calls no more on this instance. */
  private arm(tally: Tally): void {
    if (tally.timer || tally.count === 0) return;
    // Written as at the window's end, on the calls' own clock; a failed write is tried again a window later.
    tally.timer = setTimeout(
      () => this.flush(tally, tally.writtenAt + this.windowMs).catch(() => this.arm(tally)),
      this.windowMs,
    );
    tally.timer.unref?.();
  }

  private async flush(tally: Tally, nowMs: number): Promise<void> {
    if (tally.timer) clearTimeout(tally.timer);
    tally.timer = null;
    const count = tally.count;
    tally.count = 0;
    tally.writtenAt = nowMs;
    try {
      await tally.write(tally.userId, tally.day, count);
    } catch (error) {
      tally.count += count;
      throw error;
    }
  }

  /** Drops the tallies with nothing left to write: forgetting them loses no call. */
  private dropWritten(): void {
    for (const [key, tally] of this.tallies) if (tally.count === 0) this.tallies.delete(key);
  }
}
