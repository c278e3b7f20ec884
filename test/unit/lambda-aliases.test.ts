// deploy:rollback's AWS path against a stand-in for Lambda's REST API on loopback (there is no AWS here): which
// functions it takes for the stage's, what it reads of their aliases and versions, and what it asks Lambda to change.

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lambdaLiveAliases } from '../../functions/adapters/lambda-aliases.js';
import { rollBackDeploy } from '../../functions/ops/deploy-rollback.js';

const ARN = 'arn:aws:lambda:eu-west-2:123456789012:function:';
const STACK = 'uk-sms-numbers-dev';
/** Each function: its stack tag, its live alias (none for CDK's own), its versions. */
const FUNCTIONS: Record<
  string,
  { stack: string; alias?: { version: string; weights?: Record<string, number> }; versions: string[] }
> = {
  [`${STACK}-ApiAuthFunction1A2B-abc`]: { stack: STACK, alias: { version: '4' }, versions: ['1', '2', '3', '4'] },
  [`${STACK}-EventsRouteSmsConsumer3C4D-def`]: {
    stack: STACK,
    alias: { version: '3', weights: { '4': 0.1 } },
    versions: ['3', '4'],
  },
  [`${STACK}-CustomCDKBucketDeployment-ghi`]: { stack: STACK, versions: [] },
  // Another stage whose stack name begins with this one's.
  [`${STACK}-alice-ApiAuthFunction5E6F-jkl`]: {
    stack: `${STACK}-alice`,
    alias: { version: '9' },
    versions: ['8', '9'],
  },
  'another-app-Function-mno': { stack: 'another-app', alias: { version: '2' }, versions: ['1', '2'] },
};

const updates: { functionName: string; body: unknown }[] = [];
let server: http.Server;
let endpoint: string;

function answer(method: string, url: URL, body: string): { status: number; json: unknown; error?: string } {
  const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[1] === 'tags') {
    const name = parts.slice(2).join('/').slice(ARN.length);
    return { status: 200, json: { Tags: { 'aws:cloudformation:stack-name': FUNCTIONS[name]!.stack } } };
  }
  if (parts.length === 2) {
    // Two pages, as Lambda gives 50 at most.
    const names = Object.keys(FUNCTIONS);
    const first = url.searchParams.get('Marker') === null;
    const page = first ? names.slice(0, 2) : names.slice(2);
    return {
      status: 200,
      json: {
        Functions: page.map((name) => ({ FunctionName: name, FunctionArn: `${ARN}${name}` })),
        ...(first ? { NextMarker: 'page-2' } : {}),
      },
    };
  }
  const fn = FUNCTIONS[parts[2]!]!;
  if (parts[3] === 'versions') {
    return { status: 200, json: { Versions: ['$LATEST', ...fn.versions].map((Version) => ({ Version })) } };
  }
  if (method === 'PUT') {
    updates.push({ functionName: parts[2]!, body: JSON.parse(body) });
    return { status: 200, json: {} };
  }
  if (!fn.alias)
    return { status: 404, json: { Type: 'User', Message: 'Alias not found' }, error: 'ResourceNotFoundException' };
  return {
    status: 200,
    json: {
      Name: 'live',
      FunctionVersion: fn.alias.version,
      ...(fn.alias.weights ? { RoutingConfig: { AdditionalVersionWeights: fn.alias.weights } } : {}),
    },
  };
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const { status, json, error } = answer(request.method!, new URL(request.url!, 'http://localhost'), text);
      response.writeHead(status, {
        'content-type': 'application/json',
        ...(error ? { 'x-amzn-errortype': error } : {}),
      });
      response.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('deploy:rollback on AWS', () => {
  it("reads the live alias of the stage's own functions only: its stack's tag, not a name that merely begins so", async () => {
    const aliases = await lambdaLiveAliases({ stackName: STACK, region: 'eu-west-2', endpoint }).list();
    expect(aliases.sort((a, b) => a.functionName.localeCompare(b.functionName))).toEqual([
      {
        functionName: `${STACK}-ApiAuthFunction1A2B-abc`,
        version: '4',
        weighted: [],
        versions: ['$LATEST', '1', '2', '3', '4'],
      },
      {
        functionName: `${STACK}-EventsRouteSmsConsumer3C4D-def`,
        version: '3',
        weighted: ['4'],
        versions: ['$LATEST', '3', '4'],
      },
    ]);
  });

  it('points each alias at its previous version with no share to any other', async () => {
    updates.length = 0;
    const output = await rollBackDeploy([], {
      stackName: STACK,
      region: 'eu-west-2',
      aliases: lambdaLiveAliases({ stackName: STACK, region: 'eu-west-2', endpoint }),
    });
    expect(updates.sort((a, b) => a.functionName.localeCompare(b.functionName))).toEqual([
      {
        functionName: `${STACK}-ApiAuthFunction1A2B-abc`,
        body: { FunctionVersion: '3', RoutingConfig: { AdditionalVersionWeights: {} } },
      },
      {
        functionName: `${STACK}-EventsRouteSmsConsumer3C4D-def`,
        body: { FunctionVersion: '3', RoutingConfig: { AdditionalVersionWeights: {} } },
      },
    ]);
    expect(output).toContain(`2 of 2 functions of ${STACK} rolled back`);
  });
});
