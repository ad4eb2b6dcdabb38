/**
 * custom-elements.json (schema 2.1): one module per widget entry (`rad-x.js`, as dist/ ships it)
 * declaring its element and the tag it defines.
 */
import type { ElementDeclaration, Manifest } from './schema';

export function toManifest(declarations: ElementDeclaration[]): Manifest {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: declarations.map((declaration) => {
      const path = `${declaration.tagName}.js`;
      const reference = { name: declaration.name, module: path };
      return {
        kind: 'javascript-module',
        path,
        declarations: [declaration],
        exports: [
          { kind: 'js', name: declaration.name, declaration: reference },
          { kind: 'custom-element-definition', name: declaration.tagName, declaration: reference },
        ],
      };
    }),
  };
}

/** Every element declaration of a manifest, in module order. */
export function elementsOf(manifest: Manifest): ElementDeclaration[] {
  return manifest.modules.flatMap((module) => module.declarations.filter((d) => d.customElement));
}
