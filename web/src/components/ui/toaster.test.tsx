// @vitest-environment happy-dom
// Toasts: shown by the showToast window event, errors and warnings as alerts, success and info as status messages,
// gone after 3 s.

import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/lib/window-events';
import { Toaster } from './toaster';

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers();
  render(<Toaster />);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const texts = (role: 'alert' | 'status') =>
  screen.queryAllByRole(role, { hidden: true }).map((toast) => toast.textContent?.replace(/×|Dismiss/g, ''));

describe('Toaster', () => {
  it('shows each kind of toast, errors and warnings as alerts, and closes them after 3 s', () => {
    act(() => {
      showToast('Saved', 'success');
      showToast('Nope', 'error');
      showToast('Careful', 'warning');
      showToast('FYI');
    });
    expect(texts('alert')).toEqual(['Nope', 'Careful']);
    expect(texts('status')).toEqual(['Saved', 'FYI']);

    act(() => vi.advanceTimersByTime(2_999));
    expect(texts('alert')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect([...texts('alert'), ...texts('status')]).toEqual([]);
  });
});
