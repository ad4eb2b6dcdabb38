/**
 * <rad-unsubscribe>: the page an e-mail's "stop e-mail notifications" link opens (a
 * home-style page of the shell; docs/rules.md#notify-unsubscribe). Nothing happens on opening: mail
 * scanners open links too, so the person confirms with a button. Then it says which address
 * (masked) is unsubscribed and offers to subscribe again.
 */
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../src/api/errors';
import type { UnsubscribeAnswer } from '../../src/api/schemas/unsubscribe.schema';
import { resubscribe, unsubscribe } from '../../src/api/unsubscribe.api';
import { emit } from '../../src/element/events';
import { useRuntime } from '../../src/element/hooks';
import { useWidget } from '../../src/element/widget-context';
import type { BaseWidgetProps } from '../../src/element/WidgetShell';
import { Banner } from '../../src/ui/Banner';
import './unsubscribe.events';

export interface UnsubscribeProps extends BaseWidgetProps {
  token?: string;
}

const TOKEN = /^[A-Za-z0-9_-]{20,128}$/;

type State =
  | { step: 'ask' | 'sending' }
  | { step: 'done'; answer: UnsubscribeAnswer }
  | { step: 'invalid' }
  | { step: 'failed'; messageKey: string; retry: 'unsubscribe' | 'resubscribe' };

export function Unsubscribe({ token }: UnsubscribeProps) {
  const runtime = useRuntime();
  const { host } = useWidget();
  const t = runtime.i18n.t;
  const valid = !!token && TOKEN.test(token);
  const [state, setState] = useState<State>({ step: 'ask' });
  const heading = useRef<HTMLHeadingElement>(null);

  // A changed step is announced by moving focus to its heading.
  useEffect(() => {
    if (state.step !== 'ask' && state.step !== 'sending') heading.current?.focus();
  }, [state]);

  async function send(action: 'unsubscribe' | 'resubscribe'): Promise<void> {
    if (!token || state.step === 'sending') return;
    setState({ step: 'sending' });
    try {
      const answer = await (action === 'unsubscribe' ? unsubscribe : resubscribe)(runtime.api(), token);
      setState({ step: 'done', answer });
      emit(host, 'rad-unsubscribed', { unsubscribed: answer.unsubscribed });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setState({ step: 'invalid' });
      else setState({ step: 'failed', messageKey: error instanceof ApiError ? error.messageKey : 'error.request_failed', retry: action });
    }
  }

  const page = (title: string, content: React.ReactNode) => (
    <section className="unsubscribe" part="unsubscribe" aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {content}
    </section>
  );

  if (!valid || state.step === 'invalid') {
    return page(t('unsubscribe.invalid_title'), <p>{t('unsubscribe.invalid_link')}</p>);
  }
  if (state.step === 'done') {
    const { answer } = state;
    return page(
      t(answer.unsubscribed ? 'unsubscribe.done_title' : 'unsubscribe.resubscribed_title'),
      <>
        <p role="status">{t(answer.unsubscribed ? 'unsubscribe.done' : 'unsubscribe.resubscribed', { email: answer.email })}</p>
        {answer.unsubscribed && (
          <>
            <p>{t('unsubscribe.still_sent')}</p>
            <button type="button" className="rad-button rad-button--secondary" part="resubscribe" onClick={() => void send('resubscribe')}>
              {t('unsubscribe.resubscribe')}
            </button>
          </>
        )}
      </>,
    );
  }
  const sending = state.step === 'sending';
  return page(
    t('unsubscribe.title'),
    <>
      <p>{t('unsubscribe.explain')}</p>
      <p>{t('unsubscribe.still_sent')}</p>
      {state.step === 'failed' && (
        <Banner tone="error">
          <p>{t(state.messageKey)}</p>
        </Banner>
      )}
      <button
        type="button"
        className="rad-button"
        part="confirm"
        aria-disabled={sending || undefined}
        onClick={() => void send(state.step === 'failed' ? state.retry : 'unsubscribe')}
      >
        {sending ? t('unsubscribe.sending') : t('unsubscribe.confirm')}
      </button>
    </>,
  );
}
