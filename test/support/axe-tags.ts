/** The rules every axe check of the project runs: WCAG 2.0/2.1/2.2 A and AA plus best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
