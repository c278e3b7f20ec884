// One local runtime for a project of the integration suite (the files' shared stack, or the clock project's): real
// handlers and the SES emulator, on the run's one DynamoDB Local with a table of its own, which the files that start
// a runtime of their own share too (test/support/own-stack.ts).

import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../support/local-stack.js';
import { freshTableName, sharedDynamoDb } from '../support/shared-dynamodb.js';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    mailboxUrl: string;
    dataDir: string;
    startOutput: string;
    /** The run's DynamoDB Local, for the runtimes files start of their own. */
    dynamodbEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const dynamodb = await sharedDynamoDb();
  const stack = await startLocalStack({
    DYNAMODB_ENDPOINT: dynamodb.endpoint,
    TABLE_NAME: freshTableName(project.name),
  }).catch(async (error: unknown) => {
    await dynamodb.release();
    throw error;
  });
  project.provide('siteUrl', stack.siteUrl);
  project.provide('mailboxUrl', stack.mailboxUrl);
  project.provide('dataDir', stack.dataDir);
  project.provide('startOutput', stack.startOutput);
  project.provide('dynamodbEndpoint', dynamodb.endpoint);
  return async () => {
    await stack.stop();
    await dynamodb.release();
  };
}
