// @vitest-environment happy-dom
// A service's button is named by the service alone, not by its letter badge or with its price (issue 33): the tiles of
// the grid (landing panel, One-Time SMS, dashboard) and the buttons of the 'All Other Services' picker (also the lease
// form's), the price being the button's description.
// A tab shows only the services sold as it (docs/decisions/060).

import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVICES } from '@shared/catalogue';
import { LABELS } from '@shared/messages';
import { renderWithApp } from '@/testing/render';
import { ServiceGrid } from './service-grid';

afterEach(cleanup);

/** What the button's description says (its aria-describedby). */
const description = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent;

describe("a service button's name", () => {
  it('is the service name alone in the grid, with the price as its description', () => {
    renderWithApp(<ServiceGrid services={SERVICES} type="one-time" selectedId={null} onSelect={() => undefined} />);
    const whatsapp = screen.getByRole('button', { name: 'WhatsApp' });
    expect(description(whatsapp)).toBe('$9.99');
    expect(screen.getByRole('button', { name: 'Telegram' })).toBeTruthy();
  });

  it("is the service name alone in the picker, 'All Services' for Other on a lease", () => {
    renderWithApp(<ServiceGrid services={SERVICES} type="lease" selectedId={null} onSelect={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: LABELS.allOtherServices }));
    const picker = screen.getByRole('dialog', { name: LABELS.allOtherServices });
    expect(within(picker).getByRole('button', { name: 'Coinbase' })).toBeTruthy();
    const all = within(picker).getByRole('button', { name: 'All Services' });
    expect(description(all)).toBe('$19.99');
  });
});

describe('the grid of a tab', () => {
  it('shows only the services sold as that tab, in its tiles and its picker', () => {
    const leaseOnly = SERVICES.map((service) =>
      service.name === 'WhatsApp' || service.name === 'Coinbase'
        ? { ...service, offers: ['lease' as const] }
        : { ...service, offers: ['one-time' as const, 'lease' as const, 'buy' as const] },
    );
    renderWithApp(<ServiceGrid services={leaseOnly} type="one-time" selectedId={null} onSelect={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'WhatsApp' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: LABELS.allOtherServices }));
    const picker = screen.getByRole('dialog', { name: LABELS.allOtherServices });
    expect(within(picker).queryByRole('button', { name: 'Coinbase' })).toBeNull();
    cleanup();
    renderWithApp(<ServiceGrid services={leaseOnly} type="lease" selectedId={null} onSelect={() => undefined} />);
    expect(screen.getByRole('button', { name: 'WhatsApp' })).toBeTruthy();
  });
});
