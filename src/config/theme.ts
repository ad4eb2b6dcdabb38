/**
 * The provider's theme (spec 000 §3): colour properties become custom properties on every
 * widget host, and fontConfig entries become @font-face rules in the document, because
 * @font-face inside a shadow root is ignored by browsers.
 * Values were checked by ThemeConfigSchema (no `;{}<>\`), so they cannot close the rule.
 */
import type { FontConfig, ThemeConfig } from '../api/schemas/config.schema';

/** `colorPrimary` → `--rad-color-primary`; `color-primary` stays `--rad-color-primary`. */
export function customPropertyName(key: string): string {
  return `--rad-${key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;
}

export function themeCss(theme: ThemeConfig | undefined): string {
  const declarations = Object.entries(theme?.properties ?? {}).map(([key, value]) => `${customPropertyName(key)}: ${value};`);
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
