import twilio from 'twilio';
import { describe, expect, it } from 'vitest';
import { isValidTwilioSignature, twilioSignature } from '../../functions/adapters/sms/twilio-signature.js';
import { extractCode } from '../../functions/domain/sms/extract-code.js';

describe('code extraction (docs/decisions/013 "Codes")', () => {
  it.each([
    ['Your WhatsApp code: 123-456', '123456'],
    ['Your WhatsApp code 123 456. Do not share it.', '123456'],
    ['G-482913 is your Google verification code.', '482913'],
    ['Telegram code 55217', '55217'],
    ['1234', '1234'],
    ['Use 12345678 to sign in', '12345678'],
    ['Ref 123456789012: your code is 4821', '4821'],
    ['Call +44 7700 900123 if this was not you. Code: 9931', '9931'],
    ['On 2024-05-01 at 12:30 your code was 771 204', '771204'],
    ['Ваш код подтверждения: 5521', '5521'],
    ['您的验证码是 830114，5分钟内有效', '830114'],
  ])('finds the code in %j', (text, code) => {
    expect(extractCode(text)).toBe(code);
  });

  it.each([[''], ['No digits at all'], ['Only 123 and 45 here'], ['A reference 123456789'], ['Dial 0800 123 4567']])(
    'finds no code in %j',
    (text) => {
      expect(extractCode(text)).toBeNull();
    },
  );

  it('takes the first qualifying run, not the longest', () => {
    expect(extractCode('Codes 1111 and 222222')).toBe('1111');
  });

  it('handles a 1600-character body', () => {
    expect(extractCode(`${'x'.repeat(1_590)} 246810`)).toBe('246810');
  });
});

describe('X-Twilio-Signature (docs/decisions/014 "Twilio inbound SMS", "Check vectors")', () => {
  const vectorUrl = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const vectorParams = new URLSearchParams({
    CallSid: 'CA1234567890ABCDE',
    Caller: '+14158675309',
    Digits: '1234',
    From: '+14158675309',
    To: '+18005551212',
  });

  it('signs the check vector to RSOYDt4T1cUTdK1PDd93/VVr8B8=', () => {
    expect(twilioSignature('12345', vectorUrl, vectorParams)).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
    expect(isValidTwilioSignature('12345', 'RSOYDt4T1cUTdK1PDd93/VVr8B8=', vectorUrl, vectorParams)).toBe(true);
  });

  it('refuses a wrong token, a changed parameter, a changed URL and a truncated signature', () => {
    const signature = 'RSOYDt4T1cUTdK1PDd93/VVr8B8=';
    expect(isValidTwilioSignature('54321', signature, vectorUrl, vectorParams)).toBe(false);
    const changed = new URLSearchParams(vectorParams);
    changed.set('Digits', '1235');
    expect(isValidTwilioSignature('12345', signature, vectorUrl, changed)).toBe(false);
    expect(isValidTwilioSignature('12345', signature, `${vectorUrl}&x=1`, vectorParams)).toBe(false);
    expect(isValidTwilioSignature('12345', signature.slice(0, -1), vectorUrl, vectorParams)).toBe(false);
    expect(isValidTwilioSignature('12345', '', vectorUrl, vectorParams)).toBe(false);
  });

  it('agrees with the twilio library on inbound SMS forms with unicode, empty and repeated fields', () => {
    const url = 'https://sms.example.com/webhooks/sms';
    const forms = [
      { MessageSid: `SM${'a'.repeat(32)}`, From: '+447700900001', To: '+447700900123', Body: 'Code 123-456' },
      { MessageSid: `SM${'b'.repeat(32)}`, From: 'WhatsApp', To: '+447700900124', Body: '' },
      { MessageSid: `SM${'c'.repeat(32)}`, From: '+8613800138000', To: '+447700900125', Body: '您的验证码是 830114' },
      { MessageSid: `SM${'d'.repeat(32)}`, From: '+15005550006', To: '+447700900126', Body: 'é'.repeat(1_600) },
    ];
    for (const form of forms) {
      const params = new URLSearchParams({ ...form, AccountSid: `AC${'0'.repeat(32)}`, NumMedia: '0' });
      const ours = twilioSignature('secret-token', url, params);
      expect(twilio.validateRequest('secret-token', ours, url, Object.fromEntries(params))).toBe(true);
    }
    const repeated = new URLSearchParams([
      ['MediaUrl', 'b'],
      ['MediaUrl', 'a'],
      ['MediaUrl', 'a'],
      ['Body', 'x'],
    ]);
    expect(twilioSignature('t', url, repeated)).toBe(
      twilio.getExpectedTwilioSignature('t', url, { Body: 'x', MediaUrl: ['b', 'a', 'a'] }),
    );
  });
});
