// How the back office shows dates (en-GB), order types and holders, and the action buttons the spec makes inert.

import { DATE_LOCALE } from '@shared/constants';
import { LABELS } from '@shared/messages';

/** Every order the back office lists is a one-time order (docs/decisions/021). */
export const ORDER_TYPE = LABELS.oneTimeSms;

/** An anonymous buyer has no name. */
export const holderName = (record: { user_name: string }) => record.user_name || 'Anonymous';

export const formatDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(DATE_LOCALE) : 'Never');

/** Edit, Activate/Deactivate, View and Cancel do nothing but log (docs/decisions/021 "Screens"). */
export function logInertAction(action: string, id: string): void {
  console.info(`Admin action ${action} on ${id} (not performed)`);
}
