import { createElement, type ReactNode } from 'react';

/** A heading at the level the host asks for (a CMS page has its own h1). */
export function Heading({
  level,
  id,
  className = 'booking__title',
  children,
}: {
  level: number;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  // Only the step headings take focus (they receive it when the step changes).
  const focusable = className === 'booking__title' ? { tabIndex: -1 } : {};
  return createElement(`h${Math.min(6, Math.max(1, level))}`, { id, className, ...focusable }, children);
}
