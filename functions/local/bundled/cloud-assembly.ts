// Finds the app's stack in a synthesized cloud assembly (cdk.out): the one whose template holds our functions.

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';

/** A CloudFormation template, as far as the local runtime reads it. */
export const templateSchema = z.object({
  Resources: z.record(
    z.string(),
    z.object({
      Type: z.string(),
      Properties: z.record(z.string(), z.unknown()).default({}),
      Metadata: z.record(z.string(), z.unknown()).optional(),
    }),
  ),
});
export type Template = z.infer<typeof templateSchema>;

const manifestSchema = z.object({
  artifacts: z.record(
    z.string(),
    z.object({ type: z.string(), properties: z.object({ templateFile: z.string() }).partial().optional() }),
  ),
});

export class MissingAssemblyError extends Error {}

/** The functions of the product carry POWERTOOLS_SERVICE_NAME; CDK's own helper functions do not. */
export function isAppFunction(resource: Template['Resources'][string]): boolean {
  if (resource.Type !== 'AWS::Lambda::Function') return false;
  const environment = resource.Properties.Environment as { Variables?: Record<string, unknown> } | undefined;
  return typeof environment?.Variables?.POWERTOOLS_SERVICE_NAME === 'string';
}

/** The app stack's template and its file; throws MissingAssemblyError, saying what to run, when there is none. */
export function readAppTemplate(assemblyDir: string): { template: Template; file: string } {
  const manifestFile = path.join(assemblyDir, 'manifest.json');
  if (!existsSync(manifestFile)) {
    throw new MissingAssemblyError(
      `HANDLERS=bundled runs the bundles of ${assemblyDir}, which holds no synthesized app: run npm run synth first`,
    );
  }
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
  const stacks = Object.values(manifest.artifacts).filter((artifact) => artifact.type === 'aws:cloudformation:stack');
  for (const stack of stacks) {
    const file = path.join(assemblyDir, stack.properties?.templateFile ?? '');
    const template = templateSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    if (Object.values(template.Resources).some(isAppFunction)) return { template, file };
  }
  throw new MissingAssemblyError(`No stack of ${manifestFile} holds the product's functions: run npm run synth again`);
}
