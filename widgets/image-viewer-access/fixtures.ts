/**
 * The direct link page's states that hold still without an identity provider: one source for the
 * browser tests and the stories. The sign-in itself (popup, token, server check, redirect) runs
 * against the reference server's provider in test/e2e/image-viewer-access.e2e.test.ts.
 */
export const FIXTURE_WORK_ACCOUNT = {
  authority: 'https://idp.fixture.example/oidc',
  clientId: 'rad-image-viewer',
  scopes: ['openid', 'profile', 'email'],
};

export interface AccessCase {
  name: string;
  attributes: Record<string, string>;
  /** The provider's work-account settings for this case (default FIXTURE_WORK_ACCOUNT). */
  workAccount?: typeof FIXTURE_WORK_ACCOUNT;
  see: { selector: string; text?: string }[];
  absent?: string[];
}

export const accessCases: AccessCase[] = [
  {
    name: 'Sign-in needed',
    attributes: { input: 'demo-direct-mr-knee-1001-rivera' },
    see: [
      { selector: '[part="sign-in"]', text: 'Sign in with your work account' },
      { selector: '.viewer-access__intro', text: 'Sign in with your work account to open the images' },
    ],
  },
  {
    name: 'Missing input',
    attributes: {},
    see: [{ selector: '[role="alert"]', text: 'This image link is incomplete' }],
    absent: ['[part="sign-in"]'],
  },
  {
    name: 'Not configured',
    attributes: { input: 'demo-direct-mr-knee-1001-rivera' },
    workAccount: { ...FIXTURE_WORK_ACCOUNT, authority: '' },
    see: [{ selector: '[role="alert"]', text: 'Sign-in for radiologists is not set up' }],
    absent: ['[part="sign-in"]'],
  },
];
