// Who runs an operator command, for the audit trail (docs/decisions/059): `--by <name>` anywhere among the arguments,
// else the machine's user as `ops:<user>`; the other arguments are returned in their order.

import { userInfo } from 'node:os';
import { commandLineOperator, type Operator } from '../domain/audit/audit-entry.js';

export function withOperator(args: string[]): { operator: Operator; rest: string[] } {
  const byIndex = args.indexOf('--by');
  if (byIndex < 0) return { operator: commandLineOperator(`ops:${userInfo().username}`), rest: args };
  const name = args[byIndex + 1]?.trim();
  if (!name) throw new Error('--by needs a name: --by <name>');
  return { operator: commandLineOperator(name), rest: args.filter((_, i) => i !== byIndex && i !== byIndex + 1) };
}
