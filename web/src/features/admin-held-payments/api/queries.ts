// The held payments' query and the owed amounts' query: pages under the `admin` root, 'Load more' following
// `next_cursor`.

import { listQuery } from '@/lib/admin/queries';
import { getHeldPaymentsPage } from './get-held-payments';
import { getOwedRefundsPage } from './owed-refunds';

export const heldPaymentsQuery = () => listQuery('held-payments', getHeldPaymentsPage, null);

/** Every amount owed to an anonymous buyer, newest first (docs/decisions/064). */
export const owedRefundsQuery = () => listQuery('owed-refunds', getOwedRefundsPage, null);
