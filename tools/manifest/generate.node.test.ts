/**
 * The generator on a made-up project: any widgets/x/ folder documented by the convention becomes a
 * manifest entry (no per-widget code), and an incomplete one is refused with every problem named.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { analyze, ElementDocsError } from './analyze';
import { generate } from './generate';
import { apiMarkdown, apiRegion, withApi } from './readme';
import { toManifest } from './manifest';
import { elementsDts, jsxDts } from './typings';
import { toVsCodeData } from './vscode';

const BASE = `
export type PropType = 'string' | 'number' | 'boolean' | 'json';
/**
 * Shared.
 * @event rad-ready - the widget shows its content
 * @csspart root - the outermost box
 * @cssprop --rad-font-family - the text font
 */
export const BASE_PROPS = {
  /** where the API lives */
  apiBase: 'string',
} as const satisfies Record<string, PropType>;
export function defineWidget<P>(tag: string, component: (props: P) => unknown, options: { props?: Partial<Record<keyof P, PropType>> } = {}) {
  void tag; void component; void options;
  return class extends HTMLElement {};
}
`;
const EVENTS = `
export interface RadEventMap {
  /** ready */
  'rad-ready': { tag: string };
}
`;
const SAMPLE_EVENTS = `
interface Picked { id: number; kind: 'a' | 'b' }
declare module '../../src/element/events' {
  interface RadEventMap {
    'rad-sample-picked': Picked;
  }
}
export {};
`;
const SAMPLE = `
import { defineWidget } from '../../src/element/define-widget';
export interface SampleProps { apiBase?: string; kind?: 'a' | 'b'; count?: number; open?: boolean; data?: { id: number } }
const Sample = (props: SampleProps) => props;

/**
 * A sample widget. It has more to say.
 * @event rad-sample-picked - a thing was picked
 * @csspart list - the list
 * @cssprop --rad-sample-gap - space between items
 */
export const RadSample = defineWidget<SampleProps>('rad-sample', Sample, {
  props: {
    /** which kind */
    kind: 'string',
    /** how many | at most 9 */
    count: 'number',
    /** open at start */
    open: 'boolean',
    /** data as JSON */
    data: 'json',
  },
});
`;

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'rad-manifest-'));
  roots.push(root);
  const all: Record<string, string> = {
    'tsconfig.json': JSON.stringify({
      compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', lib: ['ES2023', 'DOM'], strict: true },
    }),
    'src/element/define-widget.tsx': BASE,
    'src/element/events.ts': EVENTS,
    'widgets/sample/sample.element.ts': SAMPLE,
    'widgets/sample/sample.events.ts': SAMPLE_EVENTS,
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('analyze', () => {
  it('reads an element from its props, doc comments and RadEventMap, and adds what every widget shares', () => {
    const [sample] = analyze(project({})).declarations;
    expect(sample).toMatchObject({ tagName: 'rad-sample', name: 'RadSample', customElement: true, summary: 'A sample widget.' });
    expect(sample!.description).toBe('A sample widget. It has more to say.');
    expect(sample!.attributes).toEqual([
      { name: 'kind', fieldName: 'kind', type: { text: "'a' | 'b'" }, description: 'which kind' },
      { name: 'count', fieldName: 'count', type: { text: 'number' }, description: 'how many | at most 9' },
      { name: 'open', fieldName: 'open', type: { text: 'boolean' }, description: 'open at start' },
      { name: 'data', fieldName: 'data', type: { text: 'string' }, description: 'data as JSON' },
      { name: 'api-base', fieldName: 'apiBase', type: { text: 'string' }, description: 'where the API lives' },
    ]);
    expect(sample!.members.find((member) => member.name === 'data')).toMatchObject({
      type: { text: '{ id: number }' },
      attribute: 'data',
    });
    expect(sample!.events).toEqual([
      { name: 'rad-sample-picked', type: { text: "CustomEvent<{ id: number; kind: 'a' | 'b' }>" }, description: 'a thing was picked' },
      { name: 'rad-ready', type: { text: 'CustomEvent<{ tag: string }>' }, description: 'the widget shows its content' },
    ]);
    expect(sample!.cssParts).toEqual([
      { name: 'list', description: 'the list' },
      { name: 'root', description: 'the outermost box' },
    ]);
    expect(sample!.cssProperties.map((p) => p.name)).toEqual(['--rad-sample-gap', '--rad-font-family']);
  });

  it('finds a new folder by itself', () => {
    const root = project({
      'widgets/other/other.element.ts': SAMPLE.replaceAll('rad-sample', 'rad-other')
        .replace('RadSample', 'RadOther')
        .replace('@event rad-other-picked', '@event rad-sample-picked'),
    });
    expect(analyze(root).declarations.map((d) => d.tagName)).toEqual(['rad-other', 'rad-sample']);
  });

  it('refuses an element with undocumented props, an unknown event or a malformed tag, naming each', () => {
    const broken = SAMPLE.replace('/** which kind */', '')
      .replace('@event rad-sample-picked - a thing was picked', '@event rad-unknown - ?')
      .replace('@csspart list - the list', '@csspart');
    let error: unknown;
    try {
      analyze(project({ 'widgets/sample/sample.element.ts': broken }));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ElementDocsError);
    const problems = (error as ElementDocsError).problems.join('\n');
    expect(problems).toContain('prop kind has no /** doc comment */');
    expect(problems).toContain('@event rad-unknown has no detail type in RadEventMap');
    expect(problems).toContain('@csspart needs "name - description"');
  });

  it('lets a widget describe a shared event or custom property in its own words, once', () => {
    const root = project({
      'widgets/sample/sample.element.ts': SAMPLE.replace(
        ' * @csspart list',
        ' * @event rad-ready - the sample list is shown\n * @cssprop --rad-font-family - the list font\n * @csspart list',
      ),
    });
    const [sample] = analyze(root).declarations;
    expect(sample!.events.filter((e) => e.name === 'rad-ready')).toEqual([
      { name: 'rad-ready', type: { text: 'CustomEvent<{ tag: string }>' }, description: 'the sample list is shown' },
    ]);
    expect(sample!.cssProperties.filter((p) => p.name === '--rad-font-family').map((p) => p.description)).toEqual(['the list font']);
  });

  it('refuses props it cannot read in the call', () => {
    const root = project({
      'widgets/sample/sample.element.ts': SAMPLE.replace('props: {', 'props: shared,\n  other: {').replace(
        'export const RadSample',
        'const shared = {};\nexport const RadSample',
      ),
    });
    expect(() => analyze(root)).toThrow(/write props as an object literal/);
  });

  it('refuses a props entry that is not one of the four types', () => {
    const root = project({ 'widgets/sample/sample.element.ts': SAMPLE.replace("open: 'boolean'", "open: 'function'") });
    expect(() => analyze(root)).toThrow(/prop open has type "'function'"/);
  });
});

describe('what is generated from the manifest', () => {
  const manifest = () => toManifest(analyze(project({})).declarations);

  it('a schema 2 manifest with one module per entry', () => {
    const m = manifest();
    expect(m.schemaVersion).toMatch(/^2\./);
    expect(m.modules[0]).toMatchObject({
      path: 'rad-sample.js',
      exports: [
        { kind: 'js', name: 'RadSample' },
        { kind: 'custom-element-definition', name: 'rad-sample' },
      ],
    });
  });

  it('README tables, pipes escaped, rewritten in place and idempotent', () => {
    const [sample] = analyze(project({})).declarations;
    const handWritten = '# `<rad-sample>`\n\nIntro.\n\n## Attributes\n\nold table\n\n## Events\n\nold\n\n## Notes\n\nkept\n';
    const once = withApi(handWritten, sample!);
    expect(once).toContain('Intro.');
    expect(once).toContain('## Notes\n\nkept');
    expect(once).not.toContain('old table');
    expect(once).toContain('| `count` | `count` | `number` | how many \\| at most 9 |');
    expect(once).toContain("| `rad-sample-picked` | `{ id: number; kind: 'a' | 'b' }` |".replace("'a' | 'b'", "'a' \\| 'b'"));
    expect(apiRegion(once)).toBe(apiMarkdown(sample!));
    expect(withApi(once, sample!)).toBe(once);
    expect(withApi('# x\n', sample!)).toContain(apiMarkdown(sample!));
  });

  it('typings: the tag map, typed listeners, JSX attributes and listeners', () => {
    const dts = elementsDts(manifest(), ['lang']);
    expect(dts).toContain("'rad-sample': RadSampleElement;");
    expect(dts).toContain("'rad-sample-picked': { id: number; kind: 'a' | 'b' };");
    expect(dts).toContain('addEventListener<K extends keyof RadSampleEventMap>');
    expect(dts).toContain('data?: { id: number };');
    const jsx = jsxDts(manifest());
    expect(jsx).toContain("'api-base'?: string;");
    expect(jsx).toContain('count?: number | string;');
    expect(jsx).toContain("'onrad-sample-picked'?: (event: RadEvent<'rad-sample-picked'>) => void;");
    expect(jsx).toContain("'rad-sample': RadSampleAttributes;");
  });

  it('VS Code data: tags, attributes, bare booleans', () => {
    const data = toVsCodeData(manifest());
    expect(data.tags[0]!.name).toBe('rad-sample');
    expect(data.tags[0]!.attributes.find((a) => a.name === 'open')).toMatchObject({ valueSet: 'v' });
  });

  it('generate removes a hand-written tag map (the generated one replaces it), and refuses one mixed with other globals', async () => {
    const tagMap = "\ndeclare global {\n  interface HTMLElementTagNameMap {\n    'rad-sample': HTMLElement;\n  }\n}\n";
    const root = project({ 'widgets/sample/sample.element.ts': `${SAMPLE}${tagMap}`, '.prettierrc.json': '{}' });
    const { files } = await generate(root);
    expect(files.get('widgets/sample/sample.element.ts')).toBe(`${SAMPLE.trimEnd()}\n`);
    expect(files.get('widgets/elements.generated.d.ts')).toMatch(/["']rad-sample["']: RadSampleElement;/);

    const mixed = tagMap.replace(
      '  interface HTMLElementTagNameMap',
      '  interface Window {\n    radSample: string;\n  }\n  interface HTMLElementTagNameMap',
    );
    const mixedRoot = project({ 'widgets/sample/sample.element.ts': `${SAMPLE}${mixed}`, '.prettierrc.json': '{}' });
    await expect(generate(mixedRoot)).rejects.toThrow(/holds HTMLElementTagNameMap and more/);
  });
});
