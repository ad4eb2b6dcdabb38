import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { resolveApiBase } from '../api/client';
import { runtime } from '../runtime';
import { Banner } from '../ui/Banner';
import { OfflineNotice } from '../ui/Pending';
import { Spinner } from '../ui/Spinner';
import { ErrorBoundary } from './ErrorBoundary';
import { emit } from './events';
import { WidgetContext, type WidgetContextValue } from './widget-context';
import { widgetFailed } from './error-sink';
import { firstViewOf } from './first-view';

/** Attributes every widget has. */
export interface BaseWidgetProps {
  /** r2wc passes the shadow root it renders into. */
  container?: HTMLElement;
  /** `api-base`: where the API lives; else `<meta name="rad-api-base">`, else the page origin. */
  apiBase?: string;
  /** `locale`: one of mk, en-AU, en-NZ, en-CA, en-US; else the provider's jsLocale. */
  locale?: string;
}

function ErrorPanel({ messageKey, onRetry }: { messageKey: string; onRetry: () => void }) {
  const { t } = runtime.i18n;
  return (
    <Banner tone="error">
      <p>{t(messageKey)}</p>
      <button type="button" className="rad-button rad-button--secondary" onClick={onRetry}>
        {t('action.retry')}
      </button>
    </Banner>
  );
}

/**
 * Wraps every widget: starts the page runtime, shows loading and settings errors, provides the
 * widget context, and catches render errors with a translated message.
 */
export function WidgetShell<P extends BaseWidgetProps>({
  tag,
  Component,
  props,
}: {
  tag: string;
  Component: ComponentType<P>;
  props: P;
}): ReactNode {
  useSignals();
  const shadowRoot = props.container as unknown as ShadowRoot;
  const host = shadowRoot.host as HTMLElement;
  const context = useMemo<WidgetContextValue>(() => ({ tag, host, shadowRoot }), [tag, host, shadowRoot]);
  const status = runtime.store.config.status.value;
  const locale = runtime.i18n.locale.value;
  // The page's own first view, shown through a slot until the widget can draw itself.
  const [firstView] = useState(() => firstViewOf(host));
  useEffect(() => {
    if (status === 'ready' || status === 'error') firstView?.remove();
  }, [status, firstView]);

  useEffect(() => {
    void runtime.start(resolveApiBase(props.apiBase), props.locale);
  }, [props.apiBase, props.locale]);

  useEffect(() => {
    if (props.locale && runtime.store.config.status.peek() === 'ready') void runtime.setLocale(props.locale);
  }, [props.locale]);

  useEffect(() => {
    if (status === 'ready') emit(host, 'rad-ready', { tag });
    if (status === 'error') {
      const error = runtime.store.config.error.peek();
      emit(host, 'rad-error', { tag, messageKey: error?.messageKey ?? 'error.config_failed', status: error?.status });
    }
  }, [status, host, tag]);

  let content: ReactNode;
  if (status === 'error') {
    content = (
      <ErrorPanel messageKey="error.config_failed" onRetry={() => void runtime.start(resolveApiBase(props.apiBase), props.locale)} />
    );
  } else if (status !== 'ready') {
    content = firstView ? <slot /> : <Spinner label={runtime.i18n.t('message.loading')} />;
  } else {
    content = (
      <ErrorBoundary
        onError={(error) => {
          widgetFailed(error);
          emit(host, 'rad-error', { tag, messageKey: 'error.widget_failed' });
        }}
        fallback={(retry) => <ErrorPanel messageKey="error.widget_failed" onRetry={retry} />}
      >
        <Component {...props} />
      </ErrorBoundary>
    );
  }

  return (
    <WidgetContext.Provider value={context}>
      <div className="rad-root" part="root" lang={locale}>
        <OfflineNotice />
        {content}
      </div>
    </WidgetContext.Provider>
  );
}
