// What the payment rules need from the world.

import type { PaymentProviderName } from '../../../shared/coins.js';
import type { Catalogue } from '../services/catalogue.js';
import type { AnonymousOrderRepository } from '../orders/ports.js';
import type { BusinessMetrics, Clock, EventPublisher } from '../ports.js';
import type { NotificationRepository, PaymentProvider, PaymentRepository } from './ports.js';

export interface PaymentsDeps {
  clock: Clock;
  payments: PaymentRepository;
  notifications: NotificationRepository;
  anonymousOrders: AnonymousOrderRepository;
  providers: Record<PaymentProviderName, PaymentProvider>;
  events: EventPublisher;
  catalogue: Catalogue;
  publicUrl: string;
  metrics: BusinessMetrics;
}
