// @vitest-environment happy-dom
// Polling through the query layer: a check at once, then every 5 s until the answer says done; a failed check is
// logged and polling goes on; nothing is asked after 1800 s, and the screen learns that the limit passed.

import { renderHook, act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_LIMIT_S } from '@shared/constants';
import { ApiError } from '../api-client';
import { queryClient } from './client';
import { usePolledQuery } from './polling';
import { QueryProvider } from './provider';

const wrapper = ({ children }: { children: ReactNode }) => <QueryProvider>{children}</QueryProvider>;
let check: ReturnType<typeof vi.fn<() => Promise<{ status: string }>>>;

function follow() {
  return renderHook(
    () =>
      usePolledQuery(
        { queryKey: ['payment', 'test'], queryFn: check },
        {
          isDone: (answer) => answer.status === 'completed',
          intervalMs: PAYMENT_POLL_INTERVAL_MS,
          limitMs: PAYMENT_POLL_LIMIT_S * 1000,
        },
      ),
    { wrapper },
  );
}

/** Moves the clock on, then lets the answers of the checks it started reach the screen. */
const advance = async (ms: number) => {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await act(() => vi.advanceTimersByTimeAsync(0));
};

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers();
  check = vi.fn(async () => ({ status: 'pending' }));
});

afterEach(() => {
  queryClient.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('usePolledQuery', () => {
  it('checks at once, then every 5 s, and stops when the answer says done', async () => {
    const { result, unmount } = follow();
    await advance(0);
    expect(check).toHaveBeenCalledTimes(1);
    expect(result.current).toEqual({ data: { status: 'pending' }, done: false, timedOut: false });

    await advance(PAYMENT_POLL_INTERVAL_MS - 1);
    expect(check).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(check).toHaveBeenCalledTimes(2);

    check.mockResolvedValue({ status: 'completed' });
    await advance(PAYMENT_POLL_INTERVAL_MS);
    await vi.waitFor(() => expect(result.current.done).toBe(true));
    await advance(PAYMENT_POLL_INTERVAL_MS * 10);
    expect(check).toHaveBeenCalledTimes(3);
    unmount();
  });

  it('logs a failed check, keeps the last answer and goes on polling', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result, unmount } = follow();
    await advance(0);
    check.mockRejectedValue(new ApiError(502, 'Bad gateway'));
    // A 5xx is asked once more a second later before it counts as failed.
    await advance(PAYMENT_POLL_INTERVAL_MS + 1_000);
    expect(logged).toHaveBeenCalled();
    expect(result.current.data).toEqual({ status: 'pending' });

    check.mockResolvedValue({ status: 'completed' });
    await advance(PAYMENT_POLL_INTERVAL_MS);
    await vi.waitFor(() => expect(result.current.done).toBe(true));
    unmount();
  });

  it('asks nothing after 1800 s and says the limit passed', async () => {
    const { result, unmount } = follow();
    await advance(PAYMENT_POLL_LIMIT_S * 1000);
    const asked = check.mock.calls.length;
    expect(asked).toBe((PAYMENT_POLL_LIMIT_S * 1000) / PAYMENT_POLL_INTERVAL_MS);
    await vi.waitFor(() => expect(result.current.timedOut).toBe(true));
    await advance(PAYMENT_POLL_INTERVAL_MS * 10);
    expect(check).toHaveBeenCalledTimes(asked);
    unmount();
  });
});
