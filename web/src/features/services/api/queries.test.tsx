// @vitest-environment happy-dom
// The catalogue on screen: the live list when the call answers; the built-in catalogue and 'Failed to load services'
// when it fails.

import { cleanup, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVICES } from '@shared/catalogue';
import { answer, failure } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server, useTestServer } from '@/testing/server';
import { ServiceList } from '../components/service-list';
import { useServices } from './queries';

useTestServer();

const whatsapp = {
  id: 1,
  name: 'WhatsApp',
  icon: 'whatsapp',
  color: '#25D366',
  price_cents: 899,
  lease_price_cents: 1499,
};

function Services() {
  return <ServiceList services={useServices()} />;
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useServices', () => {
  it('shows the built-in catalogue, then the live list', async () => {
    server.use(answer('services.list', () => HttpResponse.json({ success: true, services: [whatsapp] })));
    renderWithApp(<Services />);
    expect(screen.getAllByRole('listitem')).toHaveLength(SERVICES.length);
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('listitem').textContent).toContain('WhatsApp');
  });

  it("keeps the built-in catalogue and says 'Failed to load services' when the call fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(answer('services.list', () => failure(500, 'down')));
    renderWithApp(<Services />);
    expect(await screen.findByRole('alert', {}, { timeout: 3_000 })).toHaveProperty(
      'textContent',
      expect.stringContaining('Failed to load services'),
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(SERVICES.length);
  });
});
