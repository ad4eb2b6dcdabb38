/**
 * A page whose server drew a first view (demo/server/features/pages/first-view.ts) names the
 * widget chunks in a `<template>` of `<link rel="modulepreload">` instead of in the head: the
 * loader adds them, and starts the widgets, once that first view and its header image are on the
 * screen. On a phone the scripts (about 150 KB) then no longer share the network with the header
 * image and the stylesheet, and the first view paints sooner (issue 25, largest contentful paint).
 * A page without the template (a provider's own page) starts the widgets at once, as before.
 */

/** The `<template>` in the head that holds the deferred hints. */
export const DEFERRED_PRELOADS_ID = 'rad-deferred-preloads';

/** The first view's images (`FIRST_VIEW_CLASS` in src/element/first-view.ts; the loader imports nothing from the runtime). */
export const FIRST_VIEW_IMAGES = '.rad-first-view img';

/** A header image slower than this does not hold the widgets back longer. */
export const FIRST_VIEW_WAIT_MS = 1000;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Where the browser reports paints (Chromium's largest-contentful-paint entries), resolves once it
 * has reported the first one: the page's only content then is the first view, and two frames after
 * an image decodes is not always a presented frame on a busy machine. Elsewhere, at once (the
 * frames are the signal there).
 */
function reportedPainted(): Promise<void> {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * Resolves once the first view's images are decoded and two frames later (so they have been
 * painted and presented) and, where the browser says so, once it reports the first view painted;
 * or after `waitMs` at the latest: a hidden tab gets no frames, and a broken or slow image must
 * not keep the page from working.
 */
export function afterFirstView(doc: Document, waitMs = FIRST_VIEW_WAIT_MS): Promise<void> {
  const images = [...doc.querySelectorAll<HTMLImageElement>(FIRST_VIEW_IMAGES)];
  const painted = Promise.all([
    Promise.all(images.map((image) => image.decode().catch(() => undefined)))
      .then(nextFrame)
      .then(nextFrame),
    reportedPainted(),
  ]);
  return Promise.race([painted.then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}

/** Adds the deferred hints to the head (they start the chunk downloads), once. */
export function addDeferredPreloads(template: HTMLTemplateElement): void {
  template.remove();
  template.ownerDocument.head.append(template.content.cloneNode(true));
}
