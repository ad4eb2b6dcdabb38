import { describe, expect, it } from 'vitest';
import { hostIndependentRem } from './stylesheets';

describe('host-independent rem', () => {
  it('sizes declarations from --rad-rem, and leaves media and container queries alone', () => {
    const css =
      '@media (min-width: 48rem) { .a { padding: 1rem 0.5rem; margin: -.25rem; } } .b { font-size: 1.75rem; width: 12em; } @container (max-width: 30rem) { .c { gap: 2rem } }';
    expect(hostIndependentRem(css)).toBe(
      '@media (min-width: 48rem) { .a { padding: calc(1 * var(--rad-rem, 1rem)) calc(0.5 * var(--rad-rem, 1rem)); margin: calc(-.25 * var(--rad-rem, 1rem)); } } ' +
        '.b { font-size: calc(1.75 * var(--rad-rem, 1rem)); width: 12em; } @container (max-width: 30rem) { .c { gap: calc(2 * var(--rad-rem, 1rem)) } }',
    );
  });

  it('does not touch words that merely end in rem', () => {
    expect(hostIndependentRem('.lorem-1rem { content: "1 lorem" }')).toBe('.lorem-1rem { content: "1 lorem" }');
  });
});
