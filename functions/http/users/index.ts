// The member area's Lambda (users/*).

import { createAreaHandler } from '../core/area-handler.js';
import {
  createApiKeyOperation,
  deleteApiKeyOperation,
  listApiKeys,
  listWebhookDeliveries,
  updateApiKey,
} from './api-keys.js';
import { getApiUsage } from './api-usage.js';
import { listAvailableCoins } from './available-coins.js';
import { buySimCardOperation } from './buy-sim-card.js';
import { cancelOrder } from './cancel-order.js';
import { createLease } from './create-lease.js';
import { createOrder } from './create-order.js';
import { deleteAccountOperation } from './delete-account.js';
import { getProfile } from './get-profile.js';
import { listLeaseMessages } from './list-lease-messages.js';
import { listLeases } from './list-leases.js';
import { listOrders } from './list-orders.js';
import { listSimCards } from './list-sim-cards.js';
import { renewLeaseOperation, setAutoRenewOperation } from './renew-lease.js';
import { exportOrders, exportTransactions, getReceipt } from './receipts.js';
import { createTicket, listTicketMessages, listTickets, replyToTicket } from './tickets.js';
import { getNotificationSettings, putNotificationSettings } from './notification-settings.js';
import { topUpByMethod, topUpStatus, topUpThrough } from './top-up.js';
import { listSessionsOperation, signOutOthersOperation } from './sessions.js';
import {
  confirmTwoFactorOperation,
  disableTwoFactorOperation,
  getTwoFactor,
  startTwoFactorOperation,
} from './two-factor.js';
import { updatePasswordOperation } from './update-password.js';
import { updateProfileOperation } from './update-profile.js';
import { resendConfirmationOperation } from './resend-confirmation.js';
import { createWalletTransaction, listWalletTransactions } from './wallet-transactions.js';

export const handler = createAreaHandler('users', {
  'users.getTwoFactor': getTwoFactor,
  'users.startTwoFactor': startTwoFactorOperation,
  'users.confirmTwoFactor': confirmTwoFactorOperation,
  'users.disableTwoFactor': disableTwoFactorOperation,
  'users.listSessions': listSessionsOperation,
  'users.signOutOtherSessions': signOutOthersOperation,
  'users.getProfile': getProfile,
  'users.updateProfile': updateProfileOperation,
  'users.resendConfirmation': resendConfirmationOperation,
  'users.listOrders': listOrders,
  'users.createOrder': createOrder,
  'users.cancelOrder': cancelOrder,
  'users.listLeases': listLeases,
  'users.createLease': createLease,
  'users.listLeaseMessages': listLeaseMessages,
  'users.renewLease': renewLeaseOperation,
  'users.setLeaseAutoRenew': setAutoRenewOperation,
  'users.listSimCards': listSimCards,
  'users.buySimCard': buySimCardOperation,
  'users.createCoinPaymentsTopUp': topUpThrough('coinpayments'),
  'users.getCoinPaymentsTopUp': topUpStatus,
  'users.createNowPaymentsTopUp': topUpThrough('nowpayments'),
  'users.getNowPaymentsTopUp': topUpStatus,
  'users.createPayment': topUpByMethod,
  'users.listAvailableCoins': listAvailableCoins,
  'users.listWalletTransactions': listWalletTransactions,
  'users.createWalletTransaction': createWalletTransaction,
  'users.listApiKeys': listApiKeys,
  'users.createApiKey': createApiKeyOperation,
  'users.updateApiKey': updateApiKey,
  'users.deleteApiKey': deleteApiKeyOperation,
  'users.listWebhookDeliveries': listWebhookDeliveries,
  'users.listTickets': listTickets,
  'users.createTicket': createTicket,
  'users.listTicketMessages': listTicketMessages,
  'users.replyToTicket': replyToTicket,
  'users.updatePassword': updatePasswordOperation,
  'users.getNotificationSettings': getNotificationSettings,
  'users.updateNotificationSettings': putNotificationSettings,
  'users.deleteAccount': deleteAccountOperation,
  'users.apiUsage': getApiUsage,
  'users.getReceipt': getReceipt,
  'users.exportTransactions': exportTransactions,
  'users.exportOrders': exportOrders,
});
