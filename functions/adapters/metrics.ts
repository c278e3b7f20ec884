// The business figures as CloudWatch metrics: Powertools Metrics writes them to the log in EMF, flushed by the
// `logMetrics` middleware of every handler (docs/decisions/029 "Metrics").

import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { BusinessMetrics } from '../domain/ports.js';
import { logger } from './logger.js';
import { METRIC_NAMESPACE, METRIC_SERVICE, METRICS, type MetricName } from './metric-names.js';

/**
 * One instance per function. `service` is METRIC_SERVICE in every function (POWERTOOLS_SERVICE_NAME, the function's
 * own name, stays for logs and traces). Powertools warns on each flush that has no figure, which most requests are:
 * its own messages are kept to errors.
 */
export const metrics = new Metrics({
  namespace: METRIC_NAMESPACE,
  serviceName: METRIC_SERVICE,
  logger: logger.createChild({ logLevel: 'ERROR' }),
});

/**
 * The port over `metrics`, every figure with the dimensions `service` and `stage`. Purchases are also written with
 * `type` added, as a single-metric line of their own: a dimension set added to the shared buffer would give every
 * other figure of the invocation a `type` too.
 */
export function createBusinessMetrics(stage: string): BusinessMetrics {
  metrics.setDefaultDimensions({ stage });
  const count = (name: MetricName) => metrics.addMetric(name, MetricUnit.Count, 1);
  return {
    purchased(type) {
      count(METRICS.purchases);
      metrics.singleMetric().addDimension('type', type).addMetric(METRICS.purchases, MetricUnit.Count, 1);
    },
    refunded: () => count(METRICS.refunds),
    codeDelivered(msToCode) {
      count(METRICS.codesDelivered);
      metrics.addMetric(METRICS.timeToCode, MetricUnit.Milliseconds, Math.max(0, msToCode));
    },
    smsRouted(matched) {
      count(METRICS.smsReceived);
      if (!matched) count(METRICS.smsUnmatched);
    },
    ipnApplied: () => count(METRICS.ipnsApplied),
    ipnHeld: () => count(METRICS.ipnsHeld),
    ipnRefused: () => count(METRICS.ipnsRefused),
    webhookTryFailed: () => count(METRICS.webhookTriesFailed),
    webhookDeliveryFailed: () => count(METRICS.webhookDeliveriesFailed),
    outboxTryFailed: () => count(METRICS.outboxTriesFailed),
    outboxItemFailed: () => count(METRICS.outboxItemsFailed),
    stockAvailable: (available) => metrics.addMetric(METRICS.stockAvailable, MetricUnit.Count, available),
    provisioningFailed: () => count(METRICS.provisioningFailures),
    spendCapReached: () => count(METRICS.spendCapReached),
    payoutsOverdue: (overdue) => metrics.addMetric(METRICS.payoutsOverdue, MetricUnit.Count, overdue),
  };
}
