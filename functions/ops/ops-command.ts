// What an operator command is: a function of the table, its arguments and where it runs, and what it prints; or, for a
// command on the deployment itself, of the stage's functions.

import type { TableClient } from '../adapters/dynamo/document-client.js';
import type { LiveAliases } from '../adapters/lambda-aliases.js';
import type { SecretSealer } from '../domain/auth/ports.js';
import type { DeadLetterQueues } from '../domain/ports.js';
import type { TwilioOptions } from '../adapters/supply/twilio-numbers-client.js';

/**
 * Where the SMS supplier's webhooks go and what signs them (null when unknown, e.g. AWS without the settings), and the
 * event consumers' dead letters (local files, or the stage's SQS queues).
 */
export interface OpsContext {
  publicUrl: string | null;
  smsSupplierAuthToken: string | null;
  deadLetters: DeadLetterQueues;
  /** The local stack's sealer of two-factor secrets; null against AWS (docs/decisions/042). */
  sealer: SecretSealer | null;
  /** The carrier's account (docs/decisions/061): the local simulator's, or on AWS the TWILIO_* settings; null unset. */
  carrier: TwilioOptions | null;
  /** Where every number's SMS must be posted; null when PUBLIC_URL is unknown. */
  smsUrl: string | null;
}

/** What a command prints, and its exit code when it is not 0 (a check that found something). */
export type OpsOutcome = string | { output: string; exitCode: number };

export type OpsCommand = (table: TableClient, args: string[], context: OpsContext) => Promise<OpsOutcome>;

/** A stage in AWS as `deploy:*` commands see it: its stack and its functions' live aliases. */
export interface DeployTarget {
  stackName: string;
  region: string;
  aliases: LiveAliases;
}

/** A command on a stage's deployment rather than its table: `target` is null on the local stack, which has none. */
export type DeployCommand = (args: string[], target: DeployTarget | null) => Promise<OpsOutcome>;
