// docs/deploy.md matches the stack: every alarm the prod and dev stacks make (app, edge and edge alarms) has its row in the
// runbook's alarm table and every row names one of them (the rule is written above that table); every operator
// command has its row in the command table, and the runbook names no command `npm run ops` does not have.

import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { OPS_COMMANDS } from '../../functions/ops/commands.js';
import { readRunbook, runbookAlarms, runbookCommandMentions, runbookCommandRows } from './runbook.js';
import { synthApp } from './synth-app.js';

const runbook = readRunbook();

/** Each alarm of a stage's templates by its runbook name: AlarmName less `uk-sms-numbers-<stage>-`, or logical id. */
function alarmsOf(stage: string): Map<string, string> {
  const { template, edgeTemplate, edgeAlarmsTemplate } = synthApp({ stage, alarmEmail: 'ops@example.com' });
  const names = new Map<string, string>();
  for (const [stack, synthesized] of [
    ['app', template],
    ['edge', edgeTemplate],
    ['edge alarms', edgeAlarmsTemplate],
  ] as [string, Template][]) {
    for (const [logicalId, alarm] of Object.entries(synthesized.findResources('AWS::CloudWatch::Alarm'))) {
      const alarmName: unknown = alarm.Properties?.AlarmName;
      const prefix = `uk-sms-numbers-${stage}-`;
      const name =
        typeof alarmName === 'string'
          ? alarmName.startsWith(prefix)
            ? alarmName.slice(prefix.length)
            : alarmName
          : logicalId;
      names.set(name, `${stack} stack ${logicalId}`);
    }
  }
  return names;
}

/** Fails naming each of `found`, after what they are. */
function expectNone(found: string[], what: string): void {
  expect(found, `${what}: ${found.join(', ')}`).toEqual([]);
}

describe('the runbook (docs/deploy.md)', () => {
  const alarms = new Map([...alarmsOf('prod'), ...alarmsOf('dev')]);
  const rows = runbookAlarms(runbook);
  const explained = new Set(rows.flatMap((row) => row.names));

  it('explains every alarm of the prod and dev stacks in its alarm table', () => {
    expect(alarms.size).toBeGreaterThan(40);
    expectNone(
      [...alarms].filter(([name]) => !explained.has(name)).map(([name, where]) => `${name} (${where})`),
      'alarms with no row in docs/deploy.md section 13 (the rule is above its table)',
    );
  });

  it('has no row for an alarm the stacks do not make', () => {
    expectNone(
      rows.flatMap(({ row, names }) => names.filter((name) => !alarms.has(name)).map((name) => `${name} (row ${row})`)),
      'alarm table rows naming no alarm of the stacks',
    );
  });

  it('has a row in its command table for each command `npm run ops` lists, and for nothing else', () => {
    const commands = Object.keys(OPS_COMMANDS);
    const listed = runbookCommandRows(runbook);
    expectNone(
      commands.filter((command) => !listed.includes(command)),
      'commands without a row in docs/deploy.md',
    );
    expectNone(
      listed.filter((command) => !commands.includes(command)),
      'command table rows naming no command',
    );
  });

  it('tells the operator to run only commands that exist', () => {
    const mentioned = runbookCommandMentions(runbook);
    expect(mentioned).toEqual(expect.arrayContaining(['outbox:failed', 'user:two-factor:reset', 'dlq:redrive']));
    expectNone(
      mentioned.filter((command) => !(command in OPS_COMMANDS)),
      'commands docs/deploy.md names that npm run ops does not have',
    );
  });
});
