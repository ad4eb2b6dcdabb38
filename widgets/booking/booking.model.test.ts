import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { MAP_ZOOM_DEFAULT, MAP_ZOOM_REGION_SELECT } from '../../src/constants';
import { createBookingModel, type BookingDeps } from './booking.model';
import { fixtureApi, fixtureExams, fixturePlaces } from './fixtures';
import { parseBookingUrl } from './url-state';

function setup(path = '/', search = '', override: Partial<BookingDeps> = {}) {
  const writes: Array<{ url: string; push: boolean }> = [];
  const selected = vi.fn();
  const cookie = { id: null as number | null };
  const deps: BookingDeps = {
    api: fixtureApi(),
    geolocate: async () => ({ latitude: -33.82, longitude: 151.0 }),
    readPostalCookie: () => cookie.id,
    writePostalCookie: (id) => (cookie.id = id),
    writeUrl: (state, push) => writes.push({ url: JSON.stringify(state), push }),
    clinicSelected: selected,
    settings: {
      kiosk: false,
      defaultLocation: { latitude: -33.8688, longitude: 151.2093 },
      maxLocationDistanceKm: 500,
      hidePostCodeDialog: false,
      mapsConfigured: true,
    },
    ...override,
  };
  const model = createBookingModel(deps, parseBookingUrl(path, search));
  return { model, writes, selected, cookie, deps };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('booking model', () => {
  it('an outcome’s new exam stays at a clinic that offers it, else goes to the clinics that do (issue 24 item 3)', async () => {
    const { model } = setup('/select-clinic/mri-knee', '?selectedClinic=brisbane-city');
    await model.start();
    expect(await model.moveIfNotOffered('mri-knee', { slug: 'brisbane-city', name: 'Brisbane City' })).toBe(true);
    expect(model.step.value).toBe('chosen');
    expect(await model.moveIfNotOffered('mri-lumbar-spine', { slug: 'brisbane-city', name: 'Brisbane City' })).toBe(false);
    expect(model.url.value).toMatchObject({ examSlugs: ['mri-lumbar-spine'], selectedClinic: null, changedExamSlug: 'mri-lumbar-spine' });
    expect(model.step.value).toBe('clinics');
    expect(model.announcement.value).toMatchObject({ key: 'booking.announce_not_offered', values: { exam: 'MRI lumbar spine' } });
    expect(model.focusRequest.value?.target).toBe('step');
  });

  it('filters the catalogue by body part, modality and typed words', async () => {
    const { model } = setup();
    await model.start();
    model.toggleBodyPart('knees');
    expect(model.visibleExams.value.map((exam) => exam.slug)).toEqual(['xray-knee', 'mri-knee']);
    model.setModality('mri');
    expect(model.visibleExams.value.map((exam) => exam.slug)).toEqual(['mri-knee']);
    model.clearFilters();
    model.setSearch('mammo');
    expect(model.visibleExams.value.map((exam) => exam.slug)).toEqual(['mammogram-screening']);
  });

  it('choosing an exam adds groupName, goes to the clinic step (a history push) and loads clinics', async () => {
    const { model, writes } = setup();
    await model.start();
    model.chooseExam(fixtureExams.general[2]!);
    expect(model.url.value).toMatchObject({ examSlugs: ['mri-knee'], groupName: 'Joints and limbs', regionSlug: 'select-region' });
    expect(writes.at(-1)!.push).toBe(true);
    await flush();
    expect(model.clinicsStatus.value).toBe('ready');
    expect(model.step.value).toBe('clinics');
  });

  it('shows the booking request info before an exam that asks for it', async () => {
    const { model } = setup();
    await model.start();
    model.chooseExam(fixtureExams.special[1]!);
    expect(model.bookingRequestInfo.value?.slug).toBe('us-obstetric-12-week');
    expect(model.url.value.examSlugs).toEqual([]);
    model.confirmBookingRequestInfo();
    expect(model.url.value.examSlugs).toEqual(['us-obstetric-12-week']);
  });

  it('selecting a region resets the zoom, loads its clinics and clears a selected clinic that is not there', async () => {
    const { model } = setup('/select-clinic/mri-knee', '?selectedClinic=parramatta&clat=-33.815&clng=151.0011');
    await model.start();
    expect(model.step.value).toBe('chosen');
    model.chooseRegion('brisbane-gold-coast');
    expect(model.zoom.value).toBe(MAP_ZOOM_REGION_SELECT);
    await flush();
    expect(model.clinics.value.map((clinic) => clinic.slug)).toEqual(['brisbane-city']);
    expect(model.url.value).toMatchObject({ selectedClinic: null, clat: null, regionSlug: 'brisbane-gold-coast' });
  });

  it('choosing a clinic zooms in, records it in the URL and tells the host', async () => {
    const { model, selected } = setup('/advanced-booking/mri-knee+xray-chest');
    await model.start();
    model.chooseClinic('chatswood');
    expect(model.zoom.value).toBe(MAP_ZOOM_DEFAULT);
    expect(model.url.value).toMatchObject({ selectedClinic: 'chatswood', clinicSlugs: ['chatswood'], clat: -33.7969 });
    expect(selected).toHaveBeenCalledWith({
      examSlugs: ['mri-knee', 'xray-chest'],
      clinicSlug: 'chatswood',
      clinicSlugs: ['chatswood'],
      advanced: true,
      mobileLocationId: null,
    });
    expect(model.step.value).toBe('chosen');
  });

  it('a newer search aborts the older one, and a path with the booking segment aborts it too', async () => {
    const signals: AbortSignal[] = [];
    const api = fixtureApi({
      clinics: (_search, signal) =>
        new Promise((_resolve, reject) => {
          signals.push(signal!);
          signal!.addEventListener('abort', () => reject(new ApiError('aborted', 'error.request_aborted')));
        }),
    });
    const { model } = setup('/select-clinic/mri-knee', '', { api });
    void model.start();
    await flush();
    model.chooseRegion('sydney');
    expect(signals).toHaveLength(2);
    expect(signals[0]!.aborted).toBe(true);
    model.urlChanged('/booking/mri-knee/parramatta', parseBookingUrl('/', ''));
    expect(signals[1]!.aborted).toBe(true);
    expect(model.clinicsStatus.value).toBe('loading'); // nothing landed, nothing crashed
  });

  it('a path with the booking segment pauses the slot requests of the times step; any other path resumes them', async () => {
    const { model } = setup('/select-clinic/mri-knee', '?selectedClinic=parramatta');
    await model.start();
    expect(model.requestsPaused.value).toBe(false);
    model.urlChanged('/booking/mri-knee/parramatta', parseBookingUrl('/', ''));
    expect(model.requestsPaused.value).toBe(true);
    model.urlChanged('/select-clinic/mri-knee', parseBookingUrl('/select-clinic/mri-knee', '?selectedClinic=parramatta'));
    expect(model.requestsPaused.value).toBe(false);
  });

  it('knows an unknown exam or region from the URL and loads no clinics for it', async () => {
    const clinics = vi.fn();
    const { model } = setup('/select-clinic/no-such-exam', '?regionSlug=atlantis', { api: fixtureApi({ clinics }) });
    await model.start();
    expect(model.unknownExamSlugs.value).toEqual(['no-such-exam']);
    expect(model.regionUnknown.value).toBe(true);
    expect(model.step.value).toBe('exams');
    expect(clinics).not.toHaveBeenCalled();
  });

  it('geolocation: a point is used; in a kiosk a far point resets to the default; a failure explains and may open the postcode dialog', async () => {
    const near = setup('/select-clinic/mri-knee');
    await near.model.start();
    await near.model.locate();
    expect(near.model.location.value).toMatchObject({ source: 'gps', point: { latitude: -33.82 } });
    expect(near.model.url.value.lat).toBe(-33.82);

    const kioskSettings = {
      kiosk: true,
      defaultLocation: { latitude: -33.8688, longitude: 151.2093 },
      maxLocationDistanceKm: 500,
      hidePostCodeDialog: false,
      mapsConfigured: false,
    };
    const far = setup('/', '', { settings: kioskSettings, geolocate: async () => ({ latitude: -31.95, longitude: 115.86 }) });
    await far.model.locate();
    expect(far.model.location.value).toMatchObject({ source: 'default', reset: true, point: { latitude: -33.8688 } });

    const denied = setup('/', '', { settings: kioskSettings, geolocate: () => Promise.reject(new Error('denied')) });
    await denied.model.locate();
    expect(denied.model.locationProblem.value).toEqual({ key: 'message.cant_locate' });
    expect(denied.model.postcodeDialogOpen.value).toBe(true);

    const hidden = setup('/', '', {
      settings: { ...kioskSettings, hidePostCodeDialog: true },
      geolocate: () => Promise.reject(new Error('denied')),
    });
    await hidden.model.locate();
    expect(hidden.model.postcodeDialogOpen.value).toBe(false);
    expect(hidden.model.location.value).toMatchObject({ source: 'default' });
  });

  it('a chosen postcode is remembered in the cookie and restored on the next visit', async () => {
    const first = setup('/select-clinic/mri-knee');
    await first.model.start();
    first.model.choosePostalCode(fixturePlaces[1]!);
    expect(first.cookie.id).toBe(102);
    expect(first.model.location.value).toMatchObject({ source: 'postcode', label: 'North Parramatta 2151' });

    const again = setup('/', '', { readPostalCookie: () => 102 });
    await again.model.start();
    expect(again.model.location.value).toMatchObject({ source: 'postcode', label: 'North Parramatta 2151' });
  });

  it('a failed catalogue load is an error state with a retry, never a crash', async () => {
    let fail = true;
    const api = fixtureApi({ regions: async () => (fail ? Promise.reject(new ApiError('network', 'error.network')) : []) });
    const { model } = setup('/', '', { api });
    await model.start();
    expect(model.catalogueStatus.value).toBe('error');
    expect(model.catalogueProblem.value).toEqual({ key: 'error.network' });
    fail = false;
    await model.retryCatalogue();
    expect(model.catalogueStatus.value).toBe('ready');
  });

  it('a kiosk asks the browser for its location on reaching the clinics, not on the exam list', async () => {
    const geolocate = vi.fn(() => Promise.reject(new Error('denied')));
    const settings = {
      kiosk: true,
      defaultLocation: { latitude: -33.8688, longitude: 151.2093 },
      maxLocationDistanceKm: 500,
      hidePostCodeDialog: false,
      mapsConfigured: false,
    };
    const { model } = setup('/', '', { settings, geolocate });
    await model.start();
    expect(geolocate).not.toHaveBeenCalled();
    model.chooseExam(fixtureExams.general[2]!);
    await flush();
    expect(geolocate).toHaveBeenCalledTimes(1);
    expect(model.postcodeDialogOpen.value).toBe(true);

    const located = setup('/select-clinic/mri-knee', '', { settings, geolocate: async () => ({ latitude: -33.82, longitude: 151.0 }) });
    await located.model.start();
    await flush();
    expect(located.model.location.value).toMatchObject({ source: 'gps' });
  });
});

describe('booking model: several exams, regions, exam change, focus', () => {
  const tick = (model: ReturnType<typeof setup>['model'], slugs: string[]) => {
    model.setProcedureTab('multiple');
    for (const slug of slugs) model.toggleTicked(slug);
  };

  it('separate booking: a clinic chosen for each exam in turn, all of them in the URL, the host told once at the end', async () => {
    const clinics = vi.fn(fixtureApi().clinics);
    const { model, selected, writes } = setup('/', '', { api: fixtureApi({ clinics }) });
    await model.start();
    tick(model, ['mri-knee', 'mri-lumbar-spine']);
    model.continueWithTicked(true);
    await flush();
    expect(model.url.value).toMatchObject({ advanced: true, separateBooking: true, examSlugs: ['mri-knee', 'mri-lumbar-spine'] });
    expect(model.pendingExamIndex.value).toBe(0);
    // Only the first exam's clinics are asked for.
    expect(clinics.mock.calls.at(-1)![0].examSlugs).toEqual(['mri-knee']);

    model.chooseClinic('parramatta');
    expect(model.url.value.clinicSlugs).toEqual(['parramatta']);
    expect(model.step.value).toBe('clinics');
    expect(model.pendingExamIndex.value).toBe(1);
    expect(selected).not.toHaveBeenCalled();
    await flush();
    expect(clinics.mock.calls.at(-1)![0].examSlugs).toEqual(['mri-lumbar-spine']);
    // Brisbane City does no spine MRI: the second exam's list has only the Sydney clinics.
    expect(model.clinics.value.map((clinic) => clinic.slug)).toEqual(['parramatta', 'chatswood']);

    model.chooseClinic('chatswood');
    expect(model.step.value).toBe('chosen');
    expect(model.clinicsPerExam.value.map((clinic) => clinic?.slug)).toEqual(['parramatta', 'chatswood']);
    expect(JSON.parse(writes.at(-1)!.url)).toMatchObject({ clinicSlugs: ['parramatta', 'chatswood'], separateBooking: true });
    expect(selected).toHaveBeenCalledTimes(1);
    expect(selected).toHaveBeenCalledWith({
      examSlugs: ['mri-knee', 'mri-lumbar-spine'],
      clinicSlug: 'parramatta',
      clinicSlugs: ['parramatta', 'chatswood'],
      advanced: true,
      mobileLocationId: null,
    });

    // Change clinic goes back to the last exam's choice; the first stays.
    model.changeClinic();
    expect(model.url.value.clinicSlugs).toEqual(['parramatta']);
    expect(model.step.value).toBe('clinics');
    model.reopenClinic(0);
    expect(model.url.value.clinicSlugs).toEqual([]);
    expect(model.pendingExamIndex.value).toBe(0);
  });

  it('separate booking from a link: the chosen clinics are looked up again, a clinic that lacks the exam is chosen again', async () => {
    const reload = setup('/advanced-booking/mri-knee+mri-lumbar-spine/brisbane-city,chatswood', '?separateBooking=true');
    await reload.model.start();
    await flush();
    expect(reload.model.step.value).toBe('chosen');
    expect(reload.model.clinicsPerExam.value.map((clinic) => clinic?.name)).toEqual([
      'Harbourside Radiology Brisbane City',
      'Harbourside Radiology Chatswood',
    ]);

    const stale = setup('/advanced-booking/mri-knee+mri-lumbar-spine/parramatta,brisbane-city', '?separateBooking=true');
    await stale.model.start();
    await flush();
    expect(stale.model.url.value.clinicSlugs).toEqual(['parramatta']);
    expect(stale.model.urlProblems.value).toContain('clinicSlug');
    expect(stale.model.step.value).toBe('clinics');
    expect(stale.model.pendingExamIndex.value).toBe(1);
  });

  it('one clinic for several exams when not booked separately', async () => {
    const { model } = setup('/advanced-booking/mri-knee+xray-chest');
    await model.start();
    expect(model.separate.value).toBe(false);
    model.chooseClinic('chatswood');
    expect(model.url.value.clinicSlugs).toEqual(['chatswood']);
    expect(model.clinicsPerExam.value.map((clinic) => clinic?.slug)).toEqual(['chatswood', 'chatswood']);
  });

  it('a region narrows the exam list to what its clinics perform (clinics exams by region), all regions widen it again', async () => {
    const regionClinicsExams = vi.fn(fixtureApi().regionClinicsExams);
    const { model } = setup('/', '', { api: fixtureApi({ regionClinicsExams }) });
    await model.start();
    expect(regionClinicsExams).not.toHaveBeenCalled();
    expect(model.visibleExams.value).toHaveLength(5);
    model.chooseRegion('brisbane-gold-coast');
    expect(model.focusRequest.value).toMatchObject({ target: 'results' });
    await flush();
    expect(regionClinicsExams).toHaveBeenCalledWith('brisbane-gold-coast', expect.any(AbortSignal));
    expect(model.visibleExams.value.map((exam) => exam.slug)).toEqual(['xray-chest', 'xray-knee', 'mri-knee', 'us-abdomen']);
    model.chooseRegion(null);
    await flush();
    expect(model.url.value.regionSlug).toBe('select-region');
    expect(model.visibleExams.value).toHaveLength(5);
  });

  it('a region whose exams cannot be loaded shows every exam and says so; an unknown region is not asked for', async () => {
    const failing = setup('/', '?regionSlug=sydney', {
      api: fixtureApi({ regionClinicsExams: () => Promise.reject(new ApiError('network', 'error.network')) }),
    });
    await failing.model.start();
    expect(failing.model.regionExamsStatus.value).toBe('error');
    expect(failing.model.visibleExams.value).toHaveLength(5);

    const regionClinicsExams = vi.fn(fixtureApi().regionClinicsExams);
    const unknown = setup('/', '?regionSlug=atlantis', { api: fixtureApi({ regionClinicsExams }) });
    await unknown.model.start();
    expect(regionClinicsExams).not.toHaveBeenCalled();
  });

  it('an exam change adds groupName and changedExamSlug, in place or through the list; a first choice adds none', async () => {
    const { model } = setup();
    await model.start();
    model.chooseExam(fixtureExams.general[1]!); // Knee X-ray
    expect(model.url.value).toMatchObject({ examSlugs: ['xray-knee'], groupName: 'Joints and limbs', changedExamSlug: null });
    model.changeExam('mri-knee');
    expect(model.url.value).toMatchObject({ examSlugs: ['mri-knee'], groupName: 'Joints and limbs', changedExamSlug: 'mri-knee' });

    model.backToExams();
    model.chooseExam(fixtureExams.general[3]!); // MRI lumbar spine
    expect(model.url.value).toMatchObject({ examSlugs: ['mri-lumbar-spine'], groupName: 'Spine', changedExamSlug: 'mri-lumbar-spine' });
    model.startOver();
    expect(model.url.value.changedExamSlug).toBeNull();
  });

  it('focus follows the steps: each choice asks for the next heading, and announces what it did', async () => {
    const { model } = setup();
    await model.start();
    expect(model.focusRequest.value).toBeNull(); // a page load moves no focus
    model.chooseExam(fixtureExams.general[2]!);
    expect(model.focusRequest.value).toMatchObject({ target: 'step' });
    expect(model.announcement.value).toMatchObject({ key: 'booking.announce_exam', values: { exams: 'MRI knee' } });
    model.focusDone();
    await flush();
    model.chooseClinic('parramatta');
    expect(model.focusRequest.value).toMatchObject({ target: 'step' });
    expect(model.announcement.value).toMatchObject({
      key: 'booking.announce_clinic',
      values: { clinic: 'Harbourside Radiology Parramatta' },
    });
    model.focusDone();
    // Back in history to the clinic list: focus follows there too.
    model.urlChanged('/select-clinic/mri-knee', parseBookingUrl('/select-clinic/mri-knee', '?regionSlug=select-region'));
    expect(model.step.value).toBe('clinics');
    expect(model.focusRequest.value).toMatchObject({ target: 'step' });
  });
});
