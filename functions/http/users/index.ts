// The member area's Lambda (users/*).

import { createAreaHandler } from '../core/area-handler.js';
import { listAvailableCoins } from './available-coins.js';
import { getProfile } from './get-profile.js';
import { topUpByMethod, topUpStatus, topUpThrough } from './top-up.js';
import { updateProfileOperation } from './update-profile.js';
import { createWalletTransaction, listWalletTransactions } from './wallet-transactions.js';

export const handler = createAreaHandler('users', {
  'users.getProfile': getProfile,
  'users.updateProfile': updateProfileOperation,
  'users.createCoinPaymentsTopUp': topUpThrough('coinpayments'),
  'users.getCoinPaymentsTopUp': topUpStatus,
  'users.createNowPaymentsTopUp': topUpThrough('nowpayments'),
  'users.getNowPaymentsTopUp': topUpStatus,
  'users.createPayment': topUpByMethod,
  'users.listAvailableCoins': listAvailableCoins,
  'users.listWalletTransactions': listWalletTransactions,
  'users.createWalletTransaction': createWalletTransaction,
});
