/**
 * The attachment viewer's zoom and pan as pure arithmetic (docs/rules.md#display-viewer: double-tap scale 2,
 * wheel factor 0.2, maximum scale 3). The image box is the viewport, scaled from its top-left
 * corner and then moved, so the whole state is three numbers. Every position is relative to the
 * viewport's own box (clientX − rect.left), never to the page: zoom libraries that read
 * offsets from the document get them wrong inside a shadow root (react-zoom-pan-pinch #371,
 * @panzoom/panzoom #536), which is why the viewer does this itself.
 */
import { PINCH_ZOOM_DOUBLE_TAP_SCALE, PINCH_ZOOM_MAX_SCALE, PINCH_ZOOM_WHEEL_FACTOR } from '../../constants';

export interface Zoom {
  scale: number;
  /** Translation in CSS pixels, applied after the scale (transform: translate(x, y) scale(s), origin 0 0). */
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export const NO_ZOOM: Zoom = { scale: 1, x: 0, y: 0 };
export const MIN_SCALE = 1;
/** Buttons and the + and − keys step by half the natural size: 100, 150, 200, 250, 300 %. */
export const ZOOM_STEP = 0.5;
/** How far an arrow key moves a zoomed image. */
export const PAN_STEP_PX = 40;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Keeps the scaled image covering the viewport: no gap opens at any edge. */
export function bounded(zoom: Zoom, size: Size, maxScale = PINCH_ZOOM_MAX_SCALE): Zoom {
  const scale = clamp(zoom.scale, MIN_SCALE, maxScale);
  return {
    scale,
    x: clamp(zoom.x, size.width - size.width * scale, 0),
    y: clamp(zoom.y, size.height - size.height * scale, 0),
  };
}

/** Scales to `scale` keeping the point (px, py) of the viewport where it is (under the fingers, the pointer). */
export function zoomAt(zoom: Zoom, scale: number, point: { x: number; y: number }, size: Size, maxScale = PINCH_ZOOM_MAX_SCALE): Zoom {
  const next = clamp(scale, MIN_SCALE, maxScale);
  const ratio = next / zoom.scale;
  return bounded({ scale: next, x: point.x - (point.x - zoom.x) * ratio, y: point.y - (point.y - zoom.y) * ratio }, size, maxScale);
}

const centre = (size: Size) => ({ x: size.width / 2, y: size.height / 2 });

/** A zoom button or the + / − key: one step about the centre. */
export function stepZoom(zoom: Zoom, direction: 1 | -1, size: Size): Zoom {
  return zoomAt(zoom, zoom.scale + direction * ZOOM_STEP, centre(size), size);
}

/** One wheel notch: the scale grows or shrinks by the wheel factor, about the pointer. */
export function wheelZoom(zoom: Zoom, deltaY: number, point: { x: number; y: number }, size: Size): Zoom {
  if (deltaY === 0) return zoom;
  const factor = deltaY < 0 ? 1 + PINCH_ZOOM_WHEEL_FACTOR : 1 / (1 + PINCH_ZOOM_WHEEL_FACTOR);
  return zoomAt(zoom, zoom.scale * factor, point, size);
}

/** Double tap: to the double-tap scale at the tapped point, or back to the whole image when zoomed. */
export function doubleTap(zoom: Zoom, point: { x: number; y: number }, size: Size): Zoom {
  return zoom.scale > MIN_SCALE ? NO_ZOOM : zoomAt(zoom, PINCH_ZOOM_DOUBLE_TAP_SCALE, point, size);
}

/** Moves a zoomed image (a drag, an arrow key); an unzoomed one does not move. */
export function pan(zoom: Zoom, dx: number, dy: number, size: Size): Zoom {
  return bounded({ ...zoom, x: zoom.x + dx, y: zoom.y + dy }, size);
}

/**
 * A pinch: the scale follows the distance between the fingers and the image follows their
 * midpoint, both measured from where the pinch began.
 */
export function pinch(
  start: Zoom,
  from: { distance: number; mid: { x: number; y: number } },
  to: { distance: number; mid: { x: number; y: number } },
  size: Size,
): Zoom {
  if (from.distance <= 0) return start;
  const scaled = zoomAt(start, start.scale * (to.distance / from.distance), from.mid, size);
  return pan(scaled, to.mid.x - from.mid.x, to.mid.y - from.mid.y, size);
}

/** The key's zoom action (+, −, 0 and arrows), or null when the key is not the viewer's. */
export function keyZoom(zoom: Zoom, key: string, size: Size): Zoom | null {
  switch (key) {
    case '+':
    case '=':
    case 'Add':
      return stepZoom(zoom, 1, size);
    case '-':
    case '_':
    case '−':
    case 'Subtract':
      return stepZoom(zoom, -1, size);
    case '0':
      return NO_ZOOM;
    case 'ArrowLeft':
      return pan(zoom, PAN_STEP_PX, 0, size);
    case 'ArrowRight':
      return pan(zoom, -PAN_STEP_PX, 0, size);
    case 'ArrowUp':
      return pan(zoom, 0, PAN_STEP_PX, size);
    case 'ArrowDown':
      return pan(zoom, 0, -PAN_STEP_PX, size);
    default:
      return null;
  }
}

export const percent = (zoom: Zoom) => Math.round(zoom.scale * 100);
export const transformOf = (zoom: Zoom) => `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})`;
