import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import enAU from '../../../src/i18n/messages/en-AU.json';
import { runtime } from '../../../src/runtime';
import { InactivityDialog, INACTIVITY_TITLE_KEY } from './InactivityDialog';
import { useKioskInactivity, type UseKioskInactivityOptions } from './useKioskInactivity';

const TITLE = 'This screen will reset soon';

beforeEach(async () => {
  // The page runtime has only its fallback texts in a test; give it the en-AU ones we use
  // (again before each test: a time-out clears role translations).
  const texts = enAU as Record<string, string>;
  await runtime.i18n.mergeRoleTranslations(
    JSON.stringify({
      'message.inactivity_text': texts['message.inactivity_text'],
      'action.cancel': texts['action.cancel'],
      'action.home': texts['action.home'],
      [INACTIVITY_TITLE_KEY]: TITLE,
    }),
  );
});
afterEach(() => {
  cleanup();
  runtime.i18n.clearRoleTranslations();
  vi.useRealTimers();
  localStorage.clear();
});

describe('InactivityDialog', () => {
  it('is an alert dialog named by its title, with the live countdown text', () => {
    render(<InactivityDialog open secondsLeft={10} onCancel={() => {}} onHome={() => {}} />);
    const dialog = screen.getByRole('alertdialog', { name: TITLE });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.hasAttribute('open')).toBe(true);
    const text = screen.getByText(/this screen will reset in 10 seconds/);
    expect(text.getAttribute('aria-live')).toBe('polite');
    expect(dialog.getAttribute('aria-describedby')).toBe(text.id);
    // Only the text is live, not the dialog
    expect(dialog.hasAttribute('aria-live')).toBe(false);
  });

  it('updates the seconds and uses the singular for 1', () => {
    const { rerender } = render(<InactivityDialog open secondsLeft={2} onCancel={() => {}} onHome={() => {}} />);
    expect(screen.getByText(/reset in 2 seconds\./)).toBeTruthy();
    rerender(<InactivityDialog open secondsLeft={1} onCancel={() => {}} onHome={() => {}} />);
    expect(screen.getByText(/reset in 1 second\./)).toBeTruthy();
  });

  it('focuses Cancel first and calls the callbacks', async () => {
    const onCancel = vi.fn();
    const onHome = vi.fn();
    render(<InactivityDialog open secondsLeft={10} onCancel={onCancel} onHome={onHome} />);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(cancel);
    await act(async () => cancel.click());
    expect(onCancel).toHaveBeenCalledOnce();
    await act(async () => screen.getByRole('button', { name: 'Home' }).click());
    expect(onHome).toHaveBeenCalledOnce();
  });

  it('does not close on Escape (no dismiss without a choice)', () => {
    const onCancel = vi.fn();
    render(<InactivityDialog open secondsLeft={10} onCancel={onCancel} onHome={() => {}} />);
    const dialog = screen.getByRole('alertdialog');
    const escape = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(true);
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('is closed when not open', () => {
    render(<InactivityDialog open={false} secondsLeft={0} onCancel={() => {}} onHome={() => {}} />);
    expect(document.querySelector('dialog')!.hasAttribute('open')).toBe(false);
  });
});

describe('useKioskInactivity', () => {
  function Portal(props: UseKioskInactivityOptions) {
    const { dialog } = useKioskInactivity(props);
    return <main>{dialog}</main>;
  }

  function setup(kioskMode = true) {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-01-01T09:00:00Z'));
    const post = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    const props = {
      idleSeconds: 5,
      onHome: vi.fn(),
      onTimeout: vi.fn(),
      runtime: { ...runtime, api: () => ({ post }) as never },
    };
    const view = render(<Portal kioskMode={kioskMode} {...props} />);
    const dialog = () => document.querySelector('dialog');
    return { ...view, props, post, dialog };
  }

  it('opens the dialog after the idle time and counts down', async () => {
    const { dialog } = setup();
    expect(dialog()!.hasAttribute('open')).toBe(false);
    await act(async () => vi.advanceTimersByTime(5000));
    expect(dialog()!.hasAttribute('open')).toBe(true);
    expect(screen.getByText(/reset in 10 seconds/)).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(3000));
    expect(screen.getByText(/reset in 7 seconds/)).toBeTruthy();
  });

  it('Cancel closes it and watching resumes', async () => {
    const { dialog, props } = setup();
    await act(async () => vi.advanceTimersByTime(6000));
    await act(async () => screen.getByRole('button', { name: 'Cancel' }).click());
    expect(dialog()!.hasAttribute('open')).toBe(false);
    await act(async () => vi.advanceTimersByTime(4000));
    expect(dialog()!.hasAttribute('open')).toBe(false);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(dialog()!.hasAttribute('open')).toBe(true);
    expect(props.onTimeout).not.toHaveBeenCalled();
  });

  it('Home closes it and calls onHome', async () => {
    const { dialog, props } = setup();
    await act(async () => vi.advanceTimersByTime(6000));
    await act(async () => screen.getByRole('button', { name: 'Home' }).click());
    expect(dialog()!.hasAttribute('open')).toBe(false);
    expect(props.onHome).toHaveBeenCalledOnce();
  });

  it('activity during the countdown closes the dialog', async () => {
    const { dialog } = setup();
    await act(async () => vi.advanceTimersByTime(6000));
    await act(async () => fireEvent.pointerDown(document.body));
    expect(dialog()!.hasAttribute('open')).toBe(false);
  });

  it('times out: resets the session, then calls onTimeout once, and the next round of watching starts', async () => {
    const { dialog, props, post } = setup();
    sessionStorage.setItem('rad-widgets.draft', 'canary');
    await act(async () => vi.advanceTimersByTime(15_000));
    expect(post).toHaveBeenCalledOnce();
    expect(sessionStorage.length).toBe(0);
    expect(props.onTimeout).toHaveBeenCalledOnce();
    expect(dialog()!.hasAttribute('open')).toBe(false);
    // Spec 000 §4 rule 1: still in kiosk mode and no longer watching, so watching starts again
    // (a portal routed in memory is not reloaded): nothing before another idle time and countdown…
    await act(async () => vi.advanceTimersByTime(12_000));
    expect(props.onTimeout).toHaveBeenCalledOnce();
    // …then the next time-out, once.
    await act(async () => vi.advanceTimersByTime(5_000));
    expect(props.onTimeout).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('kiosk mode off renders nothing and does not watch', async () => {
    const { dialog, props, rerender } = setup(false);
    expect(dialog()).toBeNull();
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(props.onTimeout).not.toHaveBeenCalled();
    rerender(<Portal kioskMode {...props} />);
    expect(vi.getTimerCount()).toBe(1);
    rerender(<Portal kioskMode={false} {...props} />);
    expect(vi.getTimerCount()).toBe(0);
    expect(dialog()).toBeNull();
  });
});
