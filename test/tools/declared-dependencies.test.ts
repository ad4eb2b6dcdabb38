/**
 * Every package the sources import is one package.json declares. A package that only resolves
 * because something else depends on it (intl-messageformat through @formatjs/intl, say) breaks
 * when that other package drops or moves it, and npm's lockfile no longer says which version the
 * product was tested with.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Where the product, the reference server, the stories and the tests live. */
const SOURCE_DIRS = ['src', 'widgets', 'demo', 'stories', 'test', '.storybook'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', 'storybook-static', '.data', 'coverage', 'test-results']);
const SOURCE_FILE = /\.(ts|tsx|mts|js|mjs)$/;

function sourceFiles(dir: string): string[] {
  const entries = readdirSync(path.join(ROOT, dir), { withFileTypes: true });
  return entries.flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(relative);
    return SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`; relative paths, builtins and URLs → null. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || /^[a-z]+:/i.test(specifier)) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return builtinModules.includes(name) ? null : name;
}

/** The bare imports of a source: static, type-only, side-effect, dynamic `import()` and `require()`. */
export function importedPackages(source: string): string[] {
  const { importedFiles } = ts.preProcessFile(source, true, true);
  return importedFiles.map((file) => packageOf(file.fileName)).filter((name): name is string => name !== null);
}

const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
const declared = new Set(
  ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) => Object.keys(manifest[field] ?? {})),
);

/** A package of types only (`topojson-specification`) is declared through its `@types/` package. */
function isDeclared(name: string): boolean {
  return declared.has(name) || declared.has(`@types/${name.replace(/^@/, '').replace('/', '__')}`);
}

describe('declared dependencies', () => {
  it('reads bare imports of every kind, and nothing relative or built in', () => {
    const source = [
      "import { a } from 'intl-messageformat';",
      "import type { B } from '@formatjs/icu-messageformat-parser';",
      "import '@scope/side-effect/styles.css';",
      "const c = await import('chrome-launcher');",
      "const d = require('pkg/sub/path');",
      "import e from './local';",
      "import f from 'node:fs';",
      "import g from 'path';",
    ].join('\n');
    expect(importedPackages(source).sort()).toEqual([
      '@formatjs/icu-messageformat-parser',
      '@scope/side-effect',
      'chrome-launcher',
      'intl-messageformat',
      'pkg',
    ]);
  });

  it('declares in package.json every package a source imports', () => {
    const undeclared = new Map<string, string>();
    for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
      for (const name of importedPackages(readFileSync(path.join(ROOT, file), 'utf8'))) {
        if (!isDeclared(name) && !undeclared.has(name)) undeclared.set(name, file);
      }
    }
    expect(Object.fromEntries(undeclared), 'package: first file importing it').toEqual({});
  });
});
