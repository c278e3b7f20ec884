// Consumer of WalletCredited: the member's suspended API keys are renewed at once if the wallet now pays the fee.

import { reviveApiKeys } from '../domain/api-keys/renew-api-key.js';
import { createConsumer } from './core/consumer.js';

export const handler = createConsumer('reviveApiKeys', async (detail, deps) => {
  await reviveApiKeys(deps, detail.userId);
});
