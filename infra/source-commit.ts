// The commit a synth was made from, for the app stack's SourceCommit output: which code a stage runs, read from
// CloudFormation rather than from someone's deploy log (docs/decisions/054).

import { execFileSync } from 'node:child_process';
import { REPO_ROOT } from './bundling.js';

const git = (...args: string[]): string =>
  execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/**
 * `git rev-parse HEAD`, with `+uncommitted` when tracked or new files differ from it (a deploy of code no commit
 * holds); `unknown` outside a git checkout.
 */
export function sourceCommit(): string {
  try {
    const commit = git('rev-parse', 'HEAD');
    return git('status', '--porcelain') === '' ? commit : `${commit}+uncommitted`;
  } catch {
    return 'unknown';
  }
}
