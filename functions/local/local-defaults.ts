// The documented local defaults (DECISIONS.md "Running it"): used only by `npm start`, the ops command and tests.
// None of these values is a real secret; AWS reads its secrets from Secrets Manager instead.

import path from 'node:path';
import { SIMULATOR_PATHS } from './simulators/paths.js';

export interface LocalPorts {
  port: number;
  dynamodbPort: number;
  sesPort: number;
  eventBridgePort: number;
}

export const LOCAL_DEFAULTS = {
  PORT: '3000',
  DATA_DIR: '.local',
  SES_PORT: '8005',
  TABLE_NAME: 'uk-sms-local',
  AWS_REGION: 'eu-west-2',
  MAIL_FROM: 'no-reply@uk-sms.local',
  JWT_SECRET: 'local-development-jwt-secret-not-for-production-use',
  EVENT_BUS_NAME: 'uk-sms-local',
  COINPAYMENTS_MERCHANT_ID: 'local-merchant',
  COINPAYMENTS_PUBLIC_KEY: 'local-coinpayments-public-key',
  COINPAYMENTS_PRIVATE_KEY: 'local-coinpayments-private-key',
  COINPAYMENTS_IPN_SECRET: 'local-coinpayments-ipn-secret',
  NOWPAYMENTS_API_KEY: 'local-nowpayments-api-key',
  NOWPAYMENTS_IPN_SECRET: 'local-nowpayments-ipn-secret',
  /** The SMS supplier simulator signs its webhooks with this (functions/local/simulators/sms.ts). */
  SMS_SUPPLIER_AUTH_TOKEN: 'local-sms-supplier-auth-token',
  COOKIE_SECURE: 'false',
  LOG_LEVEL: 'WARN',
  /** 'dev' serves the SPA through Vite (no build step); 'dist' serves web/dist; 'none' serves only the API. */
  WEB_MODE: 'dev',
  /** 'true' seeds 300 numbers and 36 eSIMs (seeds/stock.ts); tests that count stock start with 'false'. */
  SEED_STOCK: 'true',
  /**
   * A function's deadline, 10 s as in AWS. In AWS concurrent invocations run side by side; here they share one
   * process, so tests that fire hundreds at once (the stock races) raise it rather than fail on a busy machine.
   */
  FUNCTION_TIMEOUT_S: '10',
} as const;

/** Fills every unset variable with its local default, then the addresses that depend on the ports. */
export function applyLocalEnvironment(env: NodeJS.ProcessEnv, ports: LocalPorts): void {
  for (const [name, value] of Object.entries(LOCAL_DEFAULTS)) env[name] ??= value;
  env.PORT = String(ports.port);
  env.PUBLIC_URL ??= `http://localhost:${ports.port}`;
  env.DYNAMODB_ENDPOINT = `http://127.0.0.1:${ports.dynamodbPort}`;
  env.SES_ENDPOINT = `http://127.0.0.1:${ports.sesPort}`;
  env.EVENTBRIDGE_ENDPOINT = `http://127.0.0.1:${ports.eventBridgePort}`;
  // The providers' simulators live on the local origin (functions/local/simulators).
  env.COINPAYMENTS_API_URL ??= `${env.PUBLIC_URL}${SIMULATOR_PATHS.coinpaymentsApi}`;
  env.NOWPAYMENTS_API_URL ??= `${env.PUBLIC_URL}${SIMULATOR_PATHS.nowpaymentsApi}`;
  env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  env.POWERTOOLS_DEV ??= 'false';
}

export function dataDir(env: NodeJS.ProcessEnv): string {
  return path.resolve(env.DATA_DIR ?? LOCAL_DEFAULTS.DATA_DIR);
}

export function functionTimeoutMs(env: NodeJS.ProcessEnv): number {
  return Number(env.FUNCTION_TIMEOUT_S ?? LOCAL_DEFAULTS.FUNCTION_TIMEOUT_S) * 1000;
}
