// The operators' commands (DECISIONS.md "Running it"), each given the table and its arguments.

import type { TableClient } from '../adapters/dynamo/document-client.js';
import { promoteUser } from './user-promote.js';

export type OpsCommand = (table: TableClient, args: string[]) => Promise<string>;

export const OPS_COMMANDS: Record<string, { usage: string; run: OpsCommand }> = {
  'user:promote': { usage: 'user:promote <email>    make a user ADMIN', run: promoteUser },
};
