// The composition root of every function: adapters built once per container and handed to the domain; the mailer, the
// event publisher, the secret reader and the push sender (each with its AWS client) only when a function first uses
// them, or, for the push sender, when the function that pushes starts.

import { createPasswordHasher } from '../domain/auth/password.js';
import { settings } from '../config.js';
import { MESSAGES } from '../../shared/messages.js';
import { ROUTES } from '../../shared/routes.js';
import { AppError } from '../domain/errors.js';
import { logger } from './logger.js';
import type { AdminDeps } from '../domain/admin/admin-deps.js';
import type { AuthDeps } from '../domain/auth/auth-deps.js';
import type { PaymentsDeps } from '../domain/payments/payments-deps.js';
import type { ApiKeyRepository, ApiUsageRepository } from '../domain/api-keys/ports.js';
import type { OutboxRepository, UndeliverableAddresses } from '../domain/outbox/ports.js';
import type { Mailer } from '../domain/ports.js';
import type { WalletRepository } from '../domain/wallet/ports.js';
import type { StatementRepository } from '../domain/receipts/receipt-deps.js';
import { createCatalogue } from '../domain/services/catalogue.js';
import type { ServiceRepository } from '../domain/services/ports.js';
import type { StockDeps } from '../domain/stock/stock-deps.js';
import type { TicketsDeps } from '../domain/tickets/tickets-deps.js';
import { DEFAULT_SUPPLY_SETTINGS, type SupplyDeps } from '../domain/supply/supply-deps.js';
import { createSupplyRepository } from './dynamo/supply-repository.js';
import type { IdempotencyStore } from '../domain/developer-api/idempotency.js';
import type { MemberListRepository } from '../domain/developer-api/member-lists.js';
import type { WebhookDeliveryRepository, WebhookTryScheduler, WebhookPoster } from '../domain/webhooks/webhook-deps.js';
import type { WebhookTargets } from '../domain/webhooks/webhook-url.js';
import type { PushDeps } from '../domain/push/ports.js';
import { createApiKeyRepository } from './dynamo/api-key-repository.js';
import { createApiUsageRepository } from './dynamo/api-usage-repository.js';
import { createAdminListRepository } from './dynamo/admin-list-repository.js';
import { createAuditTrail } from './dynamo/audit-repository.js';
import { createAnonymousOrderRepository } from './dynamo/anonymous-order-repository.js';
import { createTableClient } from './dynamo/document-client.js';
import { createIdempotencyRepository } from './dynamo/idempotency-repository.js';
import { createMemberListRepository } from './dynamo/member-list-repository.js';
import { createNotificationRepository } from './dynamo/notification-repository.js';
import { createOutboxRepository } from './dynamo/outbox-repository.js';
import { createPushConnectionRepository } from './dynamo/push-connection-repository.js';
import { createPasswordResetRepository } from './dynamo/password-reset-repository.js';
import { createPaymentRepository } from './dynamo/payment-repository.js';
import { createSalesStatsRepository } from './dynamo/sales-stats-repository.js';
import { createServiceRepository } from './dynamo/service-repository.js';
import { createSessionRepository } from './dynamo/session-repository.js';
import { createStatementRepository } from './dynamo/statement-repository.js';
import { createStockRepositories } from './dynamo/stock-repositories.js';
import { createTableProbe, type TableProbe } from './dynamo/table-probe.js';
import { createTicketRepository } from './dynamo/ticket-repository.js';
import { createUserRepository } from './dynamo/user-repository.js';
import { createUndeliverableAddressRepository } from './dynamo/undeliverable-address-repository.js';
import { createAddressConfirmationRepository } from './dynamo/address-confirmation-repository.js';
import { createWalletRepository } from './dynamo/wallet-repository.js';
import { createWindowCounterRepository } from './dynamo/window-counter-repository.js';
import { createBusinessMetrics } from './metrics.js';
import { once } from './once.js';
import { createCoinPaymentsClient } from './payments/coinpayments-client.js';
import { keyedProvider } from './payments/keyed-provider.js';
import { createNowPaymentsClient } from './payments/nowpayments-client.js';
import type { ReadPreviousSecret, ReadSecret } from './secrets.js';
import { hostAddresses } from './webhooks/host-addresses.js';
import { createWebhookPoster } from './webhooks/post-webhook.js';
import { createWebhookTryScheduler } from './events/webhook-try-scheduler.js';
import { createWebhookDeliveryRepository } from './dynamo/webhook-delivery-repository.js';
import { createOwedRefundRepository } from './dynamo/owed-refund-repository.js';
import type { OwedRefundRepository, PayoutRepository } from '../domain/refunds/ports.js';
import type { PayoutProvider } from '../domain/refunds/payout-ports.js';
import type { PaymentProviderName } from '../../shared/coins.js';
import { createPayoutRepository } from './dynamo/payout-repository.js';
import { createCoinPaymentsPayouts } from './payouts/coinpayments-payouts.js';

export interface Dependencies
  extends AuthDeps, PaymentsDeps, StockDeps, TicketsDeps, AdminDeps, PushDeps, Omit<SupplyDeps, 'metrics'> {
  wallet: WalletRepository;
  /** A member's own entries and orders for receipts and exports. */
  statements: StatementRepository;
  apiKeys: ApiKeyRepository;
  apiUsage: ApiUsageRepository;
  cookieSecure: boolean;
  /** Multiplies every per-address allowance (http/core/address-limit.ts). */
  addressLimitScale: number;
  /** The merchant every CoinPayments IPN must name. */
  ipn: { coinpaymentsMerchantId: string };
  /** The secrets this function was given (the webhooks' IPN secrets and SMS token among them), read when needed. */
  secret: ReadSecret;
  /** A secret's value before its last change, for checks that accept both while it is rotated (ORIGIN_SECRET). */
  previousSecret: ReadPreviousSecret;
  /** Where customers' webhooks may point (domain/webhooks/webhook-url.ts). */
  webhookTargets: WebhookTargets;
  webhookDeliveries: WebhookDeliveryRepository;
  /** The catalogue's writes: an operator's new service or changed price (domain/services/catalogue-changes.ts). */
  services: ServiceRepository;
  /** Wakes a customer webhook's next try on time (docs/decisions/048 "Tries on time"). */
  webhookTries: WebhookTryScheduler;
  /** The emails waiting to be sent, and those kept failed (domain/outbox). */
  outbox: OutboxRepository;
  /** The addresses SES reported as bouncing or complaining (docs/decisions/056). */
  undeliverableAddresses: UndeliverableAddresses;
  /** Sends mail: only the outbox's sender uses it (docs/decisions/034). */
  mailer: Mailer;
  /** The public API's `Idempotency-Key` claims (domain/developer-api/idempotency.ts). */
  idempotency: IdempotencyStore;
  /** A member's orders, leases and inbox a page at a time, for the public API. */
  memberLists: MemberListRepository;
  postWebhook: WebhookPoster;
  /** The stage this function runs in (`local` under npm start), as the health check names it. */
  stage: string;
  /** One cheap read of the table, for the health check. */
  tableProbe: TableProbe;
  /** What anonymous orders owe their buyers (docs/decisions/063). */
  owedRefunds: OwedRefundRepository;
  /** Payouts of what they owe to the buyers' own addresses (docs/decisions/064). */
  payouts: PayoutRepository;
  /** The providers whose payouts are offered (PAYOUT_PROVIDERS), and their payout sides: a key still a placeholder sends nothing. */
  payoutsOffered: readonly PaymentProviderName[];
  payoutProviders: Partial<Record<PaymentProviderName, PayoutProvider>>;
}

/** The push sender and its SDK client, made on the first push, or sooner by `warmPushSender`. */
const pushSender = once(async () => {
  const config = settings();
  if (!config.PUSH_ENDPOINT) throw new Error('PUSH_ENDPOINT is not set: this function pushes nothing');
  return (await import('./push/api-gateway-push-sender.js')).createApiGatewayPushSender({
    endpoint: config.PUSH_ENDPOINT,
    region: config.AWS_REGION,
    local: config.STAGE === 'local',
  });
});

/**
 * Makes the push sender now, so that the first push does not load the management API's client: called while the
 * runtime of the one function that pushes starts (docs/decisions/041 "The push"), and by no other.
 */
export async function warmPushSender(): Promise<void> {
  await pushSender();
}

let built: Promise<Dependencies> | undefined;

export function dependencies(): Promise<Dependencies> {
  built ??= (async () => {
    const config = settings();
    // Imported when first used, so a function that never mails, publishes or reads a secret never builds that client
    // (the services area builds none of them; docs/decisions/025).
    const secretReader = once(async () => (await import('./secrets.js')).createSecretReader(config));
    const previousSecretReader = once(async () => (await import('./secrets.js')).createPreviousSecretReader(config));
    const mailer = once(async () =>
      (await import('./mail/ses-mailer.js')).createSesMailer({
        region: config.AWS_REGION,
        from: config.MAIL_FROM,
        configurationSet: config.SES_CONFIGURATION_SET,
        endpoint: config.SES_ENDPOINT,
      }),
    );
    const publisher = once(async () =>
      (await import('./events/eventbridge-publisher.js')).createEventPublisher({
        busName: config.EVENT_BUS_NAME,
        region: config.AWS_REGION,
        endpoint: config.EVENTBRIDGE_ENDPOINT,
      }),
    );
    const secret: ReadSecret = async (name) => (await secretReader())(name);
    const sealer = once(async () => {
      if (config.TWO_FACTOR_KEY_ID) {
        return (await import('./sealing/kms-sealer.js')).createKmsSealer(config.TWO_FACTOR_KEY_ID, config.AWS_REGION);
      }
      if (config.TWO_FACTOR_LOCAL_KEY) {
        return (await import('./sealing/local-sealer.js')).createLocalSealer(config.TWO_FACTOR_LOCAL_KEY);
      }
      logger.error('No key seals two-factor secrets, so two-factor sign-in is refused');
      throw new AppError('unavailable', MESSAGES.tryAgainLater);
    });
    const table = createTableClient({
      tableName: config.TABLE_NAME,
      region: config.AWS_REGION,
      endpoint: config.DYNAMODB_ENDPOINT,
    });
    const clock = { now: () => new Date() };
    const webhookTargets: WebhookTargets = { allowLocalHttp: config.STAGE === 'local', addresses: hostAddresses };
    return {
      clock,
      users: createUserRepository(table),
      undeliverableAddresses: createUndeliverableAddressRepository(table),
      sessions: createSessionRepository(table),
      counters: createWindowCounterRepository(table),
      passwordResets: createPasswordResetRepository(table),
      addressConfirmations: createAddressConfirmationRepository(table),
      wallet: createWalletRepository(table),
      statements: createStatementRepository(table),
      apiKeys: createApiKeyRepository(table),
      apiUsage: createApiUsageRepository(table),
      payments: createPaymentRepository(table),
      notifications: createNotificationRepository(table),
      anonymousOrders: createAnonymousOrderRepository(table),
      owedRefunds: createOwedRefundRepository(table),
      payouts: createPayoutRepository(table),
      payoutsOffered: config.PAYOUT_PROVIDERS,
      payoutProviders: config.PAYOUT_PROVIDERS.includes('coinpayments')
        ? {
            coinpayments: createCoinPaymentsPayouts({
              apiUrl: config.COINPAYMENTS_API_URL,
              publicKey: config.COINPAYMENTS_PUBLIC_KEY,
              privateKey: () => secret('COINPAYMENTS_PRIVATE_KEY'),
            }),
          }
        : {},
      catalogue: createCatalogue(createServiceRepository(table), clock),
      services: createServiceRepository(table),
      ...createStockRepositories(table),
      tickets: createTicketRepository(table),
      salesStats: createSalesStatsRepository(table),
      adminLists: createAdminListRepository(table),
      auditTrail: createAuditTrail(table),
      mailer: { send: async (email) => (await mailer()).send(email) },
      events: { publish: async (name, detail) => (await publisher()).publish(name, detail) },
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
      previousSecret: async (name) => (await previousSecretReader())(name),
      jwtSecret: () => secret('JWT_SECRET'),
      passwords: createPasswordHasher(config.PASSWORD_HASH_LOG2N),
      sealer: {
        seal: async (plaintext, context) => (await sealer()).seal(plaintext, context),
        open: async (sealed, context) => (await sealer()).open(sealed, context),
      },
      publicUrl: config.PUBLIC_URL,
      cookieSecure: config.COOKIE_SECURE,
      addressLimitScale: config.ADDRESS_LIMIT_SCALE,
      webhookTargets,
      webhookDeliveries: createWebhookDeliveryRepository(table),
      webhookTries: createWebhookTryScheduler({
        queueUrl: config.TRY_WEBHOOK_QUEUE_URL,
        region: config.AWS_REGION,
        endpoint: config.SQS_ENDPOINT,
        clock,
      }),
      outbox: createOutboxRepository(table),
      pushConnections: createPushConnectionRepository(table),
      pushSender: {
        send: async (connectionId, message) => (await pushSender()).send(connectionId, message),
        close: async (connectionId) => (await pushSender()).close(connectionId),
      },
      idempotency: createIdempotencyRepository(table),
      memberLists: createMemberListRepository(table),
      postWebhook: createWebhookPoster(webhookTargets),
      metrics: createBusinessMetrics(config.STAGE),
      stage: config.STAGE,
      tableProbe: createTableProbe(table),
      supply: createSupplyRepository(table, DEFAULT_SUPPLY_SETTINGS),
      // Made on each call (a run's few), so that a new auth token is used as soon as the secret reader has it.
      carrier: async () => {
        if (!config.TWILIO_ACCOUNT_SID) return null;
        const { createTwilioNumbersClient } = await import('./supply/twilio-numbers-client.js');
        return createTwilioNumbersClient({
          apiUrl: config.TWILIO_API_URL,
          pricingUrl: config.TWILIO_PRICING_URL,
          accountSid: config.TWILIO_ACCOUNT_SID,
          authToken: await secret('TWILIO_AUTH_TOKEN'),
          bundleSid: config.TWILIO_BUNDLE_SID,
          addressSid: config.TWILIO_ADDRESS_SID,
        });
      },
      carrierConfigured: Boolean(config.TWILIO_ACCOUNT_SID),
      smsUrl: `${config.PUBLIC_URL}${ROUTES['webhooks.sms'].path}`,
    };
  })();
  built.catch(() => {
    built = undefined;
  });
  return built;
}
