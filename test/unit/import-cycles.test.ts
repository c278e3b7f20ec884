// No import circles (docs/decisions/037): every module of both TypeScript projects and the browser suite, type-only
// imports included, reaches nothing that imports it back.

import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** The files a tsconfig compiles (or, with `dir`, the TypeScript files below it) and the options to resolve them. */
function project(tsconfig: string, dir?: string): { files: string[]; options: ts.CompilerOptions } {
  const configPath = path.join(root, tsconfig);
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath));
  const files = dir ? ts.sys.readDirectory(path.join(root, dir), ['.ts', '.tsx']) : parsed.fileNames;
  return { files, options: parsed.options };
}

/** Each module's imports of the repository's own modules (relative paths from the root). */
function importGraph(projects: { files: string[]; options: ts.CompilerOptions }[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const { files, options } of projects) {
    for (const file of files) {
      const text = ts.sys.readFile(file) ?? '';
      const imported = ts.preProcessFile(text, true, true).importedFiles.flatMap(({ fileName }) => {
        const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
        return resolved && !resolved.isExternalLibraryImport ? [path.relative(root, resolved.resolvedFileName)] : [];
      });
      graph.set(path.relative(root, file), imported);
    }
  }
  return graph;
}

/** The circles: groups of modules that reach each other (Tarjan's strongly connected components), a self-import too. */
function importCircles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (module: string) => {
    index.set(module, index.size);
    low.set(module, index.get(module)!);
    stack.push(module);
    onStack.add(module);
    for (const next of graph.get(module) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(module, Math.min(low.get(module)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(module, Math.min(low.get(module)!, index.get(next)!));
      }
    }
    if (low.get(module) !== index.get(module)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== module);
    if (group.length > 1 || graph.get(module)?.includes(module)) circles.push(group.sort());
  };
  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return circles;
}

describe('import circles', () => {
  it('finds a circle through type-only imports, and none where the imports only go down', () => {
    const circle = new Map([
      ['ports.ts', ['rate-limit.ts']],
      ['rate-limit.ts', ['errors.ts', 'ports.ts']],
      ['errors.ts', []],
    ]);
    expect(importCircles(circle)).toEqual([['ports.ts', 'rate-limit.ts']]);
    expect(importCircles(new Map([['a.ts', ['a.ts']]]))).toEqual([['a.ts']]);
    expect(
      importCircles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', ['c.ts']],
          ['c.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('has none in functions/, shared/, infra/, seeds/, test/ and web/', { timeout: 60_000 }, () => {
    const graph = importGraph([
      project('tsconfig.json'),
      project('tsconfig.json', 'test/e2e'),
      project('web/tsconfig.json'),
    ]);
    expect(graph.get('functions/domain/rate-limit/allowance.ts')).toContain('functions/domain/rate-limit/ports.ts');
    expect(graph.size).toBeGreaterThan(500);
    expect(importCircles(graph)).toEqual([]);
  });
});
