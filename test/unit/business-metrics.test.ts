import { afterEach, describe, expect, it, vi } from 'vitest';
import { METRIC_NAMESPACE } from '../../functions/adapters/metric-names.js';
import { createBusinessMetrics, metrics } from '../../functions/adapters/metrics.js';
import { emfFigures, type Figure } from '../support/emf.js';

/** What one handler's flush writes to stdout, as CloudWatch reads it. */
function emittedBy(report: () => void): Omit<Figure, 'namespace'>[] {
  let written = '';
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    written += String(chunk);
    return true;
  });
  try {
    report();
    metrics.publishStoredMetrics();
  } finally {
    write.mockRestore();
  }
  return emfFigures(written).map(({ namespace, ...figure }) => {
    expect(namespace).toBe(METRIC_NAMESPACE);
    return figure;
  });
}

const business = createBusinessMetrics('prod');
const BASE = { service: 'uk-sms-numbers', stage: 'prod' };

afterEach(() => metrics.clearMetrics());

describe('the business metrics as CloudWatch receives them', () => {
  it('counts a purchase under service and stage, and again with its type', () => {
    expect(emittedBy(() => business.purchased('lease'))).toEqual(
      expect.arrayContaining([
        { name: 'Purchases', unit: 'Count', values: [1], dimensions: BASE },
        { name: 'Purchases', unit: 'Count', values: [1], dimensions: { ...BASE, type: 'lease' } },
      ]),
    );
    expect(emittedBy(() => business.purchased('esim'))).toHaveLength(2);
  });

  it.each([
    ['a refund', 'Refunds', () => business.refunded()],
    ['an applied IPN', 'IpnsApplied', () => business.ipnApplied()],
    ['a held IPN', 'IpnsHeld', () => business.ipnHeld()],
    ['a refused IPN', 'IpnsRefused', () => business.ipnRefused()],
    ['a failed webhook try', 'WebhookTriesFailed', () => business.webhookTryFailed()],
    ['a failed webhook delivery', 'WebhookDeliveriesFailed', () => business.webhookDeliveryFailed()],
    ['a failed outbox try', 'OutboxTriesFailed', () => business.outboxTryFailed()],
    ['an outbox email kept failed', 'OutboxItemsFailed', () => business.outboxItemFailed()],
  ])('counts %s as one %s with service and stage only', (_what, name, report) => {
    expect(emittedBy(report)).toEqual([{ name, unit: 'Count', values: [1], dimensions: BASE }]);
  });

  it('counts a delivered code and the milliseconds from its order to it', () => {
    expect(emittedBy(() => business.codeDelivered(42_000))).toEqual([
      { name: 'CodesDelivered', unit: 'Count', values: [1], dimensions: BASE },
      { name: 'TimeToCode', unit: 'Milliseconds', values: [42_000], dimensions: BASE },
    ]);
  });

  it('counts every routed SMS, and the unmatched ones again as SmsUnmatched', () => {
    expect(emittedBy(() => business.smsRouted(true))).toEqual([
      { name: 'SmsReceived', unit: 'Count', values: [1], dimensions: BASE },
    ]);
    expect(emittedBy(() => business.smsRouted(false))).toEqual([
      { name: 'SmsReceived', unit: 'Count', values: [1], dimensions: BASE },
      { name: 'SmsUnmatched', unit: 'Count', values: [1], dimensions: BASE },
    ]);
  });

  it('reports the numbers for sale as the StockAvailable gauge', () => {
    expect(emittedBy(() => business.stockAvailable(287))).toEqual([
      { name: 'StockAvailable', unit: 'Count', values: [287], dimensions: BASE },
    ]);
  });

  it('writes nothing, and warns nothing, for a request that reported no figure', () => {
    const out = vi.spyOn(process.stdout, 'write');
    const err = vi.spyOn(process.stderr, 'write');
    metrics.publishStoredMetrics();
    expect(out).not.toHaveBeenCalled();
    expect(err).not.toHaveBeenCalled();
    out.mockRestore();
    err.mockRestore();
  });
});
