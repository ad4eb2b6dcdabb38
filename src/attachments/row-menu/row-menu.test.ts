/** The row menu's arrow keys (APG menu pattern): always an item of the menu, wrapping at both ends. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextIndex } from './row-menu';

describe('nextIndex', () => {
  it('wraps at both ends; Home and End jump; other keys move nothing', () => {
    expect(nextIndex('ArrowDown', 4, 5)).toBe(0);
    expect(nextIndex('ArrowUp', 0, 5)).toBe(4);
    expect(nextIndex('Home', 3, 5)).toBe(0);
    expect(nextIndex('End', 0, 5)).toBe(4);
    expect(nextIndex('a', 1, 5)).toBeNull();
    expect(nextIndex('ArrowDown', 0, 0)).toBeNull();
  });

  it('from any item (or none focused, -1), a move lands on an item of the menu', () => {
    fc.assert(
      fc.property(fc.constantFrom('ArrowDown', 'ArrowUp', 'Home', 'End'), fc.integer({ min: 1, max: 12 }), fc.nat(), (key, count, seed) => {
        const current = (seed % (count + 1)) - 1;
        const next = nextIndex(key, current, count)!;
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(count);
      }),
    );
  });
});
