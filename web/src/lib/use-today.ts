// Today's date for 'Last updated' and the copyright year. Prerendered HTML carries the build day; the browser then
// shows its own today, without a hydration mismatch (the server snapshot is the build day on both sides).

import { useSyncExternalStore } from 'react';
import { DATE_LOCALE } from '@shared/constants';

const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const noSubscription = () => () => undefined;

const todayInBrowser = () => new Date().toLocaleDateString(DATE_LOCALE, LONG_DATE);
const buildDay = () => new Date(`${__BUILD_DATE__}T00:00:00Z`).toLocaleDateString(DATE_LOCALE, { ...LONG_DATE, timeZone: 'UTC' });

/** Today in the spec's date format (en-GB), e.g. '22 November 2026'. */
export function useToday(): string {
  return useSyncExternalStore(noSubscription, todayInBrowser, buildDay);
}
