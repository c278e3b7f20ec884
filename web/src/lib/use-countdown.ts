// The display clocks: seconds left until a moment, ticking every second (the number panel's mm:ss countdown from 900 s,
// docs/decisions/015 "Flows"), and the time now, read again at an interval (the status page's 'Last updated').

import { useEffect, useState } from 'react';

export function secondsUntil(iso: string, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));
}

/** 900 → '15:00', 65 → '01:05'. */
export function formatCountdown(seconds: number): string {
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** null when there is nothing to count down to. */
export function useCountdown(until: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, [until]);
  return until ? secondsUntil(until, now) : null;
}

/** The time now, read again every `intervalMs`; null until mounted, so prerendered HTML carries none. */
export function useNow(intervalMs: number): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
