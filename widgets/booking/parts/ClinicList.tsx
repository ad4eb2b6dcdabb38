import type { Clinic } from '../../../src/api/schemas/booking.schema';
import { useRuntime } from '../../../src/element/hooks';
import type { BookingModel } from '../booking.model';
import { Heading } from './Heading';
import { dateTimeFormat } from '../../../src/i18n/message-format';

function weekdayName(locale: string, weekday: number): string {
  // 2024-01-01 was a Monday: weekday 1 … 7 map onto 1–7 January 2024.
  return dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)));
}

/**
 * The clinics as a list: the same clinics, order and choice as the map, for keyboard and screen
 * reader users (and everyone when no map is configured or it failed to load).
 */
export function ClinicList({ model, level }: { model: BookingModel; level: number }) {
  const { i18n } = useRuntime();
  const t = i18n.t;
  const locale = i18n.locale.value;
  const clinics = model.clinics.value;
  const selected = model.url.value.selectedClinic;
  return (
    <ul className="clinic-list" part="clinic-list" aria-label={t('booking.clinic_count', { count: clinics.length })}>
      {clinics.map((clinic) => (
        <ClinicItem key={clinic.slug} level={level} clinic={clinic} selected={clinic.slug === selected} locale={locale} model={model} />
      ))}
    </ul>
  );
}

function ClinicItem({
  clinic,
  selected,
  locale,
  model,
  level,
}: {
  clinic: Clinic;
  selected: boolean;
  locale: string;
  model: BookingModel;
  level: number;
}) {
  const t = useRuntime().i18n.t;
  const km =
    clinic.distanceKm === null
      ? null
      : new Intl.NumberFormat(locale, { maximumFractionDigits: clinic.distanceKm < 10 ? 1 : 0 }).format(clinic.distanceKm);
  return (
    <li
      className={selected ? 'clinic clinic--selected' : 'clinic'}
      part={selected ? 'clinic clinic-selected' : 'clinic'}
      data-clinic={clinic.slug}
    >
      <Heading level={level} className="clinic__name">
        {clinic.name}
      </Heading>
      <p className="clinic__address">
        {clinic.address}, {clinic.suburb} {clinic.state} {clinic.postcode}
      </p>
      {km !== null && <p className="clinic__distance">{t('booking.distance', { km })}</p>}
      <details className="clinic__hours">
        <summary>{t('booking.opening_hours')}</summary>
        <dl>
          {clinic.openingHours.map((day) => (
            <div key={day.weekday} className="clinic__day">
              <dt>{weekdayName(locale, day.weekday)}</dt>
              <dd>
                {day.opens}–{day.closes}
              </dd>
            </div>
          ))}
        </dl>
      </details>
      <button
        type="button"
        className="rad-button"
        aria-label={t('booking.choose_clinic', { name: clinic.name })}
        onClick={() => model.chooseClinic(clinic.slug)}
      >
        {t('booking.choose')}
      </button>
    </li>
  );
}
