/**
 * Debian's Chromium has no Macedonian date data: Intl formats `mk` as en-US. The runtime then
 * loads its own locale data, so a Macedonian page never shows "Tuesday, December 1".
 */
import { expect } from '@esm-bundle/chai';
import { mount, rendered, until } from '../support/dom';
import { installFixtureApi } from '../support/fixture-api';
import { loadEntry, type RadElement } from '../support/widgets';

installFixtureApi({});

describe('dates in Macedonian', () => {
  it('are written in Macedonian in the clinic zone although this browser’s Intl lacks mk', async () => {
    expect(new Intl.DateTimeFormat('mk').resolvedOptions().locale).not.to.equal('mk'); // the premise
    await loadEntry('rad-widgets');
    const page = mount('<rad-page page="contact" locale="mk"></rad-page>') as RadElement;
    await rendered(page, '[part="title"]');
    await until(() => page.shadowRoot!.querySelector('.rad-root')?.getAttribute('lang') === 'mk', 5000, 'the Macedonian texts');
    const { i18n } = page.runtime as unknown as {
      i18n: { intl: { value: { formatDate(value: Date, options: Intl.DateTimeFormatOptions): string } } };
    };
    const intl = i18n.intl.value;
    const instant = new Date('2026-11-30T22:30:00Z');
    const zone = { timeZone: 'Australia/Sydney' } as const;
    expect(intl.formatDate(instant, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', ...zone })).to.equal(
      'вторник, 01 декември 2026',
    );
    expect(intl.formatDate(instant, { hour: 'numeric', minute: '2-digit', ...zone })).to.equal('9:30');
  });
});
