import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script without types
import { BUDGET_KB, measure } from './sizes.mjs';

type Row = { name: string; kind: string; gzipKB: number; costKB: number; budgetKB?: number };
const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** Random bytes do not compress: n KB of them cost about n KB gzip. */
const incompressible = (kb: number) => `/*${randomBytes(kb * 1024).toString('base64')}*/`;

describe('bundle budgets', () => {
  it('pins the issue budgets', () => {
    expect(BUDGET_KB).toEqual({ loader: 5, runtime: 95, widget: 40 });
  });

  it('charges a widget its entry and static chunks, not the runtime nor on-demand chunks', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'rad-sizes-'));
    dirs.push(dist);
    await mkdir(path.join(dist, 'chunks'));
    await writeFile(path.join(dist, 'chunks', 'runtime-a1.js'), `export const r=1;${incompressible(60)}`);
    await writeFile(path.join(dist, 'chunks', 'shared-b2.js'), `export const s=1;${incompressible(30)}`);
    await writeFile(path.join(dist, 'chunks', 'lazy-c3.js'), `export const l=1;${incompressible(50)}`);
    await writeFile(
      path.join(dist, 'rad-big.js'),
      `import{r}from"./chunks/runtime-a1.js";import"./chunks/shared-b2.js";const x=()=>import("./chunks/lazy-c3.js");${incompressible(15)}`,
    );
    await writeFile(path.join(dist, 'rad-widgets.js'), 'export {};');
    const rows = measure(dist) as Row[];
    const big = rows.find((row) => row.name === 'rad-big.js')!;
    expect(big.kind).toBe('widget');
    // 15 KB own + 30 KB shared chunk = over the 40 KB budget; the 60 KB runtime and 50 KB lazy chunk are not charged.
    expect(big.costKB).toBeGreaterThan(44);
    expect(big.costKB).toBeLessThan(47);
    expect(big.costKB).toBeGreaterThan(big.budgetKB!);
    const runtime = rows.find((row) => row.kind === 'runtime')!;
    expect(runtime.costKB).toBe(runtime.gzipKB);
  });
});
