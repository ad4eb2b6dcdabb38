import { describe, expect, it } from 'vitest';
import type { AccountInfo } from '@azure/msal-browser';
import { cachedIdentity, isSignInAnswer } from './msal-sign-in';

describe('isSignInAnswer: is this page the sign-in’s return page?', () => {
  it.each([
    ['https://p.example/image-viewer-access#code=abc&state=xyz', true],
    ['https://p.example/image-viewer-access#error=access_denied&state=xyz', true],
    ['https://p.example/image-viewer-access?code=abc&state=xyz', true],
    ['https://p.example/image-viewer-access?input=demo-direct-1', false],
    ['https://p.example/image-viewer-access#code=abc', false],
    ['https://p.example/image-viewer-access', false],
  ])('%s → %s', (url, expected) => {
    expect(isSignInAnswer(new URL(url))).toBe(expected);
  });
});

describe('cachedIdentity: the ID token MSAL keeps with the signed-in account', () => {
  const now = 1_800_000_000;
  const account = (idToken: string | undefined, exp: number | undefined): AccountInfo => ({
    homeAccountId: 'h',
    environment: 'idp.example',
    tenantId: '',
    username: 'dr.rivera@example.test',
    localAccountId: 'rivera',
    ...(idToken === undefined ? {} : { idToken }),
    idTokenClaims: { email: 'dr.rivera@example.test', preferred_username: 'dr.rivera@example.test', ...(exp === undefined ? {} : { exp }) },
  });

  it('is the account’s token while it has more than a minute to live', () => {
    expect(cachedIdentity(account('a.b.c', now + 600), now)).toEqual({
      idToken: 'a.b.c',
      username: 'dr.rivera@example.test',
      email: 'dr.rivera@example.test',
    });
  });

  it.each([
    ['no token', account(undefined, now + 600)],
    ['an empty token', account('', now + 600)],
    ['no expiry', account('a.b.c', undefined)],
    ['a token about to expire', account('a.b.c', now + 30)],
    ['an expired token', account('a.b.c', now - 1)],
  ])('is none with %s (a fresh one is asked for)', (_name, cached) => {
    expect(cachedIdentity(cached, now)).toBeNull();
  });
});
