/**
 * The provider's theme (`theme` in src/api/schemas/config.schema.ts): colour properties become custom properties on every
 * widget host, and fontConfig entries become @font-face rules in the document, because
 * @font-face inside a shadow root is ignored by browsers.
 * Theme values were checked by ThemeConfigSchema (no `;{}<>\`), so they cannot close the rule.
 *
 * The bodyFigure section's styling joins them as `--rad-body-figure-gradient-color`,
 * `--rad-body-part-hover-color` and `--rad-body-part-hover-transition-time`, for the body figure
 * to read; its raw bodyPartsCss is not here (see provider-css.ts).
 */
import type { Config, FontConfig, ThemeConfig } from '../api/schemas/config.schema';

/** `colorPrimary` → `--rad-color-primary`; `color-primary` stays `--rad-color-primary`. */
export function customPropertyName(key: string): string {
  return `--rad-${key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;
}

/** What ThemeConfigSchema allows in a value; bodyFigure's fields are free text, so they are checked here. */
const SAFE_VALUE = /^[^;{}<>\\]+$/;

export function themeCss(theme: ThemeConfig | undefined, bodyFigure?: Config['bodyFigure']): string {
  const { gradientColor, bodyPartHoverColor, bodyPartHoverTransitionTime } = bodyFigure ?? {};
  // The theme's own properties come last, so they win over a bodyFigure field of the same name.
  const properties = { bodyFigureGradientColor: gradientColor, bodyPartHoverColor, bodyPartHoverTransitionTime, ...theme?.properties };
  const declarations = Object.entries(properties)
    .filter(([, value]) => value && SAFE_VALUE.test(value))
    .map(([key, value]) => `${customPropertyName(key)}: ${value};`);
  const family = theme?.fontConfig?.[0]?.fontFamily;
  if (family) declarations.push(`--rad-font-family: "${family}", system-ui, sans-serif;`);
  return declarations.length ? `:host { ${declarations.join(' ')} }` : '';
}

export function fontFaceCss(fonts: readonly FontConfig[]): string {
  return fonts
    .map((font) => {
      const range = font.unicodeRange ? ` unicode-range: ${font.unicodeRange};` : '';
      return `@font-face { font-family: "${font.fontFamily}"; font-style: ${font.style}; font-weight: ${font.weight}; font-display: swap; src: url("${font.srcUrl}") format("${font.srcFormat}");${range} }`;
    })
    .join('\n');
}
