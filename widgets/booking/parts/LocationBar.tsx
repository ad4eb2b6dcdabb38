import { useT } from '../../../src/element/hooks';
import type { BookingModel } from '../booking.model';

/**
 * Where the distances are measured from: the browser's location or a postcode. A failure says
 * message.cant_locate with message.location_message, and the postcode button is right there.
 */
export function LocationBar({ model }: { model: BookingModel }) {
  const t = useT();
  const here = model.location.value;
  const problem = model.locationProblem.value;
  return (
    <div className="location" part="location">
      <p className="location__where" role="status">
        {here.source === 'none' ? '' : here.label ? t('booking.near', { place: here.label }) : t('booking.near_unknown')}
      </p>
      {here.source !== 'none' && here.reset && <p className="location__reset">{t('booking.location_reset')}</p>}
      <div className="location__actions">
        <button
          type="button"
          className="rad-button rad-button--secondary"
          aria-disabled={model.locating.value}
          onClick={() => !model.locating.value && void model.locate()}
        >
          {model.locating.value ? t('booking.locating') : t('booking.use_my_location')}
        </button>
        <button type="button" className="rad-button rad-button--secondary" onClick={() => model.openPostcodeDialog()}>
          {t('booking.enter_postcode')}
        </button>
      </div>
      {problem && (
        <div className="location__problem" role="alert">
          <p>
            <strong>{t(problem.key)}</strong>
          </p>
          <p>{t('message.location_message')}</p>
        </div>
      )}
    </div>
  );
}
