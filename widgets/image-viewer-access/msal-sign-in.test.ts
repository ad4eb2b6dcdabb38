import { describe, expect, it } from 'vitest';
import { isSignInAnswer } from './msal-sign-in';

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
