// Whether an address can receive a coin on its network (docs/decisions/064 "Addresses"): its format and checksum, checked
// before any provider is asked, so that a typo is refused on the form rather than paid into nowhere. Each network's
// validator is imported alone, so the function bundles only these.

import { adaValidate } from '@dartess/multicoin-address-validator/lib/currencies/ada.js';
import { bchValidate } from '@dartess/multicoin-address-validator/lib/currencies/bch.js';
import { btcValidate } from '@dartess/multicoin-address-validator/lib/currencies/btc.js';
import { dogeValidate } from '@dartess/multicoin-address-validator/lib/currencies/doge.js';
import { ethValidate } from '@dartess/multicoin-address-validator/lib/currencies/eth.js';
import { ltcValidate } from '@dartess/multicoin-address-validator/lib/currencies/ltc.js';
import { solValidate } from '@dartess/multicoin-address-validator/lib/currencies/sol.js';
import { trxValidate } from '@dartess/multicoin-address-validator/lib/currencies/trx.js';
import { xmrValidate } from '@dartess/multicoin-address-validator/lib/currencies/xmr.js';
import { xrpValidate } from '@dartess/multicoin-address-validator/lib/currencies/xrp.js';
import type { Coin } from '../../../shared/coins.js';

type Check = (address: string) => boolean;

/**
 * TON's user-friendly form (48 base64url characters) or its raw form (workchain:64 hex digits); the library has no TON
 * validator, so the provider's own check is the rest.
 */
const tonValidate: Check = (address) => /^[A-Za-z0-9_-]{48}$/.test(address) || /^-?\d+:[0-9a-fA-F]{64}$/.test(address);

/** By network: an ERC20 or BSC token goes to an EVM address, a TRC20 one to a Tron address, and so on. */
const BY_NETWORK: Record<string, Check> = {
  Bitcoin: btcValidate,
  ERC20: ethValidate,
  BSC: ethValidate,
  TRC20: trxValidate,
  Tron: trxValidate,
  SOL: solValidate,
  Solana: solValidate,
  Litecoin: ltcValidate,
  Dogecoin: dogeValidate,
  Ripple: xrpValidate,
  Monero: xmrValidate,
  'Bitcoin Cash': bchValidate,
  Cardano: adaValidate,
  TON: tonValidate,
};

export function validAddressFor(coin: Pick<Coin, 'network'>, address: string): boolean {
  const check = BY_NETWORK[coin.network];
  return check ? check(address) : false;
}
