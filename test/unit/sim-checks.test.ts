import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { isPng, readActivationCode } from '../../functions/domain/sims/qr-image.js';
import { isValidIccid, luhnCheckDigit } from '../../shared/iccid.js';
import { MESSAGES } from '../../shared/messages.js';

const ACTIVATION = 'LPA:1$smdp.example.com$UNIT-0001';

function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(255);
  return PNG.sync.write(image);
}

describe('ICCID check digit (Luhn)', () => {
  it('computes the Luhn digit of the textbook example', () => {
    expect(luhnCheckDigit('7992739871')).toBe('3');
  });

  it('accepts 19 or 20 digits starting 89 with their check digit, and nothing else', () => {
    const payload = '894477000000000001';
    const nineteen = payload + luhnCheckDigit(payload);
    const twenty = `${payload}2` + luhnCheckDigit(`${payload}2`);
    expect(isValidIccid(nineteen)).toBe(true);
    expect(isValidIccid(twenty)).toBe(true);
    const wrongDigit = twenty.slice(0, -1) + String((Number(twenty.at(-1)) + 1) % 10);
    expect(isValidIccid(wrongDigit)).toBe(false);
    expect(isValidIccid(`79${twenty.slice(2)}`)).toBe(false);
    expect(isValidIccid(twenty.slice(0, 17))).toBe(false);
    expect(isValidIccid(`${twenty}0`)).toBe(false);
  });
});

describe('the uploaded QR image', () => {
  it('knows a PNG by its signature bytes, not its name', async () => {
    expect(isPng(await QRCode.toBuffer(ACTIVATION, { type: 'png' }))).toBe(true);
    expect(isPng(Buffer.from('GIF89a....'))).toBe(false);
    expect(isPng(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
  });

  it('reads the eSIM activation code out of a QR PNG', async () => {
    expect(readActivationCode(await QRCode.toBuffer(ACTIVATION, { type: 'png', width: 300 }))).toBe(ACTIVATION);
  });

  it('refuses a missing file, a non-PNG, a PNG without a QR, a QR that is no eSIM code, and an oversized image', async () => {
    const refusal = (bytes: Buffer | undefined) => {
      try {
        readActivationCode(bytes);
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(refusal(undefined)).toBe(MESSAGES.simQrRequired);
    expect(refusal(Buffer.from('<svg></svg>'))).toBe(MESSAGES.simQrNotPng);
    expect(refusal(png(40, 40))).toBe(MESSAGES.simQrUnreadable);
    expect(refusal(await QRCode.toBuffer('hello', { type: 'png' }))).toBe(MESSAGES.simQrUnreadable);
    expect(refusal(png(2_500, 10))).toBe(MESSAGES.simQrUnreadable);
    expect(refusal(Buffer.concat([png(10, 10), Buffer.alloc(300 * 1024)]))).toBe(MESSAGES.simQrTooLarge);
  });
});
