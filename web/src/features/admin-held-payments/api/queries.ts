// The held payments' query: pages under the `admin` root, 'Load more' following `next_cursor`.

import { listQuery } from '@/lib/admin/queries';
import { getHeldPaymentsPage } from './get-held-payments';

export const heldPaymentsQuery = () => listQuery('held-payments', getHeldPaymentsPage, null);
