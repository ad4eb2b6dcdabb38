import { PAGE_BOOTSTRAP_ID } from '../../../src/config/page-bootstrap';
import { DEFERRED_PRELOADS_ID } from '../../../widgets/after-first-view';

/**
 * HTML for the host pages, written as strings: every value that is not a literal of this file goes
 * through `escapeHtml`, which is safe both in text and in double-quoted attribute values.
 */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** `name="value"` pairs; names come from this codebase's tables, values are escaped. */
export function attributes(pairs: readonly (readonly [string, string])[]): string {
  return pairs.map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
}

export interface PageOptions {
  /** Already the full title, e.g. "Harbourside Radiology – About"; escaped here. */
  title: string;
  /** Trusted markup of <main>; callers escape their values. Ignored when `body` is given. */
  main?: string;
  /** Load the widgets' loader: host pages do, the outbox page does not need it. */
  widgets?: boolean;
  description?: string;
  /** The document language; default `en`. */
  lang?: string;
  /** More `<meta>` elements: `name` or `property` with `content`, all escaped. */
  meta?: readonly PageMeta[];
  /**
   * Trusted markup of the whole <body>, instead of `main` in a <main> (the portal page, whose
   * shell draws its own landmarks).
   */
  body?: string;
  /**
   * URL paths of modules the page will need at start (`<link rel="modulepreload">`), escaped here.
   * Fetched at low priority: the server-drawn first view (stylesheet, header image) is what the first
   * paint needs; fetched at high priority the scripts delayed it (Lighthouse FCP 2.5 s, now 1.1 s).
   */
  modulePreloads?: readonly string[];
  /**
   * Modules the page will need once its server-drawn first view is on the screen: hints in a
   * `<template>` that the loader adds after that first paint (widgets/after-first-view.ts), so the
   * header image and the stylesheet have the network to themselves; escaped here.
   */
  deferredModulePreloads?: readonly string[];
  /** Images the first view shows (`<link rel="preload" as="image">`), with an optional media query; escaped here. */
  imagePreloads?: readonly { href: string; media?: string }[];
  /**
   * The widgets' page bootstrap, already serialized by `serializePageBootstrap` (which escapes
   * every `<`), for `<script type="application/json">`: data, not a script, so the CSP allows it.
   */
  bootstrapJson?: string;
}

export type PageMeta = { name: string; content: string } | { property: string; content: string };

function imagePreload({ href, media }: { href: string; media?: string }): string {
  const pairs: [string, string][] = [
    ['rel', 'preload'],
    ['as', 'image'],
    ['href', href],
    ['fetchpriority', 'high'],
  ];
  if (media) pairs.push(['media', media]);
  return `<link${attributes(pairs)}>\n`;
}

function metaElement(meta: PageMeta): string {
  const key = 'name' in meta ? ['name', meta.name] : ['property', meta.property];
  return `<meta${attributes([key as [string, string], ['content', meta.content]])}>\n`;
}

/**
 * The shell of every server-rendered page: no inline script or style (the CSP forbids both), the
 * provider's favicon, the neutral host stylesheet and, for widget pages, the loader module.
 */
export function renderPage(options: PageOptions): string {
  return `<!doctype html>
<html lang="${escapeHtml(options.lang ?? 'en')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
${options.description ? `<meta name="description" content="${escapeHtml(options.description)}">\n` : ''}${(options.meta ?? []).map(metaElement).join('')}<link rel="icon" href="/api/assets/application/favicon" type="image/svg+xml">
<link rel="stylesheet" href="/demo/host.css">
${(options.imagePreloads ?? []).map(imagePreload).join('')}${
    options.bootstrapJson ? `<script type="application/json" id="${PAGE_BOOTSTRAP_ID}">${options.bootstrapJson}</script>\n` : ''
  }${options.widgets === false ? '' : '<script type="module" src="/widgets/rad-widgets.js"></script>\n'}${(options.modulePreloads ?? []).map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}" fetchpriority="low">\n`).join('')}${
    options.deferredModulePreloads?.length
      ? `<template id="${DEFERRED_PRELOADS_ID}">${options.deferredModulePreloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`).join('')}</template>\n`
      : ''
  }</head>
<body>
${options.body ?? `<main>\n${options.main ?? ''}\n</main>`}
</body>
</html>
`;
}
