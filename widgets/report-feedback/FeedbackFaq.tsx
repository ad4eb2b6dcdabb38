import { useT } from '../../src/element/hooks';
import { SafeHtml } from '../../src/ui/SafeHtml';

/**
 * The feedback FAQ, a page of its own: the provider's
 * translated HTML, only through the sanitizing component.
 */
export function FeedbackFaq({ formPath }: { formPath: string }) {
  const t = useT();
  return (
    <section className="report-feedback" part="faq" aria-labelledby="report-feedback-faq-title">
      <h1 id="report-feedback-faq-title" className="report-feedback__title" part="title">
        {t('report_feedback.faq_title')}
      </h1>
      <SafeHtml html={t('report_feedback.faq_html')} className="report-feedback__faq" />
      <p>
        <a href={formPath}>{t('report_feedback.back_to_form')}</a>
      </p>
    </section>
  );
}
