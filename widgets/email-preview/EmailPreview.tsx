import { getEmailPreview } from '../../src/api/notifications.api';
import { problemKey, toApiError } from '../../src/api/errors';
import { useRuntime } from '../../src/element/hooks';
import { useResource } from '../../src/element/use-resource';
import type { BaseWidgetProps } from '../../src/element/WidgetShell';
import { Banner } from '../../src/ui/Banner';
import { SafeHtml } from '../../src/ui/SafeHtml';
import { Spinner } from '../../src/ui/Spinner';

export interface EmailPreviewProps extends BaseWidgetProps {
  template?: string;
  lang?: string;
  referenceId?: string;
}

/** E-mail preview (docs/rules.md#notify-preview): a notification e-mail as the patient would get it, translated. */
export function EmailPreview({ template, lang, referenceId }: EmailPreviewProps) {
  const { i18n, api } = useRuntime();
  const complete = Boolean(template && referenceId);
  const preview = useResource(
    template && referenceId
      ? async (signal) => {
          try {
            return (await getEmailPreview(api(), { template, lang: lang || i18n.locale.peek(), referenceId }, signal)).content;
          } catch (error) {
            const apiError = await toApiError(error);
            // The server's key when the dictionary has it, else the status's message: never its own words.
            throw problemKey(apiError, i18n.has, apiError.messageKey);
          }
        }
      : null,
    [api, i18n, template, lang, referenceId],
  );

  return (
    <article className="email-preview" part="email-preview">
      <h1 part="title">{i18n.t('email_preview.title')}</h1>
      {!complete && (
        <Banner tone="error">
          <p>{i18n.t('email_preview.missing_parameters')}</p>
        </Banner>
      )}
      {complete && preview.status === 'loading' && <Spinner label={i18n.t('message.loading')} />}
      {complete && preview.status === 'error' && (
        <Banner tone="error">
          <p>{i18n.t(String(preview.error))}</p>
        </Banner>
      )}
      {complete && preview.status === 'ready' && (
        <div className="email-preview__frame" part="content">
          <SafeHtml html={preview.data} label={i18n.t('email_preview.content_label')} />
        </div>
      )}
    </article>
  );
}
