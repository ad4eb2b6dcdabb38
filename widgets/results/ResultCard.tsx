/**
 * One exam's result: the exam, when and where it was done (in the clinic's zone), the report as
 * plain text in its paragraphs (never parsed as HTML), who reported it, and the images link.
 */
import type { Result } from '../../src/api/schemas/results.schema';
import { formatInClinicZone, type DateFormatter } from '../../src/i18n/dates';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The images link: absolute, or root-relative to the API's origin (the schema refused anything else). */
function imagesHref(url: string, apiBase: string | null): string {
  const base = apiBase || (typeof location === 'undefined' ? 'http://localhost' : location.origin);
  return new URL(url, base.endsWith('/') ? base : `${base}/`).href;
}

export function ResultCard({ result, t, intl, apiBase }: { result: Result; t: Translate; intl: DateFormatter; apiBase: string | null }) {
  const titleId = `result-${result.id}`;
  const zone = result.timeZone;
  const paragraphs = result.report.split(/\n\s*\n/).filter((text) => text.trim());
  return (
    <article className="results__item" part="result" aria-labelledby={titleId}>
      <h2 id={titleId} className="results__exam">
        {result.examName}
      </h2>
      <p className="results__when">
        <time dateTime={result.performedAt}>
          {t('results.performed', {
            date: formatInClinicZone(intl, new Date(result.performedAt), zone, 'long-date'),
            clinic: result.clinicName,
          })}
        </time>
      </p>
      <div className="results__report" part="report" aria-label={t('results.report_label', { exam: result.examName })} role="group">
        {paragraphs.map((text, index) => (
          <p key={index}>{text}</p>
        ))}
      </div>
      <p className="results__reported">
        {t('results.reported', { name: result.reportedBy, date: formatInClinicZone(intl, new Date(result.reportedAt), zone, 'date') })}
      </p>
      {result.imagesUrl ? (
        <p>
          <a
            className="rad-button rad-button--secondary"
            part="images-link"
            href={imagesHref(result.imagesUrl, apiBase)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('results.images', { exam: result.examName })} <span className="results__new-tab">{t('a11y.opens_in_new_tab')}</span>
          </a>
        </p>
      ) : (
        <p className="results__no-images">{t('results.no_images')}</p>
      )}
      <p className="results__until">
        {t('results.available_until', { date: formatInClinicZone(intl, new Date(result.availableUntil), zone, 'date') })}
      </p>
    </article>
  );
}
