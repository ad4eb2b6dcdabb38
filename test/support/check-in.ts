/**
 * Walks a <rad-check-in> through its steps the way a person would (typing, clicking), against the
 * fixture API: the browser tests and the stories reach each state with it.
 */
import {
  IDENTITY_ALREADY_CHECKED_IN,
  IDENTITY_NOBODY,
  IDENTITY_TOO_EARLY,
  IDENTITY_TWO_BOOKINGS,
  IDENTITY_TWO_PEOPLE,
  MEDICARE_VALID,
  REFERRAL_MISSING,
} from '../../widgets/check-in/fixtures';
import type { CheckInScenario } from './check-in-fixture-api';
import { until } from './dom';

export type CheckInStepName = 'identity' | 'confirm' | 'verify-otp' | 'success' | 'complete' | 'error' | 'feedback';

export function stepOf(root: ShadowRoot): string | null {
  return root.querySelector('[data-step]')?.getAttribute('data-step') ?? null;
}

export function typeInto(field: HTMLInputElement, value: string): void {
  // React listens to the native value setter + input event, as a person's typing produces.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const field = (root: ShadowRoot, selector: string) => root.querySelector<HTMLInputElement>(selector)!;
const click = (root: ShadowRoot, selector: string) => root.querySelector<HTMLElement>(selector)!.click();

export async function waitForStep(root: ShadowRoot, step: CheckInStepName): Promise<void> {
  await until(() => stepOf(root) === step, 5000, `check-in step ${step} (now ${stepOf(root)})`);
}

export async function fillIdentity(root: ShadowRoot, lastName = 'Olsen', [day, month, year] = ['19', '2', '1988']): Promise<void> {
  await until(() => root.querySelector('input[name="lastName"]'), 5000, 'the identity form');
  typeInto(field(root, 'input[name="lastName"]'), lastName);
  typeInto(field(root, 'input[autocomplete="bday-day"]'), day);
  typeInto(field(root, 'input[autocomplete="bday-month"]'), month);
  typeInto(field(root, 'input[autocomplete="bday-year"]'), year);
  click(root, '[part="submit"]');
}

/** Fills the check-in form completely (doctor from the search, date, reference, gender, consent). */
export async function fillForm(root: ShadowRoot): Promise<void> {
  const search = await until(() => root.querySelector<HTMLInputElement>('input[name="referrerSearch"]'), 5000, 'the check-in form');
  typeInto(search, 'Nguyen');
  const result = await until(() => root.querySelector<HTMLButtonElement>('.check-in__result'), 5000, 'doctor results');
  result.click();
  await until(() => root.querySelector('[part="chosen-doctor"]'), 5000, 'the chosen doctor');
  typeInto(field(root, 'input[name="dateOfReferral"]'), '2026-01-02');
  typeInto(field(root, 'input[name="medicareNumber"]'), MEDICARE_VALID);
  typeInto(field(root, 'input[name="referenceNumber"]'), 'R-77');
  root.querySelector<HTMLInputElement>('input[name="gender"][value="Female"]')?.click();
  root.querySelector<HTMLInputElement>('.check-in__consent input[type="radio"]')?.click();
}

/** From a fresh element to `target`, through every step before it. */
export async function walkTo(root: ShadowRoot, target: CheckInStepName): Promise<void> {
  if (target === 'identity') return waitForStep(root, 'identity');
  await fillIdentity(root);
  if (target === 'error' || target === 'feedback') return waitForStep(root, target);
  await waitForStep(root, 'confirm');
  if (target === 'confirm') return;
  click(root, '[part="submit"]');
  await waitForStep(root, 'verify-otp');
  if (target === 'verify-otp') return;
  typeInto(field(root, 'input[name="oneTimeCode"]'), '123456');
  click(root, '[part="submit"]');
  await waitForStep(root, 'success');
  if (target === 'success') return;
  await fillForm(root);
  click(root, '.check-in__form [part="submit"]');
  await waitForStep(root, 'complete');
}

/** A state of the element: what the fixture API answers, which step to walk to, and what the person then sees. */
export interface CheckInCase {
  name: string;
  walk: CheckInStepName;
  checkIn?: CheckInScenario;
  /** Text the state shows (a regular expression source). */
  shows: string;
  /** After the walk: submit the identity (as Olsen) or an empty one; submit the empty or the filled check-in form. */
  then?: 'submit-identity' | 'submit-identity-empty' | 'submit-form-empty' | 'submit-form' | 'close-form' | 'close-feedback' | 'go-offline';
}

/** The browser says it lost the network (as it does when a phone drops its connection). */
export function goOffline(): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  dispatchEvent(new Event('offline'));
}

/** …and that it is back. */
export function goOnline(): void {
  delete (navigator as { onLine?: boolean }).onLine;
  dispatchEvent(new Event('online'));
}

/** Every state of rad-check-in; stories and browser tests (phone and kiosk sizes) cover each. */
export const checkInCases: readonly CheckInCase[] = [
  { name: 'identity', walk: 'identity', shows: 'Check in for your appointment' },
  { name: 'identity-errors', walk: 'identity', then: 'submit-identity-empty', shows: 'Enter your last name' },
  {
    name: 'identity-not-found',
    walk: 'identity',
    then: 'submit-identity',
    checkIn: { identity: IDENTITY_NOBODY },
    shows: 'could not find an appointment today',
  },
  { name: 'identity-checking', walk: 'identity', then: 'submit-identity', checkIn: { identity: 'never' }, shows: 'Checking…' },
  {
    name: 'patient-match',
    walk: 'identity',
    then: 'submit-identity',
    checkIn: { identity: IDENTITY_TWO_PEOPLE },
    shows: 'Confirm who you are',
  },
  { name: 'confirm', walk: 'confirm', shows: 'We found your appointment' },
  { name: 'verify-otp', walk: 'verify-otp', shows: 'Enter your code' },
  { name: 'success-form', walk: 'success', shows: 'Check-in details' },
  { name: 'success-form-errors', walk: 'success', then: 'submit-form-empty', shows: 'Enter the date on your referral' },
  { name: 'success-loading', walk: 'success', checkIn: { readiness: 'never' }, shows: 'Loading your check-in' },
  { name: 'success-load-failed', walk: 'success', checkIn: { readiness: 503 }, shows: 'could not load your check-in' },
  { name: 'success-referral-upload', walk: 'success', checkIn: { readiness: REFERRAL_MISSING }, shows: 'Upload your referral' },
  {
    name: 'success-not-ready',
    walk: 'success',
    checkIn: { readiness: { ...REFERRAL_MISSING, requiredReferralUploaded: true, documentTypeId: null, message: null } },
    shows: 'not ready for check-in yet',
  },
  { name: 'success-form-closed', walk: 'success', then: 'close-form', shows: 'Fill in check-in details' },
  {
    name: 'form-sending-slowly',
    walk: 'success',
    then: 'submit-form',
    checkIn: { prepare: 'never' },
    shows: 'Still working on it',
  },
  {
    name: 'form-kept-after-failure',
    walk: 'success',
    then: 'submit-form',
    // The check-in did not reach the clinic (503), and the server has none stored (404): the form stays.
    checkIn: { prepare: 503, poll: 404 },
    shows: 'temporarily unavailable',
  },
  { name: 'preparing', walk: 'success', then: 'submit-form', checkIn: { poll: 'pending' }, shows: 'Preparing your check-in' },
  {
    name: 'preparing-connection-trouble',
    walk: 'success',
    then: 'submit-form',
    checkIn: { poll: 503, prepare: 'ok' },
    shows: 'cannot reach the clinic',
  },
  { name: 'offline', walk: 'confirm', then: 'go-offline', shows: 'You are offline' },
  { name: 'complete', walk: 'complete', shows: 'You are checked in' },
  { name: 'error-several-bookings', walk: 'error', checkIn: { identity: IDENTITY_TWO_BOOKINGS }, shows: 'more than one booking' },
  {
    name: 'error-preparation-failed',
    walk: 'success',
    then: 'submit-form',
    checkIn: { poll: 'failed' },
    shows: 'Check-in could not be completed',
  },
  { name: 'error-too-early', walk: 'error', checkIn: { identity: IDENTITY_TOO_EARLY }, shows: 'too early to check in' },
  {
    name: 'feedback',
    walk: 'feedback',
    checkIn: { identity: IDENTITY_ALREADY_CHECKED_IN },
    shows: 'Did our staff explain what would happen',
  },
  {
    name: 'feedback-loading',
    walk: 'feedback',
    checkIn: { identity: IDENTITY_ALREADY_CHECKED_IN, feedback: 'never' },
    shows: 'Loading the questions',
  },
  {
    name: 'feedback-failed',
    walk: 'feedback',
    checkIn: { identity: IDENTITY_ALREADY_CHECKED_IN, feedback: 503 },
    shows: 'could not load the questions',
  },
  {
    name: 'feedback-none',
    walk: 'feedback',
    checkIn: { identity: IDENTITY_ALREADY_CHECKED_IN, feedback: 404 },
    shows: 'not available here yet',
  },
  {
    name: 'feedback-closed',
    walk: 'feedback',
    then: 'close-feedback',
    checkIn: { identity: IDENTITY_ALREADY_CHECKED_IN },
    shows: 'Answer the questions',
  },
  {
    name: 'feedback-already-given',
    walk: 'feedback',
    checkIn: { identity: { ...IDENTITY_ALREADY_CHECKED_IN, feedbackQuestionnaireAnswered: true } },
    shows: 'Thank you for your feedback',
  },
];

/** Brings a fresh element into the case's state and waits until it shows the case's text. */
export async function runCase(root: ShadowRoot, fixture: CheckInCase): Promise<void> {
  await walkTo(root, fixture.walk);
  if (fixture.then === 'submit-identity') await fillIdentity(root);
  if (fixture.then === 'submit-identity-empty') root.querySelector<HTMLElement>('[part="submit"]')!.click();
  if (fixture.then === 'submit-form-empty') {
    await until(() => root.querySelector('.check-in__form'), 5000, 'the check-in form');
    root.querySelector<HTMLElement>('.check-in__form [part="submit"]')!.click();
  }
  if (fixture.then === 'submit-form') {
    await fillForm(root);
    root.querySelector<HTMLElement>('.check-in__form [part="submit"]')!.click();
  }
  if (fixture.then === 'close-form') {
    const close = await until(() => root.querySelector<HTMLElement>('[part="close-form"]'), 5000, 'the form’s Close');
    close.click();
  }
  if (fixture.then === 'go-offline') goOffline();
  if (fixture.then === 'close-feedback') {
    const close = await until(() => root.querySelector<HTMLElement>('dialog[open] [part="close"]'), 5000, 'the questionnaire’s Close');
    close.click();
  }
  const pattern = new RegExp(fixture.shows);
  await until(() => pattern.test(root.textContent ?? ''), 5000, `the case ${fixture.name} to show /${fixture.shows}/`);
}
