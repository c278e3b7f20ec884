import { describe, expect, it } from 'vitest';
import { createWalletRepository } from '../../functions/adapters/dynamo/wallet-repository.js';
import { MESSAGES } from '../../shared/messages.js';
import { balanceAndLedger, fundedMember } from '../support/stock.js';
import { localTable } from '../support/table.js';

const table = localTable();
const WHATSAPP = { service_id: 1, service_name: 'WhatsApp', price_cents: 999 };

describe('a refund that was already credited', () => {
  it('answers a clean "cannot cancel" and credits nothing twice, though the refund is not the first item of its transaction', async () => {
    const { client, user } = await fundedMember(table, 2_000, 'duplicate-refund');
    const { body } = await client.post('/users/orders.php', WHATSAPP);
    // The order's refund reaches the ledger some other way first (a crash between two steps, an operator's credit).
    const credited = await createWalletRepository(table).apply(
      [
        {
          userId: user.id,
          kind: 'refund',
          amountCents: 999,
          description: 'Refund credited before the cancel',
          reference: `refund:one_time:${body.order_id}`,
        },
      ],
      new Date(),
    );
    expect(credited).toBe('applied');

    const cancel = await client.delete(`/users/orders.php?id=${body.order_id}`);
    expect(cancel.status).toBe(400);
    expect(cancel.body.error).toBe(MESSAGES.orderNotCancellable);
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: 2_000, ledger: 2_000 });
  });
});
