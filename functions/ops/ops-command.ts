// What an operator command is: a function of the table, its arguments and where it runs, and what it prints.

import type { TableClient } from '../adapters/dynamo/document-client.js';
import type { SecretSealer } from '../domain/auth/ports.js';
import type { DeadLetterQueues } from '../domain/ports.js';

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
}

/** What a command prints, and its exit code when it is not 0 (a check that found something). */
export type OpsOutcome = string | { output: string; exitCode: number };

export type OpsCommand = (table: TableClient, args: string[], context: OpsContext) => Promise<OpsOutcome>;
