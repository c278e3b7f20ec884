// A lease's days left on the admin screen: the ceiling of the remaining days, at least 0, 'Expired' at 0 and red at
// LEASE_WARNING_DAYS or fewer.

import { LEASE_WARNING_DAYS } from '@shared/constants';

const DAY_MS = 86_400_000;

export function daysLeft(endDate: string, now: number): { label: string; warning: boolean } {
  const days = Math.max(0, Math.ceil((Date.parse(endDate) - now) / DAY_MS));
  return { label: days === 0 ? 'Expired' : String(days), warning: days <= LEASE_WARNING_DAYS };
}
