/**
 * Docs cannot drift: what `npm run docs` would write from the element files equals what is
 * committed (manifest, VS Code data, typings, README API regions), and the manifest's attributes
 * are exactly the ones each defined element observes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { elementsOf } from './manifest';
import { generate } from './generate';

const root = fileURLToPath(new URL('../..', import.meta.url));
const generated = await generate(root);
const elements = elementsOf(generated.manifest);

describe('generated docs are committed as generated (else run `npm run docs`)', () => {
  it('covers every widget folder', () => {
    const tags = elements.map((element) => element.tagName);
    for (const tag of tags) expect([...generated.files.keys()]).toContain(`widgets/${tag.slice('rad-'.length)}/README.md`);
    expect(tags.length).toBeGreaterThanOrEqual(6);
  });

  it('each file', () => {
    for (const [path, content] of generated.files) {
      expect(readFileSync(join(root, path), 'utf8'), `${path} differs from its element files: run \`npm run docs\``).toBe(content);
    }
  });
});

describe("Storybook shows each element's API from the manifest", () => {
  it.each(elements.map((element) => element.tagName))('%s has an API story', (tag) => {
    const stories = readdirSync(join(root, 'stories'))
      .filter((name) => name.endsWith('.stories.tsx'))
      .map((name) => readFileSync(join(root, 'stories', name), 'utf8'));
    expect(
      stories.some((source) => source.includes(`apiStory('${tag}')`)),
      `add \`export const Api = apiStory('${tag}');\` to its stories file`,
    ).toBe(true);
  });
});

describe('the manifest matches the defined elements', () => {
  it.each(elements.map((element) => [element.tagName, element] as const))(
    '%s observes exactly its documented attributes',
    async (tag, element) => {
      await import(`../../widgets/${tag.slice('rad-'.length)}/index.ts`);
      const defined = customElements.get(tag) as unknown as { observedAttributes: string[] };
      expect([...defined.observedAttributes].sort()).toEqual(element.attributes.map((attribute) => attribute.name).sort());
    },
  );
});
