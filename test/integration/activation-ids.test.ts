// Numeric activation ids under racing purchases (docs/decisions/030 "Numeric ids"), as a property: whatever members buy
// at once through the sms-activate protocol, every id is a distinct positive safe integer, and none opens another
// member's activation.

import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { createStockRepositories } from '../../functions/adapters/dynamo/stock-repositories.js';
import { importNumbers } from '../../functions/domain/stock/import-numbers.js';
import { developer, politely } from '../support/api-keys.js';
import { localTable } from '../support/table.js';

const table = localTable();
const MEMBERS = 3;
const RUNS = 5;
const MAX_PURCHASES = 8;

/** A call as a tool makes it: refused by the key's per-second limit (`BANNED:`), it waits and tries again. */
const protocol = (params: Record<string, string>) =>
  politely(
    async () => (await fetch(`${inject('siteUrl')}/stubs/handler_api.php?${new URLSearchParams(params)}`)).text(),
    (answer) => answer.startsWith('BANNED'),
  );

describe('numeric activation ids', () => {
  it('are distinct positive safe integers across parallel purchases, and open only their own member’s activation', async () => {
    // Numbers of its own, so the shared stock is left to the other tests.
    const own = Array.from({ length: RUNS * MAX_PURCHASES }, (_, i) => `+44770093${String(i).padStart(4, '0')}`);
    await importNumbers(createStockRepositories(table).numbers, own.join('\n'), new Date());
    const members = await Promise.all(
      Array.from({ length: MEMBERS }, (_, i) => developer(table, MAX_PURCHASES * 999, `ids-${i}`)),
    );
    const seen = new Set<string>();

    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: MEMBERS - 1 }), { minLength: 2, maxLength: MAX_PURCHASES }),
        async (buyers) => {
          const bought = await Promise.all(
            buyers.map(async (buyer) => {
              const answer = await protocol({ api_key: members[buyer]!.key, action: 'getNumber', service: 'wa' });
              const [word, id] = answer.split(':');
              expect(word).toBe('ACCESS_NUMBER');
              return { buyer, id: id! };
            }),
          );
          for (const { buyer, id } of bought) {
            expect(id).toMatch(/^[1-9]\d*$/);
            expect(Number.isSafeInteger(Number(id))).toBe(true);
            expect(seen.has(id)).toBe(false);
            seen.add(id);
            for (const [index, member] of members.entries()) {
              const status = await protocol({ api_key: member.key, action: 'getStatus', id });
              expect(status).toBe(index === buyer ? 'STATUS_WAIT_CODE' : 'NO_ACTIVATION');
            }
            // Cancelled and refunded, so the next run's wallets are as full.
            expect(await protocol({ api_key: members[buyer]!.key, action: 'setStatus', id, status: '8' })).toBe(
              'ACCESS_CANCEL',
            );
          }
        },
      ),
      { numRuns: RUNS },
    );
  }, 180_000);
});
