// The documented webhook signature checks (docs/examples/verify-webhook.mjs and verify_webhook.py) against the check
// vector: they accept our signature and refuse a tampered body and an old timestamp.

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain JavaScript example without types
import { verifyWebhook } from '../../docs/examples/verify-webhook.mjs';

const EXAMPLES = path.resolve(import.meta.dirname, '../../docs/examples');
const SECRET = 'whsec_test';
const T = 1_700_000_000;
const BODY =
  '{"id":"evt_1","event":"sms.received","data":{"order_id":"o1","code":"482917"},"timestamp":"2023-11-14T22:13:20.000Z"}';
const HEADER = `t=${T},v1=bffe4a86a0ef4c823a10098c78c82d0d02023136522011a7da689136d2842317`;
const TAMPERED = BODY.replace('482917', '482918');

/** Each case: body, header, the receiver's "now" in seconds. */
const CASES = {
  accepted: [BODY, HEADER, T + 60],
  tamperedBody: [TAMPERED, HEADER, T + 60],
  oldTimestamp: [BODY, HEADER, T + 5 * 60 + 1],
  noHeader: [BODY, '', T],
} as const;
const EXPECTED = { accepted: true, tamperedBody: false, oldTimestamp: false, noHeader: false };

function python(body: string, header: string, now: number): boolean {
  const script = 'import sys, verify_webhook as v; print(v.verify_webhook(*sys.argv[1:4], now=int(sys.argv[4])))';
  const out = execFileSync('python3', ['-c', script, SECRET, body, header, String(now)], {
    cwd: EXAMPLES,
    env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
  });
  return out.toString().trim() === 'True';
}

describe('the documented webhook signature checks', () => {
  it('Node: accepts our signature, refuses a tampered body, an old timestamp and a missing header', () => {
    const results = Object.fromEntries(
      Object.entries(CASES).map(([name, [body, header, now]]) => [
        name,
        verifyWebhook(SECRET, body, header, now) as boolean,
      ]),
    );
    expect(results).toEqual(EXPECTED);
  });

  it('Python: accepts our signature, refuses a tampered body, an old timestamp and a missing header', () => {
    const results = Object.fromEntries(
      Object.entries(CASES).map(([name, [body, header, now]]) => [name, python(body, header, now)]),
    );
    expect(results).toEqual(EXPECTED);
  });
});
