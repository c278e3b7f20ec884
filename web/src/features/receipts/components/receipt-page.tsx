// A member's receipt (/receipt?id= or ?reference=, docs/decisions/040); Print opens the browser's print dialog, whose
// page holds the receipt alone.

import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { ReceiptKey } from '@/components/receipts/receipt-link';
import { receiptQuery } from '../api/queries';
import { ReceiptScreen } from './receipt-screen';

function keyOf(search: URLSearchParams): ReceiptKey | null {
  const id = search.get('id');
  if (id) return { id };
  const reference = search.get('reference');
  return reference ? { reference } : null;
}

export function ReceiptPage() {
  const [search] = useSearchParams();
  const key = keyOf(search);
  const receipt = useQuery({ ...receiptQuery(key ?? { id: '' }), enabled: key !== null });
  return (
    <ReceiptScreen
      receipt={receipt}
      asked={key !== null}
      back={
        <Link to={paths.user.wallet.getHref()} className="text-sm font-semibold text-brand-700 hover:underline">
          ← Wallet
        </Link>
      }
    />
  );
}
