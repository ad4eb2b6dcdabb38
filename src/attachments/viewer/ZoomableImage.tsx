/**
 * One image attachment in the viewer: at most 600 px high (docs/rules.md#display-viewer), zoomed by pinch,
 * wheel, double tap, the zoom buttons (44 px targets) or the keyboard (+, −, 0, arrows to move a
 * zoomed image). The keys work wherever the focus is in the viewer (on a zoom button after a
 * click, say): the viewer passes its key presses to `keys`. The image's box is focusable and
 * names its keys; the zoom level is reported to the carousel, which announces "Image 2 of 5, 200 %".
 */
import { useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import { PINCH_ZOOM_MAX_SCALE } from '../../constants';
import { keyZoom, NO_ZOOM, percent, stepZoom, transformOf } from './zoom';
import { usePinchZoom } from './use-pinch-zoom';

type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface ZoomableImageProps {
  src: string;
  alt: string;
  t: Translate;
  onZoom: (percent: number) => void;
  /** A sideways swipe of the unzoomed image, or an arrow key with nothing to move. */
  onTurn: (direction: 1 | -1) => void;
  /** Where the viewer finds this image's key handler; true when it used the key. */
  keys: RefObject<((event: KeyboardEvent<HTMLElement>) => boolean) | null>;
}

export function ZoomableImage({ src, alt, t, onZoom, onTurn, keys }: ZoomableImageProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const hintId = useId();
  const { zoom, animated, set, update } = usePinchZoom(viewport, onTurn);
  const size = () => ({ width: viewport.current?.clientWidth ?? 0, height: viewport.current?.clientHeight ?? 0 });

  // The transform is written through the CSS object model, which a strict style-src allows.
  useEffect(() => {
    const node = image.current;
    if (!node) return;
    node.classList.toggle('rad-viewer__image--animated', animated);
    node.style.transform = transformOf(zoom);
  }, [zoom, animated]);

  useEffect(() => onZoom(percent(zoom)), [zoom, onZoom]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>): boolean {
    if (event.altKey || event.ctrlKey || event.metaKey) return false;
    const key = event.key === 'Add' || event.code === 'NumpadAdd' ? '+' : event.code === 'NumpadSubtract' ? '-' : event.key;
    // Unzoomed, the side arrows turn the page, as the Previous and Next buttons do.
    if (zoom.scale === 1 && (key === 'ArrowLeft' || key === 'ArrowRight')) {
      event.preventDefault();
      onTurn(key === 'ArrowRight' ? 1 : -1);
      return true;
    }
    if (!keyZoom(zoom, key, size())) return false;
    event.preventDefault();
    update((latest) => keyZoom(latest, key, size()) ?? latest);
    return true;
  }
  // The latest handler (it reads this render's zoom) for the viewer, which hears every key press in it.
  useEffect(() => {
    keys.current = onKeyDown;
    return () => {
      keys.current = null;
    };
  });

  const step = (direction: 1 | -1) => update((latest) => stepZoom(latest, direction, size()));
  const level = percent(zoom);
  // aria-disabled, not disabled: the button keeps the focus of a keyboard user who reached the limit.
  const limit = (reached: boolean) => (reached ? { 'aria-disabled': true as const } : {});
  return (
    <div className="rad-viewer__zoom">
      <div
        ref={viewport}
        className={zoom.scale > 1 ? 'rad-viewer__viewport rad-viewer__viewport--zoomed' : 'rad-viewer__viewport'}
        tabIndex={0}
        role="group"
        aria-label={t('attachments.viewer_image_label', { name: alt })}
        aria-describedby={hintId}
      >
        <img ref={image} className="rad-viewer__image" src={src} alt={alt} draggable={false} />
      </div>
      <p id={hintId} className="rad-viewer__hint">
        {t('attachments.viewer_zoom_hint')}
      </p>
      <div className="rad-viewer__zoom-buttons" role="group" aria-label={t('attachments.viewer_zoom_label')}>
        <button type="button" className="rad-button rad-button--secondary" onClick={() => level > 100 && step(-1)} {...limit(level <= 100)}>
          <span aria-hidden="true">−</span> {t('attachments.viewer_zoom_out')}
        </button>
        <button type="button" className="rad-button rad-button--secondary" onClick={() => set(NO_ZOOM)} {...limit(level === 100)}>
          {t('attachments.viewer_zoom_reset')}
        </button>
        <button
          type="button"
          className="rad-button rad-button--secondary"
          onClick={() => level < PINCH_ZOOM_MAX_SCALE * 100 && step(1)}
          {...limit(level >= PINCH_ZOOM_MAX_SCALE * 100)}
        >
          <span aria-hidden="true">+</span> {t('attachments.viewer_zoom_in')}
        </button>
      </div>
    </div>
  );
}
