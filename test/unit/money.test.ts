import { describe, expect, it } from 'vitest';
import { centsToDecimal, dollarsToCents, formatUsd, percentOf } from '../../shared/money.js';

describe('money in integer cents', () => {
  it('turns typed dollar amounts into cents without floating-point drift', () => {
    expect(dollarsToCents('9.99')).toBe(999);
    expect(dollarsToCents('0.30')).toBe(30);
    expect(dollarsToCents('19.9')).toBe(1990);
    expect(dollarsToCents(25)).toBe(2500);
  });

  it('refuses amounts that are negative, not numbers or have more than two decimals', () => {
    for (const bad of ['-5', 'abc', '1.999', '', '1e3', 'NaN']) expect(dollarsToCents(bad)).toBeNull();
  });

  it('shows cents as dollars with two decimals', () => {
    expect(centsToDecimal(999)).toBe('9.99');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(formatUsd(2500)).toBe('$25.00');
    expect(formatUsd(-150)).toBe('-$1.50');
  });

  it('takes percentages rounding down to the cent', () => {
    expect(percentOf(5_000, 10)).toBe(500);
    expect(percentOf(10_099, 15)).toBe(1514);
  });
});
