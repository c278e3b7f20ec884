// The operators' commands (DECISIONS.md "Running it"), each given the table and its arguments.

import type { TableClient } from '../adapters/dynamo/document-client.js';
import { importNumbersFile } from './numbers-import.js';
import { importSimCardsFile } from './sims-import.js';
import { promoteUser } from './user-promote.js';

export type OpsCommand = (table: TableClient, args: string[]) => Promise<string>;

export const OPS_COMMANDS: Record<string, { usage: string; run: OpsCommand }> = {
  'user:promote': { usage: 'user:promote <email>    make a user ADMIN', run: promoteUser },
  'numbers:import': {
    usage: 'numbers:import <file>   add UK numbers, one E.164 number a line (idempotent)',
    run: importNumbersFile,
  },
  'sims:import': {
    usage: 'sims:import <file>      add eSIMs from iccid,puk,phone_number,activation_code lines (idempotent)',
    run: importSimCardsFile,
  },
};
