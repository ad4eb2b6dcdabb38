/**
 * The header's booking-request parts, the user dropdown and the Home clicks (widgets/portal/README.md#behaviour):
 * the booking info button only for a request without exam on a home-style page, the referral
 * link only when the provider enables it and the request has a referral, a disclosure that
 * closes on Escape and outside clicks, and Home (header or footer) clearing the booking flow.
 */
import { expect } from '@esm-bundle/chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { getAuthenticated } from '../../src/api/auth.api';
import { bookingRequestWithoutExam } from '../../widgets/portal/fixtures';
import { draftKey, writeDraft } from '../../widgets/questionnaire/draft';
import { axeViolations } from '../support/axe';
import { rendered, shadow, until } from '../support/dom';
import { installFixtureApi, referralFileUrl, type Scenario } from '../support/fixture-api';
import { isVisible, pageHeading, portalAt } from '../support/portal';
import { loadEntry } from '../support/widgets';

const scenario: Scenario = { calls: new Map() };
installFixtureApi(scenario);
await loadEntry('rad-widgets');

const infoButton = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>('.shell-header__booking-info');
const referralLink = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>('.shell-header__link');

/** Stands in for the tab window.open gives, recording where it was sent. */
function stubWindowOpen() {
  const tab = { opener: window as unknown, sentTo: null as string | null, closed: false };
  const real = window.open;
  window.open = () =>
    ({
      get opener() {
        return tab.opener;
      },
      set opener(value: unknown) {
        tab.opener = value;
      },
      location: { replace: (url: string) => (tab.sentTo = url) },
      close: () => (tab.closed = true),
    }) as unknown as Window;
  return { tab, restore: () => (window.open = real) };
}

before(() => setViewport({ width: 1280, height: 900 }));

describe('<rad-portal> booking info button', () => {
  it('shows for a booking request without exam on a home-style page and emits rad-booking-info', async () => {
    const { element, root } = await portalAt('/booking-requests/BR-2001', { bookingRequest: bookingRequestWithoutExam });
    const button = await until(() => infoButton(root), 3000, 'booking info button');
    expect(isVisible(button)).to.equal(true);
    expect(button.textContent).to.equal('Booking information');
    await until(() => pageHeading(root), 3000, 'the page after the sign-in check'); // the guard asks /api/authenticated first
    expect(await axeViolations()).to.deep.equal([]);
    const heard = new Promise<CustomEvent>((resolve) => element.addEventListener('rad-booking-info', (e) => resolve(e as CustomEvent)));
    button.click();
    expect((await heard).detail).to.deep.equal({ tag: 'rad-portal' });
  });

  it('is hidden when the request has an exam, on other pages, and without a request', async () => {
    let { root } = await portalAt('/booking-requests/BR-2002', { bookingRequest: { ...bookingRequestWithoutExam, hasExam: true } });
    await until(() => referralLink(root), 3000, 'header with the request');
    expect(infoButton(root)).to.equal(null);
    expect(await axeViolations()).to.deep.equal([]);
    ({ root } = await portalAt('/about', { bookingRequest: bookingRequestWithoutExam }));
    await until(() => referralLink(root), 3000, 'header with the request');
    expect(infoButton(root)).to.equal(null);
    ({ root } = await portalAt('/booking-requests/BR-2001'));
    expect(infoButton(root)).to.equal(null);
  });
});

describe('<rad-portal> referral link', () => {
  it('asks the API for the referral link and opens it in a new tab, cut off from the portal', async () => {
    const { root } = await portalAt('/booking-requests/BR-2001', { bookingRequest: bookingRequestWithoutExam });
    const link = await until(() => referralLink(root), 3000, 'referral link');
    expect(link.textContent).to.equal('View referral (opens in a new tab)');
    expect(await axeViolations()).to.deep.equal([]);
    const { tab, restore } = stubWindowOpen();
    try {
      link.click();
      await until(() => tab.sentTo, 3000, 'the tab to be sent to the referral');
      expect(tab.sentTo).to.equal(new URL(referralFileUrl('2001'), location.origin).href);
      expect(tab.opener).to.equal(null);
    } finally {
      restore();
    }
  });

  it('says why when the link cannot be had, and closes the tab it opened', async () => {
    scenario.referralLink = 404;
    const { root } = await portalAt('/booking-requests/BR-2001', { bookingRequest: bookingRequestWithoutExam });
    const { tab, restore } = stubWindowOpen();
    try {
      (await until(() => referralLink(root), 3000, 'referral link')).click();
      const alert = await until(() => root.querySelector('.shell-header [role="alert"]'), 3000, 'the error');
      expect(alert.textContent).to.equal('We could not find what you were looking for.');
      expect(tab.closed).to.equal(true);
      expect(await axeViolations()).to.deep.equal([]);
    } finally {
      restore();
      delete scenario.referralLink;
    }
  });

  it('is hidden when the provider disables referral downloads, or the request has no referral', async () => {
    let { root } = await portalAt('/booking-requests/BR-2001', {
      bookingRequest: bookingRequestWithoutExam,
      config: { bookingRequest: { bookingRequestsDownloadReferralEnabled: false } },
    });
    await until(() => infoButton(root), 3000, 'header with the request');
    expect(referralLink(root)).to.equal(null);
    await until(() => pageHeading(root), 3000, 'the page after the sign-in check');
    expect(await axeViolations()).to.deep.equal([]);
    ({ root } = await portalAt('/booking-requests/BR-2001', { bookingRequest: { ...bookingRequestWithoutExam, referral: null } }));
    await until(() => infoButton(root), 3000, 'header with the request');
    expect(referralLink(root)).to.equal(null);
  });
});

describe('<rad-portal> user dropdown', () => {
  const user = { username: 'mei.chen', organization: 'Harbourside', currentDoctor: null };

  async function openMenu() {
    const { root } = await portalAt('/about', { user });
    const button = await until(() => root.querySelector<HTMLButtonElement>('.shell-user > button'), 3000, 'user button');
    const list = root.querySelector<HTMLElement>(`#${CSS.escape(button.getAttribute('aria-controls')!)}`)!;
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(isVisible(list)).to.equal(false);
    button.click();
    await until(() => button.getAttribute('aria-expanded') === 'true', 2000, 'menu open');
    return { root, button, list };
  }

  it('is a disclosure: the button shows the list with the admin link and Log out', async () => {
    const { root, list } = await openMenu();
    expect(isVisible(list)).to.equal(true);
    expect([...list.querySelectorAll('a, button')].map((item) => item.textContent)).to.deep.equal(['Administration', 'Log out']);
    await until(() => pageHeading(root), 5000, 'the page heading');
    expect(await axeViolations()).to.deep.equal([]);
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const { root, button, list } = await openMenu();
    list.querySelector('button')!.focus();
    await sendKeys({ press: 'Escape' });
    await until(() => button.getAttribute('aria-expanded') === 'false', 2000, 'menu closed');
    expect(isVisible(list)).to.equal(false);
    expect(root.activeElement).to.equal(button);
  });

  it('closes on a click outside it, and when focus leaves it', async () => {
    const { root, button } = await openMenu();
    (root.querySelector('.shell-main') as HTMLElement).click();
    await until(() => button.getAttribute('aria-expanded') === 'false', 2000, 'closed by the outside click');
    button.focus();
    button.click();
    await until(() => button.getAttribute('aria-expanded') === 'true', 2000, 'menu open again');
    (root.querySelector('.shell-nav__list a') as HTMLElement).focus(); // as Shift+Tab would
    await until(() => button.getAttribute('aria-expanded') === 'false', 2000, 'closed when focus left');
  });
});

describe('<rad-portal> Sign out for a patient signed in by a secure link (issue #8)', () => {
  it('shows Sign out without a loaded user; Enter posts the logout once and leaves the private page', async () => {
    // The guard asks GET /api/authenticated, which lists this request: a session, but no user.
    const { root, store } = await portalAt('/booking-requests/BR-2001');
    expect(store.user.user.value).to.equal(null);
    const signOut = await until(() => root.querySelector<HTMLButtonElement>('button.shell-header__sign-out'), 3000, 'Sign out');
    expect(signOut.textContent).to.equal('Sign out');
    expect(isVisible(signOut)).to.equal(true);
    expect(signOut.getBoundingClientRect().height).to.be.at.least(24);
    await until(() => pageHeading(root), 5000, 'the page after the sign-in check');
    expect(await axeViolations()).to.deep.equal([]);
    scenario.calls!.delete('/api/logout');
    // A questionnaire draft kept for a reload is personal: logout removes it, and only it (issue 11).
    sessionStorage.setItem('rad-widgets.questionnaire-draft.mri-safety.BR-2001', '[["pacemaker",[{"valueBoolean":false}]]]');
    sessionStorage.setItem('someone-else', 'kept');
    signOut.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => root.querySelector('rad-booking') && !root.querySelector('rad-booking-requests'), 3000, 'the home page');
    expect(sessionStorage.getItem('rad-widgets.questionnaire-draft.mri-safety.BR-2001')).to.equal(null);
    expect(sessionStorage.getItem('someone-else')).to.equal('kept');
    sessionStorage.removeItem('someone-else');
    expect(scenario.calls!.get('/api/logout')).to.equal(1);
    expect(store.auth.isAuthenticated.value).to.equal(false);
    expect(root.querySelector('.shell-header__sign-out')).to.equal(null);
  });

  it('is not offered to someone without a session', async () => {
    scenario.auth = { access: [] };
    scenario.calls!.delete('/api/authenticated');
    try {
      const { root, element, store } = await portalAt('/about');
      await until(() => pageHeading(root), 5000, 'the about page');
      await until(() => (scenario.calls!.get('/api/authenticated') ?? 0) > 0, 3000, 'the session check');
      // The same question through the same client and code, asked after the portal's: once it is
      // answered, the portal's answer, ahead of it on the same path, has been acted on.
      await getAuthenticated(element.runtime.api(), element.runtime.i18n.locale.peek());
      expect(store.auth.isAuthenticated.value, 'no session taken from the answer').to.equal(false);
      expect(root.querySelector('.shell-header__sign-out')).to.equal(null);
    } finally {
      delete scenario.auth;
    }
  });

  it('is offered on a public page after a reload: the portal asks the server whether a session is still open', async () => {
    // A fresh portal on /about knows nothing of an earlier sign-in; the fixture session is still open.
    const { root, store } = await portalAt('/about');
    expect(store.user.user.value).to.equal(null);
    const signOut = await until(() => root.querySelector<HTMLButtonElement>('button.shell-header__sign-out'), 3000, 'Sign out');
    expect(isVisible(signOut)).to.equal(true);
    expect(await axeViolations()).to.deep.equal([]);
  });
});

describe('<rad-portal> Home clears the booking flow', () => {
  // Home clears questionnaire and exam state. The booking keeps its exams in its URL;
  // the questionnaire runner keeps drafts of answers in session storage for a reload.
  const draft = draftKey('mri-safety', 'BK-HOME-1');
  const testPage = location.pathname + location.search;
  after(() => history.replaceState(null, '', testPage));

  /** The portal on the page's own URL (no `path`): the booking reads its exams from that URL. */
  async function portalAtUrl(path: string): Promise<ShadowRoot> {
    const previous = document.body.querySelector('rad-portal');
    document.body.replaceChildren();
    if (previous) await until(() => !previous.shadowRoot?.querySelector('.shell-main'), 2000, 'the previous portal unmounted');
    history.replaceState(null, '', path);
    const element = document.createElement('rad-portal');
    document.body.append(element);
    await rendered(element, '.shell-main');
    return shadow(element);
  }

  for (const [where, selector] of [
    ['header menu', '.shell-nav__list a[href="/"]'],
    ['header logo', '[part="logo"]'],
    ['footer', '.shell-footer__links a[href="/"]'],
  ] as const) {
    it(`${where} Home: the finder shows no exam chosen and the questionnaire draft is gone`, async () => {
      const root = await portalAtUrl('/select-clinic/mri-knee');
      const booking = () => root.querySelector('rad-booking')?.shadowRoot ?? null;
      await until(() => booking()?.querySelector('.finder__exams'), 5000, 'the clinic finder for the exam chosen');
      writeDraft(draft, new Map([['pacemaker', [{ valueBoolean: false }]]]));
      (root.querySelector('.shell-nav__list a[href="/terms"]') as HTMLElement).click();
      await until(() => root.querySelector('rad-page[page="terms"]'), 3000, 'terms page');
      expect(sessionStorage.getItem(draft), 'another link keeps the draft').to.not.equal(null);
      (root.querySelector(selector) as HTMLElement).click();
      await until(() => booking()?.querySelector('.catalogue__count'), 5000, 'the exam catalogue');
      expect(booking()!.querySelector('.finder__exams')).to.equal(null);
      expect(booking()!.querySelector('.exam input[type="checkbox"]:checked')).to.equal(null);
      expect(sessionStorage.getItem(draft)).to.equal(null);
    });
  }
});
