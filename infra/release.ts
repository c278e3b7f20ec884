// The release a synth builds: the commit checked out, so each deploy publishes a version of every function and
// `deploy:rollback` goes back one release (docs/decisions/055).

import { execFileSync } from 'node:child_process';
import { REPO_ROOT } from './bundling.js';

/** The checked-out commit (12 hex digits), or `unknown` outside a git clone. */
export function currentRelease(root: string = REPO_ROOT): string {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
