/**
 * The image viewer API on PGlite: every imsec case of the seed, bad input, the generation request,
 * and the demo viewer page a ticket opens, on the viewer's own origin. Two apps on one database
 * stand for two server instances: a link one made opens at the other's viewer (issue 26 item 4).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { openTestDb } from '../../test-support';
import { DEMO_IMSEC } from './demo-data';
import { demoViewerApp } from './viewer-page';
import { viewerLinkKey } from './viewer-key';
import { createViewerTicket, readViewerTicket, VIEWER_TICKET_TTL_MS } from './viewer-ticket';
import { DEFAULT_PAGES_DIR } from '../../paths';

const VIEWER = 'http://viewer.test';
let db: Db;
let app: ReturnType<typeof createApp>;
/** Another instance on the same database, with its own demo viewer. */
let otherViewer: ReturnType<typeof demoViewerApp>;
beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent', demoViewerOrigin: () => VIEWER });
  otherViewer = demoViewerApp({ db, pagesDir: DEFAULT_PAGES_DIR, frameAncestors: () => ['http://portal.test'] });
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
    // The viewer is another site than the portal: the page frames it as one (issue 23, defect 5).
    const url = new URL(body.url as string);
    expect(url.origin).toBe(VIEWER);
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
      /^http:\/\/viewer\.test\/demo-viewer\//,
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
  it('shows the study’s images for a valid ticket made by another instance, framed by the portal only, under the strict CSP', async () => {
    const { body } = await viewer({ input: DEMO_IMSEC.active });
    const response = await otherViewer.request(body.url as string);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self' http://portal.test;");
    const html = await response.text();
    expect(html).toContain('MRI left knee');
    expect(html.match(/<svg /g)).toHaveLength(5);
    expect(html).not.toMatch(/<script|style=/);
  });

  it('refuses a forged or expired ticket, and one signed with another key', async () => {
    const key = await viewerLinkKey(db);
    expect((await otherViewer.request(`${VIEWER}/demo-viewer/view/${createViewerTicket(key, 'HRAD-MR-1001')}x`)).status).toBe(404);
    expect(readViewerTicket(key, createViewerTicket(key, 'HRAD-MR-1001', Date.now() - VIEWER_TICKET_TTL_MS - 1))).toBeNull();
    expect(readViewerTicket(key, createViewerTicket(key, 'HRAD-MR-1001'))).toBe('HRAD-MR-1001');
    expect(readViewerTicket(Buffer.alloc(32, 7), createViewerTicket(key, 'HRAD-MR-1001'))).toBeNull();
  });

  it('is not served on the portal’s own origin', async () => {
    const { body } = await viewer({ input: DEMO_IMSEC.active });
    expect((await app.request(`${ORIGIN}${new URL(body.url as string).pathname}`)).status).toBe(404);
  });

  it('the key is the database’s, made once: a second handle on the database reads the same', async () => {
    const [first] = await db.query<{ count: number }>(`select count(*)::int as count from signing_key where purpose = 'viewer-link'`);
    expect(first!.count).toBe(1);
    const again = await db.query<{ secret: Uint8Array }>(`select secret from signing_key where purpose = 'viewer-link'`);
    expect(Buffer.from(again[0]!.secret).equals(await viewerLinkKey(db))).toBe(true);
    // A configured key wins over the stored one.
    expect((await viewerLinkKey(db, 'ab'.repeat(32))).equals(Buffer.alloc(32, 0xab))).toBe(true);
    await expect(viewerLinkKey(db, 'c2hvcnQ')).rejects.toThrow(/at least 32 bytes/);
  });
});
