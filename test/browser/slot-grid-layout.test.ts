/**
 * The slot grid's layout where patients meet it (issue 24 items 1, 7, 11), measured in Chromium on
 * the built widgets: at 320, 375 and 1280 px no word in the day grid breaks over lines ("Mo n",
 * "5 tim es", "2 / 7"), the clinic's name is whole, and every time is inside the grid with no
 * sideways scroll, while the grids keep one tab stop and their arrow keys. The month view's days
 * of the next month are offered as what they are, and the reschedule panel of <rad-appointments>
 * shows the same styled toolbar as the booking finder. axe on every state.
 */
import { expect } from '@esm-bundle/chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { axeViolations } from '../support/axe';
import { mount, rendered, shadow, until } from '../support/dom';
import { installFixtureApi } from '../support/fixture-api';
import { loadEntry } from '../support/widgets';
import { attachmentListFixture, bookedSummary } from '../../widgets/appointments/fixtures';

installFixtureApi({ booking: {}, appointments: { summary: bookedSummary, attachments: attachmentListFixture() } });
await loadEntry('rad-booking');
await loadEntry('rad-appointments');

const CHOSEN = '/select-clinic/mri-knee?selectedClinic=parramatta';
const all = (root: ParentNode, selector: string) => [...root.querySelectorAll<HTMLElement>(selector)];

/** Shown to the eye: laid out and not clipped away (a visually hidden name is for screen readers). */
function seen(element: HTMLElement): boolean {
  return element.getClientRects().length > 0 && getComputedStyle(element).clipPath === 'none';
}

/** The lines a piece of text is laid out on: more than one means a word (or "27") was broken. */
function lines(node: Node): number {
  const range = document.createRange();
  range.selectNodeContents(node);
  return new Set([...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top))).size;
}

/** Every piece of text in `scope` that the eye sees. */
function seenTexts(scope: Element): Text[] {
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  const found: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (node.textContent?.trim() && parent && parent.closest('.rad-visually-hidden') === null && seen(parent)) found.push(node as Text);
  }
  return found;
}

/** The booking finder at its times, with the first day that has times chosen by keyboard. */
async function bookingTimes(): Promise<{ element: HTMLElement; root: ShadowRoot; grid: HTMLElement }> {
  const element = mount(`<rad-booking url-mode="memory" start-url="${CHOSEN}"></rad-booking>`);
  const root = shadow(element);
  const grid = (await rendered(element, '[part="slots"]')) as HTMLElement;
  const days = await until(() => (all(root, '.slots__day').length === 7 ? all(root, '.slots__day') : null), 5000, 'the week');
  const target = days.findIndex((day) => !day.classList.contains('slots__day--empty'));
  const start = days.find((day) => day.tabIndex === 0)!;
  start.focus();
  for (let i = days.indexOf(start); i < target; i++) await sendKeys({ press: 'ArrowRight' });
  for (let i = days.indexOf(start); i > target; i--) await sendKeys({ press: 'ArrowLeft' });
  await sendKeys({ press: 'Enter' });
  await until(() => (root.activeElement as HTMLElement | null)?.classList.contains('slots__time'), 5000, 'focus on the first time');
  return { element, root, grid };
}

describe('slot grid layout', () => {
  after(() => setViewport({ width: 1280, height: 900 }));

  for (const width of [320, 375, 1280]) {
    it(`${width} px: no word of the day grid breaks, the clinic's name is whole, every time is in view without sideways scroll`, async () => {
      await setViewport({ width, height: 900 });
      const { root, grid } = await bookingTimes();
      const box = grid.getBoundingClientRect();

      // Seven weekdays, seven day numbers, seven counts ("–" for none), each on one line.
      const texts = seenTexts(root.querySelector('.slots__days')!);
      expect(texts.length, 'weekday names, day numbers and counts').to.equal(21);
      const broken = texts.filter((text) => lines(text) > 1).map((text) => text.textContent);
      expect(broken, 'texts laid out on more than one line').to.deep.equal([]);
      for (const header of all(root, '.slots__days th')) {
        // Every column still says its weekday: to the eye (short or narrow) and by its name.
        expect(seenTexts(header), 'a weekday to the eye').to.have.length(1);
        expect(header.getAttribute('abbr')).to.match(/^[A-Z][a-z]+day$/);
      }

      const clinic = root.querySelector<HTMLElement>('.slots__clinic')!;
      expect(clinic.textContent).to.equal('Harbourside Radiology Parramatta');
      const name = clinic.getBoundingClientRect();
      expect(name.left, 'clinic name starts inside the grid').to.be.at.least(box.left - 0.5);
      expect(name.right, 'clinic name ends inside the grid').to.be.at.most(box.right + 0.5);
      expect(clinic.scrollWidth, 'clinic name not clipped').to.be.at.most(clinic.clientWidth);

      const times = all(root, '.slots__time');
      expect(times.length).to.be.at.least(2);
      for (const time of times) {
        const at = time.getBoundingClientRect();
        expect(at.left, `${time.textContent} starts inside the grid`).to.be.at.least(box.left - 0.5);
        expect(at.right, `${time.textContent} ends inside the grid`).to.be.at.most(box.right + 0.5);
        expect(lines(time), `${time.textContent} on one line`).to.equal(1);
      }
      const table = root.querySelector<HTMLElement>('.slots__times')!;
      expect(table.scrollWidth, 'no sideways scroll in the times').to.be.at.most(table.clientWidth);
      expect(document.documentElement.scrollWidth, 'no sideways scroll on the page').to.be.at.most(width);

      // Still one tab stop per grid, still arrow keys.
      expect(all(root, '.slots__day').filter((day) => day.tabIndex === 0)).to.have.length(1);
      expect(times.filter((time) => time.tabIndex === 0)).to.have.length(1);
      expect(root.activeElement).to.equal(times[0]);
      await sendKeys({ press: 'ArrowRight' });
      expect(root.activeElement).to.equal(times[1]);
      expect(await axeViolations()).to.deep.equal([]);
    });
  }

  it('month view: a day of the next month with times is offered like any other, not struck through', async () => {
    await setViewport({ width: 375, height: 900 });
    const element = mount(`<rad-booking url-mode="memory" start-url="${CHOSEN}"></rad-booking>`);
    const root = shadow(element);
    await rendered(element, '[part="slots"]');
    all(root, '.slots__views button')
      .find((button) => button.textContent === 'Month')!
      .click();
    const outside = await until(
      () => all(root, '.slots__day--outside').find((day) => !day.classList.contains('slots__day--empty')),
      5000,
      'a day of another month with times',
    );
    const number = outside.querySelector<HTMLElement>('.slots__day-number')!;
    expect(getComputedStyle(number).textDecorationLine, 'not struck through').to.equal('none');
    expect(outside.textContent).to.match(/\d+ times?/);
    expect(await axeViolations()).to.deep.equal([]);
    outside.click();
    const label = await until(() => root.querySelector('.slots__times')?.getAttribute('aria-label'), 3000, 'its times');
    expect(label).to.match(/^Times on /);
  });

  it('the reschedule panel of <rad-appointments> has the styled Week/Month toggle and Time of day, as the booking finder', async () => {
    await setViewport({ width: 375, height: 900 });
    const booking = mount(`<rad-booking url-mode="memory" start-url="${CHOSEN}"></rad-booking>`);
    await until(() => shadow(booking).querySelector('.slots__views button'), 5000, 'the finder toolbar');
    const finder = shadow(booking);
    const look = (root: ShadowRoot) => {
      const [week, month] = all(root, '.slots__views button');
      const fieldset = root.querySelector<HTMLElement>('.slots__time-of-day')!;
      const option = root.querySelector<HTMLElement>('.slots__time-of-day label')!;
      const style = (node: HTMLElement) => getComputedStyle(node);
      return {
        pressed: style(week!).backgroundColor,
        unpressed: style(month!).backgroundColor,
        radius: style(week!).borderTopLeftRadius,
        fieldsetBorder: style(fieldset).borderTopStyle,
        fieldsetPadding: style(fieldset).paddingLeft,
        optionHeight: option.getBoundingClientRect().height,
      };
    };
    const expected = look(finder);
    expect(expected).to.deep.include({ pressed: 'rgb(11, 92, 171)', unpressed: 'rgba(0, 0, 0, 0)', fieldsetBorder: 'none' });

    const element = mount('<rad-appointments booking-key="DEMO-APPT-1001"></rad-appointments>');
    const root = shadow(element);
    const change = await until(
      () => all(root, 'button').find((button) => button.textContent?.trim() === 'Change the time'),
      5000,
      'Change the time',
    );
    change.click();
    await until(() => root.querySelector('[part="reschedule"] .slots__views button'), 5000, 'the reschedule grid');
    expect(look(root)).to.deep.equal(expected);
    expect(look(root).optionHeight, 'a time-of-day option is a 44 px target').to.be.at.least(44);
    expect(await axeViolations()).to.deep.equal([]);
  });
});
