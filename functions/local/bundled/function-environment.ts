// A bundled function's environment locally: exactly the variables its template gives it, each value that belongs to
// one deployment replaced by the local one, plus the addresses of the local emulators (docs/decisions/025).

import { SECRET_NAMES } from '../../adapters/secret-rules.js';

/**
 * Variables whose template value names a deployment (a resource, the site's domain, the providers' accounts) or suits
 * only AWS (Secure cookies behind TLS, CloudFront's address and origin headers, INFO logs): locally each takes the local
 * value, or the default here.
 */
const LOCAL_VALUES: Readonly<Record<string, string | undefined>> = {
  STAGE: 'local',
  TABLE_NAME: undefined,
  EVENT_BUS_NAME: undefined,
  PUBLIC_URL: undefined,
  MAIL_FROM: undefined,
  SES_CONFIGURATION_SET: undefined,
  COOKIE_SECURE: undefined,
  CLIENT_ADDRESS_SOURCE: 'socket',
  ORIGIN_CHECK: undefined,
  LOG_LEVEL: undefined,
  COINPAYMENTS_API_URL: undefined,
  COINPAYMENTS_MERCHANT_ID: undefined,
  COINPAYMENTS_PUBLIC_KEY: undefined,
  NOWPAYMENTS_API_URL: undefined,
  NOWPAYMENTS_PAYOUT_EMAIL: undefined,
  PUSH_ENDPOINT: undefined,
  TRY_WEBHOOK_QUEUE_URL: undefined,
};

/**
 * What Lambda itself provides (AWS_REGION) and what points the SDK clients at the emulators; ADDRESS_LIMIT_SCALE is the
 * test stacks' allowance for all their requests coming from 127.0.0.1, PASSWORD_HASH_LOG2N their cheaper password cost.
 */
const LOCAL_ONLY = [
  'AWS_REGION',
  'DYNAMODB_ENDPOINT',
  'SES_ENDPOINT',
  'EVENTBRIDGE_ENDPOINT',
  'SQS_ENDPOINT',
  'ADDRESS_LIMIT_SCALE',
  'PASSWORD_HASH_LOG2N',
  'AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED',
  'POWERTOOLS_DEV',
  'POWERTOOLS_METRICS_DISABLED',
  'POWERTOOLS_TRACE_ENABLED',
] as const;

/** A template variable that has no local value: the runtime refuses to start rather than guess. */
export class UnmappedVariableError extends Error {}

/**
 * `<SECRET>_ARN` becomes `<SECRET>` with the local value (functions/adapters/secrets.ts reads either), so a function the
 * template gives no secret has none locally either; a variable the template lacks is missing here too.
 */
export function localEnvironment(
  functionName: string,
  template: Readonly<Record<string, unknown>>,
  local: NodeJS.ProcessEnv,
): Record<string, string> {
  const environment: Record<string, string> = {};
  const put = (name: string, value: string | undefined) => {
    if (value !== undefined) environment[name] = value;
  };
  for (const [name, value] of Object.entries(template)) {
    const secret = SECRET_NAMES.find((secretName) => name === `${secretName}_ARN`);
    if (secret) put(secret, local[secret]);
    // The KMS key that seals two-factor secrets stands for the local key (docs/decisions/042).
    else if (name === 'TWO_FACTOR_KEY_ID') put('TWO_FACTOR_LOCAL_KEY', local.TWO_FACTOR_LOCAL_KEY);
    else if (name in LOCAL_VALUES) put(name, local[name] ?? LOCAL_VALUES[name]);
    else if (typeof value === 'string') environment[name] = value;
    else {
      throw new UnmappedVariableError(
        `${functionName}: ${name} is ${JSON.stringify(value)} in the template, which only AWS resolves, and has no ` +
          'local value (functions/local/bundled/function-environment.ts)',
      );
    }
  }
  for (const name of LOCAL_ONLY) put(name, local[name]);
  return environment;
}
