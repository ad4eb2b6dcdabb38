import { lazy, Suspense, useEffect, useId, type ComponentType } from 'react';
import { SELECT_REGION } from '../../../src/constants';
import { useT } from '../../../src/element/hooks';
import { Banner } from '../../../src/ui/Banner';
import { Spinner } from '../../../src/ui/Spinner';
import type { BookingModel } from '../booking.model';
import { ClinicList } from '../parts/ClinicList';
import { Heading } from '../parts/Heading';
import { LocationBar } from '../parts/LocationBar';
import { problemText } from '../parts/problem-text';

// The map and maplibre load only when the map is shown (GUIDE §3: heavy parts on demand). A chunk
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
 * Regions and clinics for the chosen exams (spec 001 §3 Map state, §4 Map): the patient's
 * location, a region, a mobile van, and the clinics as a list or on a map. The list is always
 * there; the map is an extra view of the same clinics when a style is configured and loads.
 */
export function ClinicFinder({ model, level, styleUrl }: { model: BookingModel; level: number; styleUrl: string }) {
  const t = useT();
  const id = useId();
  const catalogue = model.catalogue.value!;
  const state = model.url.value;
  const exams = model.chosenExams.value.map((exam) => exam.name).join(', ');
  const status = model.clinicsStatus.value;
  const clinics = model.clinics.value;
  const maps = model.maps.value;
  const view = model.view.value;
  const vans = catalogue.mobileLocations;

  return (
    <section className="finder" aria-labelledby={`${id}-title`}>
      <Heading level={level} id={`${id}-title`}>
        {t('booking.clinics_heading')}
      </Heading>
      <p className="finder__exams">
        {t('booking.for_exams', { exams })}{' '}
        <button type="button" className="link-button" onClick={() => model.backToExams()}>
          {t('booking.change_exam')}
        </button>
      </p>
      <LocationBar model={model} />
      <div className="finder__filters">
        <div className="rad-field">
          <label className="rad-field__label" htmlFor={`${id}-region`}>
            {t('booking.region_label')}
          </label>
          <select
            id={`${id}-region`}
            value={state.regionSlug && !model.regionUnknown.value ? state.regionSlug : SELECT_REGION}
            onChange={(event) => model.chooseRegion(event.target.value)}
          >
            <option value={SELECT_REGION}>{t('booking.region_all')}</option>
            {catalogue.regions.map((region) => (
              <option key={region.slug} value={region.slug}>
                {region.name}
              </option>
            ))}
          </select>
        </div>
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
          {model.clinicsProblem.value && <p>{problemText(t, model.clinicsProblem.value)}</p>}
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
          <ClinicList model={model} level={level + 1} />
        </>
      )}
    </section>
  );
}
