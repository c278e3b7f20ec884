// An anonymous buyer's receipt (/order-receipt?order_id=, docs/decisions/040): the paid order's, for whoever holds its
// link (docs/decisions/023), which leads back to the order.

import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { orderLink } from '@/lib/order-link';
import { QueryProvider } from '@/lib/query/provider';
import { anonymousReceiptQuery } from '../api/queries';
import { ReceiptScreen } from './receipt-screen';

function OrderReceipt({ orderId }: { orderId: string }) {
  const receipt = useQuery({ ...anonymousReceiptQuery(orderId), enabled: orderId !== '' });
  return (
    <ReceiptScreen
      receipt={receipt}
      asked={orderId !== ''}
      back={
        <a href={orderLink(orderId)} className="text-sm font-semibold text-brand-700 hover:underline">
          ← Your order
        </a>
      }
    />
  );
}

export function OrderReceiptPage() {
  const [search] = useSearchParams();
  return (
    <div className="page-container py-10">
      <QueryProvider>
        <OrderReceipt orderId={search.get('order_id') ?? ''} />
      </QueryProvider>
    </div>
  );
}
