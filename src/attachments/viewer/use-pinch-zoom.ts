/**
 * Pointer, wheel and tap handling for the attachment viewer's image (docs/rules.md#display-viewer), on plain
 * pointer events, so it works the same in a shadow root as on a page: every position is taken
 * relative to the viewport element's own box. One finger (or the mouse) drags a zoomed image, two
 * fingers pinch, a double tap toggles 2×, the wheel zooms about the pointer, and an unzoomed
 * image swiped sideways asks for the next or previous attachment. Discrete steps (wheel, tap,
 * buttons, keys) animate over PINCH_ZOOM_TRANSITION_MS; fingers are followed without delay.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { doubleTap, NO_ZOOM, pan, pinch, wheelZoom, type Zoom } from './zoom';

/** Two taps within this time and distance are a double tap. */
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_DISTANCE_PX = 30;
/** A pointer that moved less than this was a tap, not a drag. */
const TAP_SLOP_PX = 8;
/** A sideways swipe of an unzoomed image at least this long turns the page. */
const SWIPE_PX = 60;

type Point = { x: number; y: number };
type Gesture = { kind: 'pan'; start: Zoom; from: Point } | { kind: 'pinch'; start: Zoom; from: { distance: number; mid: Point } };

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const midpoint = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

export interface PinchZoom {
  zoom: Zoom;
  /** Whether the last change should animate (a discrete step) or follow the pointer. */
  animated: boolean;
  set(next: Zoom, animated?: boolean): void;
  /** A step from the latest zoom (two quick clicks or key presses make two steps, not one). */
  update(step: (zoom: Zoom) => Zoom, animated?: boolean): void;
}

export function usePinchZoom(viewport: RefObject<HTMLElement | null>, onSwipe: (direction: 1 | -1) => void): PinchZoom {
  const [state, setState] = useState<{ zoom: Zoom; animated: boolean }>({ zoom: NO_ZOOM, animated: false });
  const current = useRef<Zoom>(NO_ZOOM);
  const swipe = useRef(onSwipe);
  swipe.current = onSwipe;

  const set = useCallback((next: Zoom, animated = true) => {
    current.current = next;
    setState({ zoom: next, animated });
  }, []);

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const pointers = new Map<number, Point>();
    let gesture: Gesture | null = null;
    let downAt: Point = { x: 0, y: 0 };
    let moved = false;
    let lastTap = { time: -Infinity, at: { x: 0, y: 0 } };

    const local = (event: { clientX: number; clientY: number }): Point => {
      const box = element.getBoundingClientRect();
      return { x: event.clientX - box.left, y: event.clientY - box.top };
    };
    const size = () => ({ width: element.clientWidth, height: element.clientHeight });
    const begin = () => {
      const [a, b] = [...pointers.values()];
      if (a && b) gesture = { kind: 'pinch', start: current.current, from: { distance: distance(a, b), mid: midpoint(a, b) } };
      else if (a) gesture = { kind: 'pan', start: current.current, from: a };
      else gesture = null;
    };

    function onDown(event: PointerEvent): void {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      try {
        element!.setPointerCapture(event.pointerId); // a drag that leaves the image still ends here
      } catch {
        /* a pointer the browser no longer knows: nothing to capture */
      }
      const at = local(event);
      pointers.set(event.pointerId, at);
      if (pointers.size === 1) {
        downAt = at;
        moved = false;
      }
      begin();
    }

    function onMove(event: PointerEvent): void {
      if (!pointers.has(event.pointerId) || !gesture) return;
      const at = local(event);
      pointers.set(event.pointerId, at);
      if (distance(at, downAt) > TAP_SLOP_PX) moved = true;
      if (gesture.kind === 'pinch') {
        const [a, b] = [...pointers.values()];
        if (a && b) set(pinch(gesture.start, gesture.from, { distance: distance(a, b), mid: midpoint(a, b) }, size()), false);
      } else if (gesture.start.scale > 1) {
        set(pan(gesture.start, at.x - gesture.from.x, at.y - gesture.from.y, size()), false);
      }
    }

    function onUp(event: PointerEvent): void {
      if (!pointers.has(event.pointerId)) return;
      const at = local(event);
      const wasPan = gesture?.kind === 'pan' ? gesture : null;
      pointers.delete(event.pointerId);
      if (pointers.size > 0) {
        begin(); // a pinch that lost a finger carries on as a drag
        return;
      }
      gesture = null;
      if (event.type === 'pointercancel') return;
      if (!moved) {
        const now = event.timeStamp;
        if (now - lastTap.time < DOUBLE_TAP_MS && distance(at, lastTap.at) < DOUBLE_TAP_DISTANCE_PX) {
          set(doubleTap(current.current, at, size()));
          lastTap = { time: -Infinity, at };
        } else {
          lastTap = { time: now, at };
        }
        return;
      }
      if (wasPan && wasPan.start.scale === 1) {
        const dx = at.x - downAt.x;
        if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(at.y - downAt.y)) swipe.current(dx < 0 ? 1 : -1);
      }
    }

    function onWheel(event: WheelEvent): void {
      // Scrolling down over an unzoomed image scrolls the dialog; everything else zooms the image.
      if (event.deltaY > 0 && current.current.scale === 1) return;
      event.preventDefault();
      set(wheelZoom(current.current, event.deltaY, local(event), size()));
    }

    element.addEventListener('pointerdown', onDown);
    element.addEventListener('pointermove', onMove);
    element.addEventListener('pointerup', onUp);
    element.addEventListener('pointercancel', onUp);
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      element.removeEventListener('pointerdown', onDown);
      element.removeEventListener('pointermove', onMove);
      element.removeEventListener('pointerup', onUp);
      element.removeEventListener('pointercancel', onUp);
      element.removeEventListener('wheel', onWheel);
    };
  }, [viewport, set]);

  const update = useCallback((step: (zoom: Zoom) => Zoom, animated = true) => set(step(current.current), animated), [set]);

  return { zoom: state.zoom, animated: state.animated, set, update };
}
