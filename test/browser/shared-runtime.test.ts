import { expect } from '@esm-bundle/chai';
import { mount, rendered } from '../support/dom';
import { installFixtureApi } from '../support/fixture-api';
import { loadEntry, type RadElement } from '../support/widgets';

const calls = new Map<string, number>();
installFixtureApi({ calls });
// The test's own modules (the fixture API imports every widget's fixtures) can fill the default
// 250-entry resource buffer before the widgets load; the chunk check below reads that buffer.
performance.setResourceTimingBufferSize(5000);

describe('two widgets on one page', () => {
  it('share one runtime: one store, one i18n, one settings request', async () => {
    await loadEntry('rad-widgets');
    mount('<div><rad-deny status="EXPIRED"></rad-deny><rad-page page="contact"></rad-page></div>');
    const deny = document.querySelector('rad-deny') as RadElement;
    const page = document.querySelector('rad-page') as RadElement;
    await rendered(deny, '[part="message"]');
    await rendered(page, '[part="title"]');
    expect(deny.runtime).to.equal(page.runtime);
    expect(deny.runtime.store).to.equal(page.runtime.store);
    expect(deny.runtime.i18n).to.equal(page.runtime.i18n);
    expect((window as unknown as { radWidgets: unknown }).radWidgets).to.equal(deny.runtime);
    expect(calls.get('/api/config')).to.equal(1);
    expect(calls.get('/api/assets/i18n/en-AU.json')).to.equal(1);
  });

  it('loads the same runtime chunk for both widget entries', () => {
    const scripts = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.includes('/dist/chunks/runtime-'));
    expect(new Set(scripts).size).to.equal(1);
  });

  it('uses no inline style elements in the shadow roots (adopted stylesheets only)', () => {
    for (const element of document.querySelectorAll('rad-deny, rad-page')) {
      expect(element.shadowRoot!.querySelector('style')).to.equal(null);
      expect(element.shadowRoot!.adoptedStyleSheets.length).to.be.at.least(3);
    }
  });
});
