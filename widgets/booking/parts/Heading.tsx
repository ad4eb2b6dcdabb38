import { createElement, type ReactNode, type Ref } from 'react';

/** A heading at the level the host asks for (a CMS page has its own h1). */
export function Heading({
  level,
  id,
  className = 'booking__title',
  focusable,
  headingRef,
  children,
}: {
  level: number;
  id?: string;
  className?: string;
  /** Takes focus from script (a step or results heading); the step titles always do. */
  focusable?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  // Only headings that receive focus when the step or results change are focusable, never by Tab.
  const canFocus = focusable ?? className === 'booking__title';
  return createElement(
    `h${Math.min(6, Math.max(1, level))}`,
    { id, className, ref: headingRef, ...(canFocus ? { tabIndex: -1 } : {}) },
    children,
  );
}
