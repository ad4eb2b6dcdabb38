/**
 * The image viewer API on PGlite: every imsec case of the seed, bad input, the generation request,
 * and the demo viewer page a ticket opens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { openTestDb } from '../../test-support';
import { DEMO_IMSEC } from './demo-data';
import { createViewerTicket, readViewerTicket, VIEWER_TICKET_TTL_MS } from './viewer-ticket';

let db: Db;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent' });
}, 120_000);
afterAll(async () => db?.close());

const ORIGIN = 'http://portal.test';
async function viewer(query: Record<string, string>) {
  const response = await app.request(`${ORIGIN}/api/image_viewer?${new URLSearchParams(query)}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

describe('GET /api/image_viewer', () => {
  it('ACTIVE: a demo viewer URL with a ticket, and the PACS link, all absolute on this origin', async () => {
    const { status, body, headers } = await viewer({ input: DEMO_IMSEC.active });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toMatchObject({
      imageViewerLinkStatus: 'ACTIVE',
      redirectUrl: null,
      preference: null,
      pacsUrl: `${ORIGIN}/demo-viewer/pacs/HRAD-MR-1001`,
    });
    const url = new URL(body.url as string);
    expect(url.origin).toBe(ORIGIN);
    expect(url.pathname).toMatch(/^\/demo-viewer\/view\/[\w-]+\.[\w-]+$/);
    // The URL names no accession number and no imsec.
    expect(body.url).not.toContain('HRAD-MR-1001');
    expect(body.url).not.toContain(DEMO_IMSEC.active);
  });

  it('EXPIRED: no viewer URL, the redirect to the expired-link page', async () => {
    const { status, body } = await viewer({ input: DEMO_IMSEC.expired });
    expect(status).toBe(200);
    expect(body).toEqual({
      url: null,
      imageViewerLinkStatus: 'EXPIRED',
      redirectUrl: `${ORIGIN}/deny?status=EXPIRED`,
      preference: null,
      pacsUrl: null,
    });
  });

  it('PACS preference: the preference and the PACS URL', async () => {
    const { body } = await viewer({ input: DEMO_IMSEC.pacs });
    expect(body).toMatchObject({ imageViewerLinkStatus: 'ACTIVE', preference: 'PACS', pacsUrl: `${ORIGIN}/demo-viewer/pacs/HRAD-MR-1001` });
  });

  it('no images: ACTIVE without a URL', async () => {
    const { body } = await viewer({ input: DEMO_IMSEC.noImages });
    expect(body).toEqual({ url: null, imageViewerLinkStatus: 'ACTIVE', redirectUrl: null, preference: null, pacsUrl: null });
  });

  it('a viewer on another origin is answered as stored (the widget decides whether to follow it)', async () => {
    const { body } = await viewer({ input: DEMO_IMSEC.foreignOrigin });
    expect(body.url).toBe('https://viewer.unknown-imaging.example/study/HRAD-MR-1001');
  });

  it('repositorySource: the link’s own repository shows the images, another has none', async () => {
    expect((await viewer({ input: DEMO_IMSEC.active, repositorySource: 'PACS-MAIN' })).body.url).toMatch(
      /^http:\/\/portal\.test\/demo-viewer\//,
    );
    expect((await viewer({ input: DEMO_IMSEC.active, repositorySource: 'PACS-OTHER' })).body.url).toBeNull();
  });

  it('404 for an unknown imsec, 400 for a missing or malformed one', async () => {
    expect(await viewer({ input: 'unknown-imsec-token-000000' })).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect((await viewer({})).status).toBe(400);
    expect((await viewer({ input: 'short' })).status).toBe(400);
    expect((await viewer({ input: 'has spaces and <tags> in it!!' })).status).toBe(400);
    expect((await viewer({ input: DEMO_IMSEC.active, repositorySource: 'bad source!' })).status).toBe(400);
  });
});

describe('POST /api/image_viewer/generate', () => {
  const generate = (query: Record<string, string>) =>
    app.request(`${ORIGIN}/api/image_viewer/generate?${new URLSearchParams(query)}`, { method: 'POST', headers: { Origin: ORIGIN } });

  it('queues a known study with an empty body, and stores the request', async () => {
    const response = await generate({ accessionNumber: 'HRAD-MR-1001', repositorySource: 'PACS-MAIN', repositorySourceId: 'node-7' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'QUEUED' });
    const rows = await db.query<{ repository_source_id: string }>(
      `select repository_source_id from image_viewer_generation where accession_number = 'HRAD-MR-1001'`,
    );
    expect(rows.map((row) => row.repository_source_id)).toContain('node-7');
  });

  it('404 for an unknown study, 400 for a missing parameter, 403 from another site', async () => {
    expect((await generate({ accessionNumber: 'NOPE-1', repositorySource: 'PACS-MAIN', repositorySourceId: 'x' })).status).toBe(404);
    expect((await generate({ accessionNumber: 'HRAD-MR-1001', repositorySource: 'PACS-MAIN' })).status).toBe(400);
    const crossSite = await app.request(
      `${ORIGIN}/api/image_viewer/generate?accessionNumber=HRAD-MR-1001&repositorySource=PACS-MAIN&repositorySourceId=x`,
      { method: 'POST', headers: { Origin: 'https://evil.example' } },
    );
    expect(crossSite.status).toBe(403);
  });
});

describe('the demo viewer page', () => {
  it('shows the study’s images for a valid ticket, under the strict CSP', async () => {
    const { body } = await viewer({ input: DEMO_IMSEC.active });
    const response = await app.request(body.url as string);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const html = await response.text();
    expect(html).toContain('MRI left knee');
    expect(html.match(/<svg /g)).toHaveLength(5);
    expect(html).not.toMatch(/<script|style=/);
  });

  it('refuses a forged or expired ticket', async () => {
    expect((await app.request(`${ORIGIN}/demo-viewer/view/${createViewerTicket('HRAD-MR-1001')}x`)).status).toBe(404);
    expect(readViewerTicket(createViewerTicket('HRAD-MR-1001', Date.now() - VIEWER_TICKET_TTL_MS - 1))).toBeNull();
    expect(readViewerTicket(createViewerTicket('HRAD-MR-1001'))).toBe('HRAD-MR-1001');
  });
});
