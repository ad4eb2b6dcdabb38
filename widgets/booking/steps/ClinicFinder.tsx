import { lazy, Suspense, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { SELECT_REGION } from '../../../src/constants';
import { useT } from '../../../src/element/hooks';
import { Banner } from '../../../src/ui/Banner';
import { Spinner } from '../../../src/ui/Spinner';
import type { BookingModel } from '../booking.model';
import { ClinicList } from '../parts/ClinicList';
import { Heading } from '../parts/Heading';
import { LocationBar } from '../parts/LocationBar';
import { RegionPicker } from '../parts/RegionPicker';
import { useFocusRequest } from '../parts/use-focus-request';
import { chosenRegion } from '../url-state';
import { loadAppointment } from './load-appointment';

// The map and maplibre load only when the map is shown (heavy parts on demand: README.md#architecture-in-a-few-lines). A chunk
// that cannot load marks the map as failed instead of breaking the widget.
type MapProps = { model: BookingModel; styleUrl: string };
const ClinicMap = lazy<ComponentType<MapProps>>(() =>
  import('../map/ClinicMap').catch(() => ({
    default: function MapUnavailable({ model }: MapProps) {
      useEffect(() => model.mapsLoaded(false), [model]);
      return null;
    },
  })),
);

/**
 * Regions and clinics for the chosen exams: the patient's
 * location, a region, a mobile van, and the clinics as a list or on a map. The list is always
 * there; the map is an extra view of the same clinics when a style is configured and loads.
 */
export function ClinicFinder({ model, level, styleUrl }: { model: BookingModel; level: number; styleUrl: string }) {
  const t = useT();
  const id = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const results = useRef<HTMLHeadingElement>(null);
  useFocusRequest(model, 'step', title);
  useFocusRequest(model, 'results', results);
  // The next step's code while the patient looks at the clinics: choosing one then waits only for its times.
  useEffect(() => {
    const soon = setTimeout(() => void loadAppointment().catch(() => undefined), 300); // ClinicChosen reports a failed load
    return () => clearTimeout(soon);
  }, []);
  const catalogue = model.catalogue.value!;
  const state = model.url.value;
  const separate = model.separate.value;
  const pending = model.pendingExamIndex.value;
  const pendingExam = separate ? model.chosenExams.value[pending] : undefined;
  const exams = pendingExam ? pendingExam.name : model.chosenExams.value.map((exam) => exam.name).join(', ');
  const regionSlug = model.regionUnknown.value ? null : chosenRegion(state);
  const region = catalogue.regions.find((item) => item.slug === regionSlug)?.name ?? null;
  const status = model.clinicsStatus.value;
  const clinics = model.clinics.value;
  const maps = model.maps.value;
  const view = model.view.value;
  // Only vans that perform the exams this list is for (an MRI is never offered the mammography van).
  const wanted = pendingExam ? [pendingExam.slug] : state.examSlugs;
  const vans = catalogue.mobileLocations.filter((van) => wanted.every((slug) => van.examSlugs.includes(slug)));
  // A van chosen for other exams (an earlier choice, an old link) is let go: the clinics for these exams show.
  const vanGone = state.mobileLocationId !== null && !vans.some((van) => van.id === state.mobileLocationId);
  useEffect(() => {
    if (vanGone) model.chooseMobileLocation(null);
  }, [vanGone, model]);

  return (
    <section className="finder" aria-labelledby={`${id}-title`}>
      <Heading level={level} id={`${id}-title`} headingRef={title}>
        {pendingExam ? t('booking.clinic_for_exam', { exam: pendingExam.name }) : t('booking.clinics_heading')}
      </Heading>
      {separate && <SeparateProgress model={model} level={level + 1} />}
      <p className="finder__exams">
        {t('booking.for_exams', { exams })}{' '}
        <button type="button" className="link-button" onClick={() => model.backToExams()}>
          {t('booking.change_exam')}
        </button>
      </p>
      {!state.advanced && <ChangeExam model={model} />}
      <LocationBar model={model} />
      <RegionPicker model={model} />
      <div className="finder__filters">
        {vans.length > 0 && (
          <div className="rad-field">
            <label className="rad-field__label" htmlFor={`${id}-van`}>
              {t('booking.mobile_label')}
            </label>
            <select
              id={`${id}-van`}
              value={state.mobileLocationId ?? ''}
              onChange={(event) => model.chooseMobileLocation(event.target.value ? Number(event.target.value) : null)}
            >
              <option value="">{t('booking.mobile_none')}</option>
              {vans.map((van) => (
                <option key={van.id} value={van.id}>
                  {van.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {state.mobileLocationId !== null && <p className="finder__van">{vans.find((van) => van.id === state.mobileLocationId)?.visitNote}</p>}

      {maps !== 'off' && (
        <div className="chips" role="group" aria-label={t('booking.view_label')}>
          {(['list', 'map'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className="chip"
              aria-pressed={view === value}
              aria-disabled={value === 'map' && maps === 'failed'}
              onClick={() => !(value === 'map' && maps === 'failed') && model.setView(value)}
            >
              {t(`booking.view_${value}`)}
            </button>
          ))}
        </div>
      )}
      {maps === 'failed' && (
        <Banner tone="warning">
          <p>{t('booking.map_failed')}</p>
        </Banner>
      )}

      {status === 'loading' && <Spinner label={t('booking.clinics_loading')} />}
      {status === 'error' && (
        <Banner tone="error">
          <p>{t('booking.clinics_failed')}</p>
          {model.clinicsProblem.value && <p>{t(model.clinicsProblem.value.key)}</p>}
          <button type="button" className="rad-button rad-button--secondary" onClick={() => void model.retryClinics()}>
            {t('action.retry')}
          </button>
        </Banner>
      )}
      {status === 'ready' && clinics.length === 0 && (
        <div className="empty" role="status">
          <p>{t('booking.no_clinics', { exams })}</p>
          <div className="empty__actions">
            {state.regionSlug && state.regionSlug !== SELECT_REGION && (
              <button type="button" className="rad-button rad-button--secondary" onClick={() => model.chooseRegion(null)}>
                {t('booking.region_all')}
              </button>
            )}
            <button type="button" className="rad-button rad-button--secondary" onClick={() => model.backToExams()}>
              {t('booking.change_exam')}
            </button>
          </div>
        </div>
      )}
      <Heading level={level + 1} className="results-title" focusable headingRef={results}>
        {region ? t('booking.clinics_in_region', { region }) : t('booking.clinics_everywhere')}
      </Heading>
      {status === 'ready' && clinics.length > 0 && (
        <>
          <p className="finder__count" role="status">
            {t('booking.clinic_count', { count: clinics.length })}
          </p>
          {view === 'map' && maps !== 'failed' && maps !== 'off' && (
            <Suspense fallback={<Spinner label={t('booking.map_loading')} />}>
              <ClinicMap model={model} styleUrl={styleUrl} />
            </Suspense>
          )}
          <ClinicList model={model} level={level + 2} />
        </>
      )}
    </section>
  );
}

/** Separate booking: which exam this is, and the clinics already chosen for the ones before, each changeable. */
function SeparateProgress({ model, level }: { model: BookingModel; level: number }) {
  const t = useT();
  const exams = model.chosenExams.value;
  const pending = model.pendingExamIndex.value;
  const chosen = model.clinicsPerExam.value.slice(0, pending);
  return (
    <div className="separate" part="separate-progress">
      <p className="separate__progress">
        {t('booking.time_for_exam', { n: Math.min(pending + 1, exams.length), total: exams.length, exam: exams[pending]?.name ?? '' })}
      </p>
      {chosen.length > 0 && (
        <>
          <Heading level={level} className="separate__title">
            {t('booking.clinics_chosen')}
          </Heading>
          <ul className="separate__list">
            {chosen.map((clinic, index) => (
              <li key={exams[index]?.slug ?? index}>
                <span>{t('booking.chosen_for_exam', { exam: exams[index]?.name ?? '', clinic: clinic?.name ?? '' })}</span>{' '}
                <button
                  type="button"
                  className="link-button"
                  aria-label={t('booking.change_clinic_for', { exam: exams[index]?.name ?? '' })}
                  onClick={() => model.reopenClinic(index)}
                >
                  {t('booking.change_clinic')}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * Exam change in place (the URL gains groupName and changedExamSlug): another
 * exam of the chosen exam's group, without going back to the list; region and location stay.
 */
function ChangeExam({ model }: { model: BookingModel }) {
  const t = useT();
  const id = useId();
  const current = model.chosenExams.value[0];
  const [choice, setChoice] = useState('');
  if (!current) return null;
  const others = model.allExams.value.filter((exam) => exam.groupName === current.groupName && exam.slug !== current.slug);
  if (others.length === 0) return null;
  return (
    <form
      className="change-exam"
      onSubmit={(event) => {
        event.preventDefault();
        if (choice) model.changeExam(choice);
        setChoice('');
      }}
    >
      <div className="rad-field">
        <label className="rad-field__label" htmlFor={`${id}-exam`}>
          {t('booking.change_exam_label', { group: current.groupName })}
        </label>
        <select id={`${id}-exam`} value={choice} onChange={(event) => setChoice(event.target.value)}>
          <option value="">{current.name}</option>
          {others.map((exam) => (
            <option key={exam.slug} value={exam.slug}>
              {exam.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="rad-button rad-button--secondary" aria-disabled={!choice || undefined}>
        {t('booking.change_exam_apply')}
      </button>
    </form>
  );
}
