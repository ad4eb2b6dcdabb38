import { expect } from '@esm-bundle/chai';
import { mount, rendered, shadow, until } from '../support/dom';
import { installFixtureApi } from '../support/fixture-api';
import { loadEntry } from '../support/widgets';

const HOSTILE = `<h2>Hours</h2>
<p onclick="window.__clicked=1">Mon–Fri</p>
<script>window.__hacked = 1</script>
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="" onerror="window.__hacked = 2">
<a href="javascript:window.__hacked=3">bad link</a>
<a href="https://example.org/x">external</a>
<style>* { display: none }</style>
<iframe src="/"></iframe>
<p style="position:fixed;inset:0">overlay</p>`;

installFixtureApi({ radiology: { about: HOSTILE } });
await loadEntry('rad-page');

describe('SafeHtml (provider HTML through DOMPurify)', () => {
  it('keeps content and drops everything that runs, frames or restyles', async () => {
    const element = mount('<rad-page page="about"></rad-page>');
    const root = shadow(element);
    await rendered(element, '.rad-safe-html h2');
    await until(() => root.textContent?.includes('Mon–Fri'), 3000, 'about text');
    const html = root.querySelector('.rad-safe-html')!.innerHTML;
    expect(html).to.not.match(/<script|onerror|onclick|javascript:|<style|<iframe|style=/i);
    expect((window as unknown as { __hacked?: number }).__hacked).to.equal(undefined);
    const external = [...root.querySelectorAll('a')].find((a) => a.textContent === 'external')!;
    expect(external.target).to.equal('_blank');
    expect(external.rel).to.equal('noopener noreferrer');
  });
});
