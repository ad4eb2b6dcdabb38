import { describe, expect, it } from 'vitest';
import type { ImageViewerResponse } from '../../src/api/schemas/image-viewer.schema';
import { failureOf, imsecOf, pacsLinkOf, stateOf } from './viewer-state';
import { checkTarget, type TrustedOrigins } from '../../src/router/allowed-targets';

const trusted: TrustedOrigins = {
  pageOrigin: 'https://portal.example',
  apiOrigin: 'https://api.portal.example',
  allowed: ['https://viewer.example', 'https://pacs.example/some/path', 'not a url'],
};
const base: ImageViewerResponse = { url: null, imageViewerLinkStatus: 'ACTIVE', redirectUrl: null, preference: null, pacsUrl: null };
const answer = (fields: Partial<ImageViewerResponse>): ImageViewerResponse => ({ ...base, ...fields });

describe('checkTarget: the redirect and frame allow-list', () => {
  it.each([
    ['https://portal.example/deny?status=EXPIRED', true],
    ['https://api.portal.example/demo-viewer/view/t', true],
    ['https://viewer.example/study/1', true],
    ['https://pacs.example/worklist', true], // an allowed entry with a path allows its origin
    ['https://viewer.example:8443/study/1', false], // another port is another origin
    ['http://viewer.example/study/1', false], // another scheme too
    ['https://viewer.example.evil.example/', false],
    ['https://evil.example/', false],
    ['https://user@viewer.example/', false],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
  ])('%s → allowed %s', (url, ok) => {
    expect(checkTarget(url, trusted).ok).toBe(ok);
  });

  it('names the refused origin, and resolves relative URLs against the API', () => {
    expect(checkTarget('https://evil.example/x?imsec=1', trusted)).toEqual({ ok: false, origin: 'https://evil.example' });
    expect(checkTarget('/demo-viewer/pacs/1', trusted)).toEqual({ ok: true, href: 'https://api.portal.example/demo-viewer/pacs/1' });
  });
});

describe('stateOf: the answer → what the page shows', () => {
  it('ACTIVE with an allowed url → the frame; a viewer on another site keeps its origin', () => {
    expect(stateOf(answer({ url: 'https://viewer.example/s/1' }), trusted)).toEqual({
      kind: 'frame',
      url: 'https://viewer.example/s/1',
      sandbox: 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads allow-same-origin',
    });
  });

  it.each(['https://portal.example/viewer/1', 'https://api.portal.example/demo-viewer/view/t'])(
    'a viewer on the page’s or the API’s origin (%s) is framed without allow-same-origin',
    (url) => {
      const state = stateOf(answer({ url }), trusted);
      expect(state).toMatchObject({ kind: 'frame', url });
      const flags = (state as { sandbox: string }).sandbox.split(' ');
      expect(flags).toContain('allow-scripts');
      expect(flags).not.toContain('allow-same-origin');
    },
  );

  it('ACTIVE with a url on an unknown origin → refused, not framed', () => {
    expect(stateOf(answer({ url: 'https://evil.example/s/1' }), trusted)).toEqual({ kind: 'refused', origin: 'https://evil.example' });
  });

  it('no url → images not available', () => {
    expect(stateOf(answer({}), trusted)).toEqual({ kind: 'not-available' });
  });

  it('EXPIRED → redirect to redirectUrl, whatever url or preference say', () => {
    expect(
      stateOf(
        answer({
          imageViewerLinkStatus: 'EXPIRED',
          redirectUrl: 'https://portal.example/deny',
          url: 'https://viewer.example/',
          preference: 'PACS',
          pacsUrl: 'https://pacs.example/',
        }),
        trusted,
      ),
    ).toEqual({ kind: 'redirect', reason: 'expired', url: 'https://portal.example/deny' });
  });

  it('EXPIRED to an unknown origin → refused; EXPIRED without redirectUrl → link expired', () => {
    expect(stateOf(answer({ imageViewerLinkStatus: 'EXPIRED', redirectUrl: 'https://evil.example/' }), trusted)).toEqual({
      kind: 'refused',
      origin: 'https://evil.example',
    });
    expect(stateOf(answer({ imageViewerLinkStatus: 'EXPIRED' }), trusted)).toEqual({ kind: 'expired' });
  });

  it('preference PACS → redirect to pacsUrl (any case), before the frame', () => {
    expect(stateOf(answer({ preference: 'pacs', pacsUrl: 'https://pacs.example/w', url: 'https://viewer.example/' }), trusted)).toEqual({
      kind: 'redirect',
      reason: 'pacs',
      url: 'https://pacs.example/w',
    });
    expect(stateOf(answer({ preference: 'PACS', pacsUrl: 'https://evil.example/' }), trusted).kind).toBe('refused');
  });

  it('preference PACS without a pacsUrl → the viewer as usual', () => {
    expect(stateOf(answer({ preference: 'PACS', url: 'https://viewer.example/s' }), trusted).kind).toBe('frame');
    expect(stateOf(answer({ preference: 'VIEWER', pacsUrl: 'https://pacs.example/', url: 'https://viewer.example/s' }), trusted).kind).toBe(
      'frame',
    );
  });
});

describe('failureOf', () => {
  it('a link the API does not know (404) or cannot read (400) is not valid; anything else may pass', () => {
    expect(failureOf(404)).toEqual({ kind: 'invalid' });
    expect(failureOf(400)).toEqual({ kind: 'invalid' });
    for (const status of [500, 503, 429, undefined]) expect(failureOf(status)).toEqual({ kind: 'error' });
  });
});

describe('pacsLinkOf and imsecOf', () => {
  it('offers an allowed PACS link only', () => {
    expect(pacsLinkOf(answer({ pacsUrl: 'https://pacs.example/w' }), trusted)).toBe('https://pacs.example/w');
    expect(pacsLinkOf(answer({ pacsUrl: 'https://evil.example/w' }), trusted)).toBeNull();
    expect(pacsLinkOf(null, trusted)).toBeNull();
  });

  it('treats an empty imsec as missing', () => {
    expect(imsecOf(undefined)).toBeNull();
    expect(imsecOf('   ')).toBeNull();
    expect(imsecOf(' abc ')).toBe('abc');
  });
});
