/**
 * Importing any entry where there is no DOM (server rendering, Node scripts) must not throw.
 * Runs in plain Node: no window, no document, no HTMLElement.
 */
import { describe, expect, it } from 'vitest';

describe('entries import in Node without a DOM', () => {
  it('has no DOM here', () => {
    expect(typeof document).toBe('undefined');
  });

  it.each([
    ['rad-deny', '../../widgets/deny/index'],
    ['rad-page', '../../widgets/page/index'],
  ])('%s', async (tag, path) => {
    await expect(import(path)).resolves.toBeTruthy();
    expect(customElements.get(tag)).toBeTruthy();
  });

  it('the loader', async () => {
    await expect(import('../../widgets/rad-widgets')).resolves.toBeTruthy();
  });
});
