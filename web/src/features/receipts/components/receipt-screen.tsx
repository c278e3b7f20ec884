// A receipt's screen, the member's or an anonymous buyer's (docs/decisions/040): the way back and Print above the
// receipt, or why there is none; neither prints.

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Receipt } from '@shared/schemas/receipts';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { FailedRead } from '@/components/ui/failed-read';
import { ApiError } from '@/lib/api-client';
import { ReceiptSheet } from './receipt-sheet';

export function ReceiptScreen({
  receipt,
  asked,
  back,
}: {
  receipt: UseQueryResult<Receipt>;
  /** False when the address names no receipt. */
  asked: boolean;
  back: ReactNode;
}) {
  const missing = !asked || (receipt.error instanceof ApiError && receipt.error.status === 404);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Seo />
      <div className="flex items-center justify-between gap-3 print:hidden">
        {back}
        {receipt.data && <Button onClick={() => window.print()}>Print</Button>}
      </div>
      {receipt.data ? (
        <ReceiptSheet receipt={receipt.data} />
      ) : missing ? (
        <p role="alert" className="rounded-xl bg-slate-100 px-4 py-6 text-center text-sm text-slate-700">
          This receipt was not found.
        </p>
      ) : receipt.isError ? (
        <FailedRead
          role="alert"
          message="The receipt could not be loaded."
          onRetry={receipt.refetch}
          className="rounded-xl bg-red-50 px-4 py-6 text-center text-sm text-red-800"
        />
      ) : (
        <p role="status" className="py-12 text-center text-sm text-slate-600">
          Loading receipt…
        </p>
      )}
    </div>
  );
}
