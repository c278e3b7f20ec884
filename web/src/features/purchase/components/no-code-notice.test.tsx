// @vitest-environment happy-dom
// An anonymous buyer is told what happens if no code arrives within the number's 15 minutes (issue 33): before paying,
// in the crypto payment dialog of a one-time order, and while the number waits (the Refund Policy: legal/components).

import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVICES } from '@shared/catalogue';
import { MESSAGES } from '@shared/messages';
import { renderWithApp } from '@/testing/render';
import { useTestServer } from '@/testing/server';
import { NumberCodeCard } from '@/components/number-code-card';
import { CryptoPaymentDialog } from './crypto-payment-dialog';

useTestServer();
afterEach(cleanup);

const WHATSAPP = SERVICES.find((service) => service.name === 'WhatsApp')!;
const NO_CODE =
  'If no code arrives within 15 minutes, the order is cancelled and the number released. Contact support within 24 hours with your order ID for a refund.';

describe('what happens if no code arrives', () => {
  it("is the product's rule in the spec's figures", () => {
    expect(MESSAGES.anonymousNoCode).toBe(NO_CODE);
  });

  it('is said before paying for a one-time number, not for a lease', () => {
    const { unmount } = renderWithApp(
      <CryptoPaymentDialog
        request={{ type: 'one-time', service: WHATSAPP }}
        onClose={() => undefined}
        onStarted={() => undefined}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Pay with crypto' }).textContent).toContain(NO_CODE);
    unmount();
    renderWithApp(
      <CryptoPaymentDialog
        request={{ type: 'lease', service: WHATSAPP, email: 'me@example.com' }}
        onClose={() => undefined}
        onStarted={() => undefined}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Pay with crypto' }).textContent).not.toContain(NO_CODE);
  });

  it('is said while the number waits, and no longer once the code is in', () => {
    const number = {
      phoneNumber: '+447700900123',
      code: null,
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
      caption: 'WhatsApp · one number, one code',
      otherMessages: [],
      ifNoCode: MESSAGES.anonymousNoCode,
    };
    const { unmount } = renderWithApp(<NumberCodeCard number={number} />);
    expect(screen.getByText(NO_CODE)).toBeTruthy();
    unmount();
    renderWithApp(<NumberCodeCard number={{ ...number, code: '123456' }} />);
    expect(screen.getByRole('heading', { name: 'SMS Received Successfully' })).toBeTruthy();
    expect(screen.queryByText(NO_CODE)).toBeNull();
  });
});
