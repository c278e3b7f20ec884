// The revenue report's sample figures: made only from the server's total revenue and orders, months January to June
// adding up to the total, fixed service shares, and Monthly Growth comparing June with May.

import { describe, expect, it } from 'vitest';
import { SERVICE_SHARES, sampleReport } from './sample-report';

describe('the revenue report sample figures', () => {
  it('splits the real total over January to June and compares June with May', () => {
    const report = sampleReport(100_000, 100);
    expect(report.months.map((month) => month.month)).toEqual(['January', 'February', 'March', 'April', 'May', 'June']);
    expect(report.months.reduce((sum, month) => sum + month.revenueCents, 0)).toBe(100_000);
    expect(report.months.reduce((sum, month) => sum + month.orders, 0)).toBe(100);
    expect(report.avgOrderCents).toBe(1_000);
    expect(report.monthlyGrowth).toBe(10);
    expect(report.services.map((service) => service.name)).toEqual([
      'WhatsApp',
      'Telegram',
      'Facebook',
      'Instagram',
      'Twitter',
      'TikTok',
    ]);
    expect(SERVICE_SHARES.reduce((sum, [, share]) => sum + share, 0)).toBe(100);
  });

  it('shows zeros, not NaN, before anything is sold', () => {
    const report = sampleReport(0, 0);
    expect(report.avgOrderCents).toBe(0);
    expect(report.monthlyGrowth).toBe(0);
    expect(report.months.every((month) => month.avgOrderCents === 0)).toBe(true);
  });
});
