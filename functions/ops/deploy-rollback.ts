// ops deploy:rollback: points every function's live alias of a stage back to the version of the previous release, in
// one go, calls included that a canary under way shares out (docs/decisions/055).

import { rollbackPlan } from './rollback-plan.js';
import type { DeployCommand } from './ops-command.js';

export const rollBackDeploy: DeployCommand = async (args, target) => {
  if (args.length > 0) throw new Error('Usage: deploy:rollback (with --stage <name> for a stage in AWS)');
  if (target === null) {
    return (
      'Nothing to roll back: the local stack runs the sources as they are, with no published versions. ' +
      'deploy:rollback works on a stage in AWS: npm run ops -- --stage <name> deploy:rollback'
    );
  }
  const plan = rollbackPlan(await target.aliases.list());
  if (plan.length === 0) {
    return `Nothing to roll back: no function of the stack ${target.stackName} in ${target.region} has a live alias`;
  }
  await Promise.all(
    plan.map((step) => (step.to === null ? undefined : target.aliases.point(step.functionName, step.to))),
  );
  const lines = plan.map((step) =>
    step.to === null
      ? `${step.functionName}: stays on version ${step.from} (${step.why})`
      : `${step.functionName}: version ${step.from} -> ${step.to}`,
  );
  const moved = plan.filter((step) => step.to !== null).length;
  return [...lines, `${moved} of ${plan.length} functions of ${target.stackName} rolled back`].join('\n');
};
