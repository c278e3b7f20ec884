// Typed settings, read from the environment once and checked with zod; nothing else reads process.env.

import * as z from 'zod';

const settingsSchema = z.object({
  STAGE: z.string().default('local'),
  TABLE_NAME: z.string().min(3),
  /** Set locally to DynamoDB Local's address; unset in AWS. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  /** Set locally to the SES emulator's address; unset in AWS. */
  SES_ENDPOINT: z.url().optional(),
  AWS_REGION: z.string().default('eu-west-2'),
  PUBLIC_URL: z.url(),
  MAIL_FROM: z.email(),
  /**
   * The SES configuration set every email is sent with, whose event destination brings its bounces and complaints back
   * (docs/decisions/056); set in AWS for the functions that send, and locally (the emulator ignores it).
   */
  SES_CONFIGURATION_SET: z.string().min(1).max(64).optional(),
  /**
   * Locally each secret is its own setting; in AWS a function gets `<NAME>_ARN`, the Secrets Manager secret holding
   * it, for the secrets it uses only. functions/adapters/secrets.ts reads them and refuses unusable values.
   */
  JWT_SECRET: z.string().optional(),
  COINPAYMENTS_PRIVATE_KEY: z.string().optional(),
  COINPAYMENTS_IPN_SECRET: z.string().optional(),
  NOWPAYMENTS_API_KEY: z.string().optional(),
  NOWPAYMENTS_IPN_SECRET: z.string().optional(),
  NOWPAYMENTS_PAYOUT_PASSWORD: z.string().optional(),
  NOWPAYMENTS_PAYOUT_2FA_SECRET: z.string().optional(),
  SMS_SUPPLIER_AUTH_TOKEN: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  ORIGIN_SECRET: z.string().optional(),
  JWT_SECRET_ARN: z.string().optional(),
  COINPAYMENTS_PRIVATE_KEY_ARN: z.string().optional(),
  COINPAYMENTS_IPN_SECRET_ARN: z.string().optional(),
  NOWPAYMENTS_API_KEY_ARN: z.string().optional(),
  NOWPAYMENTS_IPN_SECRET_ARN: z.string().optional(),
  NOWPAYMENTS_PAYOUT_PASSWORD_ARN: z.string().optional(),
  NOWPAYMENTS_PAYOUT_2FA_SECRET_ARN: z.string().optional(),
  SMS_SUPPLIER_AUTH_TOKEN_ARN: z.string().optional(),
  TWILIO_AUTH_TOKEN_ARN: z.string().optional(),
  ORIGIN_SECRET_ARN: z.string().optional(),
  /**
   * What seals two-factor secrets (docs/decisions/042): in AWS the KMS key's ARN, given only to the functions that
   * seal or open them; locally a 32-byte key in base64, generated into the data folder at first start.
   */
  TWO_FACTOR_KEY_ID: z.string().optional(),
  TWO_FACTOR_LOCAL_KEY: z.string().optional(),
  /**
   * Whether an API request must carry CloudFront's origin header holding ORIGIN_SECRET (docs/decisions/027 "Edge").
   * On unless turned off: only the local runtime, which has no CloudFront in front, turns it off.
   */
  ORIGIN_CHECK: z.enum(['on', 'off']).default('on'),
  /** Secure cookies everywhere but on http://localhost. */
  COOKIE_SECURE: z.enum(['true', 'false']).transform((value) => value === 'true'),
  LOG_LEVEL: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']).default('INFO'),
  /**
   * Where the client's address comes from (docs/decisions/010): the connection ('socket', locally) or CloudFront's
   * `CloudFront-Viewer-Address` header ('cloudfront', set by the CDK app), which only CloudFront may be trusted to set.
   */
  CLIENT_ADDRESS_SOURCE: z.enum(['socket', 'cloudfront']).default('socket'),
  /**
   * scrypt's cost for new password hashes, as log2 N (docs/decisions/010): OWASP's 17 on every deployed stage; the
   * test stacks lower it to 14, the cost the bounds still admit, because hashing is most of their CPU
   * (docs/decisions/049). Below 17 only where STAGE is local.
   */
  PASSWORD_HASH_LOG2N: z.coerce.number().int().min(14).max(17).default(17),
  /** Multiplies every per-address allowance; the test stacks raise it because all their requests share 127.0.0.1. */
  ADDRESS_LIMIT_SCALE: z.coerce.number().int().min(1).default(1),
  /** Rows read per page while a CSV export is written (docs/decisions/040); the tests lower it to cross pages. */
  EXPORT_PAGE_SIZE: z.coerce.number().int().min(1).max(1000).default(200),
  EVENT_BUS_NAME: z.string().min(1),
  /** Set locally to the EventBridge emulator's address; unset in AWS. */
  EVENTBRIDGE_ENDPOINT: z.url().optional(),
  /** Set locally to the event bus's emulation of SQS (the same address as EVENTBRIDGE_ENDPOINT); unset in AWS. */
  SQS_ENDPOINT: z.url().optional(),
  /**
   * The tryWebhook consumer's queue, which wakes a customer webhook's next try on time (docs/decisions/048 "Tries on
   * time"); set only for the functions that make tries.
   */
  TRY_WEBHOOK_QUEUE_URL: z.url().optional(),
  /**
   * The WebSocket API's management endpoint, where pushes are posted (`https://<api>.execute-api.<region>.amazonaws.com/
   * <stage>`; locally the local server's emulation of it). Unset in a function that pushes nothing (docs/decisions/041).
   */
  PUSH_ENDPOINT: z.url().optional(),
  /** The full URL of CoinPayments' api.php (locally, its simulator). */
  COINPAYMENTS_API_URL: z.url(),
  COINPAYMENTS_MERCHANT_ID: z.string().min(1),
  COINPAYMENTS_PUBLIC_KEY: z.string().min(1),
  /**
   * The providers whose payouts of money owed to anonymous buyers are offered (docs/decisions/064), a comma list;
   * empty (the default), none is: the `address` way is not offered and no payout is asked for.
   */
  PAYOUT_PROVIDERS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(['coinpayments']))),
  /** NOWPayments' API base ending in /v1 (locally, its simulator). */
  NOWPAYMENTS_API_URL: z.url(),
  /**
   * The NOWPayments account that signs in to its payout API (docs/decisions/065); its password and two-factor secret
   * are secrets. Empty: no NOWPayments payout is asked for.
   */
  NOWPAYMENTS_PAYOUT_EMAIL: z.union([z.literal(''), z.email()]).default(''),
  /**
   * The carrier's account (docs/decisions/061): unset or empty, nothing is bought or released (the test stacks);
   * locally the Twilio simulator's. Its auth token is the secret TWILIO_AUTH_TOKEN.
   */
  TWILIO_ACCOUNT_SID: z
    .union([z.literal(''), z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'Expected AC and 32 hex digits')])
    .optional(),
  /** The regulatory bundle and address every UK number is bought with. */
  TWILIO_BUNDLE_SID: z.string().default(''),
  TWILIO_ADDRESS_SID: z.string().default(''),
  /** Twilio's REST and Pricing API origins (locally, its simulator). */
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
  TWILIO_PRICING_URL: z.url().default('https://pricing.twilio.com'),
});

/** A test stack's cheaper password cost never reaches a deployed stage. */
const checkedSettings = settingsSchema.refine(
  (settings) => settings.PASSWORD_HASH_LOG2N === 17 || settings.STAGE === 'local',
  { path: ['PASSWORD_HASH_LOG2N'], message: 'below 17 only where STAGE is local' },
);

export type Settings = z.infer<typeof settingsSchema>;

let cached: Settings | undefined;

/** The settings, parsed on first use; a bad environment fails with a readable list. */
export function settings(): Settings {
  if (cached) return cached;
  const parsed = checkedSettings.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  cached = parsed.data;
  return cached;
}
