/**
 * Open-redirect probes against every helper that decides where the browser goes next. Each hostile
 * form is one a crafted link can carry in `redirectUrl` or `returnUrl`; the browser's own URL
 * parser decides what they mean, so that is what the helpers must agree with.
 */
import { describe, expect, it } from 'vitest';
import { redirectTarget, sameSitePath } from './allowed-targets';
import { safeReturnPath } from './auth-links';

const ORIGIN = 'https://portal.example';
const LISTED = ['https://cms.example'];

const HOSTILE = [
  '//evil.example',
  '///evil.example',
  'https:evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '\\\\evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '\t//evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/a/../..//evil.example',
  'https://portal.example@evil.example/',
  'https://user:pass@portal.example/',
];

/** Where the browser ends up when it follows `target` from a page on ORIGIN. */
const landing = (target: string) => new URL(target, ORIGIN).origin;

describe('open-redirect probes', () => {
  it.each(HOSTILE)('%j never leads off the site', (url) => {
    const path = sameSitePath(url, ORIGIN);
    if (path !== null) {
      expect(path.startsWith('/') && !path.startsWith('//')).toBe(true);
      expect(landing(path)).toBe(ORIGIN);
    }
    const target = redirectTarget(url, ORIGIN, LISTED);
    if (target !== null) expect(landing(target)).toBe(ORIGIN);
    const back = safeReturnPath(url, ORIGIN);
    if (back !== null) expect(landing(back)).toBe(ORIGIN);
  });

  it('keeps what is meant: paths here, listed origins whole', () => {
    expect(sameSitePath('/appointments/X?a=1#b', ORIGIN)).toBe('/appointments/X?a=1#b');
    expect(sameSitePath(`${ORIGIN}/appointments/X`, ORIGIN)).toBe('/appointments/X');
    expect(redirectTarget('/booking/mri', ORIGIN, LISTED)).toBe('/booking/mri');
    expect(redirectTarget('https://cms.example/thanks', ORIGIN, LISTED)).toBe('https://cms.example/thanks');
    expect(redirectTarget('https://evil.example/thanks', ORIGIN, LISTED)).toBeNull();
    expect(redirectTarget('', ORIGIN, LISTED)).toBeNull();
    expect(redirectTarget(undefined, ORIGIN, LISTED)).toBeNull();
  });
});
