// The live aliases of a stage's functions in AWS, for `deploy:rollback` (docs/decisions/055): each function found by
// the stack's name, which CloudFormation puts first in the name of every function it makes, and kept only when its
// `aws:cloudformation:stack-name` tag is that stack (`uk-sms-numbers-dev-` also begins `uk-sms-numbers-dev-alice`'s).

import {
  GetAliasCommand,
  LambdaClient,
  ListFunctionsCommand,
  ListTagsCommand,
  ListVersionsByFunctionCommand,
  ResourceNotFoundException,
  UpdateAliasCommand,
} from '@aws-sdk/client-lambda';
import { z } from 'zod';
import { LIVE_ALIAS, type AliasState } from '../ops/rollback-plan.js';
import { awsClientOptions } from './aws-client-options.js';

export interface LiveAliases {
  /** The stack's functions that have the live alias, with where it points and the versions there are. */
  list(): Promise<AliasState[]>;
  /** Points a function's live alias at one version, with no share to any other. */
  point(functionName: string, version: string): Promise<void>;
}

/** Lambda's answers, as far as they are read. */
const functionsPage = z.object({
  Functions: z.array(z.object({ FunctionName: z.string(), FunctionArn: z.string() })).default([]),
  NextMarker: z.string().optional(),
});
const tagsAnswer = z.object({ Tags: z.record(z.string(), z.string()).default({}) });
const versionsPage = z.object({
  Versions: z.array(z.object({ Version: z.string() })).default([]),
  NextMarker: z.string().optional(),
});
const aliasAnswer = z.object({
  FunctionVersion: z.string(),
  RoutingConfig: z.object({ AdditionalVersionWeights: z.record(z.string(), z.number()).optional() }).optional(),
});

/** `endpoint` only for a stand-in of Lambda's API. */
export function lambdaLiveAliases(options: { stackName: string; region: string; endpoint?: string }): LiveAliases {
  const lambda = new LambdaClient(awsClientOptions(options.region, options.endpoint));

  async function stackFunctions(): Promise<{ name: string; arn: string }[]> {
    const found: { name: string; arn: string }[] = [];
    let Marker: string | undefined;
    do {
      const page = functionsPage.parse(await lambda.send(new ListFunctionsCommand({ Marker })));
      for (const fn of page.Functions) {
        if (fn.FunctionName.startsWith(`${options.stackName}-`))
          found.push({ name: fn.FunctionName, arn: fn.FunctionArn });
      }
      Marker = page.NextMarker;
    } while (Marker);
    const ofStack = await Promise.all(
      found.map(async (fn) => {
        const { Tags } = tagsAnswer.parse(await lambda.send(new ListTagsCommand({ Resource: fn.arn })));
        return Tags['aws:cloudformation:stack-name'] === options.stackName;
      }),
    );
    return found.filter((_, index) => ofStack[index]);
  }

  async function versionsOf(functionName: string): Promise<string[]> {
    const versions: string[] = [];
    let Marker: string | undefined;
    do {
      const page = versionsPage.parse(
        await lambda.send(new ListVersionsByFunctionCommand({ FunctionName: functionName, Marker })),
      );
      versions.push(...page.Versions.map((version) => version.Version));
      Marker = page.NextMarker;
    } while (Marker);
    return versions;
  }

  async function aliasOf(functionName: string): Promise<AliasState | null> {
    try {
      const alias = aliasAnswer.parse(
        await lambda.send(new GetAliasCommand({ FunctionName: functionName, Name: LIVE_ALIAS })),
      );
      return {
        functionName,
        version: alias.FunctionVersion,
        weighted: Object.keys(alias.RoutingConfig?.AdditionalVersionWeights ?? {}),
        versions: await versionsOf(functionName),
      };
    } catch (error) {
      // CDK's own functions of the stack (the site upload's) have no live alias.
      if (error instanceof ResourceNotFoundException) return null;
      throw error;
    }
  }

  return {
    async list() {
      const aliases = await Promise.all((await stackFunctions()).map((fn) => aliasOf(fn.name)));
      return aliases.filter((alias): alias is AliasState => alias !== null);
    },
    async point(functionName, version) {
      await lambda.send(
        new UpdateAliasCommand({
          FunctionName: functionName,
          Name: LIVE_ALIAS,
          FunctionVersion: version,
          RoutingConfig: { AdditionalVersionWeights: {} },
        }),
      );
    },
  };
}
