/**
 * The provider's body-figure styling (`bodyFigure`, src/api/schemas/config.schema.ts) is free text in the configuration.
 * Each value is checked against the grammar of what it is meant to be before it reaches a
 * stylesheet, so a value cannot close its rule, load a URL or smuggle a declaration in. Pure:
 * unit-tested without a browser (CSS.supports would accept `url(…)` backgrounds, which we do not want).
 */
const NUMBER = String.raw`-?(\d+\.?\d*|\.\d+)(%|deg|turn)?`;
const COLOUR_FUNCTION = new RegExp(String.raw`^(rgb|rgba|hsl|hsla)\(\s*${NUMBER}(\s*[,/ ]\s*${NUMBER}){2,3}\s*\)$`, 'i');
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/** Named colours and keywords are plain words (transparent, currentColor, rebeccapurple…). */
const NAMED = /^[a-z]{3,20}$/i;

export function isCssColour(value: string): boolean {
  const text = value.trim();
  return HEX.test(text) || COLOUR_FUNCTION.test(text) || NAMED.test(text);
}

/** A CSS time: `0.2s`, `200ms`; at most 10 s (a hover slower than that is a typo). */
export function isCssTime(value: string): boolean {
  const match = /^(\d+\.?\d*|\.\d+)(ms|s)$/.exec(value.trim());
  if (!match) return false;
  const ms = Number(match[1]) * (match[2] === 's' ? 1000 : 1);
  return ms <= 10_000;
}

/**
 * The provider's raw body-part stylesheet is adopted into the body figure's shadow root only when
 * it loads nothing and escapes nothing: no `@import`, `url(`, `image-set(`, `expression(`,
 * `javascript:`, HTML, or unbalanced braces.
 */
export function isSafeStylesheet(css: string): boolean {
  if (css.length > 20_000) return false;
  if (/@import|url\s*\(|image-set\s*\(|expression\s*\(|javascript:|behavior\s*:|-moz-binding|<|\\/i.test(css)) return false;
  let depth = 0;
  for (const char of css) {
    if (char === '{') depth++;
    else if (char === '}' && --depth < 0) return false;
  }
  return depth === 0;
}

export interface BodyFigureStyle {
  hoverColour: string | null;
  transitionTime: string | null;
  gradientColour: string | null;
}

/** The checked values of the configuration's bodyFigure section; an unusable value becomes null (the widget's default). */
export function bodyFigureStyle(config: {
  bodyPartHoverColor?: string;
  bodyPartHoverTransitionTime?: string;
  gradientColor?: string;
}): BodyFigureStyle {
  const colour = (value?: string) => (value && isCssColour(value) ? value.trim() : null);
  return {
    hoverColour: colour(config.bodyPartHoverColor),
    transitionTime:
      config.bodyPartHoverTransitionTime && isCssTime(config.bodyPartHoverTransitionTime)
        ? config.bodyPartHoverTransitionTime.trim()
        : null,
    gradientColour: colour(config.gradientColor),
  };
}

/** The figure's custom properties as one rule for an adopted sheet (values already checked). */
export function bodyFigureCss(style: BodyFigureStyle): string {
  const declarations = [
    style.hoverColour && `--booking-part-hover: ${style.hoverColour};`,
    style.transitionTime && `--booking-part-transition: ${style.transitionTime};`,
    style.gradientColour && `--booking-figure-gradient: ${style.gradientColour};`,
  ].filter(Boolean);
  return declarations.length ? `.figure { ${declarations.join(' ')} }` : '';
}
