// deploy:rollback without AWS: which version each live alias goes back to, what the command then asks Lambda for and
// prints, and that the local stack says there is nothing to roll back.

import { describe, expect, it } from 'vitest';
import type { LiveAliases } from '../../functions/adapters/lambda-aliases.js';
import { rollBackDeploy } from '../../functions/ops/deploy-rollback.js';
import { rollbackPlan, type AliasState } from '../../functions/ops/rollback-plan.js';

const alias = (functionName: string, version: string, versions: string[], weighted: string[] = []): AliasState => ({
  functionName,
  version,
  weighted,
  versions: ['$LATEST', ...versions],
});

describe('the rollback plan', () => {
  it('sends each alias to the newest version older than the one it serves, numerically', () => {
    expect(
      rollbackPlan([
        alias('stack-Payment', '12', ['1', '2', '9', '10', '11', '12']),
        alias('stack-Auth', '3', ['1', '2', '3']),
      ]),
    ).toEqual([
      { functionName: 'stack-Auth', from: '3', to: '2' },
      { functionName: 'stack-Payment', from: '12', to: '11' },
    ]);
  });

  it('undoes a canary under way: the alias keeps the old version and the new one loses its share', () => {
    expect(rollbackPlan([alias('stack-Auth', '6', ['5', '6', '7'], ['7'])])).toEqual([
      { functionName: 'stack-Auth', from: '7', to: '6' },
    ]);
  });

  it('leaves a function new in this release where it is, saying why', () => {
    expect(rollbackPlan([alias('stack-Push', '1', ['1'])])).toEqual([
      { functionName: 'stack-Push', from: '1', to: null, why: 'no earlier version: it is new in this release' },
    ]);
  });

  it('goes back one more release each time it runs', () => {
    const once = rollbackPlan([alias('stack-Auth', '4', ['2', '3', '4'])])[0]!;
    expect(once.to).toBe('3');
    expect(rollbackPlan([alias('stack-Auth', once.to!, ['2', '3', '4'])])[0]!.to).toBe('2');
  });
});

/** Lambda as the command sees it: aliases that move when pointed. */
function lambdaWith(states: AliasState[]): LiveAliases & { pointed: [string, string][] } {
  const pointed: [string, string][] = [];
  return {
    pointed,
    list: async () => states,
    point: async (functionName, version) => {
      pointed.push([functionName, version]);
    },
  };
}

describe('npm run ops -- deploy:rollback', () => {
  it('points every alias of the stage back and prints each move', async () => {
    const aliases = lambdaWith([
      alias('uk-sms-numbers-prod-ApiAuth', '8', ['7', '8']),
      alias('uk-sms-numbers-prod-EventsRouteSms', '8', ['7', '8'], ['9']),
      alias('uk-sms-numbers-prod-Push', '1', ['1']),
    ]);
    const output = await rollBackDeploy([], { stackName: 'uk-sms-numbers-prod', region: 'eu-west-2', aliases });
    expect(aliases.pointed.sort()).toEqual([
      ['uk-sms-numbers-prod-ApiAuth', '7'],
      ['uk-sms-numbers-prod-EventsRouteSms', '8'],
    ]);
    expect(output).toBe(
      [
        'uk-sms-numbers-prod-ApiAuth: version 8 -> 7',
        'uk-sms-numbers-prod-EventsRouteSms: version 9 -> 8',
        'uk-sms-numbers-prod-Push: stays on version 1 (no earlier version: it is new in this release)',
        '2 of 3 functions of uk-sms-numbers-prod rolled back',
      ].join('\n'),
    );
  });

  it('says so when the stack has no live alias (not deployed there, or another region)', async () => {
    const output = await rollBackDeploy([], {
      stackName: 'uk-sms-numbers-dev',
      region: 'eu-west-1',
      aliases: lambdaWith([]),
    });
    expect(output).toBe(
      'Nothing to roll back: no function of the stack uk-sms-numbers-dev in eu-west-1 has a live alias',
    );
  });

  it('on the local stack, says there is nothing to roll back and how to reach a stage', async () => {
    expect(await rollBackDeploy([], null)).toMatch(
      /^Nothing to roll back: the local stack runs the sources as they are, with no published versions\. .*--stage <name> deploy:rollback$/,
    );
  });

  it('refuses arguments it does not know', async () => {
    await expect(rollBackDeploy(['now'], null)).rejects.toThrow('Usage: deploy:rollback');
  });
});
