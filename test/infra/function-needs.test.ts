// The rights declared in infra/function-needs.ts follow from the code each function bundles: a function whose code
// publishes events, sends mail, opens a provider checkout or reads a secret is declared so, and no other is.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { SECRET_NAMES, type SecretName } from '../../functions/adapters/secret-rules.js';
import { esbuildOptions, functionEntries, REPO_ROOT } from '../../infra/bundling.js';
import { EVERY_FUNCTION_NEEDS as NEEDS } from './every-function.js';

/** Whether a module's part of the unminified bundle holds code: more than calls that run its imports first. */
const holdsCode = (part: string) => part.replace(/^\s*init_\w+\(\);?\s*$/gm, '').trim() !== '';

/**
 * The source of every file of ours that adds code to a function's bundle: a module the function imports but whose
 * code esbuild shakes out (nothing the function runs calls it) does not count, even when its part keeps the calls that
 * initialise its imports (esbuild's `init_*()`, kept once a module is also loaded lazily). Dependencies are left out:
 * they call none of our ports.
 */
async function sourcesOf(entry: string): Promise<string> {
  const { outputFiles } = await build({
    ...esbuildOptions(entry),
    minify: false,
    sourcemap: false,
    write: false,
    outdir: path.join(REPO_ROOT, 'cdk.out', 'needs-test'),
    packages: 'external',
  });
  // Unminified, each module's part of the bundle starts with a comment naming its file.
  const parts = outputFiles.flatMap((output) => output.text.split(/^\/\/ (?=[\w./-]+\.ts$)/m).slice(1));
  const files = new Set(
    parts.flatMap((part) => {
      const [file = '', ...code] = part.split('\n');
      return holdsCode(code.join('\n')) ? [file.trim()] : [];
    }),
  );
  return [...files].map((file) => readFileSync(path.resolve(REPO_ROOT, file), 'utf8')).join('\n');
}

/** What the code does through the composition root's ports, as infra/function-needs.ts words it. */
function usedBy(source: string) {
  const named = [...source.matchAll(/deps\.secret\('(\w+)'\)/g)].map((match) => match[1] as SecretName);
  const checkouts: SecretName[] = /deps\.providers\[/.test(source)
    ? ['COINPAYMENTS_PRIVATE_KEY', 'NOWPAYMENTS_API_KEY']
    : [];
  // A payout's provider is asked with its API key (docs/decisions/064).
  if (/deps\.payoutProviders\[/.test(source)) checkouts.push('COINPAYMENTS_PRIVATE_KEY');
  // The carrier is made with its auth token (docs/decisions/061).
  if (/deps\.carrier\(/.test(source)) checkouts.push('TWILIO_AUTH_TOKEN');
  return {
    publishesEvents: /deps\.events\.publish\(/.test(source),
    sendsMail: /deps\.mailer\.send\(/.test(source),
    pushes: /deps\.pushSender\.send\(/.test(source),
    secrets: SECRET_NAMES.filter((name) => name !== 'JWT_SECRET' && [...named, ...checkouts].includes(name)),
  };
}

describe.each(functionEntries())('the $kind $name', ({ name, entry }) => {
  it('is declared with the events, mail, pushes and provider or webhook secrets its code uses', async () => {
    const needs = NEEDS[name]!;
    expect(usedBy(await sourcesOf(entry))).toEqual({
      publishesEvents: needs.publishesEvents,
      sendsMail: needs.sendsMail,
      pushes: needs.pushes,
      // JWT_SECRET follows from the route table instead (least-privilege.test.ts): every area checks sessions.
      secrets: SECRET_NAMES.filter((secret) => secret !== 'JWT_SECRET' && needs.secrets.includes(secret)),
    });
  });
});
