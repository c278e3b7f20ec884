// A stage's settings come from its committed file with any -c on top; prod cannot be deployed with a placeholder or
// without what customers need, and every problem is named at once, with its key.

import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/bundling.js';
import {
  DEFAULT_REGION,
  readStageFile,
  resolveDeploySettings,
  STAGE_FILES_DIR,
  type StageFile,
} from '../../infra/deploy-settings.js';
import { stageSettings } from '../../infra/stages.js';

const prod = stageSettings('prod');
const dev = stageSettings('dev');

/** Prod's values once an operator has filled them in. */
const READY: StageFile = {
  file: 'infra/stages/prod.json',
  values: {
    domainName: 'shop.example.com',
    hostedZoneId: 'Z0123456789ABCDEFGHIJ',
    alarmEmail: 'ops@example.com',
    coinpaymentsMerchantId: 'merchant-1',
    coinpaymentsPublicKey: 'public-key-1',
  },
};

/** The problem lines of the error a resolve throws, or [] when it resolves. */
function problems(stage = prod, file: StageFile = READY, context: Record<string, string> = {}): string[] {
  try {
    resolveDeploySettings(stage, file, context);
    return [];
  } catch (error) {
    return (error as Error).message.split('\n').slice(1);
  }
}

describe('the stages’ settings files', () => {
  it('are committed for prod and dev, and every one of them is a valid file of settings', () => {
    const files = readdirSync(path.join(REPO_ROOT, STAGE_FILES_DIR)).sort();
    expect(files).toEqual(expect.arrayContaining(['dev.json', 'prod.json']));
    for (const file of files.filter((name) => name !== 'prod.json')) {
      const stage = stageSettings(file.replace(/\.json$/, ''));
      expect(() => resolveDeploySettings(stage, readStageFile(stage), {})).not.toThrow();
    }
  });

  it('refuse a prod synth from the committed prod file, naming each placeholder', () => {
    expect(() => resolveDeploySettings(prod, readStageFile(prod), {})).toThrow(
      /^The prod stage cannot be deployed with these settings \(infra\/stages\/prod\.json, then -c\):\n/,
    );
    expect(problems(prod, readStageFile(prod))).toEqual([
      '  - domainName is a placeholder (REPLACE_ME_DOMAIN_NAME)',
      '  - hostedZoneId is a placeholder (REPLACE_ME_HOSTED_ZONE_ID)',
      '  - mailDomain is a placeholder (REPLACE_ME_MAIL_DOMAIN)',
      '  - alarmEmail is a placeholder (REPLACE_ME_ALARM_EMAIL)',
      '  - coinpaymentsMerchantId is a placeholder (REPLACE_ME_COINPAYMENTS_MERCHANT_ID)',
      '  - coinpaymentsPublicKey is a placeholder (REPLACE_ME_COINPAYMENTS_PUBLIC_KEY)',
    ]);
  });

  it('refuse prod without a domain, an alarm address, the CoinPayments ids or anything to send mail from', () => {
    expect(problems(prod, { file: 'infra/stages/prod.json', values: {} })).toEqual([
      '  - domainName is missing: the site would live on a CloudFront address, and moving later changes every webhook URL',
      '  - alarmEmail is missing: no one would hear an alarm',
      '  - coinpaymentsMerchantId is missing: every CoinPayments IPN would be refused',
      '  - coinpaymentsPublicKey is missing: every CoinPayments checkout would be refused',
      '  - mailDomain is missing, and there is no domainName for mail to follow',
    ]);
  });

  it('let a dev stage keep placeholders, and take -c values over its file', () => {
    const settings = resolveDeploySettings(dev, readStageFile(dev), { alarmEmail: 'me@example.com' });
    expect(settings).toMatchObject({
      coinpaymentsMerchantId: 'REPLACE_ME_COINPAYMENTS_MERCHANT_ID',
      alarmEmail: 'me@example.com',
      logLevel: 'INFO',
    });
  });

  it('resolve prod once filled in, in London unless the file or -c names another region', () => {
    expect(resolveDeploySettings(prod, READY, {})).toMatchObject({ region: DEFAULT_REGION, logLevel: 'INFO' });
    expect(resolveDeploySettings(prod, READY, { region: 'eu-west-1' }).region).toBe('eu-west-1');
  });

  it('give a personal stage dev’s file without dev’s domain, which names one stage only', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'stage-files-'));
    mkdirSync(path.join(root, STAGE_FILES_DIR), { recursive: true });
    const devFile = { mailDomain: 'example.com', domainName: 'dev.example.com', hostedZoneId: 'Z0123456789ABCDEFGHIJ' };
    writeFileSync(path.join(root, STAGE_FILES_DIR, 'dev.json'), JSON.stringify(devFile));
    expect(readStageFile(stageSettings('dev-alice'), root)).toEqual({
      file: path.join(STAGE_FILES_DIR, 'dev.json'),
      values: { mailDomain: 'example.com' },
    });
    expect(readStageFile(dev, root).values).toEqual(devFile);
    writeFileSync(path.join(root, STAGE_FILES_DIR, 'dev-alice.json'), JSON.stringify({ mailDomain: 'alice.example' }));
    expect(readStageFile(stageSettings('dev-alice'), root).values).toEqual({ mailDomain: 'alice.example' });
  });

  it('name every value in the wrong shape, for any stage', () => {
    const file = readStageFile(dev);
    expect(
      problems(dev, file, {
        region: 'London',
        alarmEmail: 'ops',
        domainName: 'Shop.Example.com',
        certificateArn: 'arn:aws:acm:eu-west-2:123456789012:certificate/abc',
        logLevel: 'LOUD',
        colour: 'blue',
      }),
    ).toEqual([
      '  - region must be an AWS region, such as eu-west-2',
      '  - alarmEmail must be an email address',
      '  - domainName must be a lower-case domain name, such as shop.example.com',
      '  - certificateArn must be the ARN of an ACM certificate in us-east-1 (CloudFront takes certificates from there only)',
      '  - logLevel must be one of DEBUG, INFO, WARN, ERROR',
      '  - colour is not a setting',
    ]);
  });

  it('want a certificate or a hosted zone with a domain, and neither without one', () => {
    const file = readStageFile(dev);
    expect(problems(dev, file, { domainName: 'dev.example.com' })).toEqual([
      '  - domainName needs certificateArn (a certificate in us-east-1) or hostedZoneId (the stack makes one, validated in that zone)',
    ]);
    expect(problems(dev, file, { hostedZoneId: 'Z0123456789ABCDEFGHIJ' })).toEqual([
      '  - hostedZoneId is for domainName, which is not set',
    ]);
    expect(
      problems(dev, file, {
        domainName: 'dev.example.com',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-aaaa-bbbb-cccc-0123456789ab',
      }),
    ).toEqual([]);
  });
});
