import { createElement } from 'react';
import { emit } from '../../src/element/events';
import { useRuntime } from '../../src/element/hooks';
import { useResource } from '../../src/element/use-resource';
import { useWidget } from '../../src/element/widget-context';
import type { BaseWidgetProps } from '../../src/element/WidgetShell';
import { getDenyMessage } from './deny-message.api';
import { denyMessage, plainText, safeRedirect } from './deny-message';

export interface DenyProps extends BaseWidgetProps {
  status?: string;
  revoked?: boolean;
  maxAttempts?: boolean;
  message?: string;
  messageId?: string;
  resultsExpired?: boolean;
  redirectUrl?: string;
  showClose?: boolean;
  headingLevel?: number;
}

/** Deny page (docs/rules.md#sign-in-deny-page): one message heading, an optional continue link and Close button. */
export function Deny(props: DenyProps) {
  const runtime = useRuntime();
  const { i18n, store } = runtime;
  const { host, tag } = useWidget();
  const message = denyMessage(props, i18n.has);
  const lookup = message.kind === 'lookup' ? message.id : null;
  // The provider's text, asked for by its id; a failed lookup shows the generic message.
  const found = useResource(lookup ? (signal) => getDenyMessage(runtime.api(), lookup, signal) : null, [runtime, lookup]);
  const text =
    message.kind === 'key'
      ? i18n.t(message.key)
      : found.status === 'loading'
        ? i18n.t('message.loading')
        : (found.status === 'ready' && plainText(found.data)) || i18n.t('message.deny_generic');
  const level = Math.min(Math.max(Math.round(props.headingLevel ?? 1), 1), 6);
  const allowed = store.config.config.value?.integration.allowedParentOrigins ?? [];
  const continueTo = safeRedirect(props.redirectUrl, location.origin, allowed);

  function close(): void {
    // The host may handle closing itself (a dialog, a frame); otherwise go back, or home.
    if (!emit(host, 'rad-close', { tag }, true)) return;
    if (history.length > 1) history.back();
    else location.assign('/');
  }

  return (
    <section className="deny" part="deny" aria-labelledby="deny-message">
      <svg className="deny__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z" />
      </svg>
      {createElement(`h${level}`, { id: 'deny-message', className: 'deny__message', part: 'message' }, text)}
      {(continueTo || props.showClose) && (
        <div className="deny__actions">
          {continueTo && (
            <a className="rad-button" href={continueTo} part="continue">
              {i18n.t('action.continue')}
            </a>
          )}
          {props.showClose && (
            <button type="button" className="rad-button rad-button--secondary deny__close" part="close" onClick={close}>
              {i18n.t('action.close')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
