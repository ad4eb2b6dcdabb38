/**
 * The package's non-JavaScript half, after rollup (`npm run build`): from the element files,
 * dist/custom-elements.json and dist/vscode.html-custom-data.json; dist/types/ with the entries'
 * declarations (tsc, tools/tsconfig.types.json), the generated element and JSX typings, and one
 * `rad-x.d.ts` per entry for package.json's `exports` (`"./rad-*"`).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { findWidgets } from './manifest/analyze';
import { ELEMENTS_TYPES, generate, JSX_TYPES, MANIFEST_FILE, VSCODE_FILE } from './manifest/generate';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');

function write(path: string, content: string): void {
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  writeFileSync(join(dist, path), content);
}

// The entries' declarations, in a process of its own while the manifest is generated here.
// Type errors are `npm run typecheck`'s job: emit without checking (fast).
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const declarations = promisify(execFile)(process.execPath, [tsc, '-p', join(root, 'tools/tsconfig.types.json'), '--noCheck']);

const { files } = await generate(root);
await declarations;
// The package publishes them at the top of dist/ (package.json `exports`, `customElements`).
write('custom-elements.json', files.get(MANIFEST_FILE)!);
write('vscode.html-custom-data.json', files.get(VSCODE_FILE)!);
write('types/elements.d.ts', files.get(ELEMENTS_TYPES)!);
write('types/jsx.d.ts', files.get(JSX_TYPES)!);

// One declaration file per entry, beside which the element typings (tag map, events) apply.
const shim = (module: string) => `/// <reference path="./elements.d.ts" />\nexport * from '${module}';\n`;
const loader = `${shim('./widgets/rad-widgets.js')}export type * from './elements.js';\n`;
write('types/index.d.ts', loader);
write('types/rad-widgets.d.ts', loader);
for (const widget of findWidgets(root)) write(`types/${widget.tag}.d.ts`, shim(`./${widget.folder}/index.js`));
console.log(`package: custom-elements.json, vscode.html-custom-data.json and types for ${findWidgets(root).length} widgets in dist/`);
