/**
 * The widget list lives in the folders (`widgets/x/x.element.ts` is `rad-x`); this holds the
 * registry, rollup's entries and the element definitions to them. It also imports every entry in
 * plain Node: with no DOM (server rendering, Node scripts) an import must not throw.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PORTAL_TAG, WIDGET_LOADERS } from './registry';

// The build's own entry list (a plain .mjs without types, so its shape is stated here).
const ROLLUP_CONFIG: string = '../rollup.config.mjs';
const { WIDGET_ENTRIES } = (await import(ROLLUP_CONFIG)) as { WIDGET_ENTRIES: Record<string, string> };
const widgetsDir = fileURLToPath(new URL('.', import.meta.url));
const folders = readdirSync(widgetsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const tags = folders
  .filter((name) => existsSync(`${widgetsDir}${name}/${name}.element.ts`))
  .map((name) => `rad-${name}`)
  .sort();

describe('the widget list', () => {
  it('every widget folder is a widget: an element file and an index', () => {
    for (const name of folders) {
      expect(existsSync(`${widgetsDir}${name}/${name}.element.ts`), `widgets/${name}/${name}.element.ts`).toBe(true);
      expect(existsSync(`${widgetsDir}${name}/index.ts`), `widgets/${name}/index.ts`).toBe(true);
      expect(existsSync(`${widgetsDir}${name}/README.md`), `widgets/${name}/README.md`).toBe(true);
    }
  });

  it('each element file defines rad-<folder>, and nothing else', () => {
    for (const tag of tags) {
      const name = tag.slice('rad-'.length);
      const source = readFileSync(`${widgetsDir}${name}/${name}.element.ts`, 'utf8');
      expect([...source.matchAll(/defineWidget(?:<[^>]*>)?\(\s*'([^']+)'/g)].map((match) => match[1])).toEqual([tag]);
    }
  });

  it('the build has an entry for each, and the registry (plus the portal) loads each', () => {
    expect(Object.keys(WIDGET_ENTRIES).sort()).toEqual(tags);
    expect([...Object.keys(WIDGET_LOADERS), PORTAL_TAG].sort()).toEqual(tags);
  });
});

describe('entries import in Node without a DOM', () => {
  it('has no DOM here', () => {
    expect(typeof document).toBe('undefined');
  });

  it.each(tags)('%s', async (tag) => {
    await expect(import(`./${tag.slice('rad-'.length)}/index.ts`)).resolves.toBeTruthy();
    expect(customElements.get(tag)).toBeTruthy();
  });

  it('the loader', async () => {
    await expect(import('./rad-widgets')).resolves.toBeTruthy();
  });
});
