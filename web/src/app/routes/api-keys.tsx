// API Keys, /api-keys (docs/decisions/018): the keys screen, with the wallet's Add Funds dialog for a short balance.

import { ApiKeysPage } from '@/features/api-keys/components/api-keys-page';
import { AddFundsDialog } from '@/features/wallet/components/add-funds-dialog';

export function ApiKeysRoute() {
  return <ApiKeysPage AddFundsDialog={AddFundsDialog} />;
}
