import { describe, expect, it } from 'vitest';
import { createAuthModel } from './auth.model';
import { createConfigModel } from './config.model';
import { createUserModel } from './user.model';

describe('user model', () => {
  it('replaces the user when loaded and empties it on logout success', () => {
    const model = createUserModel();
    expect(model.user.value).toBeNull();
    model.userLoaded({ username: 'dr.chen', organization: null, currentDoctor: { firstName: 'Mei', lastName: 'Chen' } });
    model.userLoaded({ username: 'reception', organization: 'Harbourside' });
    expect(model.user.value).toEqual({ username: 'reception', organization: 'Harbourside' });
    model.logOutSuccess();
    expect(model.user.value).toBeNull();
  });
});

describe('auth model', () => {
  it('starts signed out with the four spec fields', () => {
    const auth = createAuthModel();
    expect([auth.isAuthenticated.value, auth.loading.value, auth.verifiedCaptcha.value, auth.otpSent.value]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('drops the session at once when a logout is requested and counts the request', () => {
    const auth = createAuthModel();
    auth.authenticated();
    auth.captchaVerified();
    auth.otpWasSent();
    auth.requestLogout();
    expect(auth.isAuthenticated.value).toBe(false);
    expect(auth.verifiedCaptcha.value).toBe(false);
    expect(auth.otpSent.value).toBe(false);
    expect(auth.logoutRequests.value).toBe(1);
  });
});

describe('config model', () => {
  it('has the banner open until it is closed', () => {
    const model = createConfigModel();
    expect(model.bannerClosed.value).toBe(false);
    model.closeBanner();
    expect(model.bannerClosed.value).toBe(true);
  });

  it('tracks loading, ready and error', () => {
    const model = createConfigModel();
    model.loading();
    expect(model.status.value).toBe('loading');
    model.loaded({ radiology: { name: 'X', code: 'X' } } as never);
    expect(model.status.value).toBe('ready');
  });

  it('gives each factory call fresh state', () => {
    const a = createConfigModel();
    a.closeBanner();
    expect(createConfigModel().bannerClosed.value).toBe(false);
  });
});

describe('auth model: marking not authenticated', () => {
  it('forgets the session and asks the shell to sign in again, without a logout', () => {
    const auth = createAuthModel();
    auth.authenticated();
    auth.markNotAuthenticated();
    expect(auth.isAuthenticated.value).toBe(false);
    expect(auth.authenticationRequests.value).toBe(1);
    expect(auth.logoutRequests.value).toBe(0);
  });
});
