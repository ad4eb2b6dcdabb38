import { mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDir } from '../test-support';
import { leadingImports, modulePreloader } from './module-preload';

let dist: string;

/** A build shaped like rollup's output: entries at the top, hashed chunks below. */
async function build(files: Record<string, string>, builtAt = new Date()): Promise<void> {
  await mkdir(path.join(dist, 'chunks'), { recursive: true });
  for (const [name, code] of Object.entries(files)) await writeFile(path.join(dist, name), code);
  await utimes(path.join(dist, 'rad-widgets.js'), builtAt, builtAt);
}

const FIRST_BUILD = {
  'rad-widgets.js': 'import{W as e}from"./chunks/registry-A1.js";e();',
  'rad-portal.js':
    'import{r as e,j as t}from"./chunks/runtime-R1.js";import*as s from"./chunks/bridge-B1.js";import"./chunks/registry-A1.js";' +
    'const x=()=>import("./chunks/sentry-sdk-S1.js");const y=\'import"./chunks/evil.js"\';',
  'rad-page.js': 'import{r as e}from"./chunks/runtime-R1.js";import{S as t}from"./chunks/SafeHtml-H1.js";export{t as P};',
  'rad-deny.js': 'import e from"../../outside.js";import{r}from"./chunks/runtime-R1.js";',
  'chunks/registry-A1.js': 'const W={"rad-portal":()=>import("../rad-portal.js")};export{W};',
  'chunks/runtime-R1.js': 'const p=()=>import("./icu-messageformat-parser-P1.js");export{p as r};',
  'chunks/bridge-B1.js': 'import{r as e}from"./runtime-R1.js";export{e as b};',
  'chunks/SafeHtml-H1.js': 'import{r as e}from"./runtime-R1.js";const d=()=>import("./purify.es-D1.js");export{d as S};',
  'chunks/icu-messageformat-parser-P1.js': 'export const parse=1;',
  'chunks/sentry-sdk-S1.js': 'export const init=1;',
  'chunks/purify.es-D1.js': 'export default 1;',
};

beforeEach(async () => {
  dist = await tempDir('rad-preload-');
});
afterEach(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe('leadingImports', () => {
  it('reads the static imports a rollup module starts with, in every form', () => {
    const code = 'import{a as b,c$ as d}from"./a.js";import * as ns from \'./b.js\';import def from"./c.js";import"./d.js";\nfoo();';
    expect(leadingImports(code)).toEqual(['./a.js', './b.js', './c.js', './d.js']);
  });

  it('stops at the first code: dynamic imports and import-like strings further on are not start chunks', () => {
    expect(leadingImports('const a=1;import"./late.js";')).toEqual([]);
    expect(leadingImports('import{a}from"./a.js";const s=\'import"./s.js"\';import("./dyn.js");')).toEqual(['./a.js']);
    expect(leadingImports('import{fromX as y}from"./f.js";')).toEqual(['./f.js']);
  });
});

describe('modulePreloader', () => {
  it('lists the portal and route widget with every static import and the parser, without the loader, repeats or lazy chunks', async () => {
    await build(FIRST_BUILD);
    const hints = await modulePreloader(dist)(['rad-portal.js', 'rad-page.js']);
    expect(hints).toEqual([
      '/widgets/chunks/registry-A1.js',
      '/widgets/rad-portal.js',
      '/widgets/chunks/runtime-R1.js',
      '/widgets/chunks/bridge-B1.js',
      '/widgets/rad-page.js',
      '/widgets/chunks/SafeHtml-H1.js',
      '/widgets/chunks/icu-messageformat-parser-P1.js',
    ]);
  });

  it('skips a widget that is not built, and names no runtime start chunks without the runtime', async () => {
    await build(FIRST_BUILD);
    const preloads = modulePreloader(dist);
    expect(await preloads(['rad-booking.js'])).toEqual(['/widgets/chunks/registry-A1.js']);
    expect(await preloads(['rad-portal.js', 'rad-booking.js'])).not.toContain('/widgets/rad-booking.js');
  });

  it('never follows an import out of the build', async () => {
    await build(FIRST_BUILD);
    const hints = await modulePreloader(dist)(['rad-deny.js']);
    expect(hints).toContain('/widgets/chunks/runtime-R1.js');
    expect(hints.join()).not.toContain('outside');
  });

  it('follows a rebuild: new hashes replace the old ones', async () => {
    await build(FIRST_BUILD, new Date(2030, 0, 1));
    const preloads = modulePreloader(dist, '/w/');
    expect(await preloads(['rad-portal.js'])).toContain('/w/chunks/runtime-R1.js');
    await rm(path.join(dist, 'chunks/runtime-R1.js'));
    await build(
      {
        'rad-portal.js': 'import{r as e}from"./chunks/runtime-R2.js";',
        'chunks/runtime-R2.js': 'export const r=1;',
        'rad-widgets.js': FIRST_BUILD['rad-widgets.js'],
      },
      new Date(2030, 0, 2),
    );
    const hints = await preloads(['rad-portal.js']);
    expect(hints).toContain('/w/chunks/runtime-R2.js');
    expect(hints).not.toContain('/w/chunks/runtime-R1.js');
  });

  it('answers nothing without a build', async () => {
    expect(await modulePreloader(path.join(dist, 'missing'))(['rad-portal.js'])).toEqual([]);
  });
});
