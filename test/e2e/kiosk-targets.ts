/**
 * What a finger can press on the page, through every open shadow root, with its size on screen
 * (getBoundingClientRect: after CSS zoom). Passed to `page.evaluate`, so it is self-contained.
 *
 * A radio button or checkbox is measured by its label, which is the target a person presses.
 * Left out, each for a reason WCAG 2.5.5 names: links inside a sentence (inline), anything hidden
 * or visually hidden, and the parts of the body figure (an SVG drawing of a body, whose every
 * choice the exam list on the same page offers as a full-size button: equivalent).
 */
export interface MeasuredTarget {
  name: string;
  width: number;
  height: number;
}

export function measureTargets(): MeasuredTarget[] {
  const TARGETS =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
  const found: MeasuredTarget[] = [];
  const seen = new Set<Element>();
  const nameOf = (element: Element): string => {
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const field = element.getAttribute('name') ?? element.getAttribute('type') ?? '';
    return `<${element.localName}${field ? ` ${field}` : ''}> “${text}”`;
  };
  const visit = (root: Document | ShadowRoot) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.shadowRoot) visit(element.shadowRoot);
      if (!element.matches(TARGETS) || element.closest('svg')) continue;
      const choice = element instanceof HTMLInputElement && ['radio', 'checkbox', 'file'].includes(element.type);
      const target = (choice && element.closest('label')) || element;
      if (seen.has(target)) continue;
      seen.add(target);
      if (!target.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const style = getComputedStyle(target);
      if (style.display === 'inline' && target.localName === 'a') continue;
      if (style.position === 'absolute' && style.clipPath !== 'none' && style.clipPath !== '') continue;
      if (style.clip !== 'auto' && style.clip !== '') continue;
      const box = target.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      found.push({ name: nameOf(target), width: box.width, height: box.height });
    }
  };
  visit(document);
  return found;
}
