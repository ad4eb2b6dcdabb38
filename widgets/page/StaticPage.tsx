import { createElement, type ReactNode } from 'react';
import { getTerms } from '../../src/api/config.api';
import { toApiError } from '../../src/api/errors';
import { useRuntime } from '../../src/element/hooks';
import { useResource } from '../../src/element/use-resource';
import type { BaseWidgetProps } from '../../src/element/WidgetShell';
import { Banner } from '../../src/ui/Banner';
import { SafeHtml } from '../../src/ui/SafeHtml';
import { Spinner } from '../../src/ui/Spinner';

export const PAGES = ['about', 'contact', 'terms', 'privacy'] as const;
export type PageName = (typeof PAGES)[number];

export interface StaticPageProps extends BaseWidgetProps {
  /** `page`: about, contact, terms or privacy. */
  page?: string;
  headingLevel?: number;
}

function Heading({ level, children }: { level: number; children: ReactNode }) {
  return createElement(`h${level}`, { part: 'title', className: 'page__title' }, children);
}

function Terms({ level }: { level: number }) {
  const { i18n, api } = useRuntime();
  const terms = useResource(
    async (signal) => {
      try {
        return (await getTerms(api(), signal)).terms;
      } catch (error) {
        throw (await toApiError(error)).messageKey;
      }
    },
    [api],
  );

  return (
    <>
      <Heading level={level}>{i18n.t('page.terms_title')}</Heading>
      {terms.status === 'loading' && <Spinner label={i18n.t('page.terms_loading')} />}
      {terms.status === 'error' && (
        <Banner tone="error">
          <p>{i18n.t('page.terms_error')}</p>
          <p>{i18n.t(String(terms.error))}</p>
          <button type="button" className="rad-button rad-button--secondary" onClick={terms.retry}>
            {i18n.t('action.retry')}
          </button>
        </Banner>
      )}
      {terms.status === 'ready' && <SafeHtml html={terms.data} />}
    </>
  );
}

/** Static pages: about, contact, terms and privacy, from the provider's settings. */
export function StaticPage({ page, headingLevel }: StaticPageProps) {
  const { i18n, store } = useRuntime();
  const radiology = store.config.config.value?.radiology;
  const name = radiology?.name ?? '';
  const level = Math.min(Math.max(Math.round(headingLevel ?? 1), 1), 6);

  let body: ReactNode;
  switch (page) {
    case 'about':
      body = (
        <>
          <Heading level={level}>{i18n.t('page.about_title', { name })}</Heading>
          {radiology?.about ? <SafeHtml html={radiology.about} /> : <p>{i18n.t('page.content_missing')}</p>}
        </>
      );
      break;
    case 'contact':
      body = (
        <>
          <Heading level={level}>{i18n.t('page.contact_title')}</Heading>
          {radiology?.contact ? <SafeHtml html={radiology.contact} /> : <p>{i18n.t('page.content_missing')}</p>}
        </>
      );
      break;
    case 'terms':
      body = <Terms level={level} />;
      break;
    case 'privacy':
      body = (
        <>
          <Heading level={level}>{i18n.t('page.privacy_title')}</Heading>
          <p>{i18n.t('page.privacy_text', { name })}</p>
          {radiology?.privacyPolicyUrl ? (
            <p>
              <a href={radiology.privacyPolicyUrl} target="_blank" rel="noopener noreferrer" part="privacy-link">
                {i18n.t('page.privacy_link', { name })}
                <span className="rad-visually-hidden"> {i18n.t('a11y.opens_in_new_tab')}</span>
              </a>
            </p>
          ) : (
            <p>{i18n.t('page.privacy_missing', { name })}</p>
          )}
        </>
      );
      break;
    default:
      body = <p role="alert">{i18n.t('page.unknown')}</p>;
  }

  return (
    <article className="page" part="page" data-page={page}>
      {body}
    </article>
  );
}
