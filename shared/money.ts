// Money is integer cents everywhere; these helpers are the only conversions.

export type Cents = number;

export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Dollars (as typed by a person, at most two decimals) to cents; null when not a valid amount. */
export function dollarsToCents(dollars: number | string): Cents | null {
  const text = typeof dollars === 'number' ? String(dollars) : dollars.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents shown as dollars with two decimals, e.g. 999 -> "9.99". */
export function centsToDecimal(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Cents shown as a dollar amount, e.g. 999 -> "$9.99". */
export function formatUsd(cents: Cents): string {
  return cents < 0 ? `-$${centsToDecimal(-cents)}` : `$${centsToDecimal(cents)}`;
}

/** A percentage of an amount in cents, rounded down so the house never pays a fraction of a cent more. */
export function percentOf(cents: Cents, percent: number): Cents {
  return Math.floor((cents * percent) / 100);
}
