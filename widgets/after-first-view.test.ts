import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_VIEW_CLASS } from '../src/element/first-view';
import { addDeferredPreloads, afterFirstView, DEFERRED_PRELOADS_ID, FIRST_VIEW_IMAGES } from './after-first-view';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('starting the widgets after the server-drawn first view', () => {
  it('looks for the images of the first view the server draws', () => {
    document.body.innerHTML = `<rad-portal><div class="${FIRST_VIEW_CLASS}"><img alt="" src="data:,"></div></rad-portal>`;
    expect(document.querySelectorAll(FIRST_VIEW_IMAGES)).toHaveLength(1);
  });

  it('does not wait longer than its limit for an image that never decodes (a hidden tab gets no frames either)', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<div class="${FIRST_VIEW_CLASS}"><img alt="" src="/slow"></div>`;
    vi.spyOn(HTMLImageElement.prototype, 'decode').mockReturnValue(new Promise(() => undefined));
    let started = false;
    void afterFirstView(document, 1000).then(() => (started = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toBe(true);
  });

  it('where the browser reports paints, waits for its first report too (a decoded image is not yet a presented frame)', async () => {
    document.body.innerHTML = `<div class="${FIRST_VIEW_CLASS}"><img alt="" src="data:,"></div>`;
    vi.spyOn(HTMLImageElement.prototype, 'decode').mockResolvedValue(undefined);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(0), 0));
    let report!: () => void;
    class ReportingObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: () => void) {
        report = callback;
      }
      observe(): void {}
      disconnect(): void {}
    }
    vi.stubGlobal('PerformanceObserver', ReportingObserver);
    vi.useFakeTimers();
    let started = false;
    void afterFirstView(document, 1000).then(() => (started = true));
    await vi.advanceTimersByTimeAsync(500);
    expect(started).toBe(false);
    report();
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toBe(true);
  });

  it('puts the template’s module hints in the head once, and the template away', () => {
    document.head.innerHTML = `<template id="${DEFERRED_PRELOADS_ID}"><link rel="modulepreload" href="/widgets/rad-portal.js"></template>`;
    const template = document.getElementById(DEFERRED_PRELOADS_ID) as HTMLTemplateElement;
    addDeferredPreloads(template);
    expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual([
      '/widgets/rad-portal.js',
    ]);
    expect(document.getElementById(DEFERRED_PRELOADS_ID)).toBeNull();
  });
});
