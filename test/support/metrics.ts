// A BusinessMetrics port that records each figure the domain reports, for tests that call domain functions directly.

import type { BusinessMetrics } from '../../functions/domain/ports.js';

export interface RecordedFigure {
  figure: keyof BusinessMetrics;
  args: unknown[];
}

export function recordingMetrics(): { metrics: BusinessMetrics; recorded: RecordedFigure[] } {
  const recorded: RecordedFigure[] = [];
  const record =
    (figure: keyof BusinessMetrics) =>
    (...args: unknown[]) => {
      recorded.push({ figure, args });
    };
  const metrics: BusinessMetrics = {
    purchased: record('purchased'),
    refunded: record('refunded'),
    codeDelivered: record('codeDelivered'),
    smsRouted: record('smsRouted'),
    ipnApplied: record('ipnApplied'),
    ipnHeld: record('ipnHeld'),
    ipnRefused: record('ipnRefused'),
    webhookTryFailed: record('webhookTryFailed'),
    webhookDeliveryFailed: record('webhookDeliveryFailed'),
    outboxTryFailed: record('outboxTryFailed'),
    outboxItemFailed: record('outboxItemFailed'),
    stockAvailable: record('stockAvailable'),
    provisioningFailed: record('provisioningFailed'),
    spendCapReached: record('spendCapReached'),
    payoutsOverdue: record('payoutsOverdue'),
  };
  return { metrics, recorded };
}
