/**
 * A first view the host page drew before the widget's code ran (the reference server draws one
 * for the portal: demo/server/features/pages/first-view.ts): a light-DOM child of the element with
 * this class. The widget shows it through a slot while it starts, instead of a spinner, and
 * removes it once it draws itself (src/element/WidgetShell.tsx).
 */
export const FIRST_VIEW_CLASS = 'rad-first-view';

export function firstViewOf(host: Element): Element | null {
  for (const child of host.children) if (child.classList.contains(FIRST_VIEW_CLASS)) return child;
  return null;
}
