/**
 * The part of the Custom Elements Manifest schema 2.x (https://github.com/webcomponents/custom-elements-manifest)
 * that we write: one module per widget entry, one custom-element declaration in it.
 */
export interface TypeText {
  text: string;
}

export interface Attribute {
  name: string;
  fieldName: string;
  type: TypeText;
  description: string;
}

export interface Field {
  kind: 'field';
  name: string;
  type: TypeText;
  description: string;
  attribute: string;
}

export interface EventDoc {
  name: string;
  type: TypeText;
  description: string;
}

export interface NamedDoc {
  name: string;
  description: string;
}

export interface ElementDeclaration {
  kind: 'class';
  name: string;
  tagName: string;
  customElement: true;
  summary: string;
  description: string;
  attributes: Attribute[];
  members: Field[];
  events: EventDoc[];
  cssParts: NamedDoc[];
  cssProperties: NamedDoc[];
}

export interface Module {
  kind: 'javascript-module';
  path: string;
  declarations: ElementDeclaration[];
  exports: (
    | { kind: 'js'; name: string; declaration: { name: string; module: string } }
    | { kind: 'custom-element-definition'; name: string; declaration: { name: string; module: string } }
  )[];
}

export interface Manifest {
  schemaVersion: '2.1.0';
  readme: string;
  modules: Module[];
}
