import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { checkTarget } from '../../src/router/allowed-targets';
import { createAccessFlow, type AccessFlowDeps, type SignIn, type WorkAccountIdentity } from './access-flow';

const rivera: WorkAccountIdentity = { idToken: 'id.token.value', username: 'dr.rivera@example.test', email: 'dr.rivera@example.test' };
const VIEWER = 'https://portal.example/demo-viewer/view/ticket';

function setup(
  options: {
    silent?: WorkAccountIdentity | null;
    interactive?: () => Promise<WorkAccountIdentity>;
    open?: AccessFlowDeps['openImages'];
    signInFails?: boolean;
  } = {},
) {
  const signIn: SignIn = {
    silent: vi.fn(async () => options.silent ?? null),
    interactive: vi.fn(options.interactive ?? (async () => rivera)),
  };
  const redirect = vi.fn();
  const openImages = vi.fn(options.open ?? (async () => ({ url: VIEWER })));
  const flow = createAccessFlow({
    input: 'demo-direct-input-0001',
    signIn: async () => {
      if (options.signInFails) throw new Error('chunk failed to load');
      return signIn;
    },
    openImages,
    checkTarget: (url) => checkTarget(url, { pageOrigin: 'https://portal.example', apiOrigin: 'https://portal.example', allowed: [] }),
    redirect,
  });
  return { flow, signIn, redirect, openImages };
}

describe('the direct image link flow', () => {
  it('a token MSAL already holds: no button, the images open', async () => {
    const { flow, signIn, redirect, openImages } = setup({ silent: rivera });
    await flow.start();
    expect(signIn.interactive).not.toHaveBeenCalled();
    expect(openImages).toHaveBeenCalledWith({ input: 'demo-direct-input-0001', ...rivera });
    expect(flow.phase.value).toEqual({ kind: 'success', url: VIEWER });
    expect(redirect).toHaveBeenCalledWith(VIEWER);
  });

  it('no token: waits for the sign-in button, then signs in interactively', async () => {
    const { flow, signIn, redirect } = setup();
    await flow.start();
    expect(flow.phase.value).toEqual({ kind: 'needs-sign-in' });
    expect(redirect).not.toHaveBeenCalled();
    await flow.signInInteractively();
    expect(signIn.interactive).toHaveBeenCalledOnce();
    expect(redirect).toHaveBeenCalledWith(VIEWER);
  });

  it('a failed or cancelled sign-in is an identity failure, and the button stays', async () => {
    const { flow, openImages } = setup({ interactive: async () => Promise.reject(new Error('user_cancelled')) });
    await flow.start();
    await flow.signInInteractively();
    expect(flow.phase.value).toEqual({ kind: 'auth-failed' });
    expect(openImages).not.toHaveBeenCalled();
  });

  it('a silent sign-in that fails in any way, or gives no token, asks the person: the button, no error, nothing sent', async () => {
    for (const silent of [async () => Promise.reject(new Error('monitor_window_timeout')), async () => ({ ...rivera, idToken: '' })]) {
      const { flow, signIn, openImages } = setup();
      (signIn.silent as ReturnType<typeof vi.fn>).mockImplementation(silent);
      await flow.start();
      expect(flow.phase.value).toEqual({ kind: 'needs-sign-in' });
      expect(openImages).not.toHaveBeenCalled();
    }
  });

  it('the identity library failing to load is an identity failure too', async () => {
    const { flow } = setup({ signInFails: true });
    await flow.start();
    expect(flow.phase.value).toEqual({ kind: 'auth-failed' });
  });

  it.each([
    ['a refused token (403 invalid_token)', new ApiError('http', 'x', 403, { code: 'invalid_token' }), 'auth-failed'],
    [
      'a token that fails the request schema (400 on idToken)',
      new ApiError('http', 'x', 400, {
        code: 'invalid_request',
        issues: [{ path: 'idToken', message: 'message.error_check_images_authorization' }],
      }),
      'auth-failed',
    ],
    ['an input that fails the request schema (400 on input)', new ApiError('http', 'x', 400, { issues: [{ path: 'input' }] }), 'no-access'],
    ['no access (403 no_access)', new ApiError('http', 'x', 403, { code: 'no_access' }), 'no-access'],
    ['an unknown link (404)', new ApiError('http', 'x', 404, {}), 'no-access'],
    ['a server error', new ApiError('http', 'x', 500, {}), 'no-access'],
    ['the network', new ApiError('network', 'error.network'), 'no-access'],
  ])('the server answering %s → %s', async (_name, error, kind) => {
    const { flow, redirect } = setup({ silent: rivera, open: async () => Promise.reject(error) });
    await flow.start();
    expect(flow.phase.value).toEqual({ kind });
    expect(redirect).not.toHaveBeenCalled();
  });

  it('an answer without a URL → error generating the link', async () => {
    const { flow, redirect } = setup({ silent: rivera, open: async () => ({ url: null }) });
    await flow.start();
    expect(flow.phase.value).toEqual({ kind: 'no-url' });
    expect(redirect).not.toHaveBeenCalled();
  });

  it('a URL on an origin nobody allowed is refused, not followed', async () => {
    const { flow, redirect } = setup({ silent: rivera, open: async () => ({ url: 'https://evil.example/view' }) });
    await flow.start();
    expect(flow.phase.value).toEqual({ kind: 'refused', origin: 'https://evil.example' });
    expect(redirect).not.toHaveBeenCalled();
  });
});
