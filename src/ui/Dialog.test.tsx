/**
 * The native dialog wrapper. A browser refuses showModal() on a dialog that is not in a document
 * (InvalidStateError); a widget whose element was just removed from the page (its React root
 * unmounts a microtask later) can still ask for a dialog then, and must not crash on it.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

beforeEach(() => {
  // As Chromium does: showModal() throws on a dialog outside a document.
  vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function (this: HTMLDialogElement) {
    if (!this.isConnected) throw new DOMException("Failed to execute 'showModal': The element is not in a Document.", 'InvalidStateError');
    this.setAttribute('open', '');
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Dialog', () => {
  it('opens modally when it is in the page', () => {
    const { container } = render(
      <Dialog open title="This time is not available">
        <p>text</p>
      </Dialog>,
    );
    expect(container.querySelector('dialog')?.open).toBe(true);
  });

  it('asked to open while its element is out of the page, it stays shut instead of throwing', () => {
    const detached = document.createElement('div');
    expect(() =>
      render(
        <Dialog open title="This time is not available">
          <p>text</p>
        </Dialog>,
        { container: detached },
      ),
    ).not.toThrow();
    expect(detached.querySelector('dialog')?.open).toBe(false);
  });
});
