import { describe, expect, it } from 'vitest';
import {
  coinPaymentsSignature,
  nowPaymentsSignature,
  verifyCoinPaymentsSignature,
  verifyNowPaymentsSignature,
} from '../../functions/adapters/payments/signatures.js';

// The providers' check vectors (docs/decisions/014 "Check vectors").
const CP_API_BODY = 'currency=BTC&version=1&cmd=get_callback_address&key=your_api_public_key&format=json';
const CP_API_HMAC =
  '5590eac015e7692902e1a9cd5464f1d305a4b593d2f1343d826ac5affc5ac6f960a5167284f9bf31295cba0e04df9d8f7087935b5344c468ccf2dd036e159102';
const CP_IPN_BODY =
  'ipn_version=1.0&ipn_type=api&ipn_mode=hmac&ipn_id=abc123&merchant=MERCHANTID&txn_id=CPTEST123&status=100&status_text=Complete&currency1=USD&currency2=BTC&amount1=10&amount2=0.0005&custom=order-42';
const CP_IPN_HMAC =
  'bb5d8d1c9be054c2a314daf651ffe8ff47b6df9ed048d2fe46ab66a1246a2c3b1f7ecc3689d30fefda4a00c37d3ae78e0c64bc72924d2aa4b0fd5cffe810cf8e';

// The NOWPayments documentation's example webhook.
const NP_EXAMPLE = {
  payment_id: 123456789,
  parent_payment_id: 987654321,
  invoice_id: null,
  payment_status: 'finished',
  pay_address: 'address',
  payin_extra_id: null,
  price_amount: 1,
  price_currency: 'usd',
  pay_amount: 15,
  actually_paid: 15,
  actually_paid_at_fiat: 0,
  pay_currency: 'trx',
  order_id: null,
  order_description: null,
  purchase_id: '123456789',
  outcome_amount: 14.8106,
  outcome_currency: 'trx',
  payment_extra_ids: null,
  fee: { currency: 'btc', depositFee: 0.09853637216235617, withdrawalFee: 0, serviceFee: 0 },
};
const NP_SIG =
  'c5e1128c8cbb43994d215bf38d48f1d399fef169842f95d831a0260356436d896cbc0cc5442eb18fcbd6f8da6a6f9d39b63c91f9659896a0dd62163b12109790';

describe('CoinPayments HMAC', () => {
  it('signs API calls as the check vector says', () => {
    expect(coinPaymentsSignature('test', CP_API_BODY)).toBe(CP_API_HMAC);
  });

  it('verifies the IPN check vector over the raw body, and nothing else', () => {
    expect(verifyCoinPaymentsSignature('my ipn secret', CP_IPN_BODY, CP_IPN_HMAC)).toBe(true);
    expect(verifyCoinPaymentsSignature('my ipn secret', CP_IPN_BODY, CP_IPN_HMAC.toUpperCase())).toBe(true);
    expect(verifyCoinPaymentsSignature('other secret', CP_IPN_BODY, CP_IPN_HMAC)).toBe(false);
    expect(
      verifyCoinPaymentsSignature('my ipn secret', CP_IPN_BODY.replace('status=100', 'status=2'), CP_IPN_HMAC),
    ).toBe(false);
    // Re-encoding the same fields changes the bytes, so the signature no longer holds.
    expect(
      verifyCoinPaymentsSignature(
        'my ipn secret',
        CP_IPN_BODY.replace('ipn_id=abc123', 'ipn_id=abc%31%32%33'),
        CP_IPN_HMAC,
      ),
    ).toBe(false);
    expect(verifyCoinPaymentsSignature('my ipn secret', CP_IPN_BODY, CP_IPN_HMAC.slice(0, 64))).toBe(false);
    expect(verifyCoinPaymentsSignature('my ipn secret', CP_IPN_BODY, undefined)).toBe(false);
    expect(verifyCoinPaymentsSignature('my ipn secret', CP_IPN_BODY, 'zz'.repeat(64))).toBe(false);
  });
});

describe('NOWPayments signature', () => {
  it('signs the recursively sorted body as the check vector says', () => {
    expect(nowPaymentsSignature('test_ipn_secret', NP_EXAMPLE)).toBe(NP_SIG);
  });

  it('does not depend on the order of keys in the body, but on every value', () => {
    const reordered = Object.fromEntries(Object.entries(NP_EXAMPLE).reverse());
    expect(verifyNowPaymentsSignature('test_ipn_secret', reordered, NP_SIG)).toBe(true);
    expect(verifyNowPaymentsSignature('test_ipn_secret', { ...NP_EXAMPLE, actually_paid: 16 }, NP_SIG)).toBe(false);
    expect(
      verifyNowPaymentsSignature(
        'test_ipn_secret',
        { ...NP_EXAMPLE, fee: { ...NP_EXAMPLE.fee, serviceFee: 1 } },
        NP_SIG,
      ),
    ).toBe(false);
    expect(verifyNowPaymentsSignature('wrong', NP_EXAMPLE, NP_SIG)).toBe(false);
  });
});
