/**
 * VS Code's HTML custom data (https://github.com/microsoft/vscode-custom-data): completion and
 * hover docs for the rad-* tags and their attributes in HTML files. Point the editor at it with
 * `"html.customData": ["./node_modules/rad-widgets/dist/vscode.html-custom-data.json"]`.
 */
import { elementsOf } from './manifest';
import type { Manifest } from './schema';

export interface VsCodeData {
  version: 1.1;
  tags: {
    name: string;
    description: string;
    attributes: { name: string; description: string; valueSet?: 'v' }[];
  }[];
}

export function toVsCodeData(manifest: Manifest): VsCodeData {
  return {
    version: 1.1,
    tags: elementsOf(manifest).map((element) => ({
      name: element.tagName,
      description: element.description,
      attributes: element.attributes.map((attribute) => ({
        name: attribute.name,
        description: `${attribute.description} (${attribute.type.text})`,
        // A boolean attribute is true when present without a value.
        ...(attribute.type.text === 'boolean' ? { valueSet: 'v' as const } : {}),
      })),
    })),
  };
}
