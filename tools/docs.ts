/**
 * `npm run docs`: regenerates, from the element files (widgets/x/x.element.ts), the manifest
 * (custom-elements.json), VS Code's custom data, the host typings (types/) and each widget
 * README's API region. Idempotent: run it after adding or changing a widget, and commit the result.
 */
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ElementDocsError } from './manifest/analyze';
import { generate } from './manifest/generate';

const root = fileURLToPath(new URL('..', import.meta.url));

try {
  const { files } = await generate(root);
  for (const [path, content] of files) {
    const file = join(root, path);
    if (existsSync(file) && readFileSync(file, 'utf8') === content) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    console.log(`wrote ${path}`);
  }
  console.log(`docs: ${files.size} files up to date`);
} catch (error) {
  if (!(error instanceof ElementDocsError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
