// The admin area's Lambda: every operation runs for an ADMIN only (the area handler checks the role). SIM Management
// is the simCards area's.

import { createAreaHandler } from '../core/area-handler.js';
import { adjustMemberWallet, endAllMemberSessions, getMemberAccount } from './accounts.js';
import { changeApiKey, listApiKeys } from './api-keys.js';
import { listAudit } from './audit.js';
import { addCatalogueService, changeCatalogueService, listCatalogue } from './catalogue.js';
import { exportAdminList } from './exports.js';
import { listHeldPaymentsOperation, listLeases, listOrders, listUsers } from './lists.js';
import { changeLease, changeOrder, changeUser, resolveHeldPaymentOperation } from './operator-changes.js';
import { getLeaseStory, getOrderStory } from './record-stories.js';
import { listRefunds, reviewPayoutOperation } from './refunds.js';
import { getRevenue, getStats } from './sales-figures.js';
import { changeSupplySettings, getSupply } from './supply.js';
import { answerTicket, changeTicket, listAllTickets, listConversation } from './tickets.js';

export const handler = createAreaHandler('admin', {
  'admin.listTickets': listAllTickets,
  'admin.replyToTicket': answerTicket,
  'admin.listTicketMessages': listConversation,
  'admin.updateTicket': changeTicket,
  'admin.stats': getStats,
  'admin.revenue': getRevenue,
  'admin.listUsers': listUsers,
  'admin.listOrders': listOrders,
  'admin.listLeases': listLeases,
  'admin.updateUser': changeUser,
  'admin.updateOrder': changeOrder,
  'admin.updateLease': changeLease,
  'admin.listHeldPayments': listHeldPaymentsOperation,
  'admin.resolveHeldPayment': resolveHeldPaymentOperation,
  'admin.listRefunds': listRefunds,
  'admin.reviewPayout': reviewPayoutOperation,
  'admin.exportList': exportAdminList,
  'admin.listAudit': listAudit,
  'admin.getOrder': getOrderStory,
  'admin.getLease': getLeaseStory,
  'admin.listServices': listCatalogue,
  'admin.addService': addCatalogueService,
  'admin.updateService': changeCatalogueService,
  'admin.getUser': getMemberAccount,
  'admin.adjustWallet': adjustMemberWallet,
  'admin.endSessions': endAllMemberSessions,
  'admin.listApiKeys': listApiKeys,
  'admin.updateApiKey': changeApiKey,
  'admin.getSupply': getSupply,
  'admin.updateSupply': changeSupplySettings,
});
