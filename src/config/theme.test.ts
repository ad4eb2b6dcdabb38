import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BodyFigureConfigSchema, ThemeConfigSchema } from '../api/schemas/config.schema';
import { customPropertyName, fontFaceCss, themeCss } from './theme';

describe('theme', () => {
  it('turns colour properties into --rad- custom properties on the host', () => {
    const theme = v.parse(ThemeConfigSchema, { properties: { colorPrimary: '#0b5cab', 'color-text': 'rgb(10 20 30)' } });
    expect(themeCss(theme)).toBe(':host { --rad-color-primary: #0b5cab; --rad-color-text: rgb(10 20 30); }');
    expect(customPropertyName('colorPrimaryContrast')).toBe('--rad-color-primary-contrast');
  });

  it('is empty without properties', () => {
    expect(themeCss(undefined)).toBe('');
    expect(themeCss(v.parse(ThemeConfigSchema, {}))).toBe('');
  });

  it('rejects values that could break out of the rule', () => {
    expect(v.safeParse(ThemeConfigSchema, { properties: { colorPrimary: 'red; } body { display:none' } }).success).toBe(false);
    expect(v.safeParse(ThemeConfigSchema, { properties: { 'x}': 'red' } }).success).toBe(false);
  });

  it('adds the bodyFigure styling as custom properties, only the fields that are set', () => {
    const bodyFigure = v.parse(BodyFigureConfigSchema, {
      gradientColor: '#e8f1fb',
      bodyPartHoverColor: 'rgb(11 92 171)',
      bodyPartHoverTransitionTime: '0.2s',
    });
    expect(themeCss(undefined, bodyFigure)).toBe(
      ':host { --rad-body-figure-gradient-color: #e8f1fb; --rad-body-part-hover-color: rgb(11 92 171); --rad-body-part-hover-transition-time: 0.2s; }',
    );
    expect(themeCss(undefined, v.parse(BodyFigureConfigSchema, { bodyPartHoverColor: 'red' }))).toBe(
      ':host { --rad-body-part-hover-color: red; }',
    );
    expect(themeCss(undefined, v.parse(BodyFigureConfigSchema, {}))).toBe('');
  });

  it("lets the theme's own property win over a bodyFigure field of the same name", () => {
    const theme = v.parse(ThemeConfigSchema, { properties: { bodyPartHoverColor: 'navy' } });
    const css = themeCss(theme, v.parse(BodyFigureConfigSchema, { bodyPartHoverColor: 'red' }));
    expect(css).toBe(':host { --rad-body-part-hover-color: navy; }');
  });

  it('drops a bodyFigure value that could break out of the rule (the schema lets any text through)', () => {
    const bodyFigure = v.parse(BodyFigureConfigSchema, {
      gradientColor: 'red; } :host { display: none',
      bodyPartHoverColor: 'blue</style>',
      bodyPartHoverTransitionTime: '1s\\',
      bodyPartsCss: 'path { fill: red }',
    });
    expect(themeCss(undefined, bodyFigure)).toBe('');
  });

  it('writes @font-face rules from fontConfig and uses the first family', () => {
    const theme = v.parse(ThemeConfigSchema, {
      fontConfig: [{ fontFamily: 'Brand Sans', weight: '700', srcUrl: '/fonts/brand.woff2', unicodeRange: 'U+0000-00FF' }],
    });
    expect(fontFaceCss(theme.fontConfig)).toBe(
      '@font-face { font-family: "Brand Sans"; font-style: normal; font-weight: 700; font-display: swap; src: url("/fonts/brand.woff2") format("woff2"); unicode-range: U+0000-00FF; }',
    );
    expect(themeCss(theme)).toContain('--rad-font-family: "Brand Sans"');
  });

  it('rejects font URLs that could inject CSS or load from javascript:', () => {
    for (const srcUrl of ['javascript:alert(1)', '/f.woff2") ; x', 'fonts/relative.woff2']) {
      expect(v.safeParse(ThemeConfigSchema, { fontConfig: [{ srcUrl }] }).success).toBe(false);
    }
  });
});
