/**
 * The demo's own "image viewer" and "PACS" pages, standing in for a provider's web viewer and a
 * referrer's PACS so the whole image flow runs offline. The viewer draws a study's images as SVG
 * from the demo data; no script, no inline style.
 *
 * The viewer is an app of its own on its own port (`demoViewerApp`, started by server.ts), as a
 * provider's viewer is another site: framed on the portal's own origin, a viewer that runs scripts
 * and keeps its origin could reach into the portal page and lift its sandbox (issue 23, defect 5).
 * Its pages may be framed by the portal's origins only. The PACS page is only ever navigated to,
 * so it stays on the portal's server (`demoPacsRoutes`).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/db';
import { escapeHtml, renderPage } from '../../http/html';
import { contentSecurityPolicy, securityHeaders } from '../../http/security-headers';
import { findStudy, type DemoStudy } from './demo-data';
import { viewerLinkKey } from './viewer-key';
import { readViewerTicket } from './viewer-ticket';

/** A grey-scale "slice": shapes that shift a little from image to image, like a scroll through a series. */
function sliceSvg(study: DemoStudy, series: string, index: number, total: number): string {
  const id = `img-${escapeHtml(series.replace(/\W+/g, '-'))}-${index}`;
  const shift = (index - (total - 1) / 2) * 12;
  const shapes =
    study.modality === 'MR'
      ? `<ellipse cx="128" cy="${90 + shift}" rx="${54 - Math.abs(shift) / 2}" ry="46" fill="#b9b9b9"/>
<ellipse cx="128" cy="${170 - shift}" rx="48" ry="${42 - Math.abs(shift) / 3}" fill="#a3a3a3"/>
<rect x="112" y="${124}" width="32" height="12" rx="6" fill="#5a5a5a"/>`
      : study.modality === 'US'
        ? `<path d="M128 20 L236 200 A140 140 0 0 1 20 200 Z" fill="#2d2d2d"/>
<ellipse cx="${120 + shift}" cy="140" rx="46" ry="30" fill="#8f8f8f"/>
<circle cx="${150 - shift}" cy="160" r="14" fill="#111"/>`
        : `<circle cx="128" cy="128" r="96" fill="#d0d0d0"/><circle cx="128" cy="128" r="84" fill="#6f6f6f"/>`;
  return `<figure class="viewer__image">
<svg viewBox="0 0 256 256" width="256" height="256" role="img" aria-labelledby="${id}">
<title id="${id}">${escapeHtml(`${study.description}, ${series}, image ${index + 1} of ${total}`)}</title>
<rect width="256" height="256" fill="#000"/>${shapes}
<text x="8" y="248" fill="#e0e0e0" font-size="12" font-family="sans-serif">${escapeHtml(`${series} ${index + 1}/${total}`)}</text>
</svg>
<figcaption>${escapeHtml(`${series}, image ${index + 1} of ${total}`)}</figcaption>
</figure>`;
}

function studyHtml(study: DemoStudy): string {
  const series = study.series
    .map(
      (s) => `<section class="viewer__series" aria-label="${escapeHtml(s.label)}">
<h2>${escapeHtml(s.label)}</h2>
<div class="viewer__images">${Array.from({ length: s.images }, (_, index) => sliceSvg(study, s.label, index, s.images)).join('\n')}</div>
</section>`,
    )
    .join('\n');
  return `<h1 class="viewer__title">${escapeHtml(study.description)}</h1>
<p class="viewer__facts">Accession ${escapeHtml(study.accession)} · ${escapeHtml(study.modality)} · ${escapeHtml(study.studyDate)} · patient ${escapeHtml(study.patientInitials)}</p>
${series || '<p>This study has no images.</p>'}`;
}

function viewerPage(title: string, main: string): string {
  // No provider favicon: the viewer is another site, which does not serve the portal's assets.
  return renderPage({ title, main, widgets: false })
    .replace(/<link rel="icon"[^>]*>\n?/, '')
    .replace(
      '<link rel="stylesheet" href="/demo/host.css">',
      '<link rel="stylesheet" href="/demo/host.css">\n<link rel="stylesheet" href="/demo/demo-viewer.css">',
    );
}

export interface DemoViewerOptions {
  db: Db;
  /** VIEWER_LINK_KEY, when the deployment configures one. */
  linkKey?: string;
  /** Where host.css and demo-viewer.css are (demo/pages). */
  pagesDir: string;
  /** The portal's origins: the only pages that may frame the viewer. */
  frameAncestors: () => readonly string[];
}

/** The demo viewer's own site: `/demo-viewer/view/{ticket}` and its two stylesheets. */
export function demoViewerApp({ db, linkKey, pagesDir, frameAncestors }: DemoViewerOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders());
  for (const name of ['host.css', 'demo-viewer.css']) {
    app.get(`/demo/${name}`, async (c) => {
      c.header('Content-Type', 'text/css; charset=utf-8');
      c.header('Cache-Control', 'no-cache');
      return c.body(await readFile(path.join(pagesDir, name), 'utf8'));
    });
  }
  // Browsers ask a site they open for its icon; the demo viewer has none to show.
  app.get('/favicon.ico', (c) => c.body(null, 204));
  app.get('/demo-viewer/view/:ticket', async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Content-Security-Policy', contentSecurityPolicy({ frameAncestors: frameAncestors() }));
    const study = findStudy(readViewerTicket(await viewerLinkKey(db, linkKey), c.req.param('ticket')) ?? '');
    if (!study) {
      return c.html(
        viewerPage('Demo image viewer', '<h1>This viewer link has expired</h1><p>Please open the images from your link again.</p>'),
        404,
      );
    }
    return c.html(viewerPage(`Demo image viewer – ${study.description}`, studyHtml(study)));
  });
  return app;
}

/** The "PACS" a referrer prefers: a worklist page naming the study (the demo has no real PACS). */
export function demoPacsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/pacs/:accession', (c) => {
    const study = findStudy(c.req.param('accession'));
    if (!study) return c.notFound();
    return c.html(
      viewerPage(
        'Demo PACS',
        `<h1>Demo PACS worklist</h1><p>Study ${escapeHtml(study.accession)}: ${escapeHtml(study.description)}, ${escapeHtml(study.studyDate)}.</p>`,
      ),
    );
  });
  return app;
}
