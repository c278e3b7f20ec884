// The 'Receipt' link of a wallet transaction's or an order's row (docs/decisions/040).

import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** What names a member's receipt: its ledger entry's id, or the reference the entry carries. */
export type ReceiptKey = { id: string } | { reference: string };

export function ReceiptLink({ receipt, label }: { receipt: ReceiptKey; label: string }) {
  return (
    <Link
      to={paths.user.receipt.getHref(receipt)}
      aria-label={`Receipt for ${label}`}
      className="text-xs font-semibold text-brand-700 underline-offset-2 hover:underline"
    >
      Receipt
    </Link>
  );
}
