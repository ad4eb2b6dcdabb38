import { expect } from '@esm-bundle/chai';
import { denyCases } from '../../widgets/deny/fixtures';
import { axeViolations } from '../support/axe';
import { mount, rendered, shadow, until } from '../support/dom';
import { installFixtureApi } from '../support/fixture-api';
import { loadEntry } from '../support/widgets';

installFixtureApi();
await loadEntry('rad-widgets');

function deny(attributes: Record<string, string>): HTMLElement {
  const html = Object.entries(attributes)
    .map(([name, value]) => (value === '' ? name : `${name}="${value.replace(/"/g, '&quot;')}"`))
    .join(' ');
  return mount(`<rad-deny ${html}></rad-deny>`);
}

const messageOf = (element: HTMLElement) => shadow(element).querySelector('[part="message"]')?.textContent ?? '';

describe('<rad-deny>', () => {
  for (const fixture of denyCases) {
    it(`${fixture.name}: shows its message in a shadow root, with no axe violations`, async () => {
      const element = deny(fixture.attributes);
      await rendered(element, '[part="message"]');
      expect(element.shadowRoot!.mode).to.equal('open');
      await until(() => messageOf(element).includes(fixture.expected), 3000, `“${fixture.expected}”`);
      expect(shadow(element).textContent).not.to.contain('1900');
      expect(await axeViolations()).to.deep.equal([]);
    });
  }

  it('is loaded by the loader when the tag appears later', async () => {
    const element = deny({ status: 'CANCELED' });
    await rendered(element, '[part="message"]');
    expect(customElements.get('rad-deny')).to.exist;
  });

  it('reacts to attribute changes', async () => {
    const element = deny({ status: 'EXPIRED' });
    await rendered(element, '[part="message"]');
    element.setAttribute('status', 'CANCELED');
    await until(() => messageOf(element).includes('cancelled'), 3000, 'the cancelled message');
    element.removeAttribute('status');
    await until(() => messageOf(element).includes('There was a problem'), 3000, 'the generic message');
  });

  it("shows the newer message-id's text when the older one's answer comes last", async () => {
    // A transport that answers even after the page stopped waiting (the widget must drop it).
    const fixtureFetch = window.fetch;
    let oldAnswered!: () => void;
    const oldAnswer = new Promise<void>((resolve) => (oldAnswered = resolve));
    let releaseOld!: () => void;
    const oldHeld = new Promise<void>((resolve) => (releaseOld = resolve));
    let oldAsked!: () => void;
    const oldRequested = new Promise<void>((resolve) => (oldAsked = resolve));
    window.fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname === '/api/deny_messages/oldtext') {
        oldAsked();
        await oldHeld;
        queueMicrotask(oldAnswered);
        return Response.json({ message: 'The old text' });
      }
      if (url.pathname === '/api/deny_messages/newtext') return Response.json({ message: 'The new text' });
      return fixtureFetch(input, init);
    };
    try {
      const element = deny({ 'message-id': 'oldtext' });
      await rendered(element, '[part="message"]');
      // The old text must be on its way before the id changes (on a busy machine the change could
      // otherwise come first, and the old answer would never be asked for).
      await oldRequested;
      element.setAttribute('message-id', 'newtext');
      await until(() => messageOf(element) === 'The new text', 3000, 'the newer text');
      releaseOld();
      await oldAnswer;
      // A few turns of the event loop: the late answer has been parsed and any render it caused
      // (React schedules its work as tasks) has happened. Not animation frames: a page the runner
      // keeps in the background, beside another test file's page, gets none.
      for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
      expect(messageOf(element)).to.equal('The new text');
    } finally {
      window.fetch = fixtureFetch;
    }
  });

  it('Close emits a cancelable rad-close that the host can handle', async () => {
    const element = deny({ status: 'EXPIRED', 'show-close': '' });
    const button = (await rendered(element, '[part="close"]')) as HTMLButtonElement;
    expect(button.textContent).to.equal('Close');
    expect(button.getBoundingClientRect().width).to.be.at.most(350);
    let detail: unknown;
    element.addEventListener('rad-close', (event) => {
      detail = (event as CustomEvent).detail;
      event.preventDefault(); // the host closes its own dialog; no navigation
    });
    button.click();
    expect(detail).to.deep.equal({ tag: 'rad-deny' });
  });

  it('offers a continue link only to an allowed origin', async () => {
    const element = deny({ status: 'EXPIRED', 'redirect-url': '/kiosk' });
    const link = (await rendered(element, '[part="continue"]')) as HTMLAnchorElement;
    expect(link.href).to.equal(`${location.origin}/kiosk`);
    const foreign = deny({ status: 'EXPIRED', 'redirect-url': 'https://evil.example/' });
    await rendered(foreign, '[part="message"]');
    expect(shadow(foreign).querySelector('[part="continue"]')).to.equal(null);
  });

  it('resists host CSS that tries to leak in', async () => {
    const style = document.createElement('link');
    style.rel = 'stylesheet';
    style.href = '/demo/pages/cms.css';
    document.head.append(style);
    await new Promise((resolve) => style.addEventListener('load', resolve, { once: true }));
    try {
      const element = deny({ status: 'EXPIRED', 'show-close': '' });
      const button = (await rendered(element, '[part="close"]')) as HTMLButtonElement;
      const message = shadow(element).querySelector('[part="message"]')!;
      expect(getComputedStyle(button).display).to.not.equal('none');
      expect(button.getBoundingClientRect().height).to.be.at.least(44);
      expect(getComputedStyle(message).color).to.not.equal('rgb(255, 0, 0)');
      expect(getComputedStyle(message).fontFamily).to.not.match(/^serif/);
      expect(getComputedStyle(message).textTransform).to.equal('none');
      // The host page's own text does turn red: the hostile sheet is really applied.
      const probe = document.createElement('p');
      probe.textContent = 'host text';
      document.body.append(probe);
      expect(getComputedStyle(probe).color).to.equal('rgb(255, 0, 0)');
      probe.remove();
    } finally {
      style.remove();
    }
  });
});
