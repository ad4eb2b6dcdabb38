import { useT } from '../../../src/element/hooks';
import { Banner } from '../../../src/ui/Banner';
import type { BookingModel } from '../booking.model';

/**
 * What the link asked for but cannot be: an unknown exam or region, a location that is not a
 * place. Each says so, with the way forward next to it (the list to choose from, a button).
 */
export function UrlProblems({ model }: { model: BookingModel }) {
  const t = useT();
  const problems = model.urlProblems.value;
  const unknownExam = model.unknownExamSlugs.value.length > 0 || problems.includes('examSlug');
  const unknownRegion = model.regionUnknown.value || problems.includes('regionSlug');
  const badLocation = problems.includes('location');
  const badClinic = problems.includes('clinicSlug');
  if (!unknownExam && !unknownRegion && !badLocation && !badClinic) return null;
  return (
    <Banner tone="warning">
      {unknownExam && <p>{t('booking.unknown_exam')}</p>}
      {unknownRegion && (
        <p>
          {t('booking.unknown_region')}{' '}
          <button type="button" className="rad-button rad-button--secondary" onClick={() => model.chooseRegion(null)}>
            {t('booking.region_all')}
          </button>
        </p>
      )}
      {badLocation && <p>{t('booking.bad_location')}</p>}
      {badClinic && <p>{t('booking.unknown_clinic')}</p>}
      {unknownExam && model.url.value.examSlugs.length > 0 && (
        <button type="button" className="rad-button rad-button--secondary" onClick={() => model.startOver()}>
          {t('booking.start_again')}
        </button>
      )}
    </Banner>
  );
}
