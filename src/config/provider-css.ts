/**
 * The provider's own stylesheets (configuration, src/api/schemas/config.schema.ts): `bodyFigure.bodyPartsCss` for the body figure and
 * `application.questionnaireCss` for questionnaires. Each applies inside the one widget that draws
 * those parts, adopted into its shadow root after the widget's own sheets (so it may override them)
 * and nowhere else: a provider's rule cannot reach the host page or another widget.
 *
 * Kept out of the shared runtime on purpose: only those widgets import this module, so the
 * runtime chunk every page loads carries none of it (runtime-graph.node.test.ts checks).
 * A constructable sheet ignores `@import`, and the host page's CSP still governs any `url()`.
 */
import { useEffect } from 'react';
import type { Config } from '../api/schemas/config.schema';
import { useRuntime } from '../element/hooks';
import { adopt, sheet } from '../element/stylesheets';
import { useWidget } from '../element/widget-context';

export type ProviderCssKind = 'bodyParts' | 'questionnaire';

/** The provider's stylesheet text of one kind; empty when none is configured. */
export function providerCss(config: Config, kind: ProviderCssKind): string {
  return (kind === 'bodyParts' ? config.bodyFigure.bodyPartsCss : config.application.questionnaireCss).trim();
}

/**
 * Adopts the provider's stylesheet of `kind` into `root`, once (sheets are shared by text).
 * Returns the sheet, or null when there is no such CSS or no DOM.
 */
export function adoptProviderCss(root: ShadowRoot, config: Config, kind: ProviderCssKind): CSSStyleSheet | null {
  const css = providerCss(config, kind);
  const adopted = css ? sheet(css) : null;
  if (adopted) adopt(root, [adopted]);
  return adopted;
}

/**
 * For the widget that draws body parts or questionnaires: its shadow root gets the provider's CSS
 * of that kind. `accept` lets the widget refuse a stylesheet it finds unsafe (the body figure
 * refuses one that loads URLs); a refused one is not adopted and a warning says so.
 */
export function useProviderCss(kind: ProviderCssKind, accept?: (css: string) => boolean): void {
  const config = useRuntime().store.config.config.value;
  const { shadowRoot } = useWidget();
  useEffect(() => {
    if (!config) return;
    const css = providerCss(config, kind);
    if (css && accept && !accept(css)) {
      console.warn(`[rad-widgets] the configured ${kind} CSS was not applied: it loads URLs or is not a plain stylesheet`);
      return;
    }
    adoptProviderCss(shadowRoot, config, kind);
  }, [config, shadowRoot, kind, accept]);
}
