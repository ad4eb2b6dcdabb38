/**
 * Arrow-key movement inside the slot grid's two grids (WAI-ARIA grid pattern): one tab stop each,
 * the arrows, Home and End move within, PageUp and PageDown turn the page. Pure, so the rules are
 * unit-tested apart from the DOM.
 */

export type GridMove = { index: number } | { page: -1 | 1 } | null;

/**
 * The day picker: `count` days in rows of seven. Left and right move a day, up and down a week,
 * Home and End to the row's ends; PageUp and PageDown ask for the previous or next page; moving
 * past either end also turns the page.
 */
export function moveInDays(key: string, index: number, count: number): GridMove {
  const column = index % 7;
  const target = (() => {
    switch (key) {
      case 'ArrowLeft':
        return index - 1;
      case 'ArrowRight':
        return index + 1;
      case 'ArrowUp':
        return index - 7;
      case 'ArrowDown':
        return index + 7;
      case 'Home':
        return index - column;
      case 'End':
        return index - column + 6;
      default:
        return undefined;
    }
  })();
  if (key === 'PageUp') return { page: -1 };
  if (key === 'PageDown') return { page: 1 };
  if (target === undefined) return null;
  if (target < 0) return { page: -1 };
  if (target >= count) return { page: 1 };
  return { index: target };
}

/**
 * The times grid: rows of different lengths (one row per clinic). Left and right move within a row,
 * up and down to the nearest column of the next row, Home and End to the row's ends, Ctrl+Home and
 * Ctrl+End to the first and last time. Returns [row, column] or null when the key is not ours.
 */
export function moveInTimes(key: string, at: [number, number], rows: readonly number[], ctrl = false): [number, number] | null {
  const [row, column] = at;
  const clamp = (r: number, c: number): [number, number] => [r, Math.max(0, Math.min(c, (rows[r] ?? 1) - 1))];
  switch (key) {
    case 'ArrowLeft':
      return clamp(row, column - 1);
    case 'ArrowRight':
      return clamp(row, column + 1);
    case 'ArrowUp':
      return row > 0 ? clamp(row - 1, column) : [row, column];
    case 'ArrowDown':
      return row < rows.length - 1 ? clamp(row + 1, column) : [row, column];
    case 'Home':
      return ctrl ? [0, 0] : [row, 0];
    case 'End':
      return ctrl ? clamp(rows.length - 1, Number.MAX_SAFE_INTEGER) : clamp(row, Number.MAX_SAFE_INTEGER);
    default:
      return null;
  }
}
