import { expect } from '@esm-bundle/chai';
import { axeViolations } from '../support/axe';
import { rendered, shadow, until } from '../support/dom';
import { installFixtureApi } from '../support/fixture-api';
import { loadEntry } from '../support/widgets';

// One second of inactivity and a three-second countdown keep the test short; the rules are the spec's.
installFixtureApi({ application: { kioskNoActivitySeconds: 1, kioskCountdownSeconds: 3 } });
await loadEntry('rad-widgets');
localStorage.clear();

describe('kiosk inactivity dialog', () => {
  it('opens as an alert dialog with a live countdown, and Cancel resumes', async () => {
    history.replaceState(null, '', '/kiosk?kioskMode=true');
    const portal = document.createElement('rad-portal');
    document.body.append(portal);
    await rendered(portal, '.shell-main');
    const root = shadow(portal);
    expect(root.querySelector('.shell')!.hasAttribute('data-kiosk')).to.equal(true);
    const dialog = (await until(() => root.querySelector('dialog[open]'), 4000, 'the inactivity dialog')) as HTMLDialogElement;
    expect(dialog.getAttribute('role')).to.equal('alertdialog');
    expect(dialog.textContent).to.match(/reset in \d seconds?/);
    expect(root.activeElement?.textContent).to.equal('Cancel');
    expect(await axeViolations()).to.deep.equal([]);
    (root.activeElement as HTMLButtonElement).click();
    await until(() => !root.querySelector('dialog[open]'), 2000, 'dialog closed');
    // Watching resumed: the dialog comes back after another idle second.
    await until(() => root.querySelector('dialog[open]'), 4000, 'the dialog again');
  });
});
