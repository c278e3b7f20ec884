// The refunds area's Lambda (docs/decisions/063): an anonymous buyer taking back what their order owes them.

import { createAreaHandler } from '../core/area-handler.js';
import { claimRefund } from './claim-refund.js';

export const handler = createAreaHandler('refunds', {
  'refunds.claim': claimRefund,
});
