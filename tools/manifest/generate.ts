/**
 * Everything generated from the element files, in one pass: the manifest, VS Code data, the host
 * typings and each widget README's API region (and element files lose a hand-written tag map).
 * `npm run docs` writes them; tools/manifest/docs.node.test.ts
 * fails when a committed file differs, so docs cannot drift from the elements.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { analyze, ElementDocsError, findWidgets } from './analyze';
import { toManifest } from './manifest';
import { withApi } from './readme';
import type { Manifest } from './schema';
import { withoutTagMap } from './tag-map';
import { elementsDts, jsxDts } from './typings';
import { toVsCodeData } from './vscode';

export const MANIFEST_FILE = 'widgets/custom-elements.json';
export const VSCODE_FILE = 'widgets/vscode.html-custom-data.json';
export const ELEMENTS_TYPES = 'widgets/elements.generated.d.ts';
export const JSX_TYPES = 'widgets/jsx.generated.d.ts';

export interface Generated {
  manifest: Manifest;
  /** path relative to the root → content */
  files: Map<string, string>;
}

async function pretty(root: string, path: string, text: string): Promise<string> {
  const options = await resolveConfig(join(root, path));
  return format(text, { ...options, filepath: join(root, path) });
}

export async function generate(root: string): Promise<Generated> {
  const widgets = findWidgets(root);
  const files = new Map<string, string>();
  // The tag map is generated now: a hand-written one beside it would clash, so it goes.
  const mixed: string[] = [];
  for (const widget of widgets) {
    const result = withoutTagMap(readFileSync(join(root, widget.elementFile), 'utf8'), widget.elementFile);
    if (result.kind === 'removed') files.set(widget.elementFile, result.text);
    if (result.kind === 'mixed')
      mixed.push(
        `${widget.elementFile}: its "declare global" holds HTMLElementTagNameMap and more; remove the tag map (${ELEMENTS_TYPES} declares it)`,
      );
  }
  if (mixed.length) throw new ElementDocsError(mixed);

  const { declarations, htmlElementProperties } = analyze(root, widgets);
  const manifest = toManifest(declarations);
  files.set(MANIFEST_FILE, await pretty(root, MANIFEST_FILE, JSON.stringify(manifest)));
  files.set(VSCODE_FILE, await pretty(root, VSCODE_FILE, JSON.stringify(toVsCodeData(manifest))));
  files.set(ELEMENTS_TYPES, await pretty(root, ELEMENTS_TYPES, elementsDts(manifest, htmlElementProperties)));
  files.set(JSX_TYPES, await pretty(root, JSX_TYPES, jsxDts(manifest)));
  for (const [index, widget] of widgets.entries()) {
    const path = `${widget.folder}/README.md`;
    const readme = existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : `# \`<${widget.tag}>\`\n`;
    files.set(path, withApi(readme, declarations[index]!));
  }
  return { manifest, files };
}
