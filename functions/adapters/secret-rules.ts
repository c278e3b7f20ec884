// Which secrets the functions use, and when a value is fit to use: shared by the secret reader and infra's synth warnings.

/**
 * Every secret, by the setting that holds it locally. In AWS each is its own Secrets Manager secret, whose ARN a
 * function gets as `<NAME>_ARN` only if it uses it (docs/decisions/009).
 */
export const SECRET_NAMES = [
  'JWT_SECRET',
  'COINPAYMENTS_PRIVATE_KEY',
  'COINPAYMENTS_IPN_SECRET',
  'NOWPAYMENTS_API_KEY',
  'NOWPAYMENTS_IPN_SECRET',
  /** The NOWPayments account's password and two-factor secret (base32), for its payout API (docs/decisions/065). */
  'NOWPAYMENTS_PAYOUT_PASSWORD',
  'NOWPAYMENTS_PAYOUT_2FA_SECRET',
  /** The SMS supplier's auth token: it keys the X-Twilio-Signature of its webhooks. */
  'SMS_SUPPLIER_AUTH_TOKEN',
  /** The carrier's auth token, for its REST API (docs/decisions/061): Twilio's account auth token, as above. */
  'TWILIO_AUTH_TOKEN',
  /** What CloudFront sends the API in ORIGIN_SECRET_HEADER, so that a request that bypassed it is refused. */
  'ORIGIN_SECRET',
] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

/** What is refused while a secret is unusable. */
export const SECRET_PURPOSE: Record<SecretName, string> = {
  JWT_SECRET: 'signing in (no session is signed or checked)',
  COINPAYMENTS_PRIVATE_KEY: 'opening a CoinPayments checkout',
  COINPAYMENTS_IPN_SECRET: 'the CoinPayments webhook (503)',
  NOWPAYMENTS_API_KEY: 'opening a NOWPayments checkout',
  NOWPAYMENTS_IPN_SECRET: 'the NOWPayments webhook (503)',
  NOWPAYMENTS_PAYOUT_PASSWORD: 'sending money owed through NOWPayments payouts',
  NOWPAYMENTS_PAYOUT_2FA_SECRET: 'sending money owed through NOWPayments payouts',
  SMS_SUPPLIER_AUTH_TOKEN: 'the SMS supplier webhook (503)',
  TWILIO_AUTH_TOKEN: 'buying and releasing numbers at the carrier',
  ORIGIN_SECRET: 'every API request (503)',
};

/** The header CloudFront adds to every request it forwards to the API, holding ORIGIN_SECRET (docs/decisions/027). */
export const ORIGIN_SECRET_HEADER = 'x-origin-verify';

/** What a secret an operator fills in by hand holds until then; any value starting with it is unusable. */
export const SECRET_PLACEHOLDER = 'REPLACE_ME';

/** The shortest usable value: a key anyone could guess signs nothing. HS256 wants a 256-bit key for the JWT. */
const SECRET_MIN_LENGTH: Record<SecretName, number> = {
  JWT_SECRET: 32,
  COINPAYMENTS_PRIVATE_KEY: 16,
  COINPAYMENTS_IPN_SECRET: 16,
  NOWPAYMENTS_API_KEY: 16,
  NOWPAYMENTS_IPN_SECRET: 16,
  NOWPAYMENTS_PAYOUT_PASSWORD: 8,
  /** 80 bits in base32, the least an authenticator app's secret has. */
  NOWPAYMENTS_PAYOUT_2FA_SECRET: 16,
  SMS_SUPPLIER_AUTH_TOKEN: 16,
  TWILIO_AUTH_TOKEN: 16,
  ORIGIN_SECRET: 32,
};

/** Why a value cannot be used as this secret, or null when it can. */
export function secretProblem(name: SecretName, value: string | undefined): string | null {
  if (!value) return `${name} is not set`;
  if (value.startsWith(SECRET_PLACEHOLDER)) return `${name} is still the placeholder ${SECRET_PLACEHOLDER}`;
  if (value.length < SECRET_MIN_LENGTH[name]) return `${name} is shorter than ${SECRET_MIN_LENGTH[name]} characters`;
  return null;
}
