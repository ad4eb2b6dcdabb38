import { useEffect, useState } from 'react';
import { getEmailPreview } from '../../src/api/notifications.api';
import { problemKey, toApiError } from '../../src/api/errors';
import { useRuntime } from '../../src/element/hooks';
import type { BaseWidgetProps } from '../../src/element/WidgetShell';
import { Banner } from '../../src/ui/Banner';
import { SafeHtml } from '../../src/ui/SafeHtml';
import { Spinner } from '../../src/ui/Spinner';

export interface EmailPreviewProps extends BaseWidgetProps {
  template?: string;
  lang?: string;
  referenceId?: string;
}

type State = { status: 'loading' } | { status: 'ready'; html: string } | { status: 'error'; messageKey: string };

/** E-mail preview (spec 000 §2): a notification e-mail as the patient would get it, translated. */
export function EmailPreview({ template, lang, referenceId }: EmailPreviewProps) {
  const { i18n, api } = useRuntime();
  const [state, setState] = useState<State>({ status: 'loading' });
  const complete = Boolean(template && referenceId);

  useEffect(() => {
    if (!template || !referenceId) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    getEmailPreview(api(), { template, lang: lang || i18n.locale.peek(), referenceId }, controller.signal).then(
      (preview) => setState({ status: 'ready', html: preview.content }),
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        const apiError = await toApiError(error);
        // The server's key when the dictionary has it, else the status's message: never its own words.
        setState({ status: 'error', messageKey: problemKey(apiError, i18n.has, apiError.messageKey) });
      },
    );
    return () => controller.abort();
  }, [api, i18n, template, lang, referenceId]);

  return (
    <article className="email-preview" part="email-preview">
      <h1 part="title">{i18n.t('email_preview.title')}</h1>
      {!complete && (
        <Banner tone="error">
          <p>{i18n.t('email_preview.missing_parameters')}</p>
        </Banner>
      )}
      {complete && state.status === 'loading' && <Spinner label={i18n.t('message.loading')} />}
      {complete && state.status === 'error' && (
        <Banner tone="error">
          <p>{i18n.t(state.messageKey)}</p>
        </Banner>
      )}
      {complete && state.status === 'ready' && (
        <div className="email-preview__frame" part="content">
          <SafeHtml html={state.html} label={i18n.t('email_preview.content_label')} />
        </div>
      )}
    </article>
  );
}
