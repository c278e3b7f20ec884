// The operators' commands (docs/decisions/013 "Running it"), each given the table and its arguments.

import { backfill } from './backfill.js';
import { redriveDeadLetters } from './dlq-redrive.js';
import { ledgerCheck } from './ledger-check.js';
import type { OpsCommand } from './ops-command.js';
import { importNumbersFile } from './numbers-import.js';
import { dismissFailedOutbox, listFailedOutbox, retryFailedOutbox } from './outbox-failed.js';
import { listHeldPayments } from './payments-held.js';
import { resolveHeldPaymentCommand } from './payments-resolve.js';
import { importSimCardsFile } from './sims-import.js';
import { assignSms } from './sms-assign.js';
import { sendSms } from './sms-send.js';
import { listUnmatchedSms } from './sms-unmatched.js';
import { enrolTwoFactorCommand, twoFactorCodeCommand } from './two-factor.js';
import { resetTwoFactorCommand } from './two-factor-reset.js';
import { demoteUser, promoteUser } from './user-role.js';

export const OPS_COMMANDS: Record<string, { usage: string; run: OpsCommand }> = {
  'user:promote': { usage: 'user:promote <email>    make a user ADMIN', run: promoteUser },
  'user:demote': { usage: 'user:demote <email>     make an ADMIN a user again (undoes user:promote)', run: demoteUser },
  'user:two-factor': {
    usage: 'user:two-factor <email>   turn two-factor sign-in on with a new secret and print it (local stack only)',
    run: enrolTwoFactorCommand,
  },
  'user:two-factor:reset': {
    usage: 'user:two-factor:reset <email>   turn two-factor sign-in off for a locked-out user and end their sessions',
    run: resetTwoFactorCommand,
  },
  'two-factor:code': {
    usage: 'two-factor:code <secret>   print the current sign-in code of a secret',
    run: twoFactorCodeCommand,
  },
  'numbers:import': {
    usage: 'numbers:import <file>   add UK numbers, one E.164 number a line (idempotent)',
    run: importNumbersFile,
  },
  'sims:import': {
    usage: 'sims:import <file>      add eSIMs from iccid,puk,phone_number,activation_code lines (idempotent)',
    run: importSimCardsFile,
  },
  'sms:send': {
    usage: 'sms:send <to> <text>    send a signed SMS webhook, as the supplier would (--from <sender>)',
    run: sendSms,
  },
  'sms:unmatched': { usage: 'sms:unmatched [count]   list SMS that matched no order or lease', run: listUnmatchedSms },
  'sms:assign': {
    usage: "sms:assign <sms> <order>   give an unmatched SMS's code to a one-time order still waiting, once",
    run: assignSms,
  },
  'payments:held': {
    usage: 'payments:held [count]   list payment notifications held for an operator (money not applied)',
    run: listHeldPayments,
  },
  'payments:resolve': {
    usage:
      'payments:resolve <id> credit|refund-note|dismiss|fulfil [note] [--by <name>]   resolve a held payment, once',
    run: resolveHeldPaymentCommand,
  },
  'outbox:failed': {
    usage: 'outbox:failed [count]   list emails and webhook deliveries whose last try failed, kept for an operator, with why',
    run: listFailedOutbox,
  },
  'outbox:retry': {
    usage: 'outbox:retry <id>       send a failed email or webhook again, its tries counted afresh',
    run: retryFailedOutbox,
  },
  'outbox:dismiss': {
    usage: 'outbox:dismiss <id>     drop a failed email or webhook for good',
    run: dismissFailedOutbox,
  },
  'dlq:redrive': {
    usage: "dlq:redrive [consumer]  move the event consumers' dead letters back to them (all, or one consumer's)",
    run: redriveDeadLetters,
  },
  backfill: {
    usage:
      'backfill [--cursor <c>] [--pages <n>]   back-office index entries and counters for older records (idempotent)',
    run: backfill,
  },
  'ledger:check': {
    usage: 'ledger:check            check wallets against ledgers, paid payments, sold numbers (exit 1 if any is off)',
    run: ledgerCheck,
  },
};
