// The local runtime's time, as every `Date` in a thread reads it: the machine's time plus an offset that only grows,
// shared by the runtime's threads (docs/decisions/049). Handlers read the time as on AWS (`new Date()`, `Date.now()`),
// so the sources and the bundles both follow the local clock without a line of their own.

/** One float64 in shared memory: the offset in milliseconds, written by the runtime's clock, read by every thread. */
export type ClockOffset = Float64Array<SharedArrayBuffer>;

export function newClockOffset(): ClockOffset {
  return new Float64Array(new SharedArrayBuffer(Float64Array.BYTES_PER_ELEMENT));
}

const SHIFTED = Symbol.for('uk-sms-numbers.shifted-date');

/**
 * Replaces this thread's `Date` with one whose "now" is the machine's plus the offset: `Date.now()`, `new Date()` and
 * `Date()`. Every other form (`new Date(ms)`, `Date.parse`, `Date.UTC`) is the machine's own, and dates made before
 * keep their class: the replacement shares `Date.prototype`, so `instanceof Date` holds for both.
 */
export function shiftDate(offset: ClockOffset): void {
  const MachineDate = globalThis.Date;
  if (SHIFTED in MachineDate) return;
  const now = () => MachineDate.now() + offset[0]!;
  function LocalDate(this: unknown, ...args: unknown[]): Date | string {
    if (!new.target) return new MachineDate(now()).toString();
    return args.length === 0
      ? new MachineDate(now())
      : new MachineDate(...(args as ConstructorParameters<DateConstructor>));
  }
  Object.defineProperties(LocalDate, {
    ...Object.getOwnPropertyDescriptors(MachineDate),
    now: { value: now, writable: true, configurable: true },
    [SHIFTED]: { value: true },
  });
  globalThis.Date = LocalDate as unknown as DateConstructor;
}
