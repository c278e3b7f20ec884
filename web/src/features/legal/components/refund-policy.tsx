// The Refund Policy (docs/decisions/015 "Constants"), with what happens to a one-time number whose code does not come
// (docs/decisions/013 "Numbers"): the spec fixes the policy's terms, not the page's whole text.

import {
  NUMBER_COUNTDOWN_S,
  REFUND_CLAIM_WINDOW_HOURS,
  REFUND_INVESTIGATION_HOURS,
  REFUND_PROCESSING_BUSINESS_DAYS,
} from '@shared/constants';
import { LegalPage } from './legal-page';

export function RefundPolicy() {
  return (
    <LegalPage
      page="refund"
      title="Refund Policy"
      sections={[
        {
          title: 'When we refund',
          body: (
            <>
              <p>Numbers and codes are delivered at once, so purchases are not refunded, except for:</p>
              <ul className="list-disc space-y-2 pl-5">
                <li>a system error on our side;</li>
                <li>a duplicate payment;</li>
                <li>a service that was not delivered.</li>
              </ul>
              <p>
                A one-time number waits {NUMBER_COUNTDOWN_S / 60} minutes for its code. If no code arrives in that time,
                the order is cancelled and its number released, as a service not delivered: a member's price goes back
                to the wallet at once; an anonymous buyer contacts support with the order ID, as below, for a refund.
              </p>
            </>
          ),
        },
        {
          title: 'How to ask',
          body: <p>Contact support within {REFUND_CLAIM_WINDOW_HOURS} hours of the purchase, with your order ID.</p>,
        },
        {
          title: 'What happens next',
          body: (
            <p>
              We investigate within {REFUND_INVESTIGATION_HOURS} hours. Approved refunds are processed in{' '}
              {REFUND_PROCESSING_BUSINESS_DAYS} business days.
            </p>
          ),
        },
      ]}
    />
  );
}
