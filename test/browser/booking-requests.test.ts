/**
 * <rad-booking-requests> in Chromium, built: the status and exam, every modal with axe (the info
 * modal, the cancel confirmation — dismissing sends nothing, confirming cancels —, the upload
 * dialog of a requested document, the viewer and the attachment information modal).
 *
 * Reliability (this file once hung the runner for its whole 180 s ceiling): a failing assertion
 * about a DOM node (`expect(button(root, 'Cancel request')).to.equal(null)`, which found the
 * confirmation dialog's own, always-present "Cancel request" button) put the node on the error;
 * the runner could not structuredClone it to report the failure, so the page never finished.
 * cloneableFailures() now turns such values into text, and page buttons are looked up in the
 * actions area, not in closed dialogs. Links are never followed (stayOnPage), every test starts
 * from a fresh fixture and empties the page after itself, every wait names what it waited for,
 * and every call the page makes is answered by the fixture.
 */
import { expect } from '@esm-bundle/chai';
import type { AttachmentList } from '../../src/api/schemas/attachments.schema';
import type { AppointmentsScenario } from '../support/appointments-fixture-api';
import { attachmentFixture, attachmentListFixture } from '../../widgets/appointments/fixtures';
import { bookedRequest, pendingRequest } from '../../widgets/booking-requests/fixtures';
import { axeViolations } from '../support/axe';
import { mount, shadow, until } from '../support/dom';
import { installFixtureApi } from '../support/fixture-api';
import { chooseFromRowMenu } from '../support/row-menu';
import { cloneableFailures, stayOnPage } from '../support/stay-on-page';
import { loadEntry } from '../support/widgets';

const links = stayOnPage();
cloneableFailures();
let restore = installFixtureApi({});
await loadEntry('rad-booking-requests');

const events: unknown[] = [];
document.addEventListener('rad-booking-request-cancelled', (event) => events.push((event as CustomEvent).detail));

type Scenario = Omit<AppointmentsScenario, 'summary'>;

async function opened(scenario: Scenario): Promise<HTMLElement> {
  restore();
  restore = installFixtureApi({ appointments: Object.assign(scenario, { summary: 404 }) as AppointmentsScenario });
  events.length = 0;
  const element = mount('<rad-booking-requests booking-key="DEMO-BR-2001"></rad-booking-requests>');
  // Loaded (or failed): every state has the page heading, so wait for the spinner to go.
  await until(
    () => element.shadowRoot?.querySelector('h1') && !element.shadowRoot.querySelector('.rad-spinner'),
    5000,
    'the booking request',
  );
  return element;
}

afterEach(() => {
  document.querySelector('main')?.replaceChildren();
});

const root = (element: Element) => shadow(element);
const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const openDialog = (element: Element, title: string) =>
  until(
    () =>
      [...root(element).querySelectorAll<HTMLDialogElement>('dialog[open]')].find((dialog) => text(dialog.querySelector('h2')) === title),
    3000,
    `the dialog "${title}"`,
  );
const noDialog = (element: Element) => until(() => !root(element).querySelector('dialog[open]'), 3000, 'no open dialog');
/** A button of the page itself, not of a closed dialog (the cancel confirmation's own "Cancel request" is always in the DOM). */
const action = (element: Element, label: string) => button(root(element).querySelector('[part="actions"]')!, label);
const button = (scope: ParentNode, label: string) =>
  [...scope.querySelectorAll<HTMLButtonElement>('button')].find((node) => text(node) === label) ?? null;

const requested = (document: { id: number; fileName: string } | null): AttachmentList => ({
  ...attachmentListFixture(document ? [attachmentFixture(document.id, document.fileName)] : []),
  examDocumentTypes: [
    {
      slug: 'DEMO-BR-2001',
      documentTypeId: 1,
      title: 'Referral',
      description: 'The request form from your doctor or specialist.',
      examGroupName: null,
      document,
    },
  ],
});

describe('<rad-booking-requests>', () => {
  it('shows a waiting request without an exam, its documents, and the info modal', async () => {
    const element = await opened({ bookingRequest: { ...pendingRequest }, attachments: attachmentListFixture() });
    expect(text(root(element).querySelector('h1'))).to.equal('Your booking request, Mei');
    expect(root(element).textContent).to.contain('The clinic will choose the examination from your referral.');
    await until(() => root(element).querySelector('.rad-attachments__empty'), 3000, 'the documents');
    expect(await axeViolations(element)).to.deep.equal([]);
    action(element, 'About booking requests')!.click();
    const dialog = await openDialog(element, 'About booking requests');
    expect(dialog.textContent).to.contain('A booking request asks the clinic to find a time for you.');
    expect(await axeViolations(element)).to.deep.equal([]);
    button(dialog, 'Close')!.click();
    await noDialog(element);
  });

  it('cancel asks first with its own title and message; Keep request sends nothing', async () => {
    const scenario: Scenario = { bookingRequest: { ...pendingRequest }, attachments: attachmentListFixture() };
    const element = await opened(scenario);
    action(element, 'Cancel request')!.click();
    const dialog = await openDialog(element, 'Cancel this booking request?');
    expect(dialog.textContent).to.contain('The clinic will stop looking for a time for you.');
    expect(await axeViolations(element)).to.deep.equal([]);
    button(dialog, 'Keep request')!.click();
    await noDialog(element);
    expect(scenario.statusChanges ?? []).to.deep.equal([]);
    expect(root(element).textContent).to.contain('The clinic has your request');
    expect(events).to.deep.equal([]);
  });

  it('confirming cancels: status CANCELED sent, the page says so, no more cancel or uploads', async () => {
    const scenario: Scenario = { bookingRequest: { ...pendingRequest }, attachments: attachmentListFixture() };
    const element = await opened(scenario);
    action(element, 'Cancel request')!.click();
    const dialog = await openDialog(element, 'Cancel this booking request?');
    button(dialog, 'Cancel request')!.click();
    await until(() => root(element).querySelector('.booking-requests__status--canceled'), 3000, 'the cancelled status');
    await noDialog(element);
    expect(scenario.statusChanges).to.deep.equal([{ status: 'CANCELED' }]);
    expect(events).to.deep.equal([{ bookingKey: 'DEMO-BR-2001' }]);
    expect(action(element, 'Cancel request')).to.equal(null);
    expect(root(element).querySelector('input[type="file"]')).to.equal(null);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('a booked request names its exam', async () => {
    const element = await opened({ bookingRequest: { ...bookedRequest }, attachments: attachmentListFixture() });
    expect(root(element).textContent).to.contain('CT brain');
    expect(action(element, 'Cancel request')).to.equal(null);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('a document the clinic asks for: its upload dialog, then the stored one opens in the viewer and its information modal', async () => {
    const element = await opened({ bookingRequest: { ...pendingRequest }, attachments: requested(null) });
    const upload = await until(() => button(root(element), 'Upload Referral'), 3000, 'the requested document');
    expect(root(element).textContent).to.contain('The request form from your doctor or specialist.');
    upload.click();
    const dialog = await openDialog(element, 'Upload a document');
    expect(dialog.querySelector('input[type="file"]')).to.not.equal(null);
    expect(await axeViolations(element)).to.deep.equal([]);
    button(dialog, 'Close')!.click();
    await noDialog(element);

    const withDocument = await opened({
      bookingRequest: { ...pendingRequest },
      attachments: requested({ id: 7, fileName: 'gp-referral.pdf' }),
    });
    const show = await until(() => button(root(withDocument), 'Show gp-referral.pdf'), 3000, 'the stored referral');
    show.click();
    const viewer = await until(
      () => root(withDocument).querySelector<HTMLDialogElement>('dialog[open].rad-viewer-dialog'),
      5000,
      'the viewer',
    );
    expect(text(viewer.querySelector('[data-viewer-status]'))).to.equal('Document 1 of 1');
    const open = [...viewer.querySelectorAll('a')].find((a) => text(a) === 'Open gp-referral.pdf (opens in a new tab)')!;
    expect(new URL(open.href).pathname).to.equal('/api/secured/appointments/DEMO-APPT-1001/attachments/7/view');
    open.click();
    expect(links.followed.at(-1)).to.equal(open.href); // recorded, not followed: the test page stays
    expect(await axeViolations(withDocument)).to.deep.equal([]);
    button(viewer, 'Close')!.click();
    await noDialog(withDocument);

    await chooseFromRowMenu(root(withDocument), 'gp-referral.pdf', 'About gp-referral.pdf');
    const info = await openDialog(withDocument, 'About this document');
    expect(info.textContent).to.contain('gp-referral.pdf');
    expect(await axeViolations(withDocument)).to.deep.equal([]);
  });

  it('load failure: a way to try again; unknown request: says so', async () => {
    let element = await opened({ bookingRequest: 503 });
    expect(root(element).textContent).to.contain('We could not load your booking request.');
    expect(button(root(element), 'Try again')).to.not.equal(null);
    expect(await axeViolations(element)).to.deep.equal([]);
    element = await opened({ bookingRequest: 404 });
    expect(text(root(element).querySelector('.rad-banner'))).to.not.equal('');
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('Try again after a failed load asks again and shows the request', async () => {
    const scenario: Scenario = { bookingRequest: 503 };
    const element = await opened(scenario);
    expect(root(element).textContent).to.contain('We could not load your booking request.');
    scenario.bookingRequest = { ...pendingRequest };
    button(root(element), 'Try again')!.click();
    const status = await until(() => root(element).querySelector('[part="status"]'), 3000, 'the request after Try again');
    expect(text(status)).to.not.equal('');
    expect(root(element).textContent).to.not.contain('We could not load your booking request.');
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('alone on a page, offers the referral: View referral opens it in a new tab, detached from the page', async () => {
    const element = await opened({ bookingRequest: { ...pendingRequest }, attachments: attachmentListFixture() });
    const view = action(element, 'View referral (opens in a new tab)');
    expect(view, 'the View referral button').to.not.equal(null);
    expect(await axeViolations(element)).to.deep.equal([]);
    const sentTo: string[] = [];
    const tab = { opener: window as unknown, location: { replace: (url: string) => sentTo.push(url) }, close: () => undefined };
    const real = window.open;
    window.open = () => tab as unknown as Window;
    try {
      view!.click();
      await until(() => sentTo.length > 0, 3000, 'the referral link');
    } finally {
      window.open = real;
    }
    expect(sentTo).to.deep.equal([new URL('/api/secured/booking_requests/DEMO-BR-2001/referral.pdf', location.href).href]);
    expect(tab.opener).to.equal(null);
  });

  it('offers no referral link for a request without one', async () => {
    const element = await opened({ bookingRequest: { ...pendingRequest, hasReferral: false }, attachments: attachmentListFixture() });
    expect(action(element, 'View referral (opens in a new tab)')).to.equal(null);
  });
});
