import { expect } from '@esm-bundle/chai';
import type { Runtime } from '../../src/runtime';
import { accessCases, FIXTURE_WORK_ACCOUNT, type AccessCase } from '../../widgets/image-viewer-access/fixtures';
import { axeViolations } from '../support/axe';
import { mount, rendered, shadow, until } from '../support/dom';
import { installFixtureApi } from '../support/fixture-api';
import { loadEntry } from '../support/widgets';

installFixtureApi({ integration: { workAccount: FIXTURE_WORK_ACCOUNT } });
await loadEntry('rad-image-viewer-access');

type AccessElement = HTMLElement & { runtime: Runtime };

function markup(fixture: AccessCase): string {
  const attributes = Object.entries(fixture.attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  return `<rad-image-viewer-access${attributes}></rad-image-viewer-access>`;
}

/** The settings are read when the page mounts: a case's own settings go in first. */
async function open(fixture: AccessCase): Promise<{ element: AccessElement; cleanup: () => void }> {
  const probe = mount<AccessElement>('<rad-image-viewer-access></rad-image-viewer-access>');
  await rendered(probe, '[part="title"]');
  const store = probe.runtime.store;
  const original = store.config.config.peek()!;
  store.config.loaded({ ...original, integration: { ...original.integration, workAccount: fixture.workAccount ?? FIXTURE_WORK_ACCOUNT } });
  const element = mount<AccessElement>(markup(fixture));
  await rendered(element, '[part="title"]');
  return { element, cleanup: () => store.config.loaded(original) };
}

describe('<rad-image-viewer-access>', () => {
  for (const fixture of accessCases) {
    it(`${fixture.name}: shows what the radiologist must see, with no axe violations`, async () => {
      const { element, cleanup } = await open(fixture);
      try {
        const root = shadow(element);
        for (const { selector, text } of fixture.see) {
          // Re-queried each time: a loading status is replaced by the final one, not rewritten.
          await until(
            () => [...root.querySelectorAll(selector)].find((found) => !text || found.textContent?.includes(text)),
            5000,
            text ? `${selector} to say "${text}"` : selector,
          );
        }
        for (const selector of fixture.absent ?? []) expect(root.querySelector(selector), selector).to.equal(null);
        expect(await axeViolations()).to.deep.equal([]);
      } finally {
        cleanup();
      }
    });
  }

  it('moves the focus to the sign-in button once a silent sign-in found no token', async () => {
    const { element, cleanup } = await open(accessCases[0]!);
    try {
      const button = await rendered(element, '[part="sign-in"]');
      await until(() => shadow(element).activeElement === button, 3000, 'focus on the sign-in button');
    } finally {
      cleanup();
    }
  });
});
