// The composition root of every function: adapters built once per container and handed to the domain.

import { settings } from '../config.js';
import type { AdminDeps } from '../domain/admin/admin-deps.js';
import type { AuthDeps } from '../domain/auth/auth-deps.js';
import type { PaymentsDeps } from '../domain/payments/payments-deps.js';
import type { ApiKeyRepository, ApiUsageRepository, WalletRepository } from '../domain/ports.js';
import { createCatalogue } from '../domain/services/catalogue.js';
import type { StockDeps } from '../domain/stock/stock-deps.js';
import type { TicketsDeps } from '../domain/tickets/tickets-deps.js';
import type { WebhookDeliveryRepository, WebhookPoster } from '../domain/webhooks/webhook-deps.js';
import type { WebhookTargets } from '../domain/webhooks/webhook-url.js';
import { createApiKeyRepository } from './dynamo/api-key-repository.js';
import { createApiUsageRepository } from './dynamo/api-usage-repository.js';
import { createAdminListRepository } from './dynamo/admin-list-repository.js';
import { createAnonymousOrderRepository } from './dynamo/anonymous-order-repository.js';
import { createTableClient } from './dynamo/document-client.js';
import { createNotificationRepository } from './dynamo/notification-repository.js';
import { createPasswordResetRepository } from './dynamo/password-reset-repository.js';
import { createPaymentRepository } from './dynamo/payment-repository.js';
import { createSalesStatsRepository } from './dynamo/sales-stats-repository.js';
import { createServiceRepository } from './dynamo/service-repository.js';
import { createSessionRepository } from './dynamo/session-repository.js';
import { createStockRepositories } from './dynamo/stock-repositories.js';
import { createTableProbe, type TableProbe } from './dynamo/table-probe.js';
import { createTicketRepository } from './dynamo/ticket-repository.js';
import { createUserRepository } from './dynamo/user-repository.js';
import { createWalletRepository } from './dynamo/wallet-repository.js';
import { createWindowCounterRepository } from './dynamo/window-counter-repository.js';
import { createEventPublisher } from './events/eventbridge-publisher.js';
import { createSesMailer } from './mail/ses-mailer.js';
import { createCoinPaymentsClient } from './payments/coinpayments-client.js';
import { keyedProvider } from './payments/keyed-provider.js';
import { createNowPaymentsClient } from './payments/nowpayments-client.js';
import { createSecretReader, type ReadSecret } from './secrets.js';
import { hostAddresses } from './webhooks/host-addresses.js';
import { postWebhook } from './webhooks/post-webhook.js';
import { createWebhookDeliveryRepository } from './dynamo/webhook-delivery-repository.js';

export interface Dependencies extends AuthDeps, PaymentsDeps, StockDeps, TicketsDeps, AdminDeps {
  wallet: WalletRepository;
  apiKeys: ApiKeyRepository;
  apiUsage: ApiUsageRepository;
  cookieSecure: boolean;
  /** Multiplies every per-address allowance (http/core/address-limit.ts). */
  addressLimitScale: number;
  /** The merchant every CoinPayments IPN must name. */
  ipn: { coinpaymentsMerchantId: string };
  /** The secrets this function was given (the webhooks' IPN secrets and SMS token among them), read when needed. */
  secret: ReadSecret;
  /** Where customers' webhooks may point (domain/webhooks/webhook-url.ts). */
  webhookTargets: WebhookTargets;
  webhookDeliveries: WebhookDeliveryRepository;
  postWebhook: WebhookPoster;
  /** The stage this function runs in (`local` under npm start), as the health check names it. */
  stage: string;
  /** One cheap read of the table, for the health check. */
  tableProbe: TableProbe;
}

let built: Promise<Dependencies> | undefined;

export function dependencies(): Promise<Dependencies> {
  built ??= (async () => {
    const config = settings();
    const secret = createSecretReader(config);
    const table = createTableClient({
      tableName: config.TABLE_NAME,
      region: config.AWS_REGION,
      endpoint: config.DYNAMODB_ENDPOINT,
    });
    const clock = { now: () => new Date() };
    return {
      clock,
      users: createUserRepository(table),
      sessions: createSessionRepository(table),
      counters: createWindowCounterRepository(table),
      passwordResets: createPasswordResetRepository(table),
      wallet: createWalletRepository(table),
      apiKeys: createApiKeyRepository(table),
      apiUsage: createApiUsageRepository(table),
      payments: createPaymentRepository(table),
      notifications: createNotificationRepository(table),
      anonymousOrders: createAnonymousOrderRepository(table),
      catalogue: createCatalogue(createServiceRepository(table), clock),
      ...createStockRepositories(table),
      tickets: createTicketRepository(table),
      salesStats: createSalesStatsRepository(table),
      adminLists: createAdminListRepository(table),
      mailer: createSesMailer({ region: config.AWS_REGION, from: config.MAIL_FROM, endpoint: config.SES_ENDPOINT }),
      events: createEventPublisher({
        busName: config.EVENT_BUS_NAME,
        region: config.AWS_REGION,
        endpoint: config.EVENTBRIDGE_ENDPOINT,
      }),
      providers: {
        coinpayments: keyedProvider(
          'coinpayments',
          () => secret('COINPAYMENTS_PRIVATE_KEY'),
          (privateKey) =>
            createCoinPaymentsClient({
              apiUrl: config.COINPAYMENTS_API_URL,
              publicKey: config.COINPAYMENTS_PUBLIC_KEY,
              privateKey,
            }),
        ),
        nowpayments: keyedProvider(
          'nowpayments',
          () => secret('NOWPAYMENTS_API_KEY'),
          (apiKey) => createNowPaymentsClient({ apiUrl: config.NOWPAYMENTS_API_URL, apiKey }),
        ),
      },
      ipn: { coinpaymentsMerchantId: config.COINPAYMENTS_MERCHANT_ID },
      secret,
      jwtSecret: () => secret('JWT_SECRET'),
      publicUrl: config.PUBLIC_URL,
      cookieSecure: config.COOKIE_SECURE,
      addressLimitScale: config.ADDRESS_LIMIT_SCALE,
      webhookTargets: { allowLocalHttp: config.STAGE === 'local', addresses: hostAddresses },
      webhookDeliveries: createWebhookDeliveryRepository(table),
      postWebhook,
      stage: config.STAGE,
      tableProbe: createTableProbe(table),
    };
  })();
  built.catch(() => {
    built = undefined;
  });
  return built;
}
