import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Each step is a new screen: its heading takes the focus when it appears, so a screen reader
 * announces where the person is and the keyboard starts from the top of the step.
 */
export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h1 className="check-in__title" tabIndex={-1} ref={ref} part="step-title">
      {children}
    </h1>
  );
}
