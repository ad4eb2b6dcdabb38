/**
 * The confirmation in happy-dom: the links it builds keep the clinic's path, and a booking where
 * some exams failed says which were booked and which were not, in words and headings (not colour).
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import enAU from '../../../src/i18n/messages/en-AU.json';
import { runtime } from '../../../src/runtime';
import { fixtureCreated } from '../fixtures';
import { Confirmation } from './Confirmation';

const start = '2026-10-13T22:00:00Z';
const booked = () =>
  fixtureCreated([
    { clinicSlug: 'parramatta', examSlug: 'mri-knee', start },
    { clinicSlug: 'parramatta', examSlug: 'xray-chest', start: '2026-10-13T23:00:00Z' },
  ]);

beforeEach(async () => {
  await runtime.i18n.mergeRoleTranslations(JSON.stringify(enAU));
});
afterEach(() => {
  cleanup();
  runtime.i18n.clearRoleTranslations();
  history.replaceState(null, '', '/');
});

describe('Confirmation', () => {
  it('keeps the clinic path in front of the appointment and patient-details links', () => {
    history.replaceState(null, '', '/harbourside/select-clinic/mri-knee?selectedClinic=parramatta');
    const result = booked();
    render(<Confirmation result={result} level={2} />);
    const key = encodeURIComponent(result.bookingKey!);
    expect(screen.getByRole('link', { name: 'View or change your appointment' }).getAttribute('href')).toBe(
      `/harbourside/appointments/${key}`,
    );
    const details = screen.getAllByRole('link').find((link) => link.getAttribute('href')?.includes('/patient-details'));
    expect(details?.getAttribute('href')).toMatch(new RegExp(`^/harbourside/appointments/${key}/patient-details`));
  });

  it('keeps the clinic path in front of each enquiry link, and adds none on a page without one', () => {
    history.replaceState(null, '', '/harbourside/select-clinic/mri-knee');
    const result = { ...booked(), status: 'REQUESTED' as const };
    result.items = result.items.map((item, index) => ({ ...item, bookingKey: `BR-fixture-request-0${index + 1}` }));
    render(<Confirmation result={result} level={2} />);
    expect(screen.getByRole('link', { name: 'View your enquiry for MRI knee' }).getAttribute('href')).toBe(
      '/harbourside/booking-requests/BR-fixture-request-01',
    );
    cleanup();
    history.replaceState(null, '', '/select-clinic/mri-knee');
    render(<Confirmation result={result} level={2} />);
    expect(screen.getByRole('link', { name: 'View your enquiry for MRI knee' }).getAttribute('href')).toBe(
      '/booking-requests/BR-fixture-request-01',
    );
  });

  it('a mixed answer says in its heading that only some exams are booked, and lists them under Booked and Not booked with the reason', () => {
    const result = booked();
    result.items[1] = { ...result.items[1]!, success: false, errorMessage: 'message.slot_unavailable' };
    render(<Confirmation result={result} level={2} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Some of your exams are booked');
    const bookedGroup = screen.getByRole('region', { name: 'Booked' });
    const notBooked = screen.getByRole('region', { name: 'Not booked' });
    expect(within(bookedGroup).getByRole('heading', { level: 3 })).toBeTruthy();
    expect(
      within(bookedGroup)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.confirmation__exam')?.textContent),
    ).toEqual(['MRI knee (MRI)']);
    const failed = within(notBooked).getAllByRole('listitem');
    expect(failed.map((item) => item.querySelector('.confirmation__exam')?.textContent)).toEqual(['Chest X-ray (X-ray)']);
    expect(failed[0]!.textContent).toContain(enAU['message.slot_unavailable']);
    expect(failed[0]!.textContent).toContain('Please choose another time for this exam, or contact us.');
    // Only the booked exam goes into the calendar file.
    const calendar = decodeURIComponent(screen.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')!);
    expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('when every exam is booked there is one list and no Not booked heading', () => {
    render(<Confirmation result={booked()} level={2} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Your appointment is booked');
    expect(screen.queryByRole('region', { name: 'Not booked' })).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
