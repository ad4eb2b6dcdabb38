/** What a document row's menu offers: data, so the panel decides and the menu only shows. */
export type RowMenuItem =
  | { kind: 'link'; id: string; label: string; href: string; download: string }
  | { kind: 'action'; id: string; label: string; run: () => void };

/** Which item the arrow keys move to: wraps at both ends, Home and End jump (APG menu pattern). */
export function nextIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return (current + 1) % count;
  if (key === 'ArrowUp') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
