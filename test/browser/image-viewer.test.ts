import { expect } from '@esm-bundle/chai';
import type { Runtime } from '../../src/runtime';
import { imageViewerCases, type ImageViewerCase } from '../../widgets/image-viewer/fixtures';
import { axeViolations } from '../support/axe';
import { mount, rendered, shadow, until } from '../support/dom';
import { installFixtureApi } from '../support/fixture-api';
import { loadEntry } from '../support/widgets';

let restore = installFixtureApi();
await loadEntry('rad-image-viewer');

type ViewerElement = HTMLElement & { runtime: Runtime };
const cases = imageViewerCases(location.origin);

function markup(fixture: ImageViewerCase): string {
  const attributes = Object.entries(fixture.attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  return `<rad-image-viewer${attributes}></rad-image-viewer>`;
}

/** Mounts a case with its settings; a redirect is taken over by the test (as a host may). */
async function open(fixture: ImageViewerCase) {
  restore();
  restore = installFixtureApi({ imageViewer: fixture.answer });
  const redirects: string[] = [];
  const main = document.querySelector('main') ?? document.body.appendChild(document.createElement('main'));
  const onRedirect = (event: Event) => {
    event.preventDefault();
    redirects.push((event as CustomEvent<{ reason: string }>).detail.reason);
  };
  main.addEventListener('rad-image-viewer-redirect', onRedirect);
  const element = mount<ViewerElement>(markup(fixture));
  await rendered(element, '[part="title"]');
  const store = element.runtime.store;
  const original = store.config.config.peek()!;
  store.config.loaded({
    ...original,
    application: { ...original.application, referrerReportQualityFeedbackEnabled: true, ...fixture.application },
  });
  return {
    element,
    redirects,
    cleanup: () => {
      store.config.loaded(original);
      main.removeEventListener('rad-image-viewer-redirect', onRedirect);
    },
  };
}

describe('<rad-image-viewer>', () => {
  for (const fixture of cases) {
    it(`${fixture.name}: shows what the referrer must see, with no axe violations`, async () => {
      const { element, redirects, cleanup } = await open(fixture);
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
        if (fixture.redirect) await until(() => redirects.includes(fixture.redirect!), 3000, `a ${fixture.redirect} redirect`);
        else expect(redirects).to.deep.equal([]);
        expect(await axeViolations()).to.deep.equal([]);
      } finally {
        cleanup();
      }
    });
  }

  it('frames the viewer URL, titled for screen readers, at most 600 px high; on this page’s origin without allow-same-origin', async () => {
    const { element, cleanup } = await open(cases.find((c) => c.name === 'Viewer')!);
    try {
      const frame = (await rendered(element, '[part="frame"]')) as HTMLIFrameElement;
      expect(frame.getAttribute('src')).to.equal(`${location.origin}/demo-viewer/view/fixture-ticket`);
      // Scripts may run, but in an opaque origin: with allow-same-origin too the frame could lift its own sandbox.
      expect([...frame.sandbox]).to.include('allow-scripts');
      expect([...frame.sandbox]).to.not.include('allow-same-origin');
      expect(frame.title).to.equal('Images of the study');
      expect(frame.getBoundingClientRect().height).to.be.at.most(600);
      expect(frame.getAttribute('referrerpolicy')).to.equal('no-referrer');
      const feedback = shadow(element).querySelector<HTMLAnchorElement>('[part="feedback"]')!;
      expect(feedback.getAttribute('href')).to.equal('/referrer/report-feedback?imsec=fixture-imsec-0000000000');
    } finally {
      cleanup();
    }
  });

  it('shows a Continue link to the redirect target while the browser is sent on', async () => {
    const { element, cleanup } = await open(cases.find((c) => c.name === 'Expired (redirect)')!);
    try {
      const link = (await rendered(element, '[part="redirect"] a')) as HTMLAnchorElement;
      expect(link.href).to.equal(`${location.origin}/deny?status=EXPIRED`);
    } finally {
      cleanup();
    }
  });

  it('refuses an unknown origin without framing or following it', async () => {
    const { element, redirects, cleanup } = await open(cases.find((c) => c.name === 'Unknown origin refused')!);
    try {
      await rendered(element, '[role="alert"]');
      expect(shadow(element).querySelector('iframe')).to.equal(null);
      expect(redirects).to.deep.equal([]);
    } finally {
      cleanup();
    }
  });
});
