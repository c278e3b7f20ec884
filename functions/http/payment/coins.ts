// GET /payment/available-coins.php and /payment/coinpayments-coins.php: coins as {value, label}.

import { coinOptions } from '../../../shared/coins.js';
import type { Operation } from '../core/area-handler.js';

const CACHE = { 'cache-control': 'public, max-age=300' };

export const availableCoins: Operation = async () => ({
  body: {
    coins: coinOptions('nowpayments'),
    coinpayments: coinOptions('coinpayments'),
    nowpayments: coinOptions('nowpayments'),
  },
  headers: CACHE,
});

export const coinPaymentsCoins: Operation = async () => ({
  body: { coins: coinOptions('coinpayments') },
  headers: CACHE,
});
