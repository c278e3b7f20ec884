// @vitest-environment happy-dom
// The summary before a wallet charge: the item, its price and the balance after, the warning when given; Confirm and
// Cancel each answer once, and nothing shows while closed.

import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { SERVICES } from '@shared/catalogue';
import { renderWithApp } from '@/testing/render';
import { ConfirmPurchaseDialog } from './confirm-purchase-dialog';

afterEach(cleanup);

const whatsapp = SERVICES.find((service) => service.name === 'WhatsApp')!;

function row(term: string): string | null {
  return screen.getByText(term).nextElementSibling?.textContent ?? null;
}

it('shows the lease, its price, the balance after and the warning; Confirm and Cancel answer', () => {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderWithApp(
    <ConfirmPurchaseDialog
      summary={{
        request: { type: 'lease', service: whatsapp },
        priceCents: 1_499,
        balanceCents: 2_000,
        warning: 'You already rent a number for WhatsApp until 26 Dec 2026.',
      }}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Confirm Purchase' });
  expect(row('Item')).toBe('30-Day Lease: WhatsApp');
  expect(row('Price')).toBe('$14.99');
  expect(row('Balance after')).toBe('$5.01');
  expect(within(dialog).getByRole('alert').textContent).toBe('You already rent a number for WhatsApp until 26 Dec 2026.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
  expect(onConfirm).not.toHaveBeenCalled();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm and Pay' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
});

it('names the eSIM with no warning, and shows nothing while closed', () => {
  const { rerender } = renderWithApp(
    <ConfirmPurchaseDialog
      summary={{ request: { type: 'buy', service: null }, priceCents: 3_000, balanceCents: 3_000, warning: null }}
      onConfirm={vi.fn()}
      onCancel={vi.fn()}
    />,
  );
  expect(row('Item')).toBe('UK eSIM');
  expect(row('Balance after')).toBe('$0.00');
  expect(screen.queryByRole('alert')).toBeNull();
  rerender(<ConfirmPurchaseDialog summary={null} onConfirm={vi.fn()} onCancel={vi.fn()} />);
  expect(screen.queryByText('Item')).toBeNull();
});
