// @vitest-environment happy-dom
// The catalogue hook: the live list when the call answers; the built-in catalogue and 'Failed to load services' when it fails.

import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVICES } from '../../../../../shared/catalogue';
import type { Service } from '../../../../../shared/schemas/services';
import { useServices } from './get-services';

const whatsapp = { id: 1, name: 'WhatsApp', icon: 'whatsapp', color: '#25D366', price_cents: 899, lease_price_cents: 1499 };

let container: HTMLElement;
let root: Root;
let seen: Service[] = [];

function Probe() {
  seen = useServices();
  return null;
}

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })));
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  container = document.createElement('div');
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useServices', () => {
  it('starts from the built-in catalogue, then shows the live list', async () => {
    answer(200, { success: true, services: [whatsapp] });
    await act(async () => root.render(<Probe />));
    expect(seen).toEqual([whatsapp]);
  });

  it("keeps the built-in catalogue and says 'Failed to load services' when the call fails", async () => {
    answer(500, { success: false, error: 'down' });
    const toasts: unknown[] = [];
    const listener = (event: Event) => toasts.push((event as CustomEvent).detail);
    window.addEventListener('showToast', listener);
    await act(async () => root.render(<Probe />));
    window.removeEventListener('showToast', listener);
    expect(seen).toBe(SERVICES);
    expect(toasts).toEqual([{ message: 'Failed to load services', type: 'error' }]);
  });
});
