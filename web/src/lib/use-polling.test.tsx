// @vitest-environment happy-dom
// The polling hook: a check at once, then every 5 s until done, failures logged without stopping, a limit of 1800 s.

import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_LIMIT_S } from '../../../shared/constants';
import { usePolling, type PollingState } from './use-polling';

interface Answer {
  status: string;
}

let container: HTMLElement;
let root: Root;
let seen: PollingState<Answer>;
let check: ReturnType<typeof vi.fn<(signal: AbortSignal) => Promise<Answer>>>;

function Probe({ id }: { id: string | null }) {
  seen = usePolling({
    key: id,
    check,
    isDone: (answer) => answer.status === 'completed',
    intervalMs: PAYMENT_POLL_INTERVAL_MS,
    limitMs: PAYMENT_POLL_LIMIT_S * 1000,
  });
  return null;
}

/** Lets the pending check settle and React render its answer. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers();
  check = vi.fn(async () => ({ status: 'pending' }));
  container = document.createElement('div');
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('usePolling', () => {
  it('checks at once, then every 5 s, and stops when the answer says done', async () => {
    await act(async () => root.render(<Probe id="pay-1" />));
    expect(check).toHaveBeenCalledTimes(1);
    expect(seen).toEqual({ status: 'polling', data: { status: 'pending' } });

    await advance(PAYMENT_POLL_INTERVAL_MS - 1);
    expect(check).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(check).toHaveBeenCalledTimes(2);

    check.mockResolvedValue({ status: 'completed' });
    await advance(PAYMENT_POLL_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(3);
    expect(seen).toEqual({ status: 'done', data: { status: 'completed' } });

    await advance(PAYMENT_POLL_INTERVAL_MS * 10);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('logs a failed check and keeps polling', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    check.mockRejectedValueOnce(new Error('network down'));
    await act(async () => root.render(<Probe id="pay-1" />));
    expect(logged).toHaveBeenCalledTimes(1);
    expect(seen).toEqual({ status: 'polling', data: null });

    await advance(PAYMENT_POLL_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(2);
    expect(seen).toEqual({ status: 'polling', data: { status: 'pending' } });
  });

  it('gives up after 1800 s with the last answer', async () => {
    await act(async () => root.render(<Probe id="pay-1" />));
    await advance(PAYMENT_POLL_LIMIT_S * 1000);
    // At once, then every 5 s up to and including the 1800th second.
    expect(check).toHaveBeenCalledTimes(PAYMENT_POLL_LIMIT_S / (PAYMENT_POLL_INTERVAL_MS / 1000) + 1);
    expect(seen).toEqual({ status: 'timedOut', data: { status: 'pending' } });

    await advance(PAYMENT_POLL_INTERVAL_MS * 10);
    expect(check).toHaveBeenCalledTimes(361);
  });

  it('polls nothing without a key, stops when unmounted, and starts over for a new key', async () => {
    await act(async () => root.render(<Probe id={null} />));
    await advance(PAYMENT_POLL_INTERVAL_MS * 3);
    expect(check).not.toHaveBeenCalled();
    expect(seen).toEqual({ status: 'idle' });

    await act(async () => root.render(<Probe id="pay-1" />));
    check.mockResolvedValue({ status: 'completed' });
    await advance(PAYMENT_POLL_INTERVAL_MS);
    expect(seen.status).toBe('done');

    check.mockResolvedValue({ status: 'pending' });
    await act(async () => root.render(<Probe id="pay-2" />));
    expect(seen).toEqual({ status: 'polling', data: { status: 'pending' } });
    expect(check).toHaveBeenCalledTimes(3);

    act(() => root.unmount());
    await advance(PAYMENT_POLL_INTERVAL_MS * 3);
    expect(check).toHaveBeenCalledTimes(3);
    root = createRoot(container);
  });
});
