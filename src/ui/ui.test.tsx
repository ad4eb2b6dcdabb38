// SafeHtml is tested in real Chromium (test/browser/safe-html.test.ts): happy-dom alters DOMPurify's output.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Banner } from './Banner';
import { Field } from './Field';
import { Spinner } from './Spinner';

afterEach(cleanup);

describe('Field', () => {
  it('links the label, hint and error to the control', () => {
    render(
      <Field label="Contact number" hint="Digits only" error="Please enter a valid contact number">
        <input name="contact" />
      </Field>,
    );
    const input = screen.getByLabelText('Contact number');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Digits only', 'Please enter a valid contact number']);
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid contact number');
  });

  it('is valid and not described by an error when there is none', () => {
    render(
      <Field label="Name">
        <input />
      </Field>,
    );
    const input = screen.getByLabelText('Name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('Banner and Spinner', () => {
  it('shows a close button only when it can be closed', async () => {
    const onClose = vi.fn();
    const { rerender } = render(<Banner>Read only</Banner>);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <Banner onClose={onClose} closeLabel="Close banner">
        Read only
      </Banner>,
    );
    await act(async () => screen.getByRole('button', { name: 'Close banner' }).click());
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('announces errors as alerts and other tones politely', () => {
    render(
      <>
        <Banner tone="error">Failed</Banner>
        <Banner tone="info">Note</Banner>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Failed');
    expect(screen.getByRole('status').textContent).toBe('Note');
  });

  it('labels the spinner for screen readers', () => {
    render(<Spinner label="Loading…" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});
