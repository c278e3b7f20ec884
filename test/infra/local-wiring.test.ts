// HANDLERS=bundled runs the product by the synthesized template: it reads the same routes, rules and schedules as the
// shared tables, names every difference instead of starting, and gives each function exactly its template's variables.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MissingAssemblyError, templateSchema, type Template } from '../../functions/local/bundled/cloud-assembly.js';
import { bundledFunctions, TemplateMismatchError } from '../../functions/local/bundled/bundled-functions.js';
import { localEnvironment, UnmappedVariableError } from '../../functions/local/bundled/function-environment.js';
import { templateWiring } from '../../functions/local/bundled/template-wiring.js';
import { wiringDifferences } from '../../functions/local/bundled/wiring-differences.js';
import { newClockOffset } from '../../functions/local/clock/shifted-date.js';
import { startLocalStack } from '../support/local-stack.js';
import { synthApp } from './synth-app.js';

const synthesized = templateSchema.parse(synthApp().template.toJSON());
/** A fresh copy to doctor. */
const template = (): Template => structuredClone(synthesized);
const resourcesOf = (doctored: Template, type: string) =>
  Object.values(doctored.Resources).filter((resource) => resource.Type === type);

/** A cloud assembly holding one stack with this template (and no bundles: the comparison comes first). */
function assemblyWith(doctored: Template): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'assembly-'));
  writeFileSync(path.join(dir, 'App.template.json'), JSON.stringify(doctored));
  writeFileSync(
    path.join(dir, 'manifest.json'),
    JSON.stringify({
      artifacts: { App: { type: 'aws:cloudformation:stack', properties: { templateFile: 'App.template.json' } } },
    }),
  );
  return dir;
}

describe('the template read as the local runtime reads it', () => {
  it('agrees with the route table, the event table and the schedule table', () => {
    expect(wiringDifferences(templateWiring(synthesized))).toEqual([]);
  });

  it('names a route the template lacks', () => {
    const doctored = template();
    const contact = Object.entries(doctored.Resources).find(
      ([, resource]) => resource.Properties.RouteKey === 'ANY /php-backend/api/contact.php',
    )!;
    delete doctored.Resources[contact[0]];
    expect(wiringDifferences(templateWiring(doctored))).toEqual([
      'route ANY /php-backend/api/contact.php: function contact in the sources, missing from the template',
    ]);
  });

  it('names a schedule whose rate differs', () => {
    const doctored = template();
    const renew = resourcesOf(doctored, 'AWS::Scheduler::Schedule').find(
      (schedule) => schedule.Properties.ScheduleExpression === 'rate(5 minutes)',
    )!;
    renew.Properties.ScheduleExpression = 'rate(10 minutes)';
    expect(wiringDifferences(templateWiring(doctored))).toEqual([
      'schedule of job renewApiKeys: every 5 min in the sources, every 10 min in the template',
    ]);
  });

  it('names a rule that matches another event, and a consumer whose concurrency differs', () => {
    const doctored = template();
    const rule = resourcesOf(doctored, 'AWS::Events::Rule').find(
      (candidate) =>
        (candidate.Properties.EventPattern as { 'detail-type': string[] })['detail-type'][0] === 'SmsReceived',
    )!;
    rule.Properties.EventPattern = { source: ['uk-sms-numbers'], 'detail-type': ['SmsArrived'] };
    const mapping = resourcesOf(doctored, 'AWS::Lambda::EventSourceMapping').find(
      (candidate) => (candidate.Properties.ScalingConfig as { MaximumConcurrency: number }).MaximumConcurrency === 10,
    )!;
    mapping.Properties.ScalingConfig = { MaximumConcurrency: 3 };
    expect(wiringDifferences(templateWiring(doctored))).toEqual([
      'rule for SmsReceived events: consumer routeSms in the sources, missing from the template',
      'consumer routeSms maximum concurrency: 10 in the sources, 3 in the template',
      'rule for SmsArrived events: consumer routeSms in the template, missing from the sources',
    ]);
  });

  it("names the push function's routes on the wrong API, and its function gone", () => {
    const onHttpApi = template();
    const httpApi = Object.keys(onHttpApi.Resources).find(
      (id) =>
        onHttpApi.Resources[id]!.Type === 'AWS::ApiGatewayV2::Api' &&
        onHttpApi.Resources[id]!.Properties.ProtocolType === 'HTTP',
    )!;
    const connect = resourcesOf(onHttpApi, 'AWS::ApiGatewayV2::Route').find(
      (route) => route.Properties.RouteKey === '$connect',
    )!;
    connect.Properties.ApiId = { Ref: httpApi };
    expect(wiringDifferences(templateWiring(onHttpApi))).toEqual([
      'WebSocket route $connect: function push in the sources, missing from the template',
      'route $connect: function push in the template, missing from the sources',
    ]);

    const withoutPush = template();
    const push = Object.keys(withoutPush.Resources).find((id) => {
      const environment = withoutPush.Resources[id]!.Properties.Environment as { Variables?: Record<string, unknown> };
      return environment?.Variables?.POWERTOOLS_SERVICE_NAME === 'push';
    })!;
    delete withoutPush.Resources[push];
    expect(wiringDifferences(templateWiring(withoutPush))).toEqual([
      expect.stringMatching(
        /^WebSocket route \$connect: function push in the sources, function \(no function: \w+\) in the template$/,
      ),
      expect.stringMatching(
        /^WebSocket route \$disconnect: function push in the sources, function \(no function: \w+\) in the template$/,
      ),
    ]);
  });

  it('refuses to run the bundles of a template that disagrees, naming the difference', () => {
    const doctored = template();
    const schedule = resourcesOf(doctored, 'AWS::Scheduler::Schedule')[0]!;
    schedule.Properties.ScheduleExpression = 'rate(2 minutes)';
    expect(() => bundledFunctions(assemblyWith(doctored), {}, newClockOffset())).toThrow(TemplateMismatchError);
    expect(() => bundledFunctions(assemblyWith(doctored), {}, newClockOffset())).toThrow(
      /schedule of job expireOneTimeOrders: every 1 min in the sources, every 2 min in the template/,
    );
  });

  it('refuses, saying to synthesize, when there is no cloud assembly', () => {
    expect(() => bundledFunctions(path.join(tmpdir(), 'no-assembly-here'), {}, newClockOffset())).toThrow(
      MissingAssemblyError,
    );
    expect(() => bundledFunctions(path.join(tmpdir(), 'no-assembly-here'), {}, newClockOffset())).toThrow(
      /npm run synth/,
    );
  });

  it('npm start with HANDLERS=bundled stops before anything starts, naming the difference', async () => {
    const doctored = template();
    const route = resourcesOf(doctored, 'AWS::ApiGatewayV2::Route').find(
      (candidate) => candidate.Properties.RouteKey === 'ANY /webhooks/{proxy+}',
    )!;
    route.Properties.RouteKey = 'ANY /hooks/{proxy+}';
    await expect(startLocalStack({ HANDLERS: 'bundled', CDK_OUTDIR: assemblyWith(doctored) })).rejects.toThrow(
      /route ANY \/webhooks\/\{proxy\+\}: function webhooks in the sources, missing from the template/,
    );
  });
});

describe("a bundled function's local environment", () => {
  const functions = templateWiring(synthesized).functions;
  const local = {
    TABLE_NAME: 'uk-sms-local',
    EVENT_BUS_NAME: 'uk-sms-local',
    PUBLIC_URL: 'http://localhost:3000',
    MAIL_FROM: 'no-reply@uk-sms.local',
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'WARN',
    COINPAYMENTS_API_URL: 'http://localhost:3000/_sim/coinpayments/api.php',
    COINPAYMENTS_MERCHANT_ID: 'local-merchant',
    COINPAYMENTS_PUBLIC_KEY: 'local-public-key',
    NOWPAYMENTS_API_URL: 'http://localhost:3000/_sim/nowpayments/v1',
    JWT_SECRET: 'local-jwt-secret-value',
    NOWPAYMENTS_IPN_SECRET: 'local-nowpayments-ipn-secret',
    ORIGIN_SECRET: 'local-origin-secret',
    TWO_FACTOR_LOCAL_KEY: 'bG9jYWwtdHdvLWZhY3Rvci1rZXktb2YtMzItYnl0ZXM=',
    ORIGIN_CHECK: 'off',
    AWS_REGION: 'eu-west-2',
    DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000',
    UNRELATED: 'not for functions',
  };

  it("has exactly the template's variables, a secret's ARN turned into its local value, plus the emulators' addresses", () => {
    const auth = functions.get('auth')!;
    const environment = localEnvironment('auth', auth.environment, local);
    // The KMS key that seals two-factor secrets stands for the local key (docs/decisions/042).
    const expectedNames = Object.keys(auth.environment).map((name) =>
      name === 'TWO_FACTOR_KEY_ID' ? 'TWO_FACTOR_LOCAL_KEY' : name.replace(/_ARN$/, ''),
    );
    expect(Object.keys(environment).sort()).toEqual([...expectedNames, 'AWS_REGION', 'DYNAMODB_ENDPOINT'].sort());
    expect(environment).toMatchObject({
      TABLE_NAME: 'uk-sms-local',
      PUBLIC_URL: 'http://localhost:3000',
      JWT_SECRET: 'local-jwt-secret-value',
      STAGE: 'local',
      CLIENT_ADDRESS_SOURCE: 'socket',
      // No CloudFront locally: the template's ORIGIN_CHECK=on would refuse every request.
      ORIGIN_CHECK: 'off',
      POWERTOOLS_SERVICE_NAME: 'auth',
      TWO_FACTOR_LOCAL_KEY: 'bG9jYWwtdHdvLWZhY3Rvci1rZXktb2YtMzItYnl0ZXM=',
    });
  });

  it('gives a secret only to the functions the template gives it to', () => {
    const services = localEnvironment('services', functions.get('services')!.environment, local);
    expect(services).not.toHaveProperty('JWT_SECRET');
    expect(services).not.toHaveProperty('NOWPAYMENTS_IPN_SECRET');
    const webhooks = localEnvironment('webhooks', functions.get('webhooks')!.environment, local);
    expect(webhooks.NOWPAYMENTS_IPN_SECRET).toBe('local-nowpayments-ipn-secret');
  });

  it('lacks a variable the template lacks, so the function fails locally as it would in AWS', () => {
    const { TABLE_NAME: _missing, ...rest } = functions.get('services')!.environment;
    expect(localEnvironment('services', rest, local)).not.toHaveProperty('TABLE_NAME');
  });

  it('refuses a variable only AWS can resolve that has no local value', () => {
    expect(() => localEnvironment('services', { QUEUE_URL: { Ref: 'SomeQueue' } }, local)).toThrow(
      UnmappedVariableError,
    );
  });
});
