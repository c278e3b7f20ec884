// @vitest-environment happy-dom
// The landing page's service list: loading state, prices from cents, and the spec's failure message.

import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceList } from './service-list';

const whatsapp = { id: 1, name: 'WhatsApp', icon: 'whatsapp', color: '#25D366', price_cents: 999, lease_price_cents: 1499 };

let container: HTMLElement;
let root: Root;

function respondWith(status: number, body: unknown) {
  let respond!: () => void;
  const answered = new Promise<Response>((resolve) => {
    respond = () => resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => answered));
  return respond;
}

async function renderList() {
  await act(async () => {
    root.render(<ServiceList />);
  });
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ServiceList', () => {
  it('announces loading, then lists each service with its one-time and lease prices in dollars', async () => {
    const respond = respondWith(200, { success: true, services: [whatsapp] });
    await renderList();

    expect(container.querySelector('[role="status"]')?.textContent).toContain('Loading services');

    await act(async () => respond());

    const tile = container.querySelector('li');
    expect(tile?.textContent).toContain('WhatsApp');
    expect(tile?.textContent).toContain('One-time$9.99');
    expect(tile?.textContent).toContain('30-day lease$14.99');
  });

  it("shows 'Failed to load services' when the catalogue cannot be loaded", async () => {
    const respond = respondWith(500, { success: false, error: 'Something went wrong on our side. Please try again later.' });
    await renderList();

    await act(async () => respond());

    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Failed to load services');
    expect(console.error).toHaveBeenCalled();
  });
});
