import { useEffect, useRef, type RefObject } from 'react';

/** Moves focus to the new page, as a full page load would, so screen readers follow. Not on the first render. */
export function useFocusOnRouteChange(pathname: string, main: RefObject<HTMLElement | null>): void {
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}
