import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { getChatSummary, postChatEvent } from '../../src/api/chat.api';
import { emit } from '../../src/element/events';
import { useRuntime } from '../../src/element/hooks';
import { useWidget } from '../../src/element/widget-context';
import type { BaseWidgetProps } from '../../src/element/WidgetShell';
import { Banner } from '../../src/ui/Banner';
import { Spinner } from '../../src/ui/Spinner';
import './chat.events';
import { createChatModel, type ChatModel, type EndReason } from './chat.model';
import { chatSession } from './chat-session';
import { ChatUploadList } from './ChatUploadList';
import { MESSENGER_PROVIDERS } from './messenger-providers';

/** What the panel says when a conversation ended, by why. */
const END_MESSAGE: Record<EndReason, string> = {
  disconnected: 'chat.ended_disconnected',
  'no-agent': 'chat.ended_no_agent',
  lost: 'chat.ended_lost',
};

export interface ChatProps extends BaseWidgetProps {
  bookingKey?: string;
}

/** A root-relative script URL belongs to the API's origin (the reference server's local messenger). */
function absoluteScriptUrl(scriptUrl: string, apiBase: string | null): string {
  return new URL(scriptUrl, apiBase ?? location.href).href;
}

/**
 * Chat with an agent (docs/rules.md#chat): our own launcher; on its first click the provider's
 * messenger script loads, the booking summary goes to it as conversation attributes, and the
 * conversation opens 2000 ms later. Without a deployment id nothing renders at all.
 */
export function Chat({ bookingKey }: ChatProps) {
  const runtime = useRuntime();
  const { host } = useWidget();
  const chat = runtime.store.config.config.value!.integration.chat;
  const key = bookingKey?.trim() || null;
  const configured = Boolean(chat.deploymentId && chat.scriptUrl);

  const model = useMemo<ChatModel | null>(() => {
    if (!configured) return null;
    const settings = {
      deploymentId: chat.deploymentId,
      environment: chat.environment,
      scriptUrl: absoluteScriptUrl(chat.scriptUrl, runtime.apiBase),
    };
    return createChatModel({
      adapter: MESSENGER_PROVIDERS[chat.provider](settings, window),
      bookingKey: key,
      summary: (k) => getChatSummary(runtime.api(), k),
      report: (k, event) => postChatEvent(runtime.api(), k, event),
      onBookingComplete: () => key && emit(host, 'rad-chat-booking-complete', { bookingKey: key }),
      now: () => Date.now(),
      setTimeout: (run, ms) => window.setTimeout(run, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
    });
  }, [configured, chat.provider, chat.deploymentId, chat.environment, chat.scriptUrl, runtime, key, host]);

  useEffect(() => {
    if (model && chatSession.wasOpen()) void model.resume();
    return () => model?.dispose();
  }, [model]);

  if (!model) return null;
  return <ChatView model={model} />;
}

function ChatView({ model }: { model: ChatModel }) {
  const { i18n } = useRuntime();
  const t = i18n.t;
  const phase = model.phase.value;
  const [expanded, setExpanded] = useState(true);
  const [draft, setDraft] = useState('');
  const panelId = useId();
  const titleId = useId();
  const launcher = useRef<HTMLButtonElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const messages = model.messages.value;

  useEffect(() => {
    if (phase === 'open') chatSession.opened();
    if (phase === 'ended' || phase === 'unavailable') chatSession.ended();
  }, [phase]);

  // Focus follows the patient's click once the launcher or the panel is rendered (no animation
  // frame: a page in the background gets none).
  const focusNext = useRef<'title' | 'launcher' | null>(null);
  useEffect(() => {
    const target = focusNext.current === 'title' ? title.current : focusNext.current === 'launcher' ? launcher.current : null;
    if (!target) return;
    focusNext.current = null;
    target.focus();
  });

  // New messages stay in view.
  useEffect(() => {
    const list = log.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length]);

  if (phase === 'unavailable') {
    // The launcher is gone; the rest of the page works on.
    return (
      <div className="chat chat--unavailable" part="chat">
        <Banner tone="warning">
          <p>{t('chat.unavailable')}</p>
        </Banner>
      </div>
    );
  }

  const showPanel = phase !== 'idle' && expanded;
  const openPanel = () => {
    focusNext.current = 'title';
    setExpanded(true);
    if (phase === 'idle') void model.open();
  };
  const closePanel = () => {
    focusNext.current = 'launcher';
    setExpanded(false);
  };
  const startAgain = () => {
    focusNext.current = 'title';
    void model.startAgain();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The text stays in the box unless the messenger took it.
    if (model.send(draft)) setDraft('');
  };

  return (
    <div className="chat" part="chat">
      {!showPanel && (
        <button
          ref={launcher}
          type="button"
          className="rad-button chat__launcher"
          part="launcher"
          aria-expanded="false"
          aria-controls={phase === 'idle' ? undefined : panelId}
          onClick={openPanel}
        >
          {t('chat.launcher')}
        </button>
      )}
      {showPanel && (
        <section id={panelId} className="chat__panel" part="panel" aria-labelledby={titleId}>
          <header className="chat__header">
            <h2 id={titleId} ref={title} tabIndex={-1} className="chat__title">
              {t('chat.title')}
            </h2>
            <button type="button" className="rad-button rad-button--secondary chat__close" part="close" onClick={closePanel}>
              {t('chat.minimise')}
            </button>
          </header>
          {(phase === 'loading' || phase === 'opening') && <Spinner label={t(phase === 'loading' ? 'chat.connecting' : 'chat.opening')} />}
          {(phase === 'open' || phase === 'reconnecting' || phase === 'ended') && (
            <div ref={log} className="chat__log" part="log" role="log" aria-label={t('chat.log_label')} tabIndex={0}>
              <ol className="chat__messages">
                {messages.length === 0 && <li className="chat__empty">{t('chat.empty')}</li>}
                {messages.map((message) => (
                  <li key={message.id} className={`chat__message chat__message--${message.from}`} part={`message message-${message.from}`}>
                    <span className="chat__sender">{t(message.from === 'agent' ? 'chat.agent' : 'chat.you')}</span>
                    <span className="chat__text">{message.text}</span>
                  </li>
                ))}
              </ol>
            </div>
          )}
          {model.bookingCompleteMessageSent.value && (
            <Banner>
              <p>{t('chat.booking_complete')}</p>
            </Banner>
          )}
          {model.reportFailed.value && (
            <Banner tone="warning">
              <p>{t('chat.status_update_failed')}</p>
            </Banner>
          )}
          {phase === 'reconnecting' && <Spinner label={t('chat.reconnecting')} />}
          {phase === 'ended' && (
            <Banner tone="warning">
              <p>{t(END_MESSAGE[model.endReason.value ?? 'disconnected'])}</p>
            </Banner>
          )}
          {phase === 'ended' && model.endReason.value === 'lost' && (
            <button type="button" className="rad-button" part="start-again" onClick={startAgain}>
              {t('chat.start_again')}
            </button>
          )}
          {phase === 'open' && (
            <>
              <form className="chat__compose" part="compose" onSubmit={submit}>
                <label className="rad-field__label" htmlFor={`${panelId}-message`}>
                  {t('chat.message_label')}
                </label>
                <textarea
                  id={`${panelId}-message`}
                  className="chat__input"
                  part="input"
                  rows={2}
                  value={draft}
                  onChange={(event) => setDraft(event.target.value)}
                  onKeyDown={(event) => {
                    // Enter sends, Shift+Enter starts a new line, as in every messenger.
                    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
                  }}
                />
                <button type="submit" className="rad-button" part="send">
                  {t('chat.send')}
                </button>
              </form>
              <ChatUploadList model={model} />
            </>
          )}
        </section>
      )}
    </div>
  );
}
