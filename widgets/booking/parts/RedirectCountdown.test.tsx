/**
 * The redirect after a booking in happy-dom: the countdown checks its own target (it loads only
 * when a booking is done with `bookingRedirectUrl` set), so a target the provider did not allow
 * shows nothing, and an allowed one is handed to the host as the patient goes.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import enAU from '../../../src/i18n/messages/en-AU.json';
import { WidgetContext } from '../../../src/element/widget-context';
import { runtime } from '../../../src/runtime';
import { RedirectCountdown } from './RedirectCountdown';

function renderIn(target: string, allowedOrigins: readonly string[]) {
  const host = document.createElement('rad-booking');
  document.body.append(host);
  const went: string[] = [];
  host.addEventListener('rad-navigate', (event) => {
    event.preventDefault();
    went.push((event as CustomEvent<{ path: string }>).detail.path);
  });
  render(
    <WidgetContext.Provider value={{ tag: 'rad-booking', host, shadowRoot: host.attachShadow({ mode: 'open' }) }}>
      <RedirectCountdown target={target} allowedOrigins={allowedOrigins} />
    </WidgetContext.Provider>,
  );
  return went;
}

beforeEach(async () => {
  await runtime.i18n.mergeRoleTranslations(JSON.stringify(enAU));
});
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  runtime.i18n.clearRoleTranslations();
});

describe('RedirectCountdown', () => {
  it('shows nothing for a target on an origin the provider did not allow', () => {
    renderIn('https://evil.example/thank-you', ['https://clinic.example']);
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
    expect(screen.queryByText('Go now')).toBeNull();
  });

  it('shows nothing for a target that is not a web address', () => {
    renderIn('javascript:alert(1)', []);
    expect(screen.queryByText('Go now')).toBeNull();
  });

  it('a path on this site goes to the host as a path; an allowed origin as its full address', () => {
    const here = renderIn('/demo/thank-you', []);
    screen.getByText('Go now').click();
    expect(here).toEqual(['/demo/thank-you']);
    cleanup();
    const there = renderIn('https://clinic.example/thanks?from=booking', ['https://clinic.example']);
    screen.getByText('Go now').click();
    expect(there).toEqual(['https://clinic.example/thanks?from=booking']);
  });
});
