// What docs/deploy.md promises an operator, read from its text: the alarms its alarm table explains (placeholders
// expanded, as its section 13 defines them) and the operator commands it names. runbook.test.ts holds these against
// the synthesized stacks and `npm run ops`'s own list.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../infra/bundling.js';

export const RUNBOOK_PATH = path.join(REPO_ROOT, 'docs', 'deploy.md');

export function readRunbook(): string {
  return readFileSync(RUNBOOK_PATH, 'utf8');
}

/** The text of the `## ` section whose heading contains `title`, up to the next one. */
function section(runbook: string, title: string): string {
  const start = runbook.split('\n').findIndex((line) => line.startsWith('## ') && line.includes(title));
  if (start < 0) throw new Error(`docs/deploy.md has no section "${title}"`);
  const lines = runbook.split('\n').slice(start + 1);
  const end = lines.findIndex((line) => line.startsWith('## '));
  return lines.slice(0, end < 0 ? undefined : end).join('\n');
}

/** The rows of the first Markdown table in `text` whose header's first cell is `header`, as lists of cells. */
function tableRows(text: string, header: string): string[][] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith('|') && cells(line)[0] === header);
  if (start < 0) throw new Error(`docs/deploy.md has no table headed "${header}"`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(cells(line));
  }
  return rows;
}

function cells(line: string): string[] {
  return line
    .slice(1, line.trimEnd().endsWith('|') ? line.trimEnd().length - 1 : undefined)
    .split('|')
    .map((cell) => cell.trim());
}

/** The `code spans` of a piece of Markdown. */
const codeSpans = (text: string): string[] => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

/**
 * The alarm names each row of section 13's table stands for (`AlarmName` without `uk-sms-numbers-<stage>-`), by the
 * row's first cell: each code span in it, every `<placeholder>` replaced by each value its list line gives
 * (`` - `<consumer>` (...): `a`, `b` ``).
 */
export function runbookAlarms(runbook: string): { row: string; names: string[] }[] {
  const text = section(runbook, 'Alarms: what each means');
  const placeholders = new Map<string, string[]>();
  for (const match of text.matchAll(/^- `(<[a-z-]+>)`[^:\n]*:((?:.*\n)(?: {2}.*\n)*)/gm)) {
    placeholders.set(match[1]!, codeSpans(match[2]!));
  }
  const expand = (name: string): string[] => {
    const placeholder = name.match(/<[a-z-]+>/)?.[0];
    if (!placeholder) return [name];
    const values = placeholders.get(placeholder);
    if (!values) throw new Error(`docs/deploy.md section 13 does not list the values of ${placeholder} (in "${name}")`);
    return values.flatMap((value) => expand(name.replace(placeholder, value)));
  };
  return tableRows(text, 'alarm').map(([first]) => ({ row: first!, names: codeSpans(first!).flatMap(expand) }));
}

/** The first cells of the operator command table (the one headed `command`). */
export function runbookCommandRows(runbook: string): string[] {
  return tableRows(runbook, 'command').flatMap(([first]) => codeSpans(first!));
}

/** The runbook's code: its fenced blocks and its code spans outside them. */
function code(runbook: string): string[] {
  const fence = /^ *```[a-z]*\n([\s\S]*?)^ *```/gm;
  const blocks = [...runbook.matchAll(fence)].map((match) => match[1]!);
  return [...blocks, ...codeSpans(runbook.replace(fence, ''))];
}

/**
 * Every command the runbook tells an operator to run, in its code: what follows `ops ` (the runbook's shell function,
 * or `npm run ops -- [--stage <stage>]`), and a code span that starts with a `group:action` name.
 */
export function runbookCommandMentions(runbook: string): string[] {
  const names = code(runbook).flatMap((text) => [
    ...[...text.matchAll(/\bops(?:\s+--)?(?:\s+--stage\s+\S+)?\s+([a-z][a-z0-9-]*(?::[a-z0-9-]+)*)/g)].map(
      (match) => match[1]!,
    ),
    ...[text.match(/^([a-z][a-z0-9-]*(?::[a-z0-9-]+)+)(?:\s|$)/)?.[1] ?? []].flat(),
  ]);
  return [...new Set(names)];
}
