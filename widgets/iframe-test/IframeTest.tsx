import { useEffect, useMemo, useRef, useState } from 'react';
import { ChildMessageSchema, createBridge, normalizeOrigin, type Bridge, type ChildMessage, type ParentMessage } from '../../src/bridge';
import { useRuntime } from '../../src/element/hooks';
import type { BaseWidgetProps } from '../../src/element/WidgetShell';

export interface IframeTestProps extends BaseWidgetProps {
  /** The framed page; default the region selection of the frame tree (widgets/portal/README.md#routes). */
  link?: string;
}

export const DEFAULT_FRAME_PATH = '/iframe/select-region';

/** Scrolls the page so the frame's area `top`…`top + height` (CSS px from the frame's top) is on screen, centred when it fits. */
export function scrollFrameAreaIntoView(frame: HTMLIFrameElement, area: { top: number; height: number }): void {
  const frameTop = frame.getBoundingClientRect().top + window.scrollY;
  const margin = Math.max(0, (window.innerHeight - area.height) / 2);
  window.scrollTo({ top: Math.max(0, frameTop + area.top - margin) });
}

/**
 * The iframe test page: the portal inside a frame, as another site would embed it. It is the
 * parent side of the frame protocol: it sizes the frame from `rad:height` (so there is no inner
 * scrollbar), logs what the portal tells it, and can switch the portal's kiosk mode.
 */
export function IframeTest({ link }: IframeTestProps) {
  const { i18n } = useRuntime();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(600);
  const [log, setLog] = useState<string[]>([]);
  const src = useMemo(() => new URL(link || DEFAULT_FRAME_PATH, location.href).href, [link]);
  const origin = normalizeOrigin(src);
  const [bridge, setBridge] = useState<Bridge<ParentMessage> | null>(null);

  useEffect(() => {
    if (!origin) return;
    const created = createBridge<ChildMessage, ParentMessage>({
      self: window,
      peer: () => frame.current?.contentWindow ?? null,
      targetOrigin: origin,
      allowedOrigins: [],
      incoming: ChildMessageSchema,
      onMessage: (message) => {
        if (message.type === 'rad:height') setHeight(message.payload.height);
        // A dialog opened in the frame, somewhere down its (tall) page: bring it into view.
        if (message.type === 'rad:scroll-into-view' && frame.current) scrollFrameAreaIntoView(frame.current, message.payload);
        setLog((entries) => [`${message.type} ${JSON.stringify(message.payload)}`, ...entries].slice(0, 20));
      },
    });
    setBridge(created);
    return () => created.close();
  }, [origin]);

  return (
    <section className="iframe-test" part="iframe-test" aria-labelledby="iframe-test-title">
      <h1 id="iframe-test-title">{i18n.t('iframe_test.title')}</h1>
      <p>{i18n.t('iframe_test.intro', { src })}</p>
      <div className="iframe-test__actions">
        <button
          type="button"
          className="rad-button rad-button--secondary"
          onClick={() => bridge?.post('rad:kiosk-mode', { kioskMode: true })}
        >
          {i18n.t('iframe_test.kiosk_on')}
        </button>
        <button
          type="button"
          className="rad-button rad-button--secondary"
          onClick={() => bridge?.post('rad:kiosk-mode', { kioskMode: false })}
        >
          {i18n.t('iframe_test.kiosk_off')}
        </button>
      </div>
      <iframe ref={frame} src={src} title={i18n.t('iframe_test.frame_title')} className="iframe-test__frame" part="frame" height={height} />
      <h2>{i18n.t('iframe_test.log_title')}</h2>
      <ol className="iframe-test__log" part="log" aria-live="polite">
        {log.map((entry, index) => (
          <li key={`${index}-${entry}`}>{entry}</li>
        ))}
      </ol>
    </section>
  );
}
