// One local stack for the integration suite: real DynamoDB Local, the SES emulator and the real handlers.

import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../support/local-stack.js';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    mailboxUrl: string;
    dataDir: string;
    startOutput: string;
  }
}

export default async function setup(project: TestProject) {
  const stack = await startLocalStack();
  project.provide('siteUrl', stack.siteUrl);
  project.provide('mailboxUrl', stack.mailboxUrl);
  project.provide('dataDir', stack.dataDir);
  project.provide('startOutput', stack.startOutput);
  return () => stack.stop();
}
