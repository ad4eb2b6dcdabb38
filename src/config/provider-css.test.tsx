import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineWidget } from '../element/define-widget';
import { runtime } from '../runtime';
import type { Config } from '../api/schemas/config.schema';
import { adoptProviderCss, providerCss, useProviderCss } from './provider-css';

const BODY_PARTS_CSS = '.body-part--knee { fill: rgb(1, 2, 3); }';
const QUESTIONNAIRE_CSS = '.question { margin-block: 2rem; }';
const CONFIG = {
  radiology: { name: 'Harbourside Radiology', code: 'HRAD' },
  application: { questionnaireCss: QUESTIONNAIRE_CSS },
  bodyFigure: {
    gradientColor: '#e8f1fb',
    bodyPartHoverColor: '#0b5cab',
    bodyPartHoverTransitionTime: '0.2s',
    bodyPartsCss: BODY_PARTS_CSS,
  },
};
const realFetch = globalThis.fetch;

beforeAll(() => {
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    return new Response(JSON.stringify(path === '/api/config' ? CONFIG : {}), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

function BodyFigure() {
  useProviderCss('bodyParts');
  return <svg className="body-figure" />;
}
function Plain() {
  return <p>plain</p>;
}
defineWidget('rad-test-body-figure', BodyFigure, { props: {} });
defineWidget('rad-test-plain', Plain, { props: {} });

const sheetText = (sheet: CSSStyleSheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
const adoptedText = (root: ShadowRoot) => root.adoptedStyleSheets.map(sheetText).join('\n');

describe('provider stylesheets', () => {
  it('the body figure gets bodyPartsCss in its own shadow root; other widgets and the document do not', async () => {
    document.body.innerHTML = '<rad-test-body-figure></rad-test-body-figure><rad-test-plain></rad-test-plain>';
    const [figure, plain] = [...document.body.children] as HTMLElement[];
    await vi.waitFor(() => expect(figure!.shadowRoot?.querySelector('svg')).toBeTruthy());
    await vi.waitFor(() => expect(plain!.shadowRoot?.querySelector('p')).toBeTruthy());
    await vi.waitFor(() => expect(adoptedText(figure!.shadowRoot!)).toContain('.body-part--knee'));
    expect(adoptedText(plain!.shadowRoot!)).not.toContain('.body-part--knee');
    expect(document.adoptedStyleSheets.map(sheetText).join('\n')).not.toContain('.body-part--knee');
    // Last, so the provider's rules win over the widget's own at equal specificity.
    expect(sheetText(figure!.shadowRoot!.adoptedStyleSheets.at(-1)!)).toContain('.body-part--knee');
  });

  it('the theme sheet every widget adopts carries the bodyFigure custom properties', async () => {
    await vi.waitFor(() => expect(runtime.store.config.status.value).toBe('ready'));
    const theme = sheetText(runtime.themeSheet()!);
    expect(theme).toContain('--rad-body-figure-gradient-color: #e8f1fb');
    expect(theme).toContain('--rad-body-part-hover-color: #0b5cab');
    expect(theme).toContain('--rad-body-part-hover-transition-time: 0.2s');
  });

  it('picks the questionnaire CSS by kind, adopts it once, and adopts nothing when none is configured', () => {
    const config = runtime.store.config.config.value!;
    expect(providerCss(config, 'questionnaire')).toBe(QUESTIONNAIRE_CSS);
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    const sheet = adoptProviderCss(root, config, 'questionnaire');
    adoptProviderCss(root, config, 'questionnaire');
    expect(root.adoptedStyleSheets).toEqual([sheet]);
    expect(sheetText(sheet!)).toContain('.question');
    const empty = { ...config, application: { ...config.application, questionnaireCss: '  ' } } as Config;
    const other = document.createElement('div').attachShadow({ mode: 'open' });
    expect(adoptProviderCss(other, empty, 'questionnaire')).toBeNull();
    expect(other.adoptedStyleSheets).toEqual([]);
  });
});
