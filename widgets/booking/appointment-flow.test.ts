/**
 * The appointment flow with an injected API and clock: holds and their countdown, the slot error
 * dialog, a create that fails and then succeeds with the same idempotency key, a double click,
 * and the form's values surviving every failure.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import enAU from '../../src/i18n/messages/en-AU.json';
import type { CreatedAppointment, Hold } from '../../src/api/schemas/slots.schema';
import type { PlacedSlot } from '../../src/slots/slot-time';
import type { QuestionnaireOutcomeSummary } from '../questionnaire/index';
import { createAppointmentFlow, type AppointmentApi } from './appointment-flow';

const START = '2026-10-13T22:30:00.000Z';
const slot: PlacedSlot = {
  start: START,
  end: '2026-10-13T23:00:00.000Z',
  clinicSlug: 'bondi-junction',
  clinicName: 'Bondi Junction',
  timeZone: 'Australia/Sydney',
  day: '2026-10-14',
  time: '09:30',
};
const created: CreatedAppointment = {
  bookingKey: 'BK-abcdefghijklmnop',
  status: 'BOOKED',
  items: [
    {
      success: true,
      errorMessage: null,
      examName: 'CT brain',
      modalityName: 'CT',
      clinicName: 'Bondi Junction',
      clinicSlug: 'bondi-junction',
      clinicAddress: '1 Oxford St',
      timeZone: 'Australia/Sydney',
      examNotes: '',
      date: START,
      endTime: '2026-10-13T23:00:00.000Z',
      patientEmailHash: 'a'.repeat(64),
    },
  ],
};

function fakeApi(overrides: Partial<AppointmentApi> = {}) {
  const api: AppointmentApi = {
    hold: vi.fn(
      async (choice) =>
        ({ holdId: 'hold-0123456789abcdef', ...choice, end: slot.end, expiresAt: new Date(Date.now() + 300_000).toISOString() }) as Hold,
    ),
    renewHold: vi.fn(async (holdId) => ({ holdId, expiresAt: new Date(Date.now() + 300_000).toISOString() })),
    releaseHold: vi.fn(async () => undefined),
    bookingKey: vi
      .fn()
      .mockResolvedValueOnce({ bookingKey: 'BK-first-key-0000000' })
      .mockResolvedValue({ bookingKey: 'BK-second-key-000000' }),
    moveTemporary: vi.fn(async () => ({ questionnaires: 1 })),
    create: vi.fn(async () => created),
    createEnquiry: vi.fn(async () => ({ ...created, status: 'REQUESTED' as const })),
    pendingNotifications: vi.fn(async () => ({ sent: 1 })),
    ...overrides,
  };
  return api;
}

function flowWith(api: AppointmentApi, loggedIn = false, extra: Partial<Parameters<typeof createAppointmentFlow>[0]> = {}) {
  const booked = vi.fn();
  const has = (key: string) => key in enAU;
  const flow = createAppointmentFlow({ api, now: () => Date.now(), has, loggedIn, failWhenAllItemsHaveErrors: true, booked, ...extra }, [
    { examSlug: 'ct-brain', examName: 'CT brain', clinicSlugs: ['bondi-junction'], modalityId: 'ct' },
  ]);
  return { flow, booked };
}

const NOTHING: QuestionnaireOutcomeSummary = {
  denied: false,
  newExamSlug: null,
  restrictMinDate: null,
  restrictQuestionnaireId: null,
  medicareNumberRequired: false,
  validationCodeRequired: false,
  documentTypeId: null,
  insuranceTypeId: null,
  walkIn: null,
  bookingRequest: null,
  redirect: false,
};

/** The form filled in and its questionnaires done (none applied), as before pressing Book. */
async function ready(flow: ReturnType<typeof flowWith>['flow']) {
  fill(flow);
  await flow.askQuestions();
  flow.questionsDone();
}

function fill(flow: ReturnType<typeof flowWith>['flow']) {
  flow.setField('firstName', 'Ada');
  flow.setField('lastName', 'Nguyen');
  flow.setField('email', 'ada@example.test');
  flow.setField('dateOfBirth', { day: '2', month: '4', year: '1980' });
  flow.setField('consent', true);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-10-01T00:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('appointment flow', () => {
  it('selecting a slot holds it and opens the form with a countdown that warns and expires', async () => {
    const api = fakeApi();
    const { flow } = flowWith(api);
    expect(flow.step.value).toBe('times');
    await flow.select(slot);
    expect(api.hold).toHaveBeenCalledWith({ clinicSlug: 'bondi-junction', examSlug: 'ct-brain', start: START });
    expect(flow.step.value).toBe('form');
    expect(flow.secondsLeft.value).toBe(300);
    vi.advanceTimersByTime(275_000);
    flow.tick();
    expect(flow.warning.value).toBe(true);
    await flow.extend();
    expect(api.renewHold).toHaveBeenCalledOnce();
    expect(flow.secondsLeft.value).toBe(300);
    expect(flow.warning.value).toBe(false);
    vi.advanceTimersByTime(300_000);
    flow.tick();
    expect(flow.slotProblem.value).toBe('hold_expired');
    expect(flow.step.value).toBe('times');
    flow.closeSlotProblem();
    expect(flow.reloadSlots.value).toBe(1);
  });

  it('typing in the form renews a hold with under two minutes left', async () => {
    const api = fakeApi();
    const { flow } = flowWith(api);
    await flow.select(slot);
    flow.setField('firstName', 'A');
    expect(api.renewHold).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200_000);
    flow.tick();
    flow.setField('firstName', 'Ad');
    await vi.waitFor(() => expect(api.renewHold).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(flow.secondsLeft.value).toBe(300));
  });

  it('a failed reservation shows the slot error and stays on the times', async () => {
    const { flow } = flowWith(fakeApi({ hold: vi.fn().mockRejectedValue(new ApiError('http', 'x', 409)) }));
    await flow.select(slot);
    expect(flow.slotProblem.value).toBe('reserve_failed');
    expect(flow.step.value).toBe('times');
  });

  it('a hold whose answer was lost is asked for again when the slot error closes, so the time held is the patient’s', async () => {
    const hold = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('malformed', 'error.malformed_response'))
      .mockResolvedValue({
        holdId: 'hold-0123456789abcdef',
        clinicSlug: 'bondi-junction',
        examSlug: 'ct-brain',
        start: START,
        end: slot.end,
        expiresAt: new Date(Date.now() + 300_000).toISOString(),
      });
    const { flow } = flowWith(fakeApi({ hold }));
    await flow.select(slot);
    expect(flow.slotProblem.value).toBe('reserve_failed');
    flow.closeSlotProblem();
    await vi.waitFor(() => expect(flow.step.value).toBe('form'));
    expect(hold.mock.calls[1]).toEqual(hold.mock.calls[0]);
    expect(flow.reloadSlots.value).toBe(0);
  });

  it('a renewal that gets no answer keeps the time held; only the server saying it is gone ends it', async () => {
    const renewHold = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('network', 'error.network'))
      .mockRejectedValueOnce(new ApiError('http', 'error.server_error_message.503', 503))
      .mockRejectedValueOnce(new ApiError('http', 'error.request_failed', 429))
      .mockRejectedValueOnce(new ApiError('http', 'error.request_failed', 409, { code: 'hold_expired' }));
    const { flow } = flowWith(fakeApi({ renewHold }));
    await flow.select(slot);
    await flow.extend();
    await flow.extend();
    await flow.extend();
    expect(flow.step.value).toBe('form');
    expect(flow.slotProblem.value).toBeNull();
    await flow.extend();
    expect(flow.slotProblem.value).toBe('hold_expired');
  });

  it('a form with errors is not sent; every message is tied to its field', async () => {
    const api = fakeApi();
    const { flow } = flowWith(api);
    await flow.select(slot);
    flow.setField('email', 'nope');
    expect(await flow.submit()).toBe(false);
    expect(api.create).not.toHaveBeenCalled();
    expect(flow.errors.value.email).toBe('booking_form.email_invalid');
    flow.setField('email', 'ada@example.test');
    expect(flow.errors.value.email).toBeUndefined();
  });

  it('a create that fails with 503 keeps the form and sends the very same body again (the booking may exist: the client repeats its key)', async () => {
    const create = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('http', 'error.server_error_message.503', 503))
      .mockResolvedValue(created);
    const api = fakeApi({ create });
    const { flow, booked } = flowWith(api);
    await flow.select(slot);
    await ready(flow);
    expect(await flow.submit()).toBe(false);
    expect(flow.submitError.value).toBe('error.server_error_message.503');
    expect(flow.form.value.firstName).toBe('Ada');
    expect(api.moveTemporary).not.toHaveBeenCalled();

    expect(await flow.submit()).toBe(true);
    expect(create.mock.calls[1]![0]).toEqual(create.mock.calls[0]![0]);
    expect(booked).toHaveBeenCalledWith(created);
    expect(flow.step.value).toBe('done');
  });

  it('a create the server refuses keeps the form, fetches a new booking key and moves the temporary records to it', async () => {
    const create = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('http', 'error.request_failed', 403, { message: 'booking.denied_by_answers' }))
      .mockResolvedValue(created);
    const api = fakeApi({ create });
    const { flow } = flowWith(api);
    await flow.select(slot);
    await ready(flow);
    expect(await flow.submit()).toBe(false);
    expect(flow.submitError.value).toBe('booking.denied_by_answers');
    expect(api.moveTemporary).toHaveBeenCalledWith('BK-first-key-0000000', 'BK-second-key-000000');
    await flow.submit();
    expect(create.mock.calls[1]![0].bookingKey).toBe('BK-second-key-000000');
  });

  it('a form the server refuses (400 with issues) shows each message at its field and keeps everything typed', async () => {
    const refused = new ApiError('http', 'error.request_failed', 400, {
      message: 'message.date_of_birth_future',
      code: 'invalid_request',
      issues: [
        { path: 'form.dateOfBirth', message: 'message.date_of_birth_future' },
        { path: 'form.email', message: 'booking_form.email_invalid' },
        { path: 'form.lastName', message: 'Last name is required' },
      ],
    });
    const create = vi.fn().mockRejectedValueOnce(refused);
    const { flow } = flowWith(fakeApi({ create }));
    await flow.select(slot);
    await ready(flow);
    expect(await flow.submit()).toBe(false);
    expect(flow.errors.value).toEqual({ dateOfBirth: 'message.date_of_birth_future', email: 'booking_form.email_invalid' });
    expect(flow.submitError.value).toBeNull();
    expect(flow.form.value).toMatchObject({ firstName: 'Ada', lastName: 'Nguyen', email: 'ada@example.test' });
    expect(flow.step.value).toBe('form');
  });

  it('an unknown reference gets its own message; a server’s own words never show', async () => {
    const create = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('http', 'error.not_found', 404, { message: 'booking.unknown_exam', code: 'unknown_exam' }))
      .mockRejectedValueOnce(new ApiError('http', 'error.server_error_message.500', 500, { message: 'Internal server error' }));
    const { flow } = flowWith(fakeApi({ create }), false, { has: (key) => key === 'booking.unknown_exam' || key in enAU });
    await flow.select(slot);
    await ready(flow);
    await flow.submit();
    expect(flow.submitError.value).toBe('booking.unknown_exam');
    await flow.submit();
    expect(flow.submitError.value).toBe('error.server_error_message.500');
  });

  it('the same values sent again after a network failure are the same body (the client then repeats the key)', async () => {
    const create = vi.fn().mockRejectedValueOnce(new ApiError('network', 'error.network')).mockResolvedValue(created);
    const api = fakeApi({ create });
    const { flow } = flowWith(api);
    await flow.select(slot);
    await ready(flow);
    await flow.submit();
    await flow.submit();
    expect(create.mock.calls[1]![0]).toEqual(create.mock.calls[0]![0]);
  });

  it('a double click on Book sends one create', async () => {
    let finish!: (value: CreatedAppointment) => void;
    const create = vi.fn(() => new Promise<CreatedAppointment>((resolve) => (finish = resolve)));
    const { flow } = flowWith(fakeApi({ create }));
    await flow.select(slot);
    await ready(flow);
    const first = flow.submit();
    const second = await flow.submit();
    expect(second).toBe(false);
    await vi.waitFor(() => expect(create).toHaveBeenCalledOnce());
    finish(created);
    expect(await first).toBe(true);
    expect(create).toHaveBeenCalledOnce();
  });

  it('the slot taken meanwhile (409): slot error, back to fresh times, the form kept', async () => {
    const create = vi.fn().mockRejectedValue(new ApiError('http', 'error.request_failed', 409));
    const api = fakeApi({ create });
    const { flow } = flowWith(api);
    await flow.select(slot);
    await ready(flow);
    await flow.submit();
    expect(flow.slotProblem.value).toBe('taken');
    expect(flow.step.value).toBe('times');
    expect(flow.form.value.lastName).toBe('Nguyen');
  });

  it('leaving releases every hold', async () => {
    const api = fakeApi();
    const { flow } = flowWith(api);
    await flow.select(slot);
    flow.releaseAll();
    expect(api.releaseHold).toHaveBeenCalledWith('hold-0123456789abcdef');
  });
});

describe('questionnaire outcomes in the booking', () => {
  it('the form asks its questionnaires under a booking key first; Book pressed meanwhile goes ahead once they are done', async () => {
    const api = fakeApi();
    const { flow } = flowWith(api);
    await flow.select(slot);
    fill(flow);
    await flow.askQuestions();
    expect(flow.questions.value).toBe('open');
    expect(flow.bookingKeyReady.value).toBe('BK-first-key-0000000');
    expect(await flow.submit()).toBe(false);
    expect(flow.submitAfterQuestions.value).toBe(true);
    expect(api.create).not.toHaveBeenCalled();
    flow.questionsDone();
    await vi.waitFor(() => expect(flow.step.value).toBe('done'));
    expect(api.create).toHaveBeenCalledOnce();
    // The answers wait under the key the create names, so the server moves them to the booking.
    expect(vi.mocked(api.create).mock.calls[0]![0].bookingKey).toBe('BK-first-key-0000000');
  });

  it('says the questionnaires are being prepared while the booking key is on its way', async () => {
    let answer!: (value: { bookingKey: string }) => void;
    const api = fakeApi({ bookingKey: vi.fn(() => new Promise<{ bookingKey: string }>((resolve) => (answer = resolve))) });
    const { flow } = flowWith(api);
    await flow.select(slot);
    const asking = flow.askQuestions();
    expect(flow.questions.value).toBe('preparing');
    answer({ bookingKey: 'BK-slow-key-00000000' });
    await asking;
    expect(flow.questions.value).toBe('open');
  });

  it.each([
    ['offline', () => new ApiError('network', 'error.network')],
    ['an answer cut off', () => new ApiError('malformed', 'error.malformed_response')],
    ['a 503', () => new ApiError('http', 'error.server_error_message.503', 503)],
  ])('a booking key that cannot be had (%s) blocks the questionnaires and Book; a retry brings them', async (_name, failure) => {
    const bookingKey = vi
      .fn()
      .mockRejectedValueOnce(failure())
      .mockRejectedValueOnce(failure())
      .mockResolvedValue({ bookingKey: 'BK-late-key-00000000' });
    const api = fakeApi({ bookingKey });
    const { flow } = flowWith(api);
    await flow.select(slot);
    fill(flow);
    await flow.askQuestions();
    expect(flow.questions.value).toBe('failed');
    // Book cannot skip the safety screening: it asks for it again, which fails again here.
    expect(await flow.submit()).toBe(false);
    await vi.waitFor(() => expect(flow.questions.value).toBe('failed'));
    expect(api.create).not.toHaveBeenCalled();
    flow.retryQuestions();
    await vi.waitFor(() => expect(flow.questions.value).toBe('open'));
    expect(flow.bookingKeyReady.value).toBe('BK-late-key-00000000');
    expect(api.create).not.toHaveBeenCalled();
  });

  it('a denial gives the time back and nothing can be booked any more', async () => {
    const api = fakeApi();
    const { flow } = flowWith(api);
    await flow.select(slot);
    await ready(flow);
    flow.questionnaireAnswered({ ...NOTHING, denied: true });
    expect(api.releaseHold).toHaveBeenCalledWith('hold-0123456789abcdef');
    expect(await flow.submit()).toBe(false);
    expect(api.create).not.toHaveBeenCalled();
  });

  it('a required Medicare number and validation code are asked for, checked and sent', async () => {
    const api = fakeApi();
    const { flow } = flowWith(api);
    await flow.select(slot);
    await ready(flow);
    flow.questionnaireAnswered({ ...NOTHING, medicareNumberRequired: true, validationCodeRequired: true });
    expect(await flow.submit()).toBe(false);
    expect(flow.errors.value).toEqual({
      medicareNumber: 'check_in.medicare_required',
      validationCode: 'booking_form.validation_code_required',
    });
    flow.setField('medicareNumber', '2123 45679 1');
    flow.setField('validationCode', 'x');
    expect(await flow.submit()).toBe(false);
    expect(flow.errors.value.medicareNumber).toBe('check_in.medicare_invalid');
    expect(flow.errors.value.validationCode).toBe('booking_form.validation_code_invalid');
    flow.setField('medicareNumber', '2123 45670 1');
    flow.setField('validationCode', 'RAD-2468');
    expect(await flow.submit()).toBe(true);
    expect(vi.mocked(api.create).mock.calls[0]![0].form).toMatchObject({ medicareNumber: '2123456701', validationCode: 'RAD-2468' });
  });

  it('restrictMinDate gives back an earlier time and refuses times before it', async () => {
    const api = fakeApi();
    const { flow } = flowWith(api);
    await flow.select(slot);
    flow.questionnaireAnswered({ ...NOTHING, restrictMinDate: '2026-10-20' });
    expect(flow.outcomes.value.minDate).toBe('2026-10-20');
    expect(flow.slotProblem.value).toBe('too_early');
    expect(flow.step.value).toBe('times');
    expect(api.releaseHold).toHaveBeenCalledOnce();
    flow.closeSlotProblem();
    await flow.select(slot);
    expect(flow.slotProblem.value).toBe('too_early');
    expect(api.hold).toHaveBeenCalledOnce();
    // A later minimum never moves back.
    flow.questionnaireAnswered({ ...NOTHING, restrictMinDate: '2026-10-15' });
    expect(flow.outcomes.value.minDate).toBe('2026-10-20');
  });

  it('a new exam replaces the exam of its modality after the delay: time given back, slots reloaded, the host told', async () => {
    const api = fakeApi();
    const examChanged = vi.fn();
    const { flow } = flowWith(api, false, { examChanged });
    await flow.select(slot);
    await ready(flow);
    flow.changeExam({ examSlug: 'ct-brain-contrast', examName: 'CT brain with contrast', clinicSlugs: [], modalityId: 'ct' }, 400);
    expect(flow.changingExam.value).toBe('CT brain with contrast');
    vi.advanceTimersByTime(399);
    expect(flow.exams[0]!.examSlug).toBe('ct-brain');
    vi.advanceTimersByTime(1);
    expect(flow.exams[0]).toMatchObject({ examSlug: 'ct-brain-contrast', clinicSlugs: ['bondi-junction'] });
    expect(flow.step.value).toBe('times');
    expect(flow.reloadSlots.value).toBe(1);
    expect(api.releaseHold).toHaveBeenCalledOnce();
    expect(examChanged).toHaveBeenCalledWith('ct-brain', expect.objectContaining({ examSlug: 'ct-brain-contrast' }));
    expect(flow.form.value.firstName).toBe('Ada');
    // What changed and the time given back stay said until a new time is chosen (issue 24 item 3).
    expect(flow.examChange.value).toEqual({ from: 'CT brain', to: 'CT brain with contrast', released: slot });
    await flow.select(slot);
    expect(flow.examChange.value).toBeNull();
  });

  it('a denial the runner would take to the deny page stays in the booking only when an answer denied it', async () => {
    const { flow } = flowWith(fakeApi());
    await flow.select(slot);
    await ready(flow);
    flow.deny({ messageId: 'dm-1', message: null });
    expect(flow.denial.value).toBeNull();
    flow.questionnaireAnswered({ ...NOTHING, denied: true });
    flow.deny({ messageId: 'dm-1', message: null });
    expect(flow.denial.value).toEqual({ messageId: 'dm-1', message: null });
  });

  /** A time held, then an answer whose outcome makes the booking an enquiry (a referrer's key). */
  async function heldThenEnquiry(flow: ReturnType<typeof flowWith>['flow']): Promise<void> {
    await flow.select(slot);
    await ready(flow);
    flow.questionnaireAnswered({
      ...NOTHING,
      bookingRequest: { deleteKey: 'BR-1', confirmationMessage: 'We will call you.', apiKey: 'referrer-key-1' },
    });
  }

  it('a CREATE_BOOKING_REQUEST outcome sends the booking as an enquiry with its key, and gives the hold back', async () => {
    const api = fakeApi();
    const { flow } = flowWith(api);
    await heldThenEnquiry(flow);
    expect(flow.isEnquiry.value).toBe(true);
    expect(await flow.submit()).toBe(true);
    expect(api.create).not.toHaveBeenCalled();
    expect(vi.mocked(api.createEnquiry).mock.calls[0]![1]).toBe('referrer-key-1');
    expect(vi.mocked(api.createEnquiry).mock.calls[0]![0].items[0]).not.toHaveProperty('holdId');
    expect(api.releaseHold).toHaveBeenCalledOnce();
  });

  it('a failed enquiry gives back the hold made before it became one', async () => {
    const createEnquiry = vi.fn(async () => ({
      ...created,
      status: 'REQUESTED' as const,
      items: [{ ...created.items[0]!, success: false, errorMessage: 'message.slot_unavailable' }],
    }));
    const api = fakeApi({ createEnquiry });
    const { flow } = flowWith(api);
    await heldThenEnquiry(flow);
    expect(await flow.submit()).toBe(false);
    expect(flow.slotProblem.value).toBe('taken');
    expect(api.releaseHold).toHaveBeenCalledWith('hold-0123456789abcdef');
  });

  it('an enquiry slot holds nothing and the enquiry succeeds when any item did', async () => {
    const createEnquiry = vi.fn(async () => ({
      ...created,
      status: 'REQUESTED' as const,
      items: [created.items[0]!, { ...created.items[0]!, success: false, errorMessage: 'message.slot_unavailable' }],
    }));
    const api = fakeApi({ createEnquiry });
    const { flow, booked } = flowWith(api);
    await flow.select({ ...slot, enquiry: true });
    expect(api.hold).not.toHaveBeenCalled();
    expect(flow.step.value).toBe('form');
    expect(flow.secondsLeft.value).toBeNull();
    await ready(flow);
    expect(await flow.submit()).toBe(true);
    expect(booked).toHaveBeenCalledOnce();
  });

  it('a referrer (API key) sends every booking as an enquiry with X-Api-Key', async () => {
    const api = fakeApi();
    const { flow } = flowWith(api, false, { apiKey: 'referrer-key-2' });
    await flow.select(slot);
    await ready(flow);
    expect(await flow.submit()).toBe(true);
    expect(api.hold).not.toHaveBeenCalled();
    expect(vi.mocked(api.createEnquiry).mock.calls[0]![1]).toBe('referrer-key-2');
  });

  it('a pending booking asks the server to tell the patient; a failure there never undoes the booking', async () => {
    const pendingNotifications = vi.fn().mockRejectedValue(new ApiError('network', 'error.network'));
    const api = fakeApi({ create: vi.fn(async () => ({ ...created, status: 'PENDING' as const })), pendingNotifications });
    const { flow, booked } = flowWith(api);
    await flow.select(slot);
    await ready(flow);
    expect(await flow.submit()).toBe(true);
    expect(pendingNotifications).toHaveBeenCalledWith('BK-abcdefghijklmnop');
    expect(booked).toHaveBeenCalledOnce();
    expect(flow.step.value).toBe('done');
  });

  it('signed in, with the setting: a booking whose items all carry errors fails and shows fresh times', async () => {
    const warned = { ...created, items: [{ ...created.items[0]!, errorMessage: 'message.item_warning' }] };
    const api = fakeApi({ create: vi.fn(async () => warned) });
    const { flow, booked } = flowWith(api, true);
    await flow.select(slot);
    await ready(flow);
    expect(await flow.submit()).toBe(false);
    expect(booked).not.toHaveBeenCalled();
    expect(flow.slotProblem.value).toBe('taken');
    // Anonymous, the same answer is a booking.
    const anonymous = flowWith(fakeApi({ create: vi.fn(async () => warned) }), false);
    await anonymous.flow.select(slot);
    await ready(anonymous.flow);
    expect(await anonymous.flow.submit()).toBe(true);
  });
});
