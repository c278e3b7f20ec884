// GET /users/available-coins.php?method=both: each provider's coins as {value, label}.

import { coinOptions } from '../../../shared/coins.js';
import type { Operation } from '../core/area-handler.js';

export const listAvailableCoins: Operation = async () => ({
  body: { coinpayments: coinOptions('coinpayments'), nowpayments: coinOptions('nowpayments') },
  headers: { 'cache-control': 'private, max-age=300' },
});
