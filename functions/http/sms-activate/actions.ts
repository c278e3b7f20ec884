// The sms-activate protocol's actions (docs/decisions/030 "Actions"): each action the field's tools call, by name; any
// other is BAD_ACTION.

import { keyMember } from '../../domain/developer-api/key-purchases.js';
import { callerKey } from '../core/api-key-access.js';
import type { Operation } from '../core/area-handler.js';
import { ACTIVATION_ACTIONS, type Action } from './activation-actions.js';
import { CATALOGUE_ACTIONS } from './catalogue-actions.js';
import { RENT_ACTIONS } from './rent-actions.js';
import { dollars, protocolParams, word } from './wire.js';

const balance: Action = async (_params, request, deps) =>
  word(`ACCESS_BALANCE:${dollars((await keyMember(deps, callerKey(request))).walletBalanceCents)}`);

const ACTIONS: Record<string, Action> = {
  getBalance: balance,
  // No cashback here: the same balance.
  getBalanceAndCashBack: balance,
  ...ACTIVATION_ACTIONS,
  ...CATALOGUE_ACTIONS,
  ...RENT_ACTIONS,
};

export const handleAction: Operation = (request, deps) => {
  const params = protocolParams(request);
  const action = Object.hasOwn(ACTIONS, params.action ?? '') ? ACTIONS[params.action!] : undefined;
  return action ? action(params, request, deps) : Promise.resolve(word('BAD_ACTION'));
};
