// The coins offered for crypto payments (docs/decisions/014 "Coins"), with each provider's own code for them, and which
// provider pays for what.

import type { PurchaseType } from './constants.js';

export interface Coin {
  /** Shown as 'CODE (network)'. */
  code: string;
  network: string;
  /** CoinPayments' currency2 (uppercase; tokens as CODE.NETWORK). */
  coinpayments: string;
  /** NOWPayments' pay_currency (lowercase). */
  nowpayments: string;
}

export const COINS: readonly Coin[] = [
  { code: 'BTC', network: 'Bitcoin', coinpayments: 'BTC', nowpayments: 'btc' },
  { code: 'ETH', network: 'ERC20', coinpayments: 'ETH', nowpayments: 'eth' },
  { code: 'USDT', network: 'ERC20', coinpayments: 'USDT.ERC20', nowpayments: 'usdterc20' },
  { code: 'USDT', network: 'TRC20', coinpayments: 'USDT.TRC20', nowpayments: 'usdttrc20' },
  { code: 'USDT', network: 'SOL', coinpayments: 'USDT.SOL', nowpayments: 'usdtsol' },
  { code: 'USDT', network: 'BSC', coinpayments: 'USDT.BEP20', nowpayments: 'usdtbsc' },
  { code: 'USDC', network: 'ERC20', coinpayments: 'USDC', nowpayments: 'usdc' },
  { code: 'TRX', network: 'Tron', coinpayments: 'TRX', nowpayments: 'trx' },
  { code: 'SOL', network: 'Solana', coinpayments: 'SOL', nowpayments: 'sol' },
  { code: 'LTC', network: 'Litecoin', coinpayments: 'LTC', nowpayments: 'ltc' },
  { code: 'DOGE', network: 'Dogecoin', coinpayments: 'DOGE', nowpayments: 'doge' },
  { code: 'XRP', network: 'Ripple', coinpayments: 'XRP', nowpayments: 'xrp' },
  { code: 'XMR', network: 'Monero', coinpayments: 'XMR', nowpayments: 'xmr' },
  { code: 'BCH', network: 'Bitcoin Cash', coinpayments: 'BCH', nowpayments: 'bch' },
  { code: 'ADA', network: 'Cardano', coinpayments: 'ADA', nowpayments: 'ada' },
  { code: 'BNB', network: 'BSC', coinpayments: 'BNB.BSC', nowpayments: 'bnbbsc' },
  { code: 'BUSD', network: 'BSC', coinpayments: 'BUSD.BEP20', nowpayments: 'busdbsc' },
  { code: 'TON', network: 'TON', coinpayments: 'TON', nowpayments: 'ton' },
];

export const PAYMENT_PROVIDERS = ['coinpayments', 'nowpayments'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The providers' own names, as ledger descriptions and the payment dialogs show them. */
export const PROVIDER_LABELS: Record<PaymentProviderName, string> = {
  coinpayments: 'CoinPayments',
  nowpayments: 'NOWPayments',
};

/** docs/decisions/013 "Providers": one-time and lease use CoinPayments, buy uses NOWPayments. */
export const PROVIDER_FOR_TYPE: Record<PurchaseType, PaymentProviderName> = {
  'one-time': 'coinpayments',
  lease: 'coinpayments',
  buy: 'nowpayments',
};

export interface CoinOption {
  value: string;
  label: string;
}

export function coinOptions(provider: PaymentProviderName): CoinOption[] {
  return COINS.map((coin) => ({ value: coin[provider], label: `${coin.code} (${coin.network})` }));
}

/** The coin a provider code names, matched without regard to case (clients send 'btc' or 'BTC'). */
export function findCoin(provider: PaymentProviderName, value: string): Coin | undefined {
  return COINS.find((coin) => coin[provider].toLowerCase() === value.trim().toLowerCase());
}
