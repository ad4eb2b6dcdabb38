/**
 * Reads every widget's public API from its one source, with the TypeScript compiler API:
 * `widgets/x/x.element.ts` holds `export const RadX = defineWidget('rad-x', Component, { props })`
 * with a JSDoc block above it (summary, then `@event`, `@csspart`, `@cssprop` tags, one a line)
 * and a doc comment on every key of `props`. Event detail types come from RadEventMap (declaration
 * merging, src/element/events.ts); property types from the component's props. What every widget
 * shares (api-base, locale, rad-ready, rad-error, part root) is BASE_PROPS in
 * src/element/define-widget.tsx, documented the same way. No per-widget code: any folder works.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import type { Attribute, ElementDeclaration, EventDoc, Field, NamedDoc } from './schema';

export const PROP_TYPES = ['string', 'number', 'boolean', 'json'] as const;
type PropType = (typeof PROP_TYPES)[number];

export interface WidgetSource {
  /** `rad-x` */
  tag: string;
  /** `widgets/x` (relative to the root) */
  folder: string;
  /** `widgets/x/x.element.ts` (relative to the root) */
  elementFile: string;
}

export interface Analysis {
  declarations: ElementDeclaration[];
  /** Property names HTMLElement already has (lib.dom): typings must not redeclare them. */
  htmlElementProperties: string[];
}

/** Thrown with every problem found, so one run lists them all. */
export class ElementDocsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Element docs are incomplete (convention: README.md "Element docs"):\n  - ${problems.join('\n  - ')}`);
  }
}

/** The widget folders, as rollup.config.mjs finds them: `widgets/x/x.element.ts` is `rad-x`. */
export function findWidgets(root: string): WidgetSource[] {
  const widgets = join(root, 'widgets');
  return readdirSync(widgets, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(widgets, entry.name, `${entry.name}.element.ts`)))
    .map((entry) => ({
      tag: `rad-${entry.name}`,
      folder: `widgets/${entry.name}`,
      elementFile: `widgets/${entry.name}/${entry.name}.element.ts`,
    }))
    .sort((a, b) => a.tag.localeCompare(b.tag));
}

function eventFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.events.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

function compilerOptions(root: string): ts.CompilerOptions {
  const configPath = join(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  const { options } = ts.convertCompilerOptionsFromJson(config.config?.compilerOptions ?? {}, root);
  return { ...options, noEmit: true };
}

function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isParenthesizedExpression(current))
    current = current.expression;
  return current;
}

function propertyName(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/** The closest JSDoc block of a node (the one directly above it). */
function jsDocOf(node: ts.Node): ts.JSDoc | undefined {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  return docs.at(-1);
}

function clean(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function commentText(comment: string | ts.NodeArray<ts.JSDocComment> | undefined): string {
  return ts.getTextOfJSDocComment(comment) ?? '';
}

interface TaggedDoc {
  summary: string;
  description: string;
  events: NamedDoc[];
  cssParts: NamedDoc[];
  cssProperties: NamedDoc[];
}

const TAGS = { event: 'events', csspart: 'cssParts', cssprop: 'cssProperties' } as const;

/** `@event rad-close - Close was pressed` → { name: 'rad-close', description: 'Close was pressed' }. */
function readTags(doc: ts.JSDoc | undefined, where: string, problems: string[]): TaggedDoc {
  const description = clean(commentText(doc?.comment));
  const result: TaggedDoc = { summary: description.split(/(?<=\.)\s/)[0] ?? '', description, events: [], cssParts: [], cssProperties: [] };
  for (const tag of doc?.tags ?? []) {
    const kind = TAGS[tag.tagName.text as keyof typeof TAGS];
    if (!kind) continue;
    const text = clean(commentText(tag.comment));
    const match = /^(\S+)(?:\s+-\s+|\s+)?(.*)$/.exec(text);
    if (!match?.[1] || !match[2]) {
      problems.push(`${where}: @${tag.tagName.text} needs "name - description", found "${text}"`);
      continue;
    }
    result[kind].push({ name: match[1], description: match[2] });
  }
  return result;
}

function dashed(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

function pascal(tag: string): string {
  return tag.replace(/(^|-)([a-z0-9])/g, (_all, _dash: string, letter: string) => letter.toUpperCase());
}

interface PropDoc {
  name: string;
  propType: PropType;
  description: string;
}

function readProps(literal: ts.ObjectLiteralExpression, where: string, problems: string[]): PropDoc[] {
  const props: PropDoc[] = [];
  for (const property of literal.properties) {
    const name = property.name && propertyName(property.name);
    if (!ts.isPropertyAssignment(property) || !name) {
      problems.push(`${where}: props must be plain "name: 'type'" entries`);
      continue;
    }
    const initializer = unwrap(property.initializer);
    const propType = ts.isStringLiteral(initializer) ? initializer.text : '';
    if (!(PROP_TYPES as readonly string[]).includes(propType)) {
      problems.push(`${where}: prop ${name} has type "${initializer.getText()}", not one of ${PROP_TYPES.join(', ')}`);
      continue;
    }
    const description = clean(commentText(jsDocOf(property)?.comment));
    if (!description) problems.push(`${where}: prop ${name} has no /** doc comment */`);
    props.push({ name, propType: propType as PropType, description });
  }
  return props;
}

function findCall(
  source: ts.SourceFile,
): { statement: ts.VariableStatement; declaration: ts.VariableDeclaration; call: ts.CallExpression } | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer && unwrap(declaration.initializer);
      if (init && ts.isCallExpression(init) && ts.isIdentifier(init.expression) && init.expression.text === 'defineWidget') {
        return { statement, declaration, call: init };
      }
    }
  }
  return undefined;
}

/** A widget's own items, then the shared ones it does not document itself (its own words win). */
function withBase<T extends { name: string }>(own: T[], base: T[]): T[] {
  const names = new Set(own.map((item) => item.name));
  return [...own, ...base.filter((item) => !names.has(item.name))];
}

export function analyze(root: string, widgets: WidgetSource[] = findWidgets(root)): Analysis {
  const baseFile = join(root, 'src/element/define-widget.tsx');
  const eventsFile = join(root, 'src/element/events.ts');
  const rootNames = [
    baseFile,
    eventsFile,
    ...widgets.map((widget) => join(root, widget.elementFile)),
    ...eventFiles(join(root, 'widgets')),
  ];
  const program = ts.createProgram({ rootNames, options: compilerOptions(root) });
  const checker = program.getTypeChecker();
  const problems: string[] = [];
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;
  const fromProject = (type: ts.Type) =>
    (type.aliasSymbol ?? type.getSymbol())?.declarations?.some((d) => {
      const file = d.getSourceFile();
      return !program.isSourceFileDefaultLibrary(file) && !file.fileName.includes('/node_modules/');
    }) ?? false;
  /**
   * A type as text that stands alone: the project's named types (an event detail declared as
   * `ClinicSelection`) are spelled out, since the generated typings import nothing.
   */
  const print = (type: ts.Type, depth = 0): string => {
    if (depth > 5) return checker.typeToString(type, undefined, flags);
    if (type.isUnion() && type.types.some(fromProject)) return type.types.map((member) => print(member, depth + 1)).join(' | ');
    if (!fromProject(type)) return checker.typeToString(type, undefined, flags);
    if (checker.isArrayType(type)) {
      const [element] = checker.getTypeArguments(type as ts.TypeReference);
      const text = element ? print(element, depth + 1) : 'unknown';
      return /[|&]/.test(text) ? `(${text})[]` : `${text}[]`;
    }
    if (type.getCallSignatures().length) return checker.typeToString(type, undefined, flags);
    const properties = checker.getPropertiesOfType(type);
    if (!(type.flags & ts.TypeFlags.Object) || !properties.length) return checker.typeToString(type, undefined, flags);
    const fields = properties.map((property) => {
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
      const propertyType = checker.getTypeOfSymbol(property);
      const shown = optional ? checker.getNonNullableType(propertyType) : propertyType;
      const name = /^[A-Za-z_$][\w$]*$/.test(property.name) ? property.name : `'${property.name}'`;
      return `${name}${optional}: ${print(shown, depth + 1)}`;
    });
    return `{ ${fields.join('; ')} }`;
  };

  // RadEventMap, with every widget's merged declarations.
  const eventsSource = program.getSourceFile(eventsFile);
  const eventMapNode = eventsSource?.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'RadEventMap',
  );
  const eventMap = eventMapNode && checker.getTypeAtLocation(eventMapNode.name);
  if (!eventMap) throw new Error('src/element/events.ts has no RadEventMap');

  const htmlElement = checker.getSymbolsInScope(eventsSource!, ts.SymbolFlags.Interface).find((symbol) => symbol.name === 'HTMLElement');
  const htmlElementProperties = htmlElement
    ? checker
        .getDeclaredTypeOfSymbol(htmlElement)
        .getProperties()
        .map((p) => p.name)
    : [];

  function event(doc: NamedDoc, where: string): EventDoc | undefined {
    const property = eventMap!.getProperty(doc.name);
    if (!property) {
      problems.push(`${where}: @event ${doc.name} has no detail type in RadEventMap (declare it as src/element/events.ts explains)`);
      return undefined;
    }
    const detail = checker.getTypeOfSymbol(property);
    return { name: doc.name, type: { text: `CustomEvent<${print(detail)}>` }, description: doc.description };
  }

  // What every widget shares.
  const base = program.getSourceFile(baseFile);
  const baseStatement = base?.statements.find(
    (s): s is ts.VariableStatement => ts.isVariableStatement(s) && s.declarationList.declarations[0]?.name.getText() === 'BASE_PROPS',
  );
  const baseInit = baseStatement?.declarationList.declarations[0]?.initializer;
  const baseLiteral = baseInit && unwrap(baseInit);
  if (!baseStatement || !baseLiteral || !ts.isObjectLiteralExpression(baseLiteral))
    throw new Error('src/element/define-widget.tsx has no BASE_PROPS object');
  const baseWhere = 'src/element/define-widget.tsx BASE_PROPS';
  const baseProps = readProps(baseLiteral, baseWhere, problems);
  const baseDoc = readTags(jsDocOf(baseStatement), baseWhere, problems);

  const declarations: ElementDeclaration[] = [];
  for (const widget of widgets) {
    const where = widget.elementFile;
    const source = program.getSourceFile(join(root, widget.elementFile));
    const found = source && findCall(source);
    if (!found) {
      problems.push(`${where}: no "export const RadX = defineWidget(...)"`);
      continue;
    }
    const { statement, declaration, call } = found;
    const [tagArg, componentArg, optionsArg] = call.arguments;
    const tag = tagArg && ts.isStringLiteral(tagArg) ? tagArg.text : undefined;
    if (tag !== widget.tag) problems.push(`${where}: defines "${tag}", expected "${widget.tag}"`);
    const className = declaration.name.getText();
    if (className !== pascal(widget.tag)) problems.push(`${where}: the element constant is ${className}, expected ${pascal(widget.tag)}`);

    const options = optionsArg && unwrap(optionsArg);
    const propsNode =
      options && ts.isObjectLiteralExpression(options)
        ? options.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && propertyName(p.name) === 'props')
        : undefined;
    const propsLiteral = propsNode && unwrap(propsNode.initializer);
    if (propsLiteral && !ts.isObjectLiteralExpression(propsLiteral))
      problems.push(`${where}: write props as an object literal inside the defineWidget call`);
    if (optionsArg && !(options && ts.isObjectLiteralExpression(options)))
      problems.push(`${where}: write the options as an object literal inside the defineWidget call`);
    const ownProps = propsLiteral && ts.isObjectLiteralExpression(propsLiteral) ? readProps(propsLiteral, where, problems) : [];

    const doc = readTags(jsDocOf(statement), where, problems);
    if (!doc.summary) problems.push(`${where}: no JSDoc summary above "export const ${className} = defineWidget(...)"`);

    // The component's props type gives each property its precise TypeScript type.
    const componentType = componentArg && checker.getTypeAtLocation(componentArg);
    const propsParam = componentType?.getCallSignatures()[0]?.getParameters()[0];
    const propsType = propsParam && componentArg ? checker.getTypeOfSymbolAtLocation(propsParam, componentArg) : undefined;
    const typeOf = (prop: PropDoc): string => {
      const symbol = propsType?.getProperty(prop.name);
      if (symbol && componentArg) return print(checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(symbol, componentArg)));
      return prop.propType === 'json' ? 'unknown' : prop.propType;
    };

    const props = withBase(ownProps, baseProps);
    const attributes: Attribute[] = props.map((prop) => ({
      name: dashed(prop.name),
      fieldName: prop.name,
      // An attribute carries text: a json prop's attribute is its JSON.
      type: { text: prop.propType === 'json' ? 'string' : typeOf(prop) },
      description: prop.description,
    }));
    const members: Field[] = props.map((prop) => ({
      kind: 'field',
      name: prop.name,
      type: { text: typeOf(prop) },
      description: prop.description,
      attribute: dashed(prop.name),
    }));
    const events = withBase(doc.events, baseDoc.events)
      .map((e) => event(e, where))
      .filter((e): e is EventDoc => !!e);

    declarations.push({
      kind: 'class',
      name: className,
      tagName: widget.tag,
      customElement: true,
      summary: doc.summary,
      description: doc.description,
      attributes,
      members,
      events,
      cssParts: withBase(doc.cssParts, baseDoc.cssParts),
      cssProperties: withBase(doc.cssProperties, baseDoc.cssProperties),
    });
  }

  for (const list of declarations.flatMap((d) => [
    { d, kind: 'attribute', names: d.attributes.map((a) => a.name) },
    { d, kind: 'event', names: d.events.map((e) => e.name) },
    { d, kind: 'CSS part', names: d.cssParts.map((p) => p.name) },
    { d, kind: 'custom property', names: d.cssProperties.map((p) => p.name) },
  ])) {
    const twice = list.names.filter((name, i) => list.names.indexOf(name) !== i);
    for (const name of new Set(twice)) problems.push(`${list.d.tagName}: ${list.kind} ${name} is documented twice`);
  }
  for (const d of declarations) {
    for (const prop of d.cssProperties)
      if (!prop.name.startsWith('--')) problems.push(`${d.tagName}: @cssprop ${prop.name} must start with --`);
    for (const e of d.events) if (!e.name.startsWith('rad-')) problems.push(`${d.tagName}: @event ${e.name} must start with rad-`);
  }

  if (problems.length) throw new ElementDocsError(problems);
  return { declarations, htmlElementProperties };
}
