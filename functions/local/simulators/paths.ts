// Where the outside parties' simulators live on the local origin.

export const SIMULATOR_PREFIX = '/_sim/';

export const SIMULATOR_PATHS = {
  /** Each payment simulator's index: its recent payments with their actions. */
  coinpayments: '/_sim/coinpayments/',
  coinpaymentsApi: '/_sim/coinpayments/api.php',
  coinpaymentsCheckout: '/_sim/coinpayments/checkout/',
  /** Its withdrawals (docs/decisions/064): the payouts made, with buttons to complete or fail each, and their faults. */
  coinpaymentsWithdrawals: '/_sim/coinpayments/withdrawals/',
  coinpaymentsWithdrawalFaults: '/_sim/coinpayments/withdrawal-faults',
  nowpayments: '/_sim/nowpayments/',
  nowpaymentsApi: '/_sim/nowpayments/v1',
  nowpaymentsCheckout: '/_sim/nowpayments/checkout/',
  /** Its payouts (docs/decisions/065): a page with each payout's Complete and Fail, and the next payout calls' faults. */
  nowpaymentsPayouts: '/_sim/nowpayments/payouts',
  nowpaymentsPayoutFaults: '/_sim/nowpayments/payouts/faults',
  smsSupplier: '/_sim/sms/',
  /** The carrier (docs/decisions/061): its page of numbers bought and released, its REST and Pricing APIs, its faults. */
  twilio: '/_sim/twilio/',
  twilioApi: '/_sim/twilio/api',
  twilioPricing: '/_sim/twilio/pricing',
  twilioFaults: '/_sim/twilio/faults',
  /** SES's bounces and complaints (docs/decisions/056): a page, and a JSON route taking SES's own event. */
  ses: '/_sim/ses/',
  sesApi: '/_sim/ses/api',
  /** The local clock's page, and its JSON API (docs/decisions/049). */
  clock: '/_sim/clock/',
  clockApi: '/_sim/clock/api',
} as const;
