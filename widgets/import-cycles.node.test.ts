/**
 * No import cycle in what ships (src/ and widgets/), counting dynamic `import()` as an edge: the
 * registry once imported the portal while the portal's RouteOutlet imported the registry, a cycle
 * rollup does not warn about (one side was dynamic) but which ties the portal's chunk to every
 * route's. Type-only imports are erased at build time and are not edges.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Relative specifiers a module loads at run time: static imports, re-exports and `import()`. */
function runtimeSpecifiers(code: string): string[] {
  const statements = code.matchAll(/^\s*(import|export)\s+(type\s)?[^;]*?\sfrom\s*['"](\.[^'"]+)['"]/gm);
  const bare = code.matchAll(/^\s*import\s*['"](\.[^'"]+)['"]/gm);
  const dynamic = code.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g);
  return [
    ...[...statements].filter((match) => !match[2]).map((match) => match[3]!),
    ...[...bare].map((match) => match[1]!),
    ...[...dynamic].map((match) => match[1]!),
  ];
}

function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (path) => /\.tsx?$/.test(path) && existsSync(path),
  );
}

/** Every cycle's modules (strongly connected components of more than one module, or a self-import). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  function visit(node: string): void {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('import cycles', () => {
  it('finds a cycle through a dynamic import (the check can fail)', () => {
    const graph = new Map([
      ['registry', ['portal']],
      ['portal', ['outlet']],
      ['outlet', ['registry']],
      ['leaf', []],
    ]);
    expect(cycles(graph)).toEqual([['outlet', 'portal', 'registry']]);
    const dynamicOnly = runtimeSpecifiers(`export const x = { p: () => import('./portal/index') };\n`);
    expect(dynamicOnly).toEqual(['./portal/index']);
    expect(runtimeSpecifiers(`import type { A } from './a';\nimport { b } from './b';\nimport './c.css';\n`)).toEqual(['./b', './c.css']);
  });

  it('the reference server (demo/server) has none between modules, nor between its features', () => {
    const files = sources(join(root, 'demo/server')).filter((file) => !file.includes(`${join('demo/server/features/chat/client')}`));
    const graph = new Map(
      files.map((file) => [
        file,
        runtimeSpecifiers(readFileSync(file, 'utf8'))
          .map((specifier) => resolveModule(file, specifier))
          .filter((target): target is string => target !== undefined && target.startsWith(join(root, 'demo/server'))),
      ]),
    );
    // app.ts and server.ts once imported each other (issue 22): the check must see both.
    expect(graph.get(join(root, 'demo/server/server.ts'))).toContain(join(root, 'demo/server/app.ts'));
    expect(cycles(graph).map((cycle) => cycle.map((file) => relative(root, file)))).toEqual([]);
    // Features meet through each other's modules but never in a loop: collapsed to their folders.
    const featureOf = (file: string) => /demo\/server\/features\/([^/]+)\//.exec(relative(root, file))?.[1];
    const features = new Map<string, Set<string>>();
    for (const [file, targets] of graph) {
      const from = featureOf(file);
      if (!from) continue;
      for (const target of targets) {
        const to = featureOf(target);
        if (to && to !== from) features.set(from, new Set([...(features.get(from) ?? []), to]));
        if (!features.has(to ?? from)) features.set(to ?? from, new Set());
      }
    }
    const featureGraph = new Map([...features].map(([name, targets]) => [name, [...targets]]));
    expect(cycles(featureGraph)).toEqual([]);
  });

  it('src/ and widgets/ have none, static or dynamic', () => {
    const files = [...sources(join(root, 'src')), ...sources(join(root, 'widgets'))];
    const graph = new Map(
      files.map((file) => [
        file,
        runtimeSpecifiers(readFileSync(file, 'utf8'))
          .map((specifier) => resolveModule(file, specifier))
          .filter((target): target is string => target !== undefined),
      ]),
    );
    // The registry's lazy imports must be seen, or the check would pass vacuously.
    expect(graph.get(join(root, 'widgets/registry.ts'))).toContain(join(root, 'widgets/deny/index.ts'));
    expect(cycles(graph).map((cycle) => cycle.map((file) => relative(root, file)))).toEqual([]);
  });
});
