/**
 * The attachment viewer inside <rad-appointments>' shadow root, built: the APG carousel (no
 * autoplay, Previous/Next, the slide's document type, description and file name, download and
 * PDF links), zoom by buttons (44 px), keys (+, −, 0, arrows), wheel, double tap and pinch — real
 * pointer and wheel events dispatched at the image inside the shadow root, where zoom libraries
 * miscompute — with "Image 1 of 2, 150 %" in the live region; the attachment information modal.
 * axe on every state.
 */
import { expect } from '@esm-bundle/chai';
import type { AppointmentsScenario } from '../support/appointments-fixture-api';
import { attachmentFixture, attachmentListFixture, bookedSummary } from '../../widgets/appointments/fixtures';
import { axeViolations } from '../support/axe';
import { mount, shadow, until } from '../support/dom';
import { installFixtureApi } from '../support/fixture-api';
import { chooseFromRowMenu } from '../support/row-menu';
import { cloneableFailures } from '../support/stay-on-page';
import { loadEntry } from '../support/widgets';

cloneableFailures();
let restore = installFixtureApi({});
await loadEntry('rad-appointments');

/** A real 400 × 300 PNG served by the test server, so the image loads and has a size to zoom. */
const PICTURE = '/test/browser/fixtures/picture.png';

const picture = { ...attachmentFixture(2, 'medicare-card.png', 'image/png'), downloadUrl: PICTURE };
picture.documentType = { title: 'Medicare card', description: 'Both sides of your Medicare card.' };
const referral = attachmentFixture(1, 'referral.pdf');

async function opened(): Promise<HTMLElement> {
  restore();
  const scenario: AppointmentsScenario = { summary: bookedSummary, attachments: attachmentListFixture([picture, referral]) };
  restore = installFixtureApi({ appointments: scenario });
  const element = mount('<rad-appointments booking-key="DEMO-APPT-1001"></rad-appointments>');
  await until(() => element.shadowRoot?.querySelectorAll('[data-attachment-id]').length === 2, 5000, 'two documents');
  return element;
}

const root = (element: Element) => shadow(element);
const button = (scope: ParentNode, text: string) =>
  [...scope.querySelectorAll<HTMLButtonElement>('button')].find((node) => node.textContent?.replace(/\s+/g, ' ').trim() === text) ?? null;
const status = (element: Element) => root(element).querySelector('[data-viewer-status]')?.textContent ?? '';
const viewport = (element: Element) => root(element).querySelector<HTMLElement>('.rad-viewer__viewport')!;
const image = (element: Element) => root(element).querySelector<HTMLImageElement>('.rad-viewer__image')!;

async function openViewer(element: HTMLElement): Promise<HTMLDialogElement> {
  button(root(element), 'Show medicare-card.png')!.click();
  const dialog = await until(() => root(element).querySelector<HTMLDialogElement>('dialog[open].rad-viewer-dialog'), 5000, 'the viewer');
  await until(() => image(element)?.complete && image(element).naturalWidth > 0 && viewport(element).clientWidth > 0, 5000, 'the picture');
  return dialog;
}

function pointer(target: Element, type: string, id: number, x: number, y: number): void {
  const box = target.getBoundingClientRect();
  target.dispatchEvent(
    new PointerEvent(type, {
      pointerId: id,
      pointerType: 'touch',
      isPrimary: id === 1,
      clientX: box.left + x,
      clientY: box.top + y,
      bubbles: true,
      composed: true,
    }),
  );
}

/** The transform the image is set to (the computed one lags behind in a background page, which gets no frames). */
const scaleOf = (element: Element) => new DOMMatrix(image(element).style.transform).a;

describe('attachment viewer', () => {
  it('opens at the chosen document with its type, description and file name; no autoplay; axe', async () => {
    const element = await opened();
    const dialog = await openViewer(element);
    expect(dialog.querySelector('h2')!.textContent).to.equal('Your documents');
    const carousel = dialog.querySelector('[aria-roledescription="carousel"]')!;
    expect(carousel).to.not.equal(null);
    const slide = dialog.querySelector('[aria-roledescription="document"]')!;
    expect(slide.getAttribute('aria-label')).to.equal('1 of 2');
    expect(slide.querySelector('h3')!.textContent).to.equal('Medicare card');
    expect(slide.textContent).to.contain('Both sides of your Medicare card.');
    expect(slide.textContent).to.contain('medicare-card.png');
    // The live region is the status line alone: a zoom step reads "Image 1 of 2, 150 %", not the slide again.
    const live = [...dialog.querySelectorAll('[aria-live]')].filter((node) => node.getAttribute('aria-live') !== 'off');
    expect(live).to.have.length(1);
    expect(live[0]!.textContent).to.equal('Image 1 of 2, 100 %');
    expect(dialog.querySelector('.rad-viewer__slides')!.hasAttribute('aria-live')).to.equal(false);
    expect(status(element)).to.equal('Image 1 of 2, 100 %');
    expect(image(element).getBoundingClientRect().height).to.be.at.most(600);
    const download = [...dialog.querySelectorAll('a')].find((a) => a.textContent === 'Download medicare-card.png')!;
    expect(download.hasAttribute('download')).to.equal(true);
    // No autoplay: nothing to pause or rotate, and the slides are a polite live region (APG, not rotating).
    expect(button(dialog, 'Pause')).to.equal(null);
    expect(dialog.querySelector('[aria-live="off"]')).to.equal(null);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('zoom buttons are at least 44 px and step 150 %, 200 %; the live region says so', async () => {
    const element = await opened();
    const dialog = await openViewer(element);
    const zoomIn = button(dialog, '+ Zoom in')!;
    for (const control of [zoomIn, button(dialog, '− Zoom out')!, button(dialog, 'Whole image')!]) {
      const box = control.getBoundingClientRect();
      expect(box.height).to.be.at.least(44);
      expect(box.width).to.be.at.least(44);
    }
    zoomIn.click();
    await until(() => status(element) === 'Image 1 of 2, 150 %', 2000, '150 %');
    zoomIn.click();
    await until(() => status(element) === 'Image 1 of 2, 200 %', 2000, '200 %');
    // The step animates over 200 ms to twice the size.
    await until(() => Math.abs(scaleOf(element) - 2) < 0.01, 2000, 'scale 2');
    expect(getComputedStyle(image(element)).transitionDuration).to.equal('0.2s');
    expect(await axeViolations(element)).to.deep.equal([]);
    zoomIn.click();
    zoomIn.click();
    await until(() => status(element) === 'Image 1 of 2, 300 %', 2000, 'the 300 % maximum');
    zoomIn.click();
    expect(zoomIn.getAttribute('aria-disabled')).to.equal('true');
    expect(status(element)).to.equal('Image 1 of 2, 300 %');
    button(dialog, 'Whole image')!.click();
    await until(() => status(element) === 'Image 1 of 2, 100 %', 2000, 'back to 100 %');
  });

  it('keyboard: + and − zoom, arrows move a zoomed image, 0 resets, side arrows turn an unzoomed one', async () => {
    const element = await opened();
    await openViewer(element);
    const box = viewport(element);
    box.focus();
    const key = (value: string) => box.dispatchEvent(new KeyboardEvent('keydown', { key: value, bubbles: true, composed: true }));
    key('+');
    key('+');
    await until(() => status(element) === 'Image 1 of 2, 200 %', 2000, '200 % by keys');
    const before = new DOMMatrix(image(element).style.transform).e;
    key('ArrowLeft');
    await until(() => new DOMMatrix(image(element).style.transform).e === before + 40, 2000, 'the image to move right');
    key('-');
    await until(() => status(element) === 'Image 1 of 2, 150 %', 2000, '150 % by −');
    key('0');
    await until(() => status(element) === 'Image 1 of 2, 100 %', 2000, 'reset by 0');
    key('ArrowRight');
    await until(() => status(element) === 'Document 2 of 2', 2000, 'the next document');
  });

  it('the zoom keys work wherever the focus is in the viewer: after a click on Whole image, + zooms in', async () => {
    const element = await opened();
    const dialog = await openViewer(element);
    const whole = button(dialog, 'Whole image')!;
    button(dialog, '+ Zoom in')!.click();
    await until(() => status(element) === 'Image 1 of 2, 150 %', 2000, '150 %');
    whole.focus();
    whole.click();
    await until(() => status(element) === 'Image 1 of 2, 100 %', 2000, 'back to 100 %');
    expect(root(element).activeElement).to.equal(whole);
    whole.dispatchEvent(new KeyboardEvent('keydown', { key: '+', bubbles: true, composed: true }));
    await until(() => status(element) === 'Image 1 of 2, 150 %', 2000, '+ on the Whole image button');
    button(dialog, '+ Zoom in')!.dispatchEvent(new KeyboardEvent('keydown', { key: '0', bubbles: true, composed: true }));
    await until(() => status(element) === 'Image 1 of 2, 100 %', 2000, '0 on the Zoom in button');
  });

  it('wheel zooms by 0.2 about the pointer; double tap toggles 2×; a pinch follows the fingers — inside the shadow root', async () => {
    const element = await opened();
    await openViewer(element);
    const box = viewport(element);
    const { left, top, width, height } = box.getBoundingClientRect();
    box.dispatchEvent(
      new WheelEvent('wheel', {
        deltaY: -100,
        clientX: left + width / 2,
        clientY: top + height / 2,
        bubbles: true,
        composed: true,
        cancelable: true,
      }),
    );
    await until(() => status(element) === 'Image 1 of 2, 120 %', 2000, '120 % by the wheel');
    // The point under the pointer stays put: the transform origin is computed in the viewport's own box.
    const matrix = new DOMMatrix(image(element).style.transform);
    expect((width / 2 - matrix.e) / matrix.a).to.be.closeTo(width / 2, 0.5);
    box.dispatchEvent(
      new WheelEvent('wheel', { deltaY: 100, clientX: left + 10, clientY: top + 10, bubbles: true, composed: true, cancelable: true }),
    );
    await until(() => status(element) === 'Image 1 of 2, 100 %', 2000, 'back by the wheel');

    for (let tap = 0; tap < 2; tap += 1) {
      pointer(box, 'pointerdown', 1, 50, 50);
      pointer(box, 'pointerup', 1, 50, 50);
    }
    await until(() => status(element) === 'Image 1 of 2, 200 %', 2000, '2× by a double tap');
    expect(new DOMMatrix(image(element).style.transform).e).to.equal(-50);
    for (let tap = 0; tap < 2; tap += 1) {
      pointer(box, 'pointerdown', 1, 50, 50);
      pointer(box, 'pointerup', 1, 50, 50);
    }
    await until(() => status(element) === 'Image 1 of 2, 100 %', 2000, 'back by a double tap');

    // Two fingers 50 px apart spread to 125 px: 250 %.
    pointer(box, 'pointerdown', 1, 100, 100);
    pointer(box, 'pointerdown', 2, 150, 100);
    pointer(box, 'pointermove', 2, 225, 100);
    pointer(box, 'pointerup', 2, 225, 100);
    pointer(box, 'pointerup', 1, 100, 100);
    await until(() => status(element) === 'Image 1 of 2, 250 %', 2000, '250 % by a pinch');
  });

  it('Next shows the PDF with its file icon, open link and "view pages"; a swipe turns back; Close returns focus', async () => {
    const element = await opened();
    const dialog = await openViewer(element);
    button(dialog, 'Next document ›')!.click();
    await until(() => status(element) === 'Document 2 of 2', 2000, 'the PDF');
    const slide = dialog.querySelector('[aria-roledescription="document"]')!;
    expect(slide.getAttribute('aria-label')).to.equal('2 of 2');
    expect(slide.querySelector('svg.rad-viewer__icon')!.getAttribute('aria-hidden')).to.equal('true');
    const open = [...slide.querySelectorAll('a')].find((a) => a.textContent === 'Open referral.pdf (opens in a new tab)')!;
    expect(new URL(open.href).pathname).to.equal('/api/secured/appointments/DEMO-APPT-1001/attachments/1/view');
    expect(open.target).to.equal('_blank');
    expect(button(slide, 'View the pages of referral.pdf')).to.not.equal(null);
    expect(await axeViolations(element)).to.deep.equal([]);

    button(dialog, '‹ Previous document')!.click();
    await until(() => status(element) === 'Image 1 of 2, 100 %', 2000, 'the picture again');
    await until(() => viewport(element).clientWidth > 0, 2000, 'the picture');
    // An unzoomed picture swiped to the left shows the next document.
    pointer(viewport(element), 'pointerdown', 1, 300, 100);
    pointer(viewport(element), 'pointermove', 1, 200, 105);
    pointer(viewport(element), 'pointerup', 1, 150, 105);
    await until(() => status(element) === 'Document 2 of 2', 2000, 'the swipe');

    button(dialog, 'Close')!.click();
    await until(() => !root(element).querySelector('dialog[open]'), 2000, 'the viewer to close');
    await until(() => root(element).activeElement === button(root(element), 'Show medicare-card.png'), 2000, 'focus back on Show');
  });

  it('the attachment information modal names the document type, its description and the file name', async () => {
    const element = await opened();
    await chooseFromRowMenu(root(element), 'medicare-card.png', 'About medicare-card.png');
    const dialog = await until(() => root(element).querySelector<HTMLDialogElement>('dialog[open]'), 2000, 'the information modal');
    expect(dialog.querySelector('h2')!.textContent).to.equal('About this document');
    const facts = [...dialog.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling!.textContent}`);
    expect(facts).to.deep.equal([
      'Document type: Medicare card',
      'Description: Both sides of your Medicare card.',
      'File name: medicare-card.png',
    ]);
    expect(await axeViolations(element)).to.deep.equal([]);
    button(dialog, 'Close')!.click();
    await until(() => !root(element).querySelector('dialog[open]'), 2000, 'the modal to close');
    // Opened from the row's menu, the modal gives the focus back to that menu's button.
    await until(() => root(element).activeElement === button(root(element), 'More actions for medicare-card.png'), 2000, 'focus back');
  });
});
