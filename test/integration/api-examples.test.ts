import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { developer } from '../support/api-keys.js';
import { signedSms } from '../support/sms.js';
import { balanceAndLedger } from '../support/stock.js';
import { localTable } from '../support/table.js';

const table = localTable();
const EXAMPLES = path.resolve(import.meta.dirname, '../../docs/examples');
/** The documented buy examples: the program that runs each and its file. */
const BUY_EXAMPLES = [
  { language: 'Node', program: process.execPath, file: 'buy-number.mjs' },
  { language: 'Python', program: 'python3', file: 'buy_number.py' },
];
type BuyExample = (typeof BUY_EXAMPLES)[number];

/** Runs a documented example; `onLine` hears each line it prints. Resolves with its exit code and output. */
function runExample(example: BuyExample, key: string, env: Record<string, string>, onLine: (line: string) => void) {
  const child = spawn(example.program, [path.join(EXAMPLES, example.file), 'tg'], {
    env: { ...process.env, API_URL: inject('siteUrl'), API_KEY: key, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) onLine(line);
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ exit: number | null; output: string }>((resolve) =>
    child.on('close', (exit) => resolve({ exit, output })),
  );
}

describe.each(BUY_EXAMPLES)('the documented $language example', (example) => {
  it('buys a number and prints its code once the SMS arrives', async () => {
    const dev = await developer(table, 1_000, `example-code-${example.language}`);
    const run = await runExample(example, dev.key, {}, (line) => {
      const number = /^number (\+44\d{10})/.exec(line)?.[1];
      if (number) void signedSms(number, 'Telegram code 55217', 'Telegram').post();
    });
    expect(run.exit, run.output).toBe(0);
    expect(run.output).toMatch(/^number \+44\d{10} \(order \w+\)\ncode 55217\n$/);
  }, 30_000);

  it('cancels and is refunded when no code arrives in time', async () => {
    const dev = await developer(table, 1_000, `example-cancel-${example.language}`);
    const run = await runExample(example, dev.key, { WAIT_SECONDS: '1' }, () => undefined);
    expect(run.exit, run.output).toBe(0);
    expect(run.output).toContain('no code: cancelled and refunded');
    expect(await balanceAndLedger(table, dev.user.id)).toEqual({ balance: 1_000, ledger: 1_000 });
  }, 30_000);
});

describe('the documented sms-activate client example (the npm `sms-activate` package at our origin)', () => {
  const example = { language: 'sms-activate', program: process.execPath, file: 'sms-activate-client.mjs' };

  it('buys a number by the protocol and prints its code once the SMS arrives', async () => {
    const dev = await developer(table, 1_000, 'example-protocol-code');
    const run = await runExample(example, dev.key, {}, (line) => {
      const number = /^number \+(44\d{10})/.exec(line)?.[1];
      if (number) void signedSms(`+${number}`, 'Telegram code 66120', 'Telegram').post();
    });
    expect(run.exit, run.output).toBe(0);
    expect(run.output).toMatch(/^number \+44\d{10} \(activation \d+\)\ncode 66120\n$/);
  }, 30_000);

  it('cancels the activation and is refunded when no code arrives in time', async () => {
    const dev = await developer(table, 1_000, 'example-protocol-cancel');
    const run = await runExample(example, dev.key, { WAIT_SECONDS: '1' }, () => undefined);
    expect(run.exit, run.output).toBe(0);
    expect(run.output).toContain('no code: cancelled and refunded');
    expect(await balanceAndLedger(table, dev.user.id)).toEqual({ balance: 1_000, ledger: 1_000 });
  }, 30_000);
});
