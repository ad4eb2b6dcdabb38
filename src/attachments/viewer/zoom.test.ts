import { describe, expect, it } from 'vitest';
import { PINCH_ZOOM_MAX_SCALE } from '../../constants';
import { bounded, doubleTap, keyZoom, NO_ZOOM, pan, percent, pinch, stepZoom, wheelZoom, zoomAt } from './zoom';

const size = { width: 400, height: 300 };

describe('viewer zoom', () => {
  it('double tap goes to 2× at the tapped point, and a second double tap back to the whole image', () => {
    const zoomed = doubleTap(NO_ZOOM, { x: 100, y: 100 }, size);
    expect(zoomed).toEqual({ scale: 2, x: -100, y: -100 });
    expect(doubleTap(zoomed, { x: 10, y: 10 }, size)).toEqual(NO_ZOOM);
  });

  it('a wheel notch scales by the factor 0.2 about the pointer, which stays put', () => {
    const zoomed = wheelZoom(NO_ZOOM, -100, { x: 200, y: 150 }, size);
    expect(zoomed.scale).toBeCloseTo(1.2);
    // The point under the pointer maps to the same place: (200 - x) / scale = 200.
    expect((200 - zoomed.x) / zoomed.scale).toBeCloseTo(200);
    expect(wheelZoom(zoomed, 100, { x: 200, y: 150 }, size).scale).toBeCloseTo(1);
  });

  it('never goes past 3× nor below the whole image', () => {
    let zoom = NO_ZOOM;
    for (let i = 0; i < 20; i += 1) zoom = wheelZoom(zoom, -100, { x: 0, y: 0 }, size);
    expect(zoom.scale).toBe(PINCH_ZOOM_MAX_SCALE);
    for (let i = 0; i < 20; i += 1) zoom = stepZoom(zoom, -1, size);
    expect(zoom).toEqual(NO_ZOOM);
  });

  it('buttons and keys step by 50 % about the centre: 100, 150, 200 %', () => {
    const once = stepZoom(NO_ZOOM, 1, size);
    const twice = keyZoom(once, '+', size)!;
    expect([percent(once), percent(twice)]).toEqual([150, 200]);
    expect(twice).toEqual({ scale: 2, x: -200, y: -150 });
    expect(keyZoom(twice, '-', size)!.scale).toBe(1.5);
    expect(keyZoom(twice, '0', size)).toEqual(NO_ZOOM);
    expect(keyZoom(twice, 'a', size)).toBeNull();
  });

  it('arrows and drags move a zoomed image inside its edges, an unzoomed one not at all', () => {
    const zoomed = { scale: 2, x: -200, y: -150 };
    expect(keyZoom(zoomed, 'ArrowLeft', size)).toEqual({ scale: 2, x: -160, y: -150 });
    expect(keyZoom(zoomed, 'ArrowDown', size)).toEqual({ scale: 2, x: -200, y: -190 });
    expect(pan(zoomed, 1000, 1000, size)).toEqual({ scale: 2, x: 0, y: 0 });
    expect(pan(zoomed, -1000, -1000, size)).toEqual({ scale: 2, x: -400, y: -300 });
    expect(pan(NO_ZOOM, 50, 50, size)).toEqual(NO_ZOOM);
  });

  it('a pinch follows the distance between the fingers and their midpoint', () => {
    const start = NO_ZOOM;
    const spread = pinch(start, { distance: 100, mid: { x: 200, y: 150 } }, { distance: 200, mid: { x: 200, y: 150 } }, size);
    expect(spread).toEqual({ scale: 2, x: -200, y: -150 });
    const moved = pinch(start, { distance: 100, mid: { x: 200, y: 150 } }, { distance: 200, mid: { x: 220, y: 150 } }, size);
    expect(moved.x).toBe(-180);
    expect(pinch(start, { distance: 0, mid: { x: 0, y: 0 } }, { distance: 50, mid: { x: 0, y: 0 } }, size)).toBe(start);
  });

  it('zooming out keeps the image covering the viewport', () => {
    expect(bounded({ scale: 1, x: -50, y: 20 }, size)).toEqual(NO_ZOOM);
    expect(zoomAt({ scale: 3, x: -800, y: -600 }, 1.5, { x: 0, y: 0 }, size)).toEqual({ scale: 1.5, x: -200, y: -150 });
  });
});
