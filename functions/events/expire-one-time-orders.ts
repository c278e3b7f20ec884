// Scheduled job: one-time orders with no code after 900 s are cancelled and refunded.

import { expireOneTimeOrders } from '../domain/orders/end-one-time-order.js';
import { createJob } from './core/job.js';

export const handler = createJob('expireOneTimeOrders', expireOneTimeOrders);
