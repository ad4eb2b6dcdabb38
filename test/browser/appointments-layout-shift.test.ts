/**
 * <rad-appointments> does not move while it loads (issue 25: cumulative layout shift ≤ 0.01 on the
 * signed-in appointment page). The page asks for five things: the summary, each exam's consent
 * forms, the documents, the shares and the questionnaires. On a phone on a mobile network they arrive
 * in any order; Lighthouse saw "Confirm my appointment" jump when the consent forms came after the
 * summary was drawn. Each order is played here, in the viewport Lighthouse emulates, and the layout
 * shifts Chromium reports for it are added up.
 */
import { expect } from '@esm-bundle/chai';
import fc from 'fast-check';
import { executeServerCommand, setViewport } from '@web/test-runner-commands';
import { attachmentListFixture, bookedSummary, consentFormsFixture } from '../../widgets/appointments/fixtures';
import { axeViolations } from '../support/axe';
import { mount, shadow, until } from '../support/dom';
import { installFixtureApi } from '../support/fixture-api';
import { loadEntry } from '../support/widgets';

type Kind = 'summary' | 'consent' | 'attachments' | 'sharing' | 'questionnaires';
const KINDS: readonly Kind[] = ['summary', 'consent', 'attachments', 'sharing', 'questionnaires'];

function kindOf(path: string): Kind | null {
  if (/\/appointments\/[^/]+\/summary$/.test(path)) return 'summary';
  if (/\/consent_forms$/.test(path)) return 'consent';
  if (/\/attachments\/response$/.test(path)) return 'attachments';
  if (path.startsWith('/api/secured/sharing/')) return 'sharing';
  if (/\/questionnaires$/.test(path)) return 'questionnaires';
  return null;
}

/**
 * Holds each kind of answer until the test lets it through; restores fetch when called. A kind let
 * through before the page asks for it is answered as soon as it is asked.
 */
function holdAnswers(): { release: (kind: Kind) => void; asked: Set<Kind>; answered: Set<Kind>; restore: () => void } {
  const asked = new Set<Kind>();
  const answered = new Set<Kind>();
  const released = new Map<Kind, () => void>();
  const gates = new Map<Kind, Promise<void>>(
    KINDS.map((kind) => [kind, new Promise<void>((resolve) => released.set(kind, resolve))] as const),
  );
  const fixtureFetch = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const kind = kindOf(url.pathname);
    if (kind) asked.add(kind);
    if (kind) await gates.get(kind);
    const response = await fixtureFetch(input, init);
    if (kind) answered.add(kind);
    return response;
  };
  return { release: (kind) => released.get(kind)!(), asked, answered, restore: () => (window.fetch = fixtureFetch) };
}

const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

let shifts = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
    if (!entry.hadRecentInput) shifts += entry.value;
  }
}).observe({ type: 'layout-shift', buffered: true });

// Lighthouse's mobile screen (a Moto G Power, 412 × 823 CSS pixels); only the page in front gets frames.
await setViewport({ width: 412, height: 823 });
await executeServerCommand('bring-to-front');
let restoreFixture = installFixtureApi({});
await loadEntry('rad-appointments');

/** Opens the appointment with its answers let through in `order`; the layout shift it caused. */
async function shiftWhenArriving(order: readonly Kind[]): Promise<{ shift: number; element: HTMLElement }> {
  restoreFixture();
  restoreFixture = installFixtureApi({
    appointments: { summary: bookedSummary, attachments: attachmentListFixture(), consentForms: structuredClone(consentFormsFixture) },
  });
  const hold = holdAnswers();
  try {
    document.querySelector('main')?.remove();
    await frames();
    const before = shifts;
    const element = mount('<rad-appointments booking-key="DEMO-APPT-1001"></rad-appointments>');
    await until(() => element.shadowRoot?.querySelector('h1'), 5000, 'the page heading');
    await frames();
    for (const kind of order) {
      hold.release(kind);
      // Among the requests in flight, this one arrives next; one not asked yet arrives when asked.
      if (hold.asked.has(kind)) await until(() => hold.answered.has(kind) || null, 5000, `the ${kind} answer`);
      await frames();
    }
    await until(() => hold.answered.size === KINDS.length || null, 5000, 'every answer');
    await until(
      () => shadow(element).querySelector('.appointments__consent') && !shadow(element).querySelector('.rad-spinner'),
      5000,
      'the whole page',
    );
    await frames();
    await frames();
    return { shift: shifts - before, element };
  } finally {
    hold.restore();
  }
}

describe('<rad-appointments> while its data arrives', () => {
  it('the summary first, then the consent forms after the documents and shares (what Lighthouse saw): nothing moves', async () => {
    const { shift, element } = await shiftWhenArriving(['summary', 'attachments', 'sharing', 'questionnaires', 'consent']);
    expect(shadow(element).querySelector('.appointments__consent')?.textContent).to.contain('MRI knee');
    expect(shift).to.be.at.most(0.01);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('in any order of arrival the layout shift stays at most 0.01', async () => {
    await fc.assert(
      fc.asyncProperty(fc.shuffledSubarray([...KINDS], { minLength: KINDS.length }), async (order) => {
        const { shift } = await shiftWhenArriving(order);
        expect(shift, `arriving ${order.join(', ')}`).to.be.at.most(0.01);
      }),
      { numRuns: 12 },
    );
  });

  it('consent forms that do not come hold the page no longer than 3 s; they show when they come', async () => {
    restoreFixture();
    restoreFixture = installFixtureApi({
      appointments: { summary: bookedSummary, attachments: attachmentListFixture(), consentForms: structuredClone(consentFormsFixture) },
    });
    const hold = holdAnswers();
    try {
      for (const kind of KINDS) if (kind !== 'consent') hold.release(kind);
      const element = mount('<rad-appointments booking-key="DEMO-APPT-1001"></rad-appointments>');
      await until(() => hold.asked.has('consent') || null, 5000, 'the consent forms asked for');
      const asked = performance.now();
      const confirm = await until(() => shadow(element).querySelector('[part="actions"] button'), 5000, 'the booking’s buttons');
      expect(performance.now() - asked).to.be.within(2500, 4500);
      expect(confirm.textContent).to.equal('Confirm my appointment');
      expect(shadow(element).querySelector('.appointments__consent')).to.equal(null);
      hold.release('consent');
      await until(() => shadow(element).querySelector('.appointments__consent'), 5000, 'the consent forms');
      expect(await axeViolations(element)).to.deep.equal([]);
    } finally {
      hold.restore();
    }
  });
});
