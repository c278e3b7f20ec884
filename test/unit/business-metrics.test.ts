import { afterEach, describe, expect, it, vi } from 'vitest';
import { METRIC_NAMESPACE } from '../../functions/adapters/metric-names.js';
import { createBusinessMetrics, metrics } from '../../functions/adapters/metrics.js';

interface Figure {
  name: string;
  unit: string;
  value: unknown;
  dimensions: Record<string, string>;
}

/** What one handler's flush writes, read the way CloudWatch reads EMF: each metric once per dimension set. */
function emittedBy(report: () => void): Figure[] {
  const lines: string[] = [];
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    report();
    metrics.publishStoredMetrics();
  } finally {
    write.mockRestore();
  }
  return lines
    .join('')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      const blob = JSON.parse(line) as Record<string, any>;
      const [directive] = blob._aws.CloudWatchMetrics as {
        Namespace: string;
        Dimensions: string[][];
        Metrics: { Name: string; Unit: string }[];
      }[];
      expect(directive!.Namespace).toBe(METRIC_NAMESPACE);
      return directive!.Metrics.flatMap(({ Name, Unit }) =>
        directive!.Dimensions.map((set) => ({
          name: Name,
          unit: Unit,
          value: blob[Name],
          dimensions: Object.fromEntries(set.map((key) => [key, blob[key]])),
        })),
      );
    });
}

const business = createBusinessMetrics('prod');
const BASE = { service: 'uk-sms-numbers', stage: 'prod' };

afterEach(() => metrics.clearMetrics());

describe('the business metrics as CloudWatch receives them', () => {
  it('counts a purchase under service and stage, and again with its type', () => {
    expect(emittedBy(() => business.purchased('lease'))).toEqual(
      expect.arrayContaining([
        { name: 'Purchases', unit: 'Count', value: 1, dimensions: BASE },
        { name: 'Purchases', unit: 'Count', value: 1, dimensions: { ...BASE, type: 'lease' } },
      ]),
    );
    expect(emittedBy(() => business.purchased('esim'))).toHaveLength(2);
  });

  it.each([
    ['a refund', () => business.refunded(), 'Refunds'],
    ['an applied IPN', () => business.ipnApplied(), 'IpnsApplied'],
    ['a held IPN', () => business.ipnHeld(), 'IpnsHeld'],
    ['a refused IPN', () => business.ipnRefused(), 'IpnsRefused'],
    ['a failed webhook try', () => business.webhookTryFailed(), 'WebhookTriesFailed'],
    ['a failed webhook delivery', () => business.webhookDeliveryFailed(), 'WebhookDeliveriesFailed'],
  ])('counts %s as one %s with service and stage only', (_what, report, name) => {
    expect(emittedBy(report)).toEqual([{ name, unit: 'Count', value: 1, dimensions: BASE }]);
  });

  it('counts a delivered code and the milliseconds from its order to it', () => {
    expect(emittedBy(() => business.codeDelivered(42_000))).toEqual([
      { name: 'CodesDelivered', unit: 'Count', value: 1, dimensions: BASE },
      { name: 'TimeToCode', unit: 'Milliseconds', value: 42_000, dimensions: BASE },
    ]);
  });

  it('counts every routed SMS, and the unmatched ones again as SmsUnmatched', () => {
    expect(emittedBy(() => business.smsRouted(true))).toEqual([
      { name: 'SmsReceived', unit: 'Count', value: 1, dimensions: BASE },
    ]);
    expect(emittedBy(() => business.smsRouted(false))).toEqual([
      { name: 'SmsReceived', unit: 'Count', value: 1, dimensions: BASE },
      { name: 'SmsUnmatched', unit: 'Count', value: 1, dimensions: BASE },
    ]);
  });

  it('reports the numbers for sale as the StockAvailable gauge', () => {
    expect(emittedBy(() => business.stockAvailable(287))).toEqual([
      { name: 'StockAvailable', unit: 'Count', value: 287, dimensions: BASE },
    ]);
  });

  it('writes nothing, and warns nothing, for a request that reported no figure', () => {
    const warn = vi.spyOn(process.stderr, 'write');
    expect(emittedBy(() => undefined)).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
