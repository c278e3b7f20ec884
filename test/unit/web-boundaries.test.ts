// The web app's boundaries (docs/decisions/037) as the project's ESLint config enforces them: a feature importing
// another feature, or components/ and lib/ importing a feature, fails lint; what app/ composes passes.

import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The boundary messages ESLint gives `code` as if it stood at `file` (from the repository's root). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('web boundaries', () => {
  it('refuses an import from one feature into another, by alias or by a relative path', async () => {
    const file = 'web/src/features/api-keys/components/fixture.tsx';
    const byAlias = await boundaryErrors(file, "export { WalletPage } from '@/features/wallet/components/wallet-page';\n");
    const relative = await boundaryErrors(file, "export { WalletPage } from '../../wallet/components/wallet-page';\n");
    expect(byAlias).toEqual([expect.stringContaining('A feature imports no other feature')]);
    expect(relative).toEqual([expect.stringContaining('A relative import stays inside its feature')]);
  });

  it("refuses a feature's root file climbing out of it", async () => {
    const errors = await boundaryErrors('web/src/features/tickets/fixture.ts', "export * from '../numbers/api/queries';\n");
    expect(errors).toEqual([expect.stringContaining('A relative import stays inside its feature')]);
  });

  it('refuses components/ and lib/ importing a feature or app/', async () => {
    const component = await boundaryErrors(
      'web/src/components/ui/fixture.tsx',
      "export { TicketsPage } from '@/features/tickets/components/tickets-page';\n",
    );
    const library = await boundaryErrors('web/src/lib/fixture.ts', "export { routes } from '../app/routes';\n");
    expect(component).toEqual([expect.stringContaining('import no feature')]);
    expect(library).toEqual([expect.stringContaining('Only main.tsx and entry-server.tsx import app/')]);
  });

  it('lets a feature import its own files, components, lib and shared, and app compose features', async () => {
    const feature = await boundaryErrors(
      'web/src/features/api-keys/components/fixture.tsx',
      [
        "export { apiKeysQuery } from '../api/queries';",
        "export { Button } from '@/components/ui/button';",
        "export { useSession } from '@/lib/session';",
        "export { LABELS } from '@shared/messages';",
        "export { ApiKeyList } from '@/features/api-keys/components/api-key-list';",
        '',
      ].join('\n'),
    );
    const route = await boundaryErrors(
      'web/src/app/routes/fixture.tsx',
      "export { AddFundsDialog } from '@/features/wallet/components/add-funds-dialog';\n",
    );
    expect(feature).toEqual([]);
    expect(route).toEqual([]);
  });
});
