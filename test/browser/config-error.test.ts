import { expect } from '@esm-bundle/chai';
import { axeViolations } from '../support/axe';
import { mount, rendered, shadow, until } from '../support/dom';
import { installFixtureApi } from '../support/fixture-api';
import { loadEntry, type RadElement } from '../support/widgets';

interface Signal<T> {
  value: T;
}

let restore = installFixtureApi({ config: 503 });
await loadEntry('rad-widgets');

describe('settings cannot load', () => {
  it('shows a translated error with a retry instead of a blank element, then recovers', async () => {
    // A host page has its own heading; the error panel sits inside it.
    mount('<h1>Clinic news</h1>');
    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<rad-deny status="EXPIRED"></rad-deny>');
    const element = document.querySelector('rad-deny') as HTMLElement;
    const alert = await rendered(element, '[role="alert"]');
    expect(alert.textContent).to.contain('This page could not load its settings. Please try again.');
    expect(await axeViolations()).to.deep.equal([]);
    restore();
    restore = installFixtureApi();
    (alert.querySelector('button') as HTMLButtonElement).click();
    await until(() => shadow(element).querySelector('[part="message"]'), 5000, 'the deny message after retry');
  });
});

describe('translations cannot load', () => {
  it('the portal deny page shows the built-in en-AU texts, no raw keys, and keeps its navigation', async () => {
    restore();
    restore = installFixtureApi({ i18n: 500 });
    document.body.replaceChildren();
    // Macedonian asked for: the runtime reloads translations, and every /api/assets/i18n/ answer fails.
    const portal = document.createElement('rad-portal');
    portal.setAttribute('path', '/deny?status=EXPIRED');
    portal.setAttribute('locale', 'mk');
    document.body.append(portal);
    const deny = await until(() => portal.shadowRoot?.querySelector('rad-deny'), 5000, 'the routed deny page');
    const { i18n } = (portal as RadElement).runtime as unknown as { i18n: { status: Signal<string>; source: Signal<string> } };
    await until(() => i18n.source.value === 'fallback' && i18n.status.value === 'ready', 10_000, 'the failed Macedonian load');
    const message = shadow(deny);
    await rendered(deny, '[part="message"]');
    const root = shadow(portal);
    expect(message.querySelector('[part="message"]')!.textContent).to.contain('This link has expired.');
    expect(root.querySelector('.rad-root')!.getAttribute('lang')).to.equal('en-AU'); // the texts shown are en-AU
    expect(root.querySelector('footer')!.textContent).to.contain('All rights reserved.');
    expect(root.querySelectorAll('.shell-nav a').length).to.be.greaterThan(0);
    const rawKey = /\b(?:message|footer|nav|page|error|action|banner|portal|a11y)\.[a-z_]+/;
    expect(root.textContent).not.to.match(rawKey);
    expect(message.textContent).not.to.match(rawKey);
    expect(await axeViolations()).to.deep.equal([]);
  });
});
