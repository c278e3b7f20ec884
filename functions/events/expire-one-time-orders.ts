// Scheduled job: one-time orders with no code after 900 s are cancelled and refunded; each run, once a minute, also
// samples the numbers for sale (StockAvailable, docs/decisions/029 "Metrics").

import { expireOneTimeOrders } from '../domain/orders/end-one-time-order.js';
import { sampleStockAvailable } from '../domain/stock/stock-stats.js';
import { createJob } from './core/job.js';

export const handler = createJob('expireOneTimeOrders', expireOneTimeOrders, sampleStockAvailable);
