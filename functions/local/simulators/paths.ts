// Where the outside parties' simulators live on the local origin.

export const SIMULATOR_PREFIX = '/_sim/';

export const SIMULATOR_PATHS = {
  /** Each payment simulator's index: its recent payments with their actions. */
  coinpayments: '/_sim/coinpayments/',
  coinpaymentsApi: '/_sim/coinpayments/api.php',
  coinpaymentsCheckout: '/_sim/coinpayments/checkout/',
  nowpayments: '/_sim/nowpayments/',
  nowpaymentsApi: '/_sim/nowpayments/v1',
  nowpaymentsCheckout: '/_sim/nowpayments/checkout/',
  smsSupplier: '/_sim/sms/',
  /** The local clock's page, and its JSON API (docs/decisions/049). */
  clock: '/_sim/clock/',
  clockApi: '/_sim/clock/api',
} as const;
