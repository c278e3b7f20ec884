// What `deploy:rollback` does to each function of a stage, decided from what Lambda reports and nothing else: which
// version its alias goes back to (docs/decisions/055).

/** The alias every caller invokes (routes, rules, schedules, sockets); CodeDeploy moves it at each deploy. */
export const LIVE_ALIAS = 'live';

/** One function's alias as Lambda reports it, with the versions the function has published. */
export interface AliasState {
  readonly functionName: string;
  /** The version the alias points at. */
  readonly version: string;
  /** Versions that also get a share of the calls: a canary under way sends some to the new version. */
  readonly weighted: readonly string[];
  /** The published versions (numbers as strings, as Lambda gives them; `$LATEST` is ignored). */
  readonly versions: readonly string[];
}

export type RollbackStep =
  | { readonly functionName: string; readonly from: string; readonly to: string }
  | { readonly functionName: string; readonly from: string; readonly to: null; readonly why: string };

const numbered = (versions: readonly string[]): number[] =>
  versions.filter((version) => /^\d+$/.test(version)).map(Number);

/**
 * Each alias goes back to the newest version older than the newest it serves. Every deploy publishes a version of every
 * function (the release is in its description), so that is the previous release everywhere; a canary under way is
 * undone the same way, its share dropped. A function with nothing older (it came with this release) stays.
 */
export function rollbackPlan(aliases: readonly AliasState[]): RollbackStep[] {
  return aliases
    .map((alias): RollbackStep => {
      const { functionName } = alias;
      const live = Math.max(...numbered([alias.version, ...alias.weighted]));
      if (!Number.isFinite(live)) {
        return { functionName, from: alias.version, to: null, why: 'its alias names no published version' };
      }
      const from = String(live);
      const older = numbered(alias.versions).filter((version) => version < live);
      if (older.length === 0)
        return { functionName, from, to: null, why: 'no earlier version: it is new in this release' };
      return { functionName, from, to: String(Math.max(...older)) };
    })
    .sort((a, b) => a.functionName.localeCompare(b.functionName));
}
