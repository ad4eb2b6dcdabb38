/**
 * A PDF's "view" link (`{base}/{id}/view`, src/api/API.md#attachments) as a page of its pages drawn
 * by the server (docs/rules.md#files-served-safely). A browser's own PDF viewer runs the document's
 * JavaScript and forms, even under a sandboxing Content-Security-Policy (Chromium's does); pdf.js
 * on the server runs neither, so the patient sees the pages and the file's script never reaches a
 * browser. The page itself is ours and holds no script: its policy allows the page images of this
 * origin and one stylesheet.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { SupportedLocale } from '../../../../src/constants';
import { escapeHtml } from '../../http/html';
import { readPrimaryDictionary } from '../i18n/routes';
import type { PageImage } from './service';

const CSS =
  'body{margin:0;background:#3b3e42;color:#fff;font:16px/1.4 system-ui,sans-serif}' +
  'h1{font-size:1.15rem;margin:1rem;overflow-wrap:anywhere}ol{list-style:none;margin:0;padding:0 .5rem 1rem}' +
  'li{margin:0 auto 1rem;max-width:1240px}img{display:block;width:100%;height:auto;background:#fff}p{margin:1rem}';
const STYLE_HASH = createHash('sha256').update(CSS).digest('base64');

export const VIEW_PAGE_POLICY = [
  "default-src 'none'",
  "img-src 'self'",
  `style-src 'sha256-${STYLE_HASH}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The page for a document's pages, or for why they cannot be shown (`pages` null). */
export async function documentViewPage(
  c: Context,
  messagesDir: string,
  locale: SupportedLocale,
  name: string,
  pages: readonly PageImage[] | null,
): Promise<Response> {
  const dictionary = await readPrimaryDictionary(messagesDir, locale);
  const text = (key: string, values: Record<string, string | number>) =>
    Object.entries(values).reduce(
      (message, [field, value]) => message.replaceAll(`{${field}}`, String(value)),
      String(dictionary[key] ?? key),
    );
  const title = escapeHtml(text('document_images.title', { name }));
  const body = pages
    ? `<ol>${pages
        .map(
          (page) =>
            `<li><img src="${escapeHtml(page.url)}" width="${page.width}" height="${page.height}" loading="lazy" alt="${escapeHtml(
              text('document_images.page_alt', { name, page: page.number, pages: pages.length }),
            )}"></li>`,
        )
        .join('')}</ol>`
    : `<p>${escapeHtml(text('document_images.failed', {}))}</p>`;
  c.header('Content-Security-Policy', VIEW_PAGE_POLICY);
  c.header('Cache-Control', 'private, no-store');
  return c.html(
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<meta name="referrer" content="no-referrer"><title>${title}</title><style>${CSS}</style></head>` +
      `<body><main><h1>${title}</h1>${body}</main></body></html>`,
    pages ? 200 : 422,
  );
}
