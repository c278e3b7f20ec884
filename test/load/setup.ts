// The load's cast, made before the clock starts: stock enough for the run, members with funded wallets (credited
// through the ledger, as the bench does: set-up, not an API call), an API key per tool, and an administrator.

import type { TableClient } from '../../functions/adapters/dynamo/document-client.js';
import { createStockRepositories } from '../../functions/adapters/dynamo/stock-repositories.js';
import { createUserRepository } from '../../functions/adapters/dynamo/user-repository.js';
import { createWalletRepository } from '../../functions/adapters/dynamo/wallet-repository.js';
import { importSimCards, SIM_CSV_HEADER } from '../../functions/domain/sims/import-sim-cards.js';
import { importNumbers } from '../../functions/domain/stock/import-numbers.js';
import { API_KEYS_PER_MEMBER, ROLE_ADMIN } from '../../shared/constants.js';
import { totpCode } from '../support/two-factor.js';
import { luhnCheckDigit } from '../../shared/iccid.js';
import { routePath } from '../../shared/routes.js';
import type { Member } from './members.js';
import type { World } from './world.js';

export const FUNDED_CENTS = 10_000_000;

/** Numbers from +447701000000 up and eSIMs of their own, clear of the seeded stock. */
export async function addStock(table: TableClient, numbers: number, sims: number): Promise<void> {
  const stock = createStockRepositories(table);
  const lines = Array.from({ length: numbers }, (_, i) => `+447701${String(i).padStart(6, '0')}`);
  await importNumbers(stock.numbers, lines.join('\n'), new Date());
  const rows = Array.from({ length: sims }, (_, i) => {
    const payload = `894478${String(200_000_000_000 + i).padStart(12, '0')}`;
    const iccid = payload + luhnCheckDigit(payload);
    return [
      iccid,
      String(20_000_000 + i),
      `+447702${String(i).padStart(6, '0')}`,
      `LPA:1$smdp.uk-sms.local$LOAD-${i}`,
    ].join(',');
  });
  await importSimCards(stock.simCards, [SIM_CSV_HEADER, ...rows].join('\n'), new Date());
}

let registered = 0;

/** A member registered through the site, with FUNDED_CENTS in the wallet. */
const LOAD_PASSWORD = 'load password 1';

export async function fundedMember(world: World, table: TableClient, label: string): Promise<Member> {
  registered += 1;
  const password = LOAD_PASSWORD;
  const reply = await fetch(`${world.siteUrl}${routePath('auth.register')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: label,
      email: `${label}-${registered}-${Date.now()}@example.com`,
      password,
      confirmPassword: password,
    }),
  });
  if (reply.status !== 201) throw new Error(`Could not register ${label}: ${reply.status} ${await reply.text()}`);
  const { user } = (await reply.json()) as { user: { id: string } };
  await createWalletRepository(table).apply(
    [
      {
        userId: user.id,
        kind: 'top_up',
        amountCents: FUNDED_CENTS,
        description: 'Load top-up',
        reference: `load:${user.id}`,
      },
    ],
    new Date(),
  );
  return { id: user.id, cookie: reply.headers.getSetCookie()[0]!.split(';')[0]! };
}

/** `count` API keys, each made with the member call that takes its fee, API_KEYS_PER_MEMBER to a member. */
export async function apiKeys(world: World, table: TableClient, count: number): Promise<string[]> {
  const keys: string[] = [];
  let owner: Member | null = null;
  for (let i = 0; i < count; i += 1) {
    if (i % API_KEYS_PER_MEMBER === 0)
      owner = await fundedMember(world, table, `load-tools-${i / API_KEYS_PER_MEMBER}`);
    const reply = await fetch(`${world.siteUrl}${routePath('users.createApiKey')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: owner!.cookie },
      body: JSON.stringify({ name: `Load tool ${i}`, plan: 'developer', password: LOAD_PASSWORD }),
    });
    if (reply.status !== 201) throw new Error(`Could not create a key: ${reply.status} ${await reply.text()}`);
    keys.push(((await reply.json()) as { api_key: { key: string } }).api_key.key);
  }
  return keys;
}

export async function administrator(world: World, table: TableClient): Promise<string> {
  const admin = await fundedMember(world, table, 'load-admin');
  await createUserRepository(table).setRole(admin.id, ROLE_ADMIN);
  await enrolTwoFactor(world, admin.cookie);
  return admin.cookie;
}

/** Two-factor on for the member of `cookie`, as every admin call needs (docs/decisions/042). */
async function enrolTwoFactor(world: World, cookie: string): Promise<void> {
  const call = async (route: 'users.startTwoFactor' | 'users.confirmTwoFactor', body: object) => {
    const reply = await fetch(`${world.siteUrl}${routePath(route)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    if (reply.status !== 200) throw new Error(`${route} failed: ${reply.status} ${await reply.text()}`);
    return (await reply.json()) as { secret: string };
  };
  const { secret } = await call('users.startTwoFactor', { password: LOAD_PASSWORD });
  await call('users.confirmTwoFactor', { code: totpCode(secret) });
}
