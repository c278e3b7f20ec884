// The operators' commands (docs/decisions/013 "Running it"), each given the table and its arguments. Each command's
// module is loaded only when it runs, so a command starts without the others' dependencies (docs/decisions/049).

import type { DeployCommand, OpsCommand } from './ops-command.js';

export const OPS_COMMANDS: Record<string, { usage: string; load: () => Promise<OpsCommand> }> = {
  'user:promote': {
    usage: 'user:promote <email>    make a user ADMIN',
    load: () => import('./user-role.js').then((module) => module.promoteUser),
  },
  'user:demote': {
    usage: 'user:demote <email>     make an ADMIN a user again (undoes user:promote)',
    load: () => import('./user-role.js').then((module) => module.demoteUser),
  },
  'user:disable': {
    usage:
      'user:disable <email> <reason> [--by <name>]   switch an account off: sessions end, keys and sign-in refused',
    load: () => import('./account-commands.js').then((module) => module.disableUser),
  },
  'user:enable': {
    usage: 'user:enable <email> [--by <name>]   switch an account on again',
    load: () => import('./account-commands.js').then((module) => module.enableUser),
  },
  'wallet:adjust': {
    usage: 'wallet:adjust <email> <amount> <reason> [--by <name>]   credit (5) or debit (-2.50) a wallet, in dollars',
    load: () => import('./account-commands.js').then((module) => module.adjustWalletCommand),
  },
  'key:revoke': {
    usage: 'key:revoke <prefix> [--by <name>]   revoke the API key whose first 20 characters these are',
    load: () => import('./key-revoke.js').then((module) => module.revokeKey),
  },
  'user:two-factor': {
    usage: 'user:two-factor <email>   turn two-factor sign-in on with a new secret and print it (local stack only)',
    load: () => import('./two-factor.js').then((module) => module.enrolTwoFactorCommand),
  },
  'user:two-factor:reset': {
    usage: 'user:two-factor:reset <email>   turn two-factor sign-in off for a locked-out user and end their sessions',
    load: () => import('./two-factor-reset.js').then((module) => module.resetTwoFactorCommand),
  },
  'two-factor:code': {
    usage: 'two-factor:code <secret>   print the current sign-in code of a secret',
    load: () => import('./two-factor.js').then((module) => module.twoFactorCodeCommand),
  },
  'numbers:import': {
    usage: 'numbers:import <file>   add UK numbers, one E.164 number a line (idempotent)',
    load: () => import('./numbers-import.js').then((module) => module.importNumbersFile),
  },
  'numbers:reconcile': {
    usage:
      "numbers:reconcile [--by <name>]   compare the carrier's numbers with the stock; fix or report each difference",
    load: () => import('./numbers-reconcile.js').then((module) => module.reconcileNumbersCommand),
  },
  'sims:import': {
    usage: 'sims:import <file>      add eSIMs from iccid,puk,phone_number,activation_code lines (idempotent)',
    load: () => import('./sims-import.js').then((module) => module.importSimCardsFile),
  },
  'sms:send': {
    usage: 'sms:send <to> <text>    send a signed SMS webhook, as the supplier would (--from <sender>)',
    load: () => import('./sms-send.js').then((module) => module.sendSms),
  },
  'sms:unmatched': {
    usage: 'sms:unmatched [count]   list SMS that matched no order or lease',
    load: () => import('./sms-unmatched.js').then((module) => module.listUnmatchedSms),
  },
  'sms:assign': {
    usage: "sms:assign <sms> <order>   give an unmatched SMS's code to a one-time order still waiting, once",
    load: () => import('./sms-assign.js').then((module) => module.assignSms),
  },
  'payments:held': {
    usage: 'payments:held [count]   list payment notifications held for an operator (money not applied)',
    load: () => import('./payments-held.js').then((module) => module.listHeldPayments),
  },
  'payments:resolve': {
    usage:
      'payments:resolve <id> credit|refund-note|dismiss|fulfil [note] [--by <name>]   resolve a held payment, once',
    load: () => import('./payments-resolve.js').then((module) => module.resolveHeldPaymentCommand),
  },
  'refunds:owed': {
    usage: 'refunds:owed [count]    list what anonymous orders owe their buyers, and what became of it',
    load: () => import('./refunds-owed.js').then((module) => module.listOwedRefunds),
  },
  'payouts:limits': {
    usage:
      'payouts:limits [auto_max_usd daily_max_usd]    show (or set) the limits of payouts sent without an approval',
    load: () => import('./payouts-limits.js').then((module) => module.payoutLimits),
  },
  'outbox:failed': {
    usage:
      'outbox:failed [count]   list emails and webhook deliveries whose last try failed, kept for an operator, with why',
    load: () => import('./outbox-failed.js').then((module) => module.listFailedOutbox),
  },
  'outbox:retry': {
    usage: 'outbox:retry <id>       send a failed email or webhook again, its tries counted afresh',
    load: () => import('./outbox-failed.js').then((module) => module.retryFailedOutbox),
  },
  'outbox:dismiss': {
    usage: 'outbox:dismiss <id>     drop a failed email or webhook for good',
    load: () => import('./outbox-failed.js').then((module) => module.dismissFailedOutbox),
  },
  'dlq:redrive': {
    usage: "dlq:redrive [consumer]  move the event consumers' dead letters back to them (all, or one consumer's)",
    load: () => import('./dlq-redrive.js').then((module) => module.redriveDeadLetters),
  },
  backfill: {
    usage:
      'backfill [--cursor <c>] [--pages <n>]   back-office index entries and counters for older records (idempotent)',
    load: () => import('./backfill.js').then((module) => module.backfill),
  },
  'service:price': {
    usage: "service:price <service> <dollars> [reason] [--by <name>]   set a service's one-time price from now on",
    load: () => import('./service-price.js').then((module) => module.setServicePrice),
  },
  'ledger:check': {
    usage: 'ledger:check            check wallets against ledgers, paid payments, sold numbers (exit 1 if any is off)',
    load: () => import('./ledger-check.js').then((module) => module.ledgerCheck),
  },
};

/** The commands on a stage's deployment rather than its table: they need neither TABLE_NAME nor a running stack. */
export const DEPLOY_COMMANDS: Record<string, { usage: string; load: () => Promise<DeployCommand> }> = {
  'deploy:rollback': {
    usage: "deploy:rollback         point every function of the stage (--stage) back to the previous release's version",
    load: () => import('./deploy-rollback.js').then((module) => module.rollBackDeploy),
  },
};
