// @vitest-environment happy-dom
// Toasts: shown by the showToast window event, in their kind, gone after 3 s.

import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../lib/window-events';
import { Toaster } from './toaster';

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<Toaster />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows each kind of toast, errors and warnings as alerts, and closes them after 3 s', () => {
    act(() => {
      showToast('Saved', 'success');
      showToast('Nope', 'error');
      showToast('Careful', 'warning');
      showToast('FYI');
    });
    const kinds = [...container.querySelectorAll('[data-toast]')].map((toast) => [toast.getAttribute('data-toast'), toast.getAttribute('role')]);
    expect(kinds).toEqual([
      ['success', 'status'],
      ['error', 'alert'],
      ['warning', 'alert'],
      ['info', 'status'],
    ]);

    act(() => vi.advanceTimersByTime(2_999));
    expect(container.querySelectorAll('[data-toast]')).toHaveLength(4);
    act(() => vi.advanceTimersByTime(1));
    expect(container.querySelectorAll('[data-toast]')).toHaveLength(0);
  });
});
