import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script without types
import { BUDGET_KB, LAZY_BUDGET_KB, WIDGET_BUDGET_KB, measure } from './sizes.mjs';

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

  it('holds rad-booking and its lazy times-and-form chunk to their own budgets', () => {
    expect(WIDGET_BUDGET_KB).toEqual({ 'rad-booking.js': 20 });
    expect(LAZY_BUDGET_KB['chunks/Appointment-']).toMatchObject({ entry: 'rad-booking.js', budgetKB: 28 });
  });

  it('charges a lazy chunk what it adds to its entry: its own code and static imports the entry did not load', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'rad-sizes-'));
    dirs.push(dist);
    await mkdir(path.join(dist, 'chunks'));
    await writeFile(path.join(dist, 'chunks', 'runtime-a1.js'), `export const r=1;${incompressible(60)}`);
    await writeFile(path.join(dist, 'chunks', 'shared-b2.js'), `export const s=1;${incompressible(10)}`);
    await writeFile(path.join(dist, 'chunks', 'grid-d4.js'), `export const g=1;${incompressible(8)}`);
    await writeFile(
      path.join(dist, 'chunks', 'Appointment-c3.js'),
      `import"./runtime-a1.js";import"./shared-b2.js";import"./grid-d4.js";${incompressible(12)}`,
    );
    await writeFile(
      path.join(dist, 'rad-booking.js'),
      `import"./chunks/runtime-a1.js";import"./chunks/shared-b2.js";const x=()=>import("./chunks/Appointment-c3.js");${incompressible(5)}`,
    );
    await writeFile(path.join(dist, 'rad-widgets.js'), 'export {};');
    const rows = measure(dist) as Row[];
    const entry = rows.find((row) => row.name === 'rad-booking.js')!;
    expect(entry.budgetKB).toBe(20);
    expect(entry.costKB).toBeGreaterThan(14);
    expect(entry.costKB).toBeLessThan(17);
    const lazy = rows.find((row) => row.name.startsWith('chunks/Appointment-c3.js'))!;
    // 12 KB own + 8 KB grid; the shared chunk (already loaded by the entry) and the runtime are not charged.
    expect(lazy.costKB).toBeGreaterThan(19);
    expect(lazy.costKB).toBeLessThan(22);
    expect(lazy.budgetKB).toBe(28);
  });
});
