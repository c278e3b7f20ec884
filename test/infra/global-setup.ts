// The infra suite's scratch space: every synthesis writes a cloud assembly (tens of MB) and stub handler folders to the
// system's temporary folder. The suite gets a folder of its own there, removed when it ends.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export default function setup() {
  const scratch = mkdtempSync(path.join(tmpdir(), 'uk-sms-infra-tests-'));
  const previous = process.env.TMPDIR;
  // os.tmpdir() reads TMPDIR: CDK's default output folder and the tests' own temporary folders land here.
  process.env.TMPDIR = scratch;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(scratch, { recursive: true, force: true });
  };
}
