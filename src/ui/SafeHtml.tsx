import { useLayoutEffect, useRef, useState } from 'react';
import { loadedSanitizer, loadSanitizer } from './sanitize';

export interface SafeHtmlProps {
  html: string;
  /** Extra class for the wrapper. */
  className?: string;
  /** Names the region for assistive technology when the HTML is a landmark-worthy block. */
  label?: string;
}

/**
 * THE one place in the project that puts HTML into the DOM. It sanitizes with DOMPurify and
 * inserts the resulting nodes (no innerHTML string on a live element), so provider content can
 * never run script or escape the widget's styles.
 */
export function SafeHtml({ html, className, label }: SafeHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(() => loadedSanitizer() !== null);

  useLayoutEffect(() => {
    // Loaded already (the runtime loads it before a first view that shows provider HTML): fill
    // the element before the browser paints, so the text never arrives a frame late and moves the page.
    const sanitize = loadedSanitizer();
    if (sanitize && ref.current) {
      ref.current.replaceChildren(sanitize(html));
      setReady(true);
      return;
    }
    let current = true;
    void loadSanitizer().then((sanitize) => {
      const target = ref.current;
      if (!current || !target) return;
      target.replaceChildren(sanitize(html));
      setReady(true);
    });
    return () => {
      current = false;
    };
  }, [html]);

  return (
    <div
      ref={ref}
      className={['rad-safe-html', className].filter(Boolean).join(' ')}
      part="content"
      aria-label={label}
      role={label ? 'region' : undefined}
      aria-busy={ready ? undefined : true}
    />
  );
}
