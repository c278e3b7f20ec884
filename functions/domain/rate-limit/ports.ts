// The ports of the fixed-window allowances, implemented in adapters/.

/** One key's current window: where its count is kept and when it ends. */
export interface WindowSlot {
  key: string;
  windowStart: Date;
  windowEnd: Date;
}

/** Atomic counters, one per key and fixed window, removed by TTL once the window is over. */
export interface WindowCounterRepository {
  /** Counts one in the slot unless `max` are counted already (one conditional write); false when full. */
  take(slot: WindowSlot, max: number): Promise<boolean>;
  /** Gives one back (never below zero). */
  giveBack(slot: WindowSlot): Promise<void>;
  /** Forgets the slot's count. */
  clear(slot: WindowSlot): Promise<void>;
}
