/**
 * A host page's root font size must not resize the widgets (issue 24): `rem` inside a shadow root
 * is the host's root size, and `html { font-size: 62.5% }` is common on provider sites.
 */
import { expect } from '@esm-bundle/chai';
import { axeViolations } from '../support/axe';
import { mount, rendered, shadow } from '../support/dom';
import { installFixtureApi } from '../support/fixture-api';
import { loadEntry } from '../support/widgets';

installFixtureApi();
await loadEntry('rad-widgets');

async function sizes(check = false): Promise<{ text: number; heading: number; button: number }> {
  const element = mount('<rad-deny status="EXPIRED" show-close></rad-deny>');
  await rendered(element, '[part="message"]');
  const root = shadow(element);
  const px = (selector: string) => parseFloat(getComputedStyle(root.querySelector(selector)!).fontSize);
  const button = root.querySelector('[part="close"]')!.getBoundingClientRect().height;
  const found = { text: px('.rad-root'), heading: px('[part="message"]'), button };
  if (check) expect(await axeViolations()).to.deep.equal([]);
  element.remove();
  return found;
}

describe('widgets on a host page with its own root font size', () => {
  afterEach(() => document.documentElement.style.removeProperty('font-size'));

  it('keep the sizes they have on a plain page at 62.5 % and at 125 %', async () => {
    const plain = await sizes();
    expect(plain.text).to.equal(16);
    for (const root of ['62.5%', '125%']) {
      document.documentElement.style.fontSize = root;
      const onHost = await sizes(true);
      expect(onHost, root).to.deep.equal(plain);
    }
  });
});
