// The Insufficient Balance dialog (docs/decisions/015 "Validation", "Messages"): the balance, the price, and Add Funds.

import type { PurchaseType } from '@shared/constants';
import { LABELS, MESSAGES } from '@shared/messages';
import { formatUsd } from '@shared/money';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';

interface InsufficientBalanceDialogProps {
  type: PurchaseType;
  priceCents: number;
  balanceCents: number;
  onClose: () => void;
}

export function InsufficientBalanceDialog({ type, priceCents, balanceCents, onClose }: InsufficientBalanceDialogProps) {
  const balance = formatUsd(balanceCents);
  const text =
    type === 'buy'
      ? MESSAGES.insufficientBalanceForBuy(balance)
      : MESSAGES.insufficientBalanceFor(balance, formatUsd(priceCents));
  return (
    <Dialog open onClose={onClose} title={LABELS.insufficientBalance} description={text}>
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <LinkButton to={paths.user.wallet.getHref()} onClick={onClose} className="flex-1">
          {LABELS.addFunds}
        </LinkButton>
        <Button variant="secondary" onClick={onClose} className="flex-1">
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}
