import { useId, useRef } from 'react';
import type { Exam } from '../../../src/api/schemas/booking.schema';
import { useT } from '../../../src/element/hooks';
import type { BookingModel } from '../booking.model';
import { groupExams, type ExamListTab } from '../exam-filter';
import { BodyFigure } from '../parts/BodyFigure';
import { Heading } from '../parts/Heading';
import { RegionPicker } from '../parts/RegionPicker';
import { useFocusRequest } from '../parts/use-focus-request';
import { chosenRegion } from '../url-state';
import { Banner } from '../../../src/ui/Banner';

const LISTS: ExamListTab[] = ['general', 'special', 'walk-in'];

/**
 * The exam catalogue: one or several exams, the general, special and walk-in
 * lists, a modality filter, a search that matches name or modality as the patient types, and the
 * body figure. The count of exams found is announced politely as the filters change.
 */
export function ExamCatalogue({ model, level, askRegion = false }: { model: BookingModel; level: number; askRegion?: boolean }) {
  const t = useT();
  const id = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const results = useRef<HTMLHeadingElement>(null);
  useFocusRequest(model, 'step', title);
  useFocusRequest(model, 'results', results);
  const catalogue = model.catalogue.value!;
  const state = model.url.value;
  const multiple = state.procedureTab === 'multiple';
  const exams = model.visibleExams.value;
  const ticked = model.ticked.value;
  const filtered = !!(model.search.value.trim() || state.modality || state.bodyPart);
  const regionSlug = model.regionUnknown.value ? null : chosenRegion(state);
  const region = catalogue.regions.find((item) => item.slug === regionSlug)?.name ?? null;

  return (
    <section className="catalogue" aria-labelledby={`${id}-title`}>
      <Heading level={level} id={`${id}-title`} headingRef={title}>
        {t('booking.exams_heading')}
      </Heading>
      {askRegion && !region && <p className="catalogue__ask-region">{t('booking.region_prompt')}</p>}
      <RegionPicker model={model} />
      <fieldset className="segmented">
        <legend>{t('booking.procedure_tab_label')}</legend>
        {(['single', 'multiple'] as const).map((tab) => (
          <label key={tab} className="segmented__option">
            <input type="radio" name={`${id}-tab`} checked={state.procedureTab === tab} onChange={() => model.setProcedureTab(tab)} />
            {t(`booking.procedure_${tab}`)}
          </label>
        ))}
      </fieldset>

      <div className="catalogue__layout">
        <BodyFigure model={model} level={level + 1} />
        <div className="catalogue__main">
          <div className="catalogue__filters" role="search">
            <div className="rad-field">
              <label className="rad-field__label" htmlFor={`${id}-search`}>
                {t('booking.search_label')}
              </label>
              <span className="rad-field__hint" id={`${id}-search-hint`}>
                {t('booking.search_hint')}
              </span>
              <input
                id={`${id}-search`}
                type="search"
                value={model.search.value}
                aria-describedby={`${id}-search-hint`}
                onChange={(event) => model.setSearch(event.target.value)}
              />
            </div>
            <div className="rad-field">
              <label className="rad-field__label" htmlFor={`${id}-modality`}>
                {t('booking.modality_label')}
              </label>
              <select
                id={`${id}-modality`}
                value={state.modality ?? ''}
                onChange={(event) => model.setModality(event.target.value || null)}
              >
                <option value="">{t('booking.modality_all')}</option>
                {catalogue.modalities.map((modality) => (
                  <option key={modality.id} value={modality.id}>
                    {modality.name}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="chips" role="group" aria-label={t('booking.list_label')}>
            {LISTS.map((list) => (
              <button
                key={list}
                type="button"
                className="chip"
                aria-pressed={model.listTab.value === list}
                onClick={() => model.setListTab(list)}
              >
                {t(`booking.list_${list.replace('-', '_')}`)}
              </button>
            ))}
          </div>
          <Heading level={level + 1} className="results-title" focusable headingRef={results}>
            {region ? t('booking.exams_in_region', { region }) : t('booking.exams_everywhere')}
          </Heading>
          {region && model.regionExamsStatus.value === 'error' && (
            <Banner tone="warning">
              <p>{t('booking.region_exams_failed', { region })}</p>
              <button type="button" className="rad-button rad-button--secondary" onClick={() => void model.retryRegionExams()}>
                {t('action.retry')}
              </button>
            </Banner>
          )}
          <p className="catalogue__count" role="status">
            {t('booking.exam_count', { count: exams.length })}
          </p>
          {exams.length === 0 && (
            <div className="empty">
              <p>{t('booking.no_exams')}</p>
              {filtered && (
                <button type="button" className="rad-button rad-button--secondary" onClick={() => model.clearFilters()}>
                  {t('booking.clear_filters')}
                </button>
              )}
            </div>
          )}
          {groupExams(exams).map((group) => (
            <section key={group.groupName} className="exam-group" aria-label={group.groupName}>
              <Heading level={level + 2} className="exam-group__name">
                {group.groupName}
              </Heading>
              <ul className="exam-list" part="exam-list">
                {group.exams.map((exam) => (
                  <ExamRow key={exam.slug} exam={exam} multiple={multiple} ticked={ticked.includes(exam.slug)} model={model} />
                ))}
              </ul>
            </section>
          ))}
          {multiple && (
            <div className="catalogue__continue">
              <label className="check">
                <input
                  type="checkbox"
                  checked={state.separateBooking}
                  onChange={(event) => model.setSeparateBooking(event.target.checked)}
                />
                {t('booking.separate_booking')}
              </label>
              <button
                type="button"
                className="rad-button"
                aria-disabled={ticked.length === 0}
                onClick={() => model.continueWithTicked(state.separateBooking)}
              >
                {t('booking.continue_with_exams', { count: ticked.length })}
              </button>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

function ExamRow({ exam, multiple, ticked, model }: { exam: Exam; multiple: boolean; ticked: boolean; model: BookingModel }) {
  const t = useT();
  const nameId = useId();
  return (
    <li className="exam" part="exam">
      {multiple ? (
        <label className="exam__pick">
          <input type="checkbox" checked={ticked} onChange={() => model.toggleTicked(exam.slug)} />
          <span id={nameId} className="exam__name">
            {exam.name}
          </span>
        </label>
      ) : (
        <span id={nameId} className="exam__name">
          {exam.name}
        </span>
      )}
      <span className="exam__meta">
        {exam.modalityName}
        {exam.walkIn && <span className="badge">{t('booking.walk_in_badge')}</span>}
      </span>
      <span className="exam__actions">
        {/* Visible words short, names complete: the accessible name starts with the visible text (WCAG 2.5.3). */}
        <button
          type="button"
          className="rad-button rad-button--secondary exam__info"
          aria-label={t('booking.exam_info', { name: exam.name })}
          onClick={() => model.showExamInfo(exam)}
        >
          {t('booking.about')}
        </button>
        {!multiple && (
          <button
            type="button"
            className="rad-button exam__choose"
            aria-label={t('booking.choose_exam', { name: exam.name })}
            onClick={() => model.chooseExam(exam)}
          >
            {t('booking.choose')}
          </button>
        )}
      </span>
    </li>
  );
}
