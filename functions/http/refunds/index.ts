// The refunds area's Lambda (docs/decisions/063, 064): an anonymous buyer taking back what their order owes them, as
// wallet credit or as a payout to their own address.

import { createAreaHandler } from '../core/area-handler.js';
import { claimRefund } from './claim-refund.js';
import { getPayoutQuote, requestPayoutOperation } from './payout.js';

export const handler = createAreaHandler('refunds', {
  'refunds.claim': claimRefund,
  'refunds.payoutQuote': getPayoutQuote,
  'refunds.payout': requestPayoutOperation,
});
