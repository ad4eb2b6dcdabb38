/**
 * axe-core in the browser tests: WCAG 2.0/2.1/2.2 A and AA plus best practices, through open
 * shadow roots. A test fails with the list of violations, so the report says what to fix.
 */
import 'axe-core/axe.min.js';
import type { AxeResults, ElementContext } from 'axe-core';
import { AXE_TAGS } from './axe-tags';

declare global {
  interface Window {
    axe: typeof import('axe-core');
  }
}

export { AXE_TAGS };

export async function axeViolations(context: ElementContext = document): Promise<string[]> {
  const results: AxeResults = await window.axe.run(context, { runOnly: { type: 'tag', values: AXE_TAGS } });
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
