// The documented local defaults (docs/decisions/013 "Running it", docs/decisions/011): used only by `npm start`, the
// ops command and tests.
// None of these values is a real secret; AWS reads its secrets from Secrets Manager instead.

import { isIP } from 'node:net';
import path from 'node:path';
import { localQueueUrl } from './local-queues.js';
import { SIMULATOR_PATHS } from './simulators/paths.js';

export interface LocalPorts {
  port: number;
  dynamodbPort: number;
  sesPort: number;
  eventBridgePort: number;
  /** The local WebSocket API's management endpoint (functions/local/push-sockets.ts). */
  pushPort: number;
}

export const LOCAL_DEFAULTS = {
  /** The local server listens on loopback only; HOST=0.0.0.0 (inside a container, say) opens it to the network. */
  HOST: '127.0.0.1',
  PORT: '3000',
  DATA_DIR: '.local',
  SES_PORT: '8005',
  TABLE_NAME: 'uk-sms-local',
  AWS_REGION: 'eu-west-2',
  MAIL_FROM: 'no-reply@uk-sms.local',
  SES_CONFIGURATION_SET: 'uk-sms-local',
  JWT_SECRET: 'local-development-jwt-secret-not-for-production-use',
  EVENT_BUS_NAME: 'uk-sms-local',
  COINPAYMENTS_MERCHANT_ID: 'local-merchant',
  COINPAYMENTS_PUBLIC_KEY: 'local-coinpayments-public-key',
  PAYOUT_PROVIDERS: 'coinpayments',
  COINPAYMENTS_PRIVATE_KEY: 'local-coinpayments-private-key',
  COINPAYMENTS_IPN_SECRET: 'local-coinpayments-ipn-secret',
  NOWPAYMENTS_API_KEY: 'local-nowpayments-api-key',
  NOWPAYMENTS_IPN_SECRET: 'local-nowpayments-ipn-secret',
  /** The payout account on the NOWPayments simulator (docs/decisions/065): it checks these at /auth and /verify. */
  NOWPAYMENTS_PAYOUT_EMAIL: 'payouts@uk-sms.local',
  NOWPAYMENTS_PAYOUT_PASSWORD: 'local-nowpayments-payout-password',
  NOWPAYMENTS_PAYOUT_2FA_SECRET: 'JBSWY3DPEHPK3PXPLOCALPAYOUTS2FA7',
  /** The SMS supplier simulator signs its webhooks with this (functions/local/simulators/sms.ts). */
  SMS_SUPPLIER_AUTH_TOKEN: 'local-sms-supplier-auth-token',
  /**
   * The carrier's account on the Twilio simulator (docs/decisions/061): its auth token is the one the SMS supplier
   * signs with, as on Twilio, where one account's token does both. The test stacks set TWILIO_ACCOUNT_SID empty
   * (test/support/local-stack.ts): supply is off there unless a test turns it on.
   */
  TWILIO_ACCOUNT_SID: 'AC10ca1000000000000000000000000000',
  TWILIO_AUTH_TOKEN: 'local-sms-supplier-auth-token',
  TWILIO_BUNDLE_SID: 'BU10ca1000000000000000000000000000',
  TWILIO_ADDRESS_SID: 'AD10ca1000000000000000000000000000',
  ORIGIN_SECRET: 'local-origin-secret-cloudfront-would-send',
  /** Locally nothing stands in front of the API to add the origin header (docs/decisions/027 "Edge"). */
  ORIGIN_CHECK: 'off',
  COOKIE_SECURE: 'false',
  LOG_LEVEL: 'WARN',
  /**
   * 'dist' serves web/dist, built first when stale (`npm start`); 'dev' serves the SPA through Vite with hot reload
   * (`npm run dev`); 'none' serves only the API.
   */
  WEB_MODE: 'dist',
  /** 'sources' imports the handlers' sources; 'bundled' runs the bundles of cdk.out by its template (docs/decisions/025). */
  HANDLERS: 'sources',
  /** 'true' seeds 300 numbers and 36 eSIMs (seeds/stock.ts); tests that count stock start with 'false'. */
  SEED_STOCK: 'true',
  /**
   * A function's deadline, 10 s as in AWS. In AWS concurrent invocations run side by side; here they share one
   * process, so tests that fire hundreds at once (the stock races) raise it rather than fail on a busy machine.
   */
  FUNCTION_TIMEOUT_S: '10',
  /**
   * The EMF lines of the business metrics (docs/decisions/029) would print a JSON blob per request among the runtime's
   * own lines; 'false' prints them (the observability test does).
   */
  POWERTOOLS_METRICS_DISABLED: 'true',
  /** No X-Ray here: Powertools also detects it is outside Lambda; said outright so no one wonders. */
  POWERTOOLS_TRACE_ENABLED: 'false',
} as const;

/** The local runtime refuses to start with a PUBLIC_URL others could reach: this sentence says why. */
export const LAPTOP_ONLY =
  'The local simulators and default secrets are for a laptop only: PUBLIC_URL must be a loopback address (localhost, 127.0.0.1, [::1]).';

export class LaptopOnlyError extends Error {}

/** localhost, 127.0.0.0/8 or [::1]. */
function isLoopbackUrl(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const host = new URL(url).hostname;
  if (host === 'localhost' || host === '[::1]') return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

/**
 * Fills every unset variable with its local default, then the addresses that depend on the ports. Throws
 * LaptopOnlyError when PUBLIC_URL is not a loopback address: the simulators credit wallets on request and the
 * defaults are published, so neither may face a network.
 */
export function applyLocalEnvironment(env: NodeJS.ProcessEnv, ports: LocalPorts): void {
  if (env.PUBLIC_URL !== undefined && !isLoopbackUrl(env.PUBLIC_URL)) throw new LaptopOnlyError(LAPTOP_ONLY);
  for (const [name, value] of Object.entries(LOCAL_DEFAULTS)) env[name] ??= value;
  env.PORT = String(ports.port);
  env.PUBLIC_URL ??= `http://localhost:${ports.port}`;
  env.DYNAMODB_ENDPOINT = `http://127.0.0.1:${ports.dynamodbPort}`;
  env.SES_ENDPOINT = `http://127.0.0.1:${ports.sesPort}`;
  env.EVENTBRIDGE_ENDPOINT = `http://127.0.0.1:${ports.eventBridgePort}`;
  // The event bus also takes SQS's SendMessage for the queues that are sent to directly (docs/decisions/048).
  env.SQS_ENDPOINT = env.EVENTBRIDGE_ENDPOINT;
  env.TRY_WEBHOOK_QUEUE_URL = localQueueUrl(env.SQS_ENDPOINT, 'tryWebhook');
  env.PUSH_ENDPOINT = `http://127.0.0.1:${ports.pushPort}`;
  // The providers' simulators live on the local origin (functions/local/simulators).
  env.COINPAYMENTS_API_URL ??= `${env.PUBLIC_URL}${SIMULATOR_PATHS.coinpaymentsApi}`;
  env.NOWPAYMENTS_API_URL ??= `${env.PUBLIC_URL}${SIMULATOR_PATHS.nowpaymentsApi}`;
  env.TWILIO_API_URL ??= `${env.PUBLIC_URL}${SIMULATOR_PATHS.twilioApi}`;
  env.TWILIO_PRICING_URL ??= `${env.PUBLIC_URL}${SIMULATOR_PATHS.twilioPricing}`;
  env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  env.POWERTOOLS_DEV ??= 'false';
}

export function dataDir(env: NodeJS.ProcessEnv): string {
  return path.resolve(env.DATA_DIR ?? LOCAL_DEFAULTS.DATA_DIR);
}

export function functionTimeoutMs(env: NodeJS.ProcessEnv): number {
  return Number(env.FUNCTION_TIMEOUT_S ?? LOCAL_DEFAULTS.FUNCTION_TIMEOUT_S) * 1000;
}
