// POST /anonymous/refund/payout-quote.php and /anonymous/refund/payout.php {order_id, coin, address}: the terms of a
// payout of what an anonymous order owes to the buyer's own address, then the payout (docs/decisions/064). The order's
// unguessable id is the key, as on the order's page.

import { payoutBody } from '../../../shared/schemas/refunds.js';
import { payoutView } from '../../domain/refunds/payout.js';
import { quotePayout, requestPayout } from '../../domain/refunds/payout-to-address.js';
import type { Operation } from '../core/area-handler.js';
import { jsonBody } from '../core/request.js';

export const getPayoutQuote: Operation = async (request, deps) => {
  const { order_id, coin, address } = jsonBody(request, payoutBody);
  const quote = await quotePayout(deps, order_id, coin, address);
  return {
    body: {
      quote: {
        coin: quote.coin,
        network: quote.network,
        address: quote.address,
        amount_coin: quote.amountCoin,
        fee_coin: quote.feeCoin,
        receive_coin: quote.receiveCoin,
      },
    },
  };
};

export const requestPayoutOperation: Operation = async (request, deps) => {
  const { order_id, coin, address } = jsonBody(request, payoutBody);
  const { owed, payout } = await requestPayout(deps, order_id, coin, address);
  return { body: { state: owed.state, payout: payoutView(payout) } };
};
